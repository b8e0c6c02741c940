import { Share2 } from 'lucide-react';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import { onIntentOrQuiet } from '~/web/lib/deferred';
import type { ShareButtonsProps } from './share-buttons-impl';

export type { ShareButtonsProps } from './share-buttons-impl';

// The buttons, the "Share via" menu and the QR dialog carry Radix's menu, dialog and positioning code (about 35 KB
// gzip, a dozen chunks): they load at the visitor's first touch, key or pointer move, or once the page has been quiet,
// never in the screen's first seconds. NOTE: loading them just after hydration put a dozen preload links (Vite's, one
// request each) into the task that takes the screen over: 13 ms of a 55 ms task on /tips in Chromium on a desktop CPU.
const ShareButtonsImpl = lazy(async () => ({ default: (await import('./share-buttons-impl')).ShareButtons }));
let isWanted = false;

/**
 * Share this page or tip (spec 2 "Share component"). Until its code has arrived, the compact variant shows its Share
 * button (pressing it loads the code and opens the menu) and the full variant keeps its place empty. A screen rendered
 * ahead has that placeholder too: the first render of a page is always the placeholder, which the markup can match.
 */
export const ShareButtons = (props: ShareButtonsProps) => {
  const [state, setState] = useState<'waiting' | 'wanted' | 'pressed'>(isWanted ? 'wanted' : 'waiting');
  useEffect(() => {
    if (state !== 'waiting') return;
    const handle = onIntentOrQuiet(() => {
      isWanted = true;
      startTransition(() => setState((current) => (current === 'waiting' ? 'wanted' : current)));
    });
    return handle.cancel;
  }, [state]);
  const placeholder =
    props.variant === 'compact' ? (
      <Button
        variant="ghost"
        size="icon"
        aria-label={props.label ?? 'Share'}
        disabled={state === 'pressed'}
        onClick={() => {
          isWanted = true;
          setState('pressed');
        }}
      >
        <Share2 aria-hidden="true" />
      </Button>
    ) : (
      <div className="min-h-9" />
    );
  if (state === 'waiting') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShareButtonsImpl {...props} defaultOpen={state === 'pressed'} />
    </Suspense>
  );
};
