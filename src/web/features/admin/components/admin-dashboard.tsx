import { FilePlus2, LogOut } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { toast } from '~/web/components/ui/use-toast';
import { useAdminLogout } from '../api/admin-logout';
import { AdminTipForm } from './admin-tip-form';
import { ManageTips } from './manage-tips';

type TAdminTab = 'add' | 'manage';

const LOGGED_OUT = 'You have been logged out of the admin panel';

export const AdminDashboard = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TAdminTab = searchParams.get('tab') === 'manage' ? 'manage' : 'add';
  const logout = useAdminLogout();

  const onTabChange = (value: string) =>
    setSearchParams(value === 'manage' ? { tab: 'manage' } : {}, { replace: true });

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
        </TabsList>
        <TabsContent value="add">
          <AdminTipForm />
        </TabsContent>
        <TabsContent value="manage">
          <ManageTips onAddTip={() => onTabChange('add')} />
        </TabsContent>
      </Tabs>
    </section>
  );
};
