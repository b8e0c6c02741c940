/**
 * The root of every shared query key. Query options build their keys from these, and mutations invalidate through
 * them, so no key is ever spelt twice.
 */
export const QUERY_KEYS = {
  me: ['auth', 'me'] as const,
  site: ['site', 'info'] as const,
  /** Everything about published tips (lists and the track record). */
  tips: ['tips'] as const,
  todaysTips: ['tips', 'today'] as const,
  tipStats: ['tips', 'stats'] as const,
  adminCheck: ['admin', 'check'] as const,
  /** Every page of every filter of the admin tips list. */
  adminTips: ['admin', 'tips'] as const,
  balance: ['user', 'balance'] as const,
  limits: ['user', 'limits'] as const,
  /** Everything about the user's tracked bets (lists and summary). */
  bets: ['bets'] as const,
  /** What this visitor pays for each plan (changes with sign-in and after a purchase). */
  plans: ['payments', 'plans'] as const,
  payments: ['payments', 'history'] as const,
  earlyAdopterCount: ['promo', 'early-adopter-count'] as const,
  /** The member's invite link (session-scoped). */
  referral: ['referrals', 'me'] as const,
};
