import { RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { useViewer } from '~/web/lib/api/use-viewer';
import { useLimits } from './api/get-limits';
import { BankrollSection } from './components/bankroll-section';
import { HelplinesSection } from './components/helplines-section';
import { ProtectionStatus } from './components/protection-status';
import { SelfExclusionSection } from './components/self-exclusion-section';
import { SignInPrompt } from './components/sign-in-prompt';
import { StakeLimitsSection } from './components/stake-limits-section';
import { TakeABreakSection } from './components/take-a-break-section';

// The reality-check setting loads after the page's own code (the page is at its bundle budget).
const LazyRealityCheckSection = lazy(async () => ({
  default: (await import('./components/reality-check-section')).RealityCheckSection,
}));
const RealityCheckSection = ({ isSignedIn }: { isSignedIn: boolean }) => (
  <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-44 w-full rounded-card" />}>
    <LazyRealityCheckSection isSignedIn={isSignedIn} />
  </Suspense>
);

const Loading = () => (
  <div className="space-y-4">
    <Spinner label="Loading your limits" />
    <Skeleton className="h-48 w-full rounded-card" />
    <Skeleton className="h-64 w-full rounded-card" />
  </div>
);

const LimitsContent = () => {
  const query = useLimits();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-card border border-lost/40 bg-lost-50 p-4"
      >
        <p className="font-medium text-lost">We couldn't load your limits.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  }
  // A session that ended since the page loaded answers 401.
  if (query.data === null) return <SignInPrompt />;
  const limits = query.data;
  return (
    <div className="space-y-6">
      <ProtectionStatus limits={limits} />
      <BankrollSection dailyLimit={limits.dailyLimit} />
      <StakeLimitsSection limits={limits} />
      <RealityCheckSection isSignedIn />
      <TakeABreakSection />
      <SelfExclusionSection />
    </div>
  );
};

/** /settings/account: bankroll, stake limits, reality checks, breaks and self-exclusion (DESIGN.md "Safer gambling"). */
export const AccountSettingsPage = () => {
  const viewer = useViewer();

  useEffect(() => {
    document.title = 'Manage Your Betting Limits | RacePro';
  }, []);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Manage Your Betting Limits"
        description="Set a bankroll, cap your stakes and take a break whenever you need one. RacePro is a tracker: we never take stakes."
      />
      {!viewer.isKnown ? (
        <Loading />
      ) : !viewer.isSignedIn ? (
        <>
          {/* A guest can turn reality checks on too: the choice is kept on the device. */}
          <RealityCheckSection isSignedIn={false} />
          <SignInPrompt />
        </>
      ) : (
        <LimitsContent />
      )}
      <HelplinesSection />
    </div>
  );
};
