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

/** Why a stake may not be recorded now, in words that name the rule and when it lifts; null when allowed. */
export const stakeRefusal = (input: {
  totalStakePence: TPence;
  perBet: TLimit;
  daily: TLimit;
  stakedTodayPence: TPence;
  dailyResetsAt: Date;
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
  if (input.daily !== null && input.stakedTodayPence + input.totalStakePence > input.daily) {
    const left = Math.max(0, input.daily - input.stakedTodayPence);
    return `This stake would take you over your daily limit of ${formatPence(input.daily)} (${formatPence(left)} left today). It resets at ${formatUkDateTime(input.dailyResetsAt)}.`;
  }
  return null;
};
