import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { toast } from '~/web/components/ui/use-toast';
import { useSiteInfo } from '~/web/lib/api/get-site-info';
import { LINK_CLASSES } from '~/web/lib/cn';
import { safeNextPath } from './auth-forms';
import { AuthAside } from './components/auth-aside';
import { AuthModeToggle, type TAuthMode } from './components/auth-mode-toggle';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';

const COPY: Record<TAuthMode, { title: string; intro: string; documentTitle: string }> = {
  'sign-in': {
    title: 'Sign in to RacePro',
    intro: 'Welcome back. Sign in to see your tips, bets and plan.',
    documentTitle: 'Sign in | RacePro',
  },
  'sign-up': {
    title: 'Create your RacePro account',
    intro: 'Free to join. Keep your bets and settings with your account.',
    documentTitle: 'Create account | RacePro',
  },
};

const AuthPage = ({ mode }: { mode: TAuthMode }) => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const siteInfo = useSiteInfo();
  const copy = COPY[mode];
  const next = safeNextPath(searchParams.get('next'));

  useEffect(() => {
    document.title = copy.documentTitle;
  }, [copy.documentTitle]);

  const onDone = (title: string) => () => {
    toast({ title });
    navigate(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl sm:py-4">
      {/* NOTE: minmax(0, 1fr) so a long line (a demo e-mail) wraps inside the card instead of widening it. */}
      <div className="grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-card border border-line bg-card shadow-card lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <AuthAside />
        <div className="min-w-0 p-5 sm:p-8 lg:p-10">
          <AuthModeToggle mode={mode} search={search} />
          <h1 className="mt-6 font-bold text-2xl text-brand tracking-tight">{copy.title}</h1>
          <p className="mt-1 text-muted text-sm">{copy.intro}</p>
          <div className="mt-6 space-y-6">
            {mode === 'sign-in' ? (
              <SignInForm
                demoAccounts={siteInfo.data?.demoAccounts ?? null}
                onSignedIn={onDone('Welcome back')}
              />
            ) : (
              <SignUpForm isDemo={siteInfo.data?.demo ?? false} />
            )}
          </div>
          <div className="mt-6 space-y-2 border-line border-t pt-5 text-muted text-sm">
            {siteInfo.data?.supportEmail ? (
              <p>
                Need help with your account? Contact support at{' '}
                <a href={`mailto:${siteInfo.data.supportEmail}`} className={`break-words ${LINK_CLASSES}`}>
                  {siteInfo.data.supportEmail}
                </a>
              </p>
            ) : null}
            <p>
              You must be 18 or over to use RacePro. {RESPONSIBLE_GAMBLING_LINE}{' '}
              <Link to="/responsible-gambling" className={LINK_CLASSES}>
                Safer gambling help
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
};

export const SignInPage = () => <AuthPage mode="sign-in" />;

export const SignUpPage = () => <AuthPage mode="sign-up" />;
