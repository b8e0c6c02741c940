import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';

/** Card-shaped placeholders while a tip list loads. */
export const TipsSkeleton = ({ count = 3 }: { count?: number }) => (
  <div>
    <Spinner label="Loading tips" className="sr-only" />
    <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={index} className="space-y-4 rounded-card border border-line bg-card p-5 shadow-card">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <div className="flex justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <Skeleton className="h-8 w-14" />
          </div>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-11 w-full" />
        </li>
      ))}
    </ul>
  </div>
);
