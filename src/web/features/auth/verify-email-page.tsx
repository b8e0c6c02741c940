import { CircleCheck, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { ServerErrorAlert } from '~/web/components/ui/server-error-alert';
import { useMe } from '~/web/lib/api/get-me';
import { LINK_CLASSES } from '~/web/lib/cn';
import { useResendVerification, useVerifyEmail } from './api/verify-email';
import { authErrorMessage } from './auth-forms';
import { AuthCard } from './components/auth-card';

/** For a signed-in account still waiting to confirm: a new link; for anyone else: the way to sign in. */
const NextStep = () => {
  const me = useMe();
  const resend = useResendVerification();
  if (me.data?.user.emailVerified === false) {
    if (resend.isSuccess)
      return (
        <p role="status" className="font-medium text-ink text-sm">
          {resend.data.message}
        </p>
      );
    return (
      <div className="space-y-3">
        <ServerErrorAlert message={resend.error ? authErrorMessage(resend.error) : null} />
        <Button
          type="button"
          size="lg"
          className="w-full"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          {resend.isPending ? 'Sending...' : `Send a new link to ${me.data.user.email}`}
        </Button>
      </div>
    );
  }
  if (me.data) return null;
  return (
    <p className="text-sm">
      <Link to="/sign-in" className={LINK_CLASSES}>
        Sign in
      </Link>{' '}
      to check whether your e-mail address is confirmed, or to ask for a new link.
    </p>
  );
};

/**
 * Sign-up's e-mailed link (`/verify-email?token=`): confirms the address as the page opens and signs in. A used or
 * expired link says so and offers the next step; without a token, a signed-in account waiting to confirm can ask for
 * a new link.
 */
export const VerifyEmailPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const asked = useRef(false);

  useEffect(() => {
    // NOTE: once per page: a token works once, and a second request (React's development double effect) would fail.
    if (token === '' || asked.current) return;
    asked.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <AuthCard
        title="E-mail address confirmed"
        intro="Welcome to RacePro. You are signed in."
        documentTitle="E-mail address confirmed | RacePro"
      >
        <div role="status" className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-ink text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <p className="font-medium">
            Thank you, {verify.data.user.email} is confirmed. You can now choose a plan and keep your bets in
            your account.
          </p>
        </div>
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Go to today's racing
        </Link>
        <p className="text-sm">
          <Link to="/settings/account" className={LINK_CLASSES}>
            Set stake limits or take a break
          </Link>{' '}
          at any time.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your e-mail address"
      intro="The link we e-mailed you when you signed up confirms your address and signs you in."
      documentTitle="Confirm your e-mail address | RacePro"
    >
      {token !== '' && !verify.isError ? (
        <p role="status" className="flex items-center gap-2 text-ink text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          Confirming your e-mail address...
        </p>
      ) : null}
      {verify.isError ? <ServerErrorAlert message={authErrorMessage(verify.error)} /> : null}
      {token === '' ? (
        <div className="flex items-start gap-3 text-ink text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <p>Open the link in the e-mail we sent you. It works once, for 24 hours.</p>
        </div>
      ) : null}
      {token === '' || verify.isError ? <NextStep /> : null}
    </AuthCard>
  );
};
