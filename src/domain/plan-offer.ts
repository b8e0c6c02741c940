import { formatPence, type TPence } from './money';
import { type TTier, tierRank } from './tiers';

/**
 * What each plan costs and which plan a locked tip needs, without the plan maths of `plans.ts` (and its date library):
 * the tips and home screens' pitches read this.
 */

/** The plans sold by card (spec 1 section 9). Free is chosen, never bought. */
export const PAID_PLANS = ['Starter', 'Monthly', 'Lifetime'] as const;
export type TPaidPlan = (typeof PAID_PLANS)[number];
export const isPaidPlan = (tier: string): tier is TPaidPlan =>
  (PAID_PLANS as readonly string[]).includes(tier);

/** Spec 1 section 9 prices, in pence. Starter's first week for a user who never had Starter is £0.99. */
export const PLAN_PRICES_PENCE = {
  StarterIntro: 99,
  Starter: 299,
  Monthly: 799,
  Lifetime: 3999,
} as const satisfies Record<TPaidPlan | 'StarterIntro', TPence>;

/** A plan's price as a pitch says it: "£2.99 a week", "£7.99 a month", "£39.99 once". */
export const planPricePhrase = (plan: TPaidPlan): string =>
  plan === 'Starter'
    ? `${formatPence(PLAN_PRICES_PENCE.Starter)} a week`
    : plan === 'Monthly'
      ? `${formatPence(PLAN_PRICES_PENCE.Monthly)} a month`
      : `${formatPence(PLAN_PRICES_PENCE.Lifetime)} once`;

/** The plan page opened on one plan's card (the locks' Unlock and upgrade links). */
export const planPagePath = (plan: TPaidPlan): string => `/subscription?plan=${plan}`;

/**
 * The cheapest plan that unlocks every tip in `required` (their access levels): the highest of them, since each plan
 * includes the ones below it. Starter at least: a locked tip is never a Free one.
 */
export const cheapestUnlockingPlan = (required: readonly TTier[]): TPaidPlan => {
  const highest = required.reduce<TTier>(
    (top, tier) => (tierRank(tier) > tierRank(top) ? tier : top),
    'Starter',
  );
  return isPaidPlan(highest) ? highest : 'Starter';
};

const joinPlans = (plans: readonly string[]): string =>
  plans.length <= 1 ? (plans[0] ?? '') : `${plans.slice(0, -1).join(', ')} and ${plans[plans.length - 1]}`;

export type TLockedTipsPitch = {
  /** The plan the action opens on (the cheapest that unlocks them all). */
  plan: TPaidPlan;
  heading: string;
  line: string;
  /** The action's words: join for a guest or a Free member, upgrade for a paying member. */
  action: string;
};

/**
 * The pitch above a group of locked tips, for the viewer's plan (issue 30 item 6): it quotes the cheapest plan that
 * unlocks them, and when a cheaper plan unlocks some, says how many; a paying member is offered an upgrade from the
 * plan they hold, never told to join.
 */
export const lockedTipsPitch = (
  required: readonly TTier[],
  viewerTier: TTier | null,
  /** The race day as the heading names it: `today`, `tomorrow`, `on Thu 19 Nov 2026`. */
  when = 'today',
): TLockedTipsPitch => {
  const plan = cheapestUnlockingPlan(required);
  const n = required.length;
  const noun = n === 1 ? 'tip' : 'tips';
  const levels = [...new Set(required.map((tier) => cheapestUnlockingPlan([tier])))].sort(
    (a, b) => tierRank(a) - tierRank(b),
  );
  const heading = `${n} more ${noun} ${when} for ${joinPlans(levels)} members`;
  // Each plan's share, cheapest first: "Starter (£2.99 a week) unlocks 3 of them, Monthly (£7.99 a month) 5, Lifetime
  // (£39.99 once) all 6".
  const shares = levels.map((level, i) => {
    const unlocked = required.filter((tier) => tierRank(tier) <= tierRank(level)).length;
    const named = `${level} (${planPricePhrase(level)})`;
    if (level === plan) return `${named} all ${n}`;
    return i === 0 ? `${named} unlocks ${unlocked} of them` : `${named} ${unlocked}`;
  });
  const isPayingMember = viewerTier !== null && viewerTier !== 'Free';
  if (isPayingMember) {
    return {
      plan,
      heading,
      line:
        levels.length <= 1
          ? `Your ${viewerTier} plan does not include ${n === 1 ? 'it' : 'them'}. Upgrade to ${plan} (${planPricePhrase(plan)}) to see the horse, the odds and our full reasoning.`
          : `Your ${viewerTier} plan does not include them. Upgrade to see the horse, the odds and our full reasoning: ${shares.join(', ')}.`,
      action: `Upgrade to ${plan}`,
    };
  }
  const line =
    levels.length <= 1
      ? `The horse, the odds and our full reasoning with ${plan}: ${planPricePhrase(plan)}.`
      : `The horse, the odds and our full reasoning: ${shares.join(', ')}.`;
  return { plan, heading, line, action: `See ${plan}` };
};

/**
 * What a receipt (the e-mail and the one on screen) says about the right to cancel. Consumer Contracts Regulations
 * 2013: reg 29 gives 14 days to cancel a contract for digital content or a service; reg 37(1) ends it for digital
 * content supplied at once with the consumer's express consent and acknowledgement, which reg 16 says must be
 * confirmed on a durable medium (https://www.legislation.gov.uk/uksi/2013/3134/contents). `consentedOn` is the date
 * of the consent as the receipt writes dates, or null when none was given.
 */
export const cancellationRightLine = (consentedOn: string | null): string =>
  consentedOn
    ? `Your consent: on ${consentedOn} you asked for access to start at once and acknowledged that you lose your 14-day right to cancel once it has started.`
    : 'Your right to cancel: you did not ask for access to start at once, so you may cancel within 14 days of paying for a full refund. E-mail us to cancel.';
