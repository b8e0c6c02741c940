import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '~/web/components/ui/button';
import { Card, CardContent } from '~/web/components/ui/card';
import { PageHeader } from '~/web/components/ui/page-header';
import { useAdminCheck } from '~/web/lib/api/admin-check';
import { AdminCheckLoading } from './components/admin-check-loading';
import { AdminDashboard } from './components/admin-dashboard';
import { AdminLoginCard } from './components/admin-login-card';

/** Spec 2 "Admin panel" (/admin and /admin/*): the login form until the session check says admin. */
export const AdminPage = () => {
  const check = useAdminCheck();

  useEffect(() => {
    document.title = 'Admin Panel | RacePro';
  }, []);

  if (check.isPending) {
    return (
      <section>
        <PageHeader title="Admin Panel" />
        <AdminCheckLoading />
      </section>
    );
  }

  if (check.isError) {
    return (
      <section>
        <PageHeader title="Admin Panel" />
        <Card className="max-w-lg">
          <CardContent className="space-y-4 p-5">
            <p role="alert" className="font-medium text-lost">
              We could not reach the server to check your admin session.
            </p>
            <Button variant="outline" onClick={() => void check.refetch()}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          </CardContent>
        </Card>
      </section>
    );
  }

  return check.data.isAdmin ? <AdminDashboard /> : <AdminLoginCard />;
};
