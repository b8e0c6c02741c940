import type { TViewer } from '~/web/lib/api/use-viewer';
import type { TTrackingMode } from './place-betslip';

/** Guests keep bets on the device; members follow the domain's tracking rule (Free on the device, Starter and up in the account). */
export const trackingModeOf = (viewer: Pick<TViewer, 'isSignedIn' | 'tracking'>): TTrackingMode =>
  !viewer.isSignedIn ? 'guest' : viewer.tracking.where === 'device' ? 'free' : 'account';
