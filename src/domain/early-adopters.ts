/**
 * The early-supporter Lifetime offer (spec 1 section 9), in its own module: the shell's promo banner needs the limit
 * without the plan maths (and its date library).
 */

/** Spec 1 section 9: the early-supporter Lifetime offer is for the first 10,000 users. */
export const EARLY_ADOPTER_LIMIT = 10_000;

/** Remaining early-supporter places, never below 0, and the share left as a whole percentage. */
export const earlyAdopterCount = (
  lifetimePurchases: number,
): { remaining: number; percentRemaining: number } => {
  const remaining = Math.max(0, EARLY_ADOPTER_LIMIT - Math.max(0, Math.floor(lifetimePurchases)));
  return { remaining, percentRemaining: Math.round((remaining / EARLY_ADOPTER_LIMIT) * 100) };
};
