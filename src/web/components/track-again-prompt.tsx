import { lazy, Suspense, useState } from 'react';
import type { TTrackAgainDialogProps } from './track-again-dialog';

// The dialog's code (Radix Dialog and its focus and scroll locks, about 15 KB) loads when a member first asks to track
// a selection again, not with every race page: /races/:id measured 82-83 in Lighthouse with it eager.
const TrackAgainDialog = lazy(() =>
  import('./track-again-dialog').then((module) => ({ default: module.TrackAgainDialog })),
);

/**
 * TrackAgainDialog, its code fetched when it first opens. Once loaded it stays mounted, so closing it animates and
 * hands focus back to the button that opened it, as an eager dialog does.
 */
export const TrackAgainPrompt = (props: TTrackAgainDialogProps) => {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <TrackAgainDialog {...props} />
    </Suspense>
  ) : null;
};
