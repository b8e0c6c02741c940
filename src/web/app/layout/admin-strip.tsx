import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useViewer } from '~/web/lib/api/use-viewer';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const linkClasses = cn(
  'inline-flex min-h-8 items-center rounded px-1 font-semibold text-brand-700 underline-offset-2 hover:underline',
  FOCUS_RING,
);

/**
 * A slim row of shortcuts, for administrators only (everyone else has the footer's Admin link); the admin routes
 * check the role themselves.
 */
export const AdminStrip = () => {
  const viewer = useViewer();
  if (!viewer.isAdmin) return null;
  return (
    <nav aria-label="Admin" className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-[1100px] items-center gap-3 px-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          Admin access
        </span>
        <Link to="/admin" className={linkClasses}>
          Admin Panel
        </Link>
        <Link to="/add-tip" className={linkClasses}>
          Add Tip
        </Link>
      </div>
    </nav>
  );
};
