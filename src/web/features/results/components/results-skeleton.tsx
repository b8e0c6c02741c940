import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';

/** Race-card-shaped placeholders while a day's results load. */
export const ResultsSkeleton = () => (
  <div>
    <Spinner label="Loading results" className="sr-only" />
    <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      {[0, 1].map((key) => (
        <li key={key} className="space-y-3 rounded-card border border-line bg-card p-4 shadow-card">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </li>
      ))}
    </ul>
  </div>
);
