import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '~/web/components/ui/button';

/** Spec 1 section 8: "Failed to fetch tips", with a way to try again. */
export const TipsError = ({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) => (
  <div
    role="alert"
    className="flex flex-col items-center rounded-card border border-lost/40 bg-lost-50 px-6 py-8 text-center"
  >
    <TriangleAlert aria-hidden="true" className="size-7 text-lost" />
    <p className="mt-2 font-semibold text-ink text-lg">Failed to fetch tips</p>
    <p className="mt-1 text-muted text-sm">Check your connection and try again.</p>
    <Button variant="outline" className="mt-4" onClick={onRetry} disabled={isRetrying}>
      <RotateCw aria-hidden="true" />
      Retry
    </Button>
  </div>
);
