import { useEffect, useState } from 'react';
import { PageHeader } from '~/web/components/ui/page-header';
import { useAdminCheck } from '~/web/lib/api/admin-check';
import { AdminCheckLoading } from '../components/admin-check-loading';
import { AdminSignInCard } from './components/admin-sign-in-card';
import { FirstTipForm } from './components/first-tip-form';
import { PendingTipNotice } from './components/pending-tip-notice';
import { usePendingTip } from './use-pending-tip';

/** Spec 2 "Add New Tip (first form)" at /tips/new. */
export const AddTipPage = () => {
  const check = useAdminCheck();
  const [needsAdmin, setNeedsAdmin] = useState(false);
  const isSignedOut = needsAdmin || check.data?.isAdmin === false;
  // NOTE: when the check itself cannot reach the server the form still shows: a failed send is kept here.
  const pendingTip = usePendingTip({ canSend: !check.isPending && !isSignedOut });

  useEffect(() => {
    document.title = 'Add New Tip | RacePro';
  }, []);

  return (
    <section className="max-w-3xl">
      <PageHeader title="Add New Tip" description="Create a new racing tip to share with users." />
      {pendingTip.pending ? (
        <PendingTipNotice
          tip={pendingTip.pending}
          problem={pendingTip.problem}
          isSending={pendingTip.isSending}
          onRetry={() => void pendingTip.send()}
          onDiscard={pendingTip.discard}
        />
      ) : null}
      {check.isPending ? (
        <AdminCheckLoading />
      ) : isSignedOut ? (
        <AdminSignInCard />
      ) : (
        <FirstTipForm onNeedsAdmin={() => setNeedsAdmin(true)} onKeepLocally={pendingTip.keep} />
      )}
    </section>
  );
};
