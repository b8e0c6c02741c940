import { RefreshCw } from 'lucide-react';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ApiError } from '~/web/lib/api-client';

export const TipsListLoading = () => (
  <div className="space-y-3">
    <p role="status" className="text-muted">
      Loading tips...
    </p>
    <Skeleton className="h-24" />
    <Skeleton className="h-24" />
    <Skeleton className="h-24" />
  </div>
);

const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.userMessage : 'Failed to connect to the server.';

export const TipsLoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <div
    role="alert"
    className="flex flex-col gap-3 rounded-card border border-lost/40 bg-lost-50 p-4 sm:flex-row sm:items-center sm:justify-between"
  >
    <div>
      <p className="font-semibold text-lost">We could not load the tips.</p>
      <p className="text-ink text-sm">{messageOf(error)}</p>
    </div>
    <Button variant="outline" onClick={onRetry}>
      <RefreshCw aria-hidden="true" />
      Retry
    </Button>
  </div>
);
