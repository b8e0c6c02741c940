import { RefreshCw } from 'lucide-react';
import { Button } from '~/web/components/ui/button';
import { applyUpdate, useIsUpdateWaiting } from './service-worker-registration';

/**
 * "New version: reload", once a new version of the app has installed and waits (service-worker-registration.ts): the
 * button lets it take over and reloads the page. Left alone, the new version runs on the next visit.
 */
export const UpdatePrompt = () => {
  const isWaiting = useIsUpdateWaiting();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
      {isWaiting ? (
        <Button variant="gold" className="pointer-events-auto shadow-float" onClick={() => applyUpdate()}>
          <RefreshCw aria-hidden="true" />
          New version: reload
        </Button>
      ) : null}
    </div>
  );
};
