import { FilePlus2, LogOut } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { toast } from '~/web/components/ui/use-toast';
import { useAdminLogout } from '../api/admin-logout';
import { AdminTipForm } from './admin-tip-form';
import { ManageTips } from './manage-tips';
import { SubscribersPanel } from './subscribers-panel';

type TAdminTab = 'add' | 'manage' | 'subscribers';

const TAB_VALUES: readonly TAdminTab[] = ['add', 'manage', 'subscribers'];

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
        <TabsList aria-label="Admin sections">
          <TabsTrigger value="add">Add New Tip</TabsTrigger>
          <TabsTrigger value="manage">Manage Tips</TabsTrigger>
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
        </TabsList>
        <TabsContent value="add">
          <AdminTipForm />
        </TabsContent>
        <TabsContent value="manage">
          <ManageTips onAddTip={() => onTabChange('add')} />
        </TabsContent>
        <TabsContent value="subscribers">
          <SubscribersPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
};
