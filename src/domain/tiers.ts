/** Subscription tiers, lowest first. Order matters: access compares ranks. */
export const TIERS = ['Free', 'Starter', 'Monthly', 'Lifetime'] as const;
export type TTier = (typeof TIERS)[number];

/**
 * The plan cards' titles: spec 1 section 9's display names. Only the plan page's cards use them; everywhere else a plan
 * is called by its name, the tier itself (Free, Starter, Monthly, Lifetime), which is each title's first word.
 */
export const PLAN_CARD_TITLES: Record<TTier, string> = {
  Free: 'Free',
  Starter: 'Starter',
  Monthly: 'Monthly Value',
  Lifetime: 'Lifetime Access',
};

/** Spec 1 section 4: Lifetime days remaining is shown as 36500. */
export const LIFETIME_DAYS_REMAINING = 36_500;

export const tierRank = (tier: TTier): number => TIERS.indexOf(tier);

/** True when `tier` includes everything `required` unlocks. */
export const hasTierAccess = (tier: TTier, required: TTier): boolean => tierRank(tier) >= tierRank(required);

/**
 * Whether a caller of `tier` sees a tip in full. Once its race is resulted every tip is public (proofing: anyone can
 * check the record); until then a tip above the caller's tier shows nothing of its horse, price or result.
 */
export const canSeeTip = (tier: TTier, tip: { accessLevel: TTier; result: string | null }): boolean =>
  tip.result !== null || hasTierAccess(tier, tip.accessLevel);

/** Freemium content needs Starter; premium content (strategy library, statistics) needs Monthly. */
export const FREEMIUM_TIER: TTier = 'Starter';
export const PREMIUM_TIER: TTier = 'Monthly';

/**
 * Spec 1 section 4: Free and Lifetime are always active; Starter and Monthly only while the end date is in the future.
 */
export const isSubscriptionActive = (tier: TTier, endDate: Date | null, now: Date = new Date()): boolean => {
  if (tier === 'Free' || tier === 'Lifetime') return true;
  return endDate !== null && endDate.getTime() > now.getTime();
};

/** The tier a subscription state gives now (as the server reports it): an inactive plan is Free. */
export const tierOfSubscription = (
  subscription: { tier: TTier; isActive: boolean } | null | undefined,
): TTier => (subscription?.isActive ? subscription.tier : 'Free');

/** The tier a user actually has now: an expired Starter or Monthly falls back to Free. */
export const effectiveTier = (tier: TTier, endDate: Date | null, now: Date = new Date()): TTier =>
  isSubscriptionActive(tier, endDate, now) ? tier : 'Free';

/** The highest plan: nothing is above it, so its messages never say "or higher". */
export const TOP_TIER: TTier = TIERS[TIERS.length - 1] as TTier;

/** Spec 1 section 6: "This {feature} requires a {tier} subscription or higher." (just "a Lifetime subscription"). */
export const lockedContentMessage = (feature: string, tier: TTier): string =>
  tier === TOP_TIER
    ? `This ${feature} requires a ${tier} subscription.`
    : `This ${feature} requires a ${tier} subscription or higher.`;
