import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '~/web/components/ui/button';

/** The submit row: the spec's "Submitting tip..." notice while the call is out. */
export const SubmitTipButton = ({ isSubmitting, label }: { isSubmitting: boolean; label: string }) => (
  <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
    <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
      {isSubmitting ? (
        <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
      ) : (
        <Send aria-hidden="true" />
      )}
      {label}
    </Button>
    <p role="status" className="text-muted text-sm">
      {isSubmitting ? 'Submitting tip...' : null}
    </p>
  </div>
);
