import { Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '~/web/components/ui/button';
import { useIsClient } from '~/web/lib/use-is-client';
import type { ShareButtonsProps } from './share-buttons-impl';

export type { ShareButtonsProps } from './share-buttons-impl';

// The buttons, the "Share via" menu and the QR dialog carry Radix's menu, dialog and positioning code (about 35 KB
// gzip): they load just after the screen, never as part of its first download.
const ShareButtonsImpl = lazy(async () => ({ default: (await import('./share-buttons-impl')).ShareButtons }));

/**
 * Share this page or tip (spec 2 "Share component"). Until its code has arrived (a moment after the screen), the
 * compact variant shows its Share button disabled and the full variant keeps its place empty. A screen rendered ahead
 * has that placeholder too, and the code starts loading only once the app has taken the screen over (a lazy part
 * rendered ahead could not be finished, and React would render the screen's part again).
 */
export const ShareButtons = (props: ShareButtonsProps) => {
  const placeholder =
    props.variant === 'compact' ? (
      <Button variant="ghost" size="icon" aria-label={props.label ?? 'Share'} disabled>
        <Share2 aria-hidden="true" />
      </Button>
    ) : (
      <div className="min-h-9" />
    );
  if (!useIsClient()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShareButtonsImpl {...props} />
    </Suspense>
  );
};
