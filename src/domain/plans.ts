import { TZDate } from '@date-fns/tz';
import { addDays, addMonths } from 'date-fns';
import type { TPence } from './money';
import { PLAN_PRICES_PENCE, type TPaidPlan } from './plan-offer';
import { effectiveTier, hasTierAccess, type TTier } from './tiers';
import { UK_TIME_ZONE } from './time-zone';
import { formatUkPaddedLongDate } from './uk-date-format';

export { isPaidPlan, PAID_PLANS, PLAN_PRICES_PENCE, type TPaidPlan } from './plan-offer';

/** What the card statement and the receipt call each plan (the payment intent's productName). */
export const PLAN_PRODUCT_NAMES: Record<TPaidPlan, string> = {
  Starter: 'RacePro Starter (1 week)',
  Monthly: 'RacePro Monthly (1 month)',
  Lifetime: 'RacePro Lifetime',
};

import { EARLY_ADOPTER_LIMIT } from './early-adopters';

export { EARLY_ADOPTER_LIMIT, earlyAdopterCount } from './early-adopters';

/** The price this user pays for `plan` now: Starter is £0.99 only for a user who never had Starter. */
export const planPricePence = (plan: TPaidPlan, opts: { hadStarter: boolean }): TPence =>
  plan === 'Starter'
    ? opts.hadStarter
      ? PLAN_PRICES_PENCE.Starter
      : PLAN_PRICES_PENCE.StarterIntro
    : PLAN_PRICES_PENCE[plan];

/** One paid period of a plan from `start`, on the UK calendar (a week is 7 UK days; a month is a calendar month). */
export const planPeriodEnd = (plan: TPaidPlan, start: Date): Date | null => {
  if (plan === 'Lifetime') return null;
  const uk = new TZDate(start.getTime(), UK_TIME_ZONE);
  return new Date((plan === 'Starter' ? addDays(uk, 7) : addMonths(uk, 1)).getTime());
};

export type TSubscriptionRecord = {
  tier: TTier;
  startDate: Date | null;
  endDate: Date | null;
};

/**
 * Spec 1 section 9 and DESIGN.md "Early-supporter Lifetime": Lifetime is sold only while early-supporter places remain
 * (the ASA/CAP code, rule 3.31: an offer's limit must be real, https://www.asa.org.uk/type/non_broadcast/code_section/03.html).
 */
export const LIFETIME_CLOSED_MESSAGE = `The early-supporter Lifetime offer has closed: all ${EARLY_ADOPTER_LIMIT.toLocaleString('en-GB')} places have gone.`;

/**
 * Why a plan cannot be bought now (null when it can), in words for the buyer. `lifetimePlacesLeft` is how many
 * early-supporter places remain (left out where only the plan rules matter).
 */
export const purchaseProblem = (
  current: TSubscriptionRecord | null,
  plan: TPaidPlan,
  now: Date,
  { lifetimePlacesLeft }: { lifetimePlacesLeft?: number } = {},
): string | null => {
  const tier = current ? effectiveTier(current.tier, current.endDate, now) : 'Free';
  if (tier === 'Lifetime') return 'You already have Lifetime: there is nothing more to buy.';
  if (tier !== 'Free' && tier !== plan && hasTierAccess(tier, plan)) {
    return `Your ${tier} plan already includes ${plan}.`;
  }
  if (plan === 'Lifetime' && lifetimePlacesLeft !== undefined && lifetimePlacesLeft <= 0) {
    return LIFETIME_CLOSED_MESSAGE;
  }
  return null;
};

/**
 * Why a succeeded payment for `plan` may no longer be granted when it lands (null when it may), in the words the
 * payment history puts after "Refunded: ". The rules are those of `purchaseProblem` and the £0.99 first week,
 * checked again against the plan as it is when the payment arrives: two checkouts opened side by side both pass
 * when they are created.
 */
export const refundReasonFor = (
  current: TSubscriptionRecord | null,
  payment: { plan: TPaidPlan; amountPence: TPence },
  now: Date,
  opts: { hadStarter: boolean; lifetimePlacesLeft?: number },
): string | null => {
  const tier = current ? effectiveTier(current.tier, current.endDate, now) : 'Free';
  if (tier === 'Lifetime') return 'you already had Lifetime';
  if (purchaseProblem(current, payment.plan, now)) {
    return `your ${tier} plan already included ${payment.plan}`;
  }
  if (payment.plan === 'Lifetime' && opts.lifetimePlacesLeft !== undefined && opts.lifetimePlacesLeft <= 0) {
    return 'the early-supporter Lifetime places had all gone';
  }
  if (payment.plan === 'Starter' && payment.amountPence < PLAN_PRICES_PENCE.Starter && opts.hadStarter) {
    return 'the £0.99 first week had already been used';
  }
  return null;
};

export type TGrant = {
  tier: TPaidPlan;
  /** When the subscription row's period starts (kept when an existing plan is extended). */
  startDate: Date;
  endDate: Date | null;
  /** When this payment's own period starts (for the history and the receipt). */
  periodStart: Date;
  /** Whole UK days of a lower plan carried over to the end of the new one. */
  carriedOverDays: number;
};

/**
 * What a succeeded payment for `plan` grants, given the current subscription (DESIGN.md section 4):
 * - the same plan while active extends from its current end;
 * - a higher plan starts now, and the whole days left on the lower plan are added at the end of the new one
 *   (nothing paid for is lost; Lifetime has no end, so there is nothing to add);
 * - otherwise (Free, or an expired plan) the plan starts now.
 */
export const grantFor = (current: TSubscriptionRecord | null, plan: TPaidPlan, now: Date): TGrant => {
  const tier = current ? effectiveTier(current.tier, current.endDate, now) : 'Free';
  if (current && tier === plan && plan !== 'Lifetime' && current.endDate) {
    return {
      tier: plan,
      startDate: current.startDate ?? now,
      endDate: planPeriodEnd(plan, current.endDate),
      periodStart: current.endDate,
      carriedOverDays: 0,
    };
  }
  // Lifetime has no end to add days to: the days left on a lower plan are covered by it (and the buyer is told so
  // before paying, by planChangeNote), never reported as added.
  const carriedOverDays =
    current && tier !== 'Free' && tier !== plan && plan !== 'Lifetime' && current.endDate
      ? daysLeft(current.endDate, now)
      : 0;
  const end = planPeriodEnd(plan, now);
  return {
    tier: plan,
    startDate: now,
    endDate:
      end && carriedOverDays > 0
        ? new Date(addDays(new TZDate(end.getTime(), UK_TIME_ZONE), carriedOverDays).getTime())
        : end,
    periodStart: now,
    carriedOverDays,
  };
};

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * What buying `plan` does to the plan the member holds now, in words for the payment dialog (shown before they
 * pay), or null when there is nothing to say (a first plan, or a plan they cannot buy). The same rules as
 * `grantFor`: the same plan extends from its end; a higher plan starts now with the whole days left added to its
 * end; Lifetime starts now and covers the days left, which are not refunded.
 */
export const planChangeNote = (
  current: TSubscriptionRecord | null,
  plan: TPaidPlan,
  now: Date,
): string | null => {
  if (!current?.endDate || purchaseProblem(current, plan, now)) return null;
  const tier = effectiveTier(current.tier, current.endDate, now);
  if (tier === 'Free') return null;
  const held = tier;
  if (tier === plan) {
    return `Your ${held} plan is extended: the new ${plan === 'Starter' ? 'week' : 'month'} starts when the current one ends, on ${formatUkPaddedLongDate(current.endDate)}.`;
  }
  const days = daysLeft(current.endDate, now);
  if (plan === 'Lifetime') {
    return days > 0
      ? `Lifetime starts now and never ends. The ${dayCount(days)} left on your ${held} plan ${days === 1 ? 'is' : 'are'} not refunded: Lifetime covers them.`
      : 'Lifetime starts now and never ends.';
  }
  return days > 0
    ? `${plan} starts now, and the ${dayCount(days)} left on your ${held} plan ${days === 1 ? 'is' : 'are'} added to its end.`
    : null;
};

/** Whole days left until `end` (0 once passed), counted as 24-hour days rounded down. */
export const daysLeft = (end: Date, now: Date): number =>
  Math.max(0, Math.floor((end.getTime() - now.getTime()) / 86_400_000));

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: UK_TIME_ZONE });

/** The UK calendar day of an instant as a day number (for counting whole days between UK dates). */
const ukDayNumber = (instant: Date): number => {
  const [y, m, d] = ukDay.format(instant).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Calendar days left on the UK calendar (what the account screen says: "3 days left"). */
export const ukDaysLeft = (end: Date, now: Date): number => Math.max(0, ukDayNumber(end) - ukDayNumber(now));

/** Spec 1 section 4: "Active until" uses dd MMMM yyyy (UK calendar), with "Unknown date" when missing or bad. */
export const formatActiveUntil = (iso: string | null | undefined): string => {
  if (!iso) return 'Unknown date';
  return formatUkPaddedLongDate(iso, 'Unknown date');
};
