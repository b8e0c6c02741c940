import type { TMeResponse } from '~/domain/auth.contract';
import { betTrackingFor, type TBetTracking } from '~/domain/bet-tracking';
import { hasTierAccess, type TTier, tierOfSubscription } from '~/domain/tiers';
import { useMe } from './get-me';

/** Who is looking: the one place the web works out the viewer's tier and what it allows. */
export type TViewer = {
  /** False while the server has not said who this is (the first /api/auth/me is in flight). */
  isKnown: boolean;
  me: TMeResponse | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** The tier the viewer has now; guests are Free. */
  tier: TTier;
  /** Where their bets are tracked (the domain's one rule). */
  tracking: TBetTracking;
  /** Does the viewer's tier include what `required` unlocks? */
  hasTier: (required: TTier) => boolean;
};

export const viewerOf = (me: TMeResponse | null | undefined): TViewer => {
  const tier = tierOfSubscription(me?.subscription);
  return {
    isKnown: me !== undefined,
    me: me ?? null,
    isSignedIn: Boolean(me),
    isAdmin: me?.user.role === 'admin',
    tier,
    tracking: betTrackingFor(tier),
    hasTier: (required) => hasTierAccess(tier, required),
  };
};

/** The signed-in user (or guest) and their entitlements, from the shared /api/auth/me query. */
export const useViewer = (): TViewer => {
  const me = useMe();
  // A failed read leaves the viewer known as a guest: the server decides what each call reveals anyway.
  return viewerOf(me.isError ? null : me.data);
};
