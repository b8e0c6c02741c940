import { Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '~/web/components/ui/button';
import type { ShareButtonsProps } from './share-buttons-impl';

export type { ShareButtonsProps } from './share-buttons-impl';

// The buttons, the "Share via" menu and the QR dialog carry Radix's menu, dialog and positioning code (about 35 KB
// gzip): they load just after the screen, never as part of its first download.
const ShareButtonsImpl = lazy(async () => ({ default: (await import('./share-buttons-impl')).ShareButtons }));

/**
 * Share this page or tip (spec 2 "Share component"). Until its code has arrived (a moment after the screen), the
 * compact variant shows its Share button disabled and the full variant keeps its place empty.
 */
export const ShareButtons = (props: ShareButtonsProps) => (
  <Suspense
    fallback={
      props.variant === 'compact' ? (
        <Button variant="ghost" size="icon" aria-label={props.label ?? 'Share'} disabled>
          <Share2 aria-hidden="true" />
        </Button>
      ) : (
        <div className="min-h-9" />
      )
    }
  >
    <ShareButtonsImpl {...props} />
  </Suspense>
);
