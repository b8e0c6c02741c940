import { useEffect, useState } from 'react';
import { PageHeader } from '~/web/components/ui/page-header';
import { useAdminCheck } from '~/web/lib/api/admin-check';
import { AdminCheckLoading } from '../components/admin-check-loading';
import { AdminSignInCard } from './components/admin-sign-in-card';
import { StandaloneTipForm } from './components/standalone-tip-form';

/** Spec 2 "Standalone Add New Racing Tip form" at /add-tip. It has no login of its own: it sends visitors to /admin. */
export const StandaloneAddTipPage = () => {
  const check = useAdminCheck();
  const [needsAdmin, setNeedsAdmin] = useState(false);
  const isSignedOut = needsAdmin || check.data?.isAdmin === false;

  useEffect(() => {
    document.title = 'Add New Racing Tip | RacePro';
  }, []);

  return (
    <section className="max-w-3xl">
      <PageHeader title="Add New Racing Tip" description="Publish a selection for RacePro members." />
      {check.isPending ? (
        <AdminCheckLoading />
      ) : isSignedOut ? (
        <AdminSignInCard />
      ) : (
        <StandaloneTipForm onNeedsAdmin={() => setNeedsAdmin(true)} />
      )}
    </section>
  );
};
