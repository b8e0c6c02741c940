import { addDays, addHours, addMonths } from 'date-fns';
import { formatPence, type TPence } from './money';
import { formatUkDateTime } from './uk-date-format';

/** A raise (or the removal) of a stake limit takes effect this long after it is asked for, as UK operators do. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
export const TIME_OUT_DAYS = { '24h': 1, '7d': 7, '30d': 30 } as const;

/** A limit in pence, or null for "no limit". */
export type TLimit = TPence | null;
export type TPendingLimit = { value: TLimit; effectiveAt: Date } | null;
export type TLimitState = { current: TLimit; pending: TPendingLimit };

/** The limit in force at `now`: a pending change that has matured replaces the current one. */
export const settleLimit = (state: TLimitState, now: Date): TLimitState =>
  state.pending && state.pending.effectiveAt.getTime() <= now.getTime()
    ? { current: state.pending.value, pending: null }
    : state;

const isLower = (requested: TLimit, current: TLimit) =>
  requested !== null && (current === null || requested < current);

/** A request to change a limit: a cut (or a new limit) applies at once; a raise or removal waits 24 hours. */
export const requestLimit = (state: TLimitState, requested: TLimit, now: Date): TLimitState => {
  const live = settleLimit(state, now);
  if (requested === live.current) return { current: live.current, pending: null };
  if (isLower(requested, live.current)) return { current: requested, pending: null };
  return {
    current: live.current,
    pending: { value: requested, effectiveAt: addHours(now, LIMIT_RAISE_DELAY_HOURS) },
  };
};

/** A time-out or self-exclusion can be extended but never shortened. */
export const extendUntil = (existing: Date | null, proposed: Date): Date =>
  existing && existing.getTime() > proposed.getTime() ? existing : proposed;
export const timeOutEnd = (kind: keyof typeof TIME_OUT_DAYS, now: Date): Date =>
  addDays(now, TIME_OUT_DAYS[kind]);
export const selfExclusionEnd = (months: number, now: Date): Date => addMonths(now, months);

/** The stake limits kept over a UK period: the day (from midnight), the week (from Monday) and the month (from the 1st). */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type TLimitPeriod = (typeof LIMIT_PERIODS)[number];

/** How a period's limit is named, and the words for the period itself ("£12.50 left this week"). */
export const LIMIT_PERIOD_WORDS: Record<TLimitPeriod, { noun: string; period: string }> = {
  daily: { noun: 'daily limit', period: 'today' },
  weekly: { noun: 'weekly limit', period: 'this week' },
  monthly: { noun: 'monthly limit', period: 'this month' },
};

/** A period's limit, what is already staked in the period and when the period ends. */
export type TPeriodLimit = { limit: TLimit; stakedPence: TPence; resetsAt: Date };

/** What is left to stake under a period's limit (never below nothing), or null when there is no limit. */
export const remainingUnder = (limit: TLimit, stakedPence: TPence): TPence | null =>
  limit === null ? null : Math.max(0, limit - stakedPence);

/**
 * Why a stake may not be recorded now, in words that name the rule and when it lifts; null when allowed. Exactly at a
 * limit is allowed; a penny over is refused. The periods are checked day, week, month: the first one broken is named.
 */
export const stakeRefusal = (input: {
  totalStakePence: TPence;
  perBet: TLimit;
  periods: Record<TLimitPeriod, TPeriodLimit>;
  timeOutUntil: Date | null;
  selfExcludedUntil: Date | null;
  now: Date;
}): string | null => {
  const { now } = input;
  if (input.selfExcludedUntil && input.selfExcludedUntil > now) {
    return `You are self-excluded until ${formatUkDateTime(input.selfExcludedUntil)}, so no bets can be recorded.`;
  }
  if (input.timeOutUntil && input.timeOutUntil > now) {
    return `You are taking a break until ${formatUkDateTime(input.timeOutUntil)}, so no bets can be recorded until then.`;
  }
  if (input.perBet !== null && input.totalStakePence > input.perBet) {
    return `This stake of ${formatPence(input.totalStakePence)} is above your per-bet limit of ${formatPence(input.perBet)}.`;
  }
  for (const period of LIMIT_PERIODS) {
    const { limit, stakedPence, resetsAt } = input.periods[period];
    if (limit === null || stakedPence + input.totalStakePence <= limit) continue;
    const { noun, period: words } = LIMIT_PERIOD_WORDS[period];
    const left = remainingUnder(limit, stakedPence) ?? 0;
    return `This stake would take you over your ${noun} of ${formatPence(limit)} (${formatPence(left)} left ${words}). It resets at ${formatUkDateTime(resetsAt)}.`;
  }
  return null;
};
