import {
  Bell,
  BellRing,
  CalendarRange,
  CreditCard,
  FileDown,
  KeyRound,
  LogIn,
  MonitorSmartphone,
  ReceiptText,
  Settings2,
  UserRound,
} from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { PlanSummary } from '~/web/components/payments/plan-summary';
import { buttonClasses } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { SettingsSection } from '~/web/components/ui/settings-section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useViewer } from '~/web/lib/api/use-viewer';
import { LINK_CLASSES } from '~/web/lib/cn';
import { NotificationsSetting } from './components/notifications-setting';
import { OddsFormatSetting } from './components/odds-format-setting';
import { SignOutEverywhere } from './components/sign-out-everywhere';

// The payment history (its receipt dialog and the plan dates) sits below the fold: it loads after the page's own code.
const PaymentHistory = lazy(async () => ({
  default: (await import('~/web/components/payments/payment-history')).PaymentHistory,
}));

// "Your data" (the export link and closing the account) is the last card: it loads after the page's own code too.
// The password form (with its validation schemas) is below the plan and the payments: it loads after the page's code.
const ChangePasswordForm = lazy(async () => ({
  default: (await import('./components/change-password-form')).ChangePasswordForm,
}));
const YourData = lazy(async () => ({ default: (await import('./components/your-data')).YourData }));
// The monthly statement (its figures, the month picker and the e-mail choice) loads after the page's own code too.
const MonthlyStatement = lazy(async () => ({
  default: (await import('./components/monthly-statement')).MonthlyStatement,
}));

// The alert switches load after the page's own code too.
const AlertSettings = lazy(async () => ({
  default: (await import('./components/alert-settings')).AlertSettings,
}));

const SignInFirst = () => (
  <section className="rounded-card border border-line bg-card p-6 text-center shadow-card">
    <h2 className="font-bold text-ink text-xl">Sign in to manage your account</h2>
    <p className="mx-auto mt-2 max-w-xl text-muted">Change your password and choose how odds are shown.</p>
    <Link to="/sign-in?next=/account" className={`${buttonClasses('primary', 'lg')} mt-5`}>
      <LogIn aria-hidden="true" />
      Sign in
    </Link>
  </section>
);

/**
 * /account: who you are, your monthly statement, how odds are shown, this device's notifications, your password and where
 * you are signed in.
 */
export const AccountPage = () => {
  const viewer = useViewer();
  useEffect(() => {
    document.title = 'Your account | RacePro';
  }, []);

  if (!viewer.isKnown)
    return (
      <div className="space-y-4" role="status" aria-label="Loading your account">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  if (!viewer.me)
    return (
      <div>
        <PageHeader title="Your account" />
        <SignInFirst />
      </div>
    );

  const { user } = viewer.me;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Your account"
        description="Your details and plan, your monthly statement, your payments, how odds are shown and how you sign in."
      />
      <SettingsSection id="account-details" title="Details" icon={UserRound}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-muted text-xs">E-mail</dt>
            <dd className="break-words font-semibold text-ink">{user.email}</dd>
          </div>
          <div>
            <dt className="text-muted text-xs">Username</dt>
            <dd className="font-semibold text-ink">{user.username ?? 'None'}</dd>
          </div>
        </dl>
        <p className="mt-4 text-muted text-sm">
          Stake limits, breaks and self-exclusion are on{' '}
          <Link to="/settings/account" className={LINK_CLASSES}>
            Manage Your Betting Limits
          </Link>
          .
        </p>
      </SettingsSection>
      <SettingsSection
        id="statement"
        title="Monthly statement"
        icon={CalendarRange}
        intro="What you staked and got back each month in the bets you tracked, beside your limits."
      >
        <Suspense
          fallback={
            <div role="status" aria-label="Loading your statement">
              <Skeleton className="h-64 w-full" />
            </div>
          }
        >
          <MonthlyStatement />
        </Suspense>
      </SettingsSection>
      <SettingsSection id="plan" title="Your plan" icon={CreditCard}>
        <PlanSummary tier={viewer.tier} subscription={viewer.me.subscription} />
      </SettingsSection>
      <SettingsSection
        id="payments"
        title="Payments and receipts"
        icon={ReceiptText}
        intro="Every payment you have made, with a receipt for each."
      >
        <Suspense
          fallback={
            <div role="status" aria-label="Loading your payments" className="space-y-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          }
        >
          <PaymentHistory />
        </Suspense>
      </SettingsSection>
      <SettingsSection
        id="alerts"
        title="Alerts"
        icon={BellRing}
        intro="Choose what we tell you, by push and by e-mail. Saved to your account at once."
      >
        <Suspense
          fallback={
            <div role="status" aria-label="Loading your alerts">
              <Skeleton className="h-48 w-full" />
            </div>
          }
        >
          <AlertSettings isEmailVerified={user.emailVerified} />
        </Suspense>
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title="Notifications"
        icon={Bell}
        intro="Alerts from RacePro on this phone or computer, such as tips being out or a bet settling. Each device is switched on by itself."
      >
        <NotificationsSetting />
      </SettingsSection>
      <SettingsSection
        id="odds-display"
        title="Odds display"
        icon={Settings2}
        intro="How odds are shown on tips, the betslip and My Bets. Saved to your account."
      >
        <OddsFormatSetting />
      </SettingsSection>
      <SettingsSection
        id="password"
        title="Change password"
        icon={KeyRound}
        intro="You need your current password. Every other device signed in to your account will be signed out."
      >
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <ChangePasswordForm account={user} />
        </Suspense>
      </SettingsSection>
      <SettingsSection
        id="sessions"
        title="Where you are signed in"
        icon={MonitorSmartphone}
        intro="Lost a phone, or signed in on a shared computer? Sign out of every device at once."
      >
        <SignOutEverywhere />
      </SettingsSection>
      <SettingsSection
        id="your-data"
        title="Your data"
        icon={FileDown}
        intro="Your data is yours: take a copy of it, or close your account."
      >
        <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-24 w-full" />}>
          <YourData />
        </Suspense>
      </SettingsSection>
    </div>
  );
};
