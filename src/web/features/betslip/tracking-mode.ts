import type { TMeResponse } from '~/domain/auth.contract';
import { FREEMIUM_TIER, hasTierAccess } from '~/domain/tiers';
import type { TTrackingMode } from './place-betslip';

/** Guests and Free keep bets on the device; Starter (25 bets), Monthly and Lifetime track them in the account. */
export const trackingModeOf = (me: TMeResponse | null): TTrackingMode => {
  if (!me) return 'guest';
  const tier = me.subscription.isActive ? me.subscription.tier : 'Free';
  return hasTierAccess(tier, FREEMIUM_TIER) ? 'account' : 'free';
};
