import { FilePlus2, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { toast } from '~/web/components/ui/use-toast';
import { useAdminLogout } from '../api/admin-logout';
import { AdminTipForm } from './admin-tip-form';
import { ManageTips } from './manage-tips';
import { SubscribersPanel } from './subscribers-panel';

// Loaded when the Security tab opens: the panel and its QR code stay out of the admin panel's first load.
const TwoFactorPanel = lazy(async () => ({ default: (await import('./two-factor-panel')).TwoFactorPanel }));
// Loaded when the Racing data tab opens: the import screen stays out of the admin panel's first load.
const RacingDataPanel = lazy(async () => ({
  default: (await import('./racing-data-panel')).RacingDataPanel,
}));

const HALF_ON_PHONE = 'basis-[calc(50%-0.25rem)] sm:basis-auto';

type TAdminTab = 'add' | 'manage' | 'racing-data' | 'subscribers' | 'security';

const TAB_VALUES: readonly TAdminTab[] = ['add', 'manage', 'racing-data', 'subscribers', 'security'];

const LOGGED_OUT = 'You have been logged out of the admin panel';

export const AdminDashboard = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as TAdminTab | null;
  const tab: TAdminTab = requested && TAB_VALUES.includes(requested) ? requested : 'add';
  const logout = useAdminLogout();

  const onTabChange = (value: string) =>
    setSearchParams(value === 'add' ? {} : { tab: value }, { replace: true });

  // NOTE: mutateAsync, not mutate callbacks: the dashboard unmounts as soon as the session is cleared.
  const onLogout = () =>
    logout.mutateAsync().then(
      () => toast({ title: LOGGED_OUT }),
      () =>
        toast({
          title: LOGGED_OUT,
          description:
            'The server could not be reached to end the session. On a shared device, close the browser.',
        }),
    );

  return (
    <section>
      <PageHeader
        title="Admin Panel"
        description="Publish tips, record results and keep the track record straight."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/tips/new">
                <FilePlus2 aria-hidden="true" />
                Open the full tip form
              </Link>
            </Button>
            <Button variant="secondary" onClick={onLogout} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              Log Out
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={onTabChange}>
        {/* Five sections: rows of two on a phone, so no label is cut off. */}
        <TabsList aria-label="Admin sections" className="flex-wrap sm:flex-nowrap">
          <TabsTrigger value="add" className={HALF_ON_PHONE}>
            Add New Tip
          </TabsTrigger>
          <TabsTrigger value="manage" className={HALF_ON_PHONE}>
            Manage Tips
          </TabsTrigger>
          <TabsTrigger value="racing-data" className={HALF_ON_PHONE}>
            Racing data
          </TabsTrigger>
          <TabsTrigger value="subscribers" className={HALF_ON_PHONE}>
            Subscribers
          </TabsTrigger>
          <TabsTrigger value="security" className={HALF_ON_PHONE}>
            Security
          </TabsTrigger>
        </TabsList>
        <TabsContent value="add">
          <AdminTipForm />
        </TabsContent>
        <TabsContent value="manage">
          <ManageTips onAddTip={() => onTabChange('add')} />
        </TabsContent>
        <TabsContent value="racing-data">
          <Suspense fallback={<Spinner label="Loading the racing data imports" />}>
            <RacingDataPanel />
          </Suspense>
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersPanel />
        </TabsContent>
        <TabsContent value="security">
          <Suspense fallback={<Spinner label="Loading the security settings" />}>
            <TwoFactorPanel />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
};
