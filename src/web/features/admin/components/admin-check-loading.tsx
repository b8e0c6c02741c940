import { Spinner } from '~/web/components/ui/spinner';

/** While the session check is out (the admin panel and the two add-tip screens). */
export const AdminCheckLoading = () => (
  <p className="flex items-center gap-2 text-muted">
    <Spinner label="Checking your admin session" />
    Checking your admin session...
  </p>
);
