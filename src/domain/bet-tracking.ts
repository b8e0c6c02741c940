import { type TTier, tierRank } from './tiers';

/** Spec 1 section 9: Starter tracks up to 25 bets in the account. */
export const STARTER_BET_LIMIT = 25;

/**
 * Where a member's bets are tracked (DESIGN.md "Bet tracking by tier"): guests and Free on the device; Starter in the
 * account up to 25 bets; Monthly and Lifetime in the account without a limit. The server's placement rule and the
 * web's betslip both read this one rule.
 */
export type TBetTracking = { where: 'device' } | { where: 'account'; limit: number | null };

export const betTrackingFor = (tier: TTier): TBetTracking =>
  tierRank(tier) < tierRank('Starter')
    ? { where: 'device' }
    : { where: 'account', limit: tier === 'Starter' ? STARTER_BET_LIMIT : null };

/** How many more bets the account may track, or null when no account limit applies (device, or unlimited). */
export const remainingTrackedBets = (tier: TTier, trackedSoFar: number): number | null => {
  const tracking = betTrackingFor(tier);
  return tracking.where === 'account' && tracking.limit !== null
    ? Math.max(0, tracking.limit - trackedSoFar)
    : null;
};
