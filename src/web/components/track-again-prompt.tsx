import { lazy, Suspense } from 'react';
import type { TTrackAgainDialogProps } from './track-again-dialog';

// The dialog's code (Radix Dialog and its focus and scroll locks, about 20 KB) loads when a member first asks to track
// a selection again, not with every race page and tip card: /races/:id measured 82-83 in Lighthouse with it eager.
const TrackAgainDialog = lazy(() =>
  import('./track-again-dialog').then((module) => ({ default: module.TrackAgainDialog })),
);

/** TrackAgainDialog, mounted (and its code fetched) only while it is open. */
export const TrackAgainPrompt = (props: TTrackAgainDialogProps) =>
  props.isOpen ? (
    <Suspense fallback={null}>
      <TrackAgainDialog {...props} />
    </Suspense>
  ) : null;
