import { LIMIT_PERIOD_WORDS, LIMIT_PERIODS, type TLimitPeriod } from './limits';
import type { TLimits } from './limits.contract';
import { formatPenceShort, poundsToPence, type TPence } from './money';
import { formatUkClockOnDay } from './uk-date-format/clock-on-day';

/**
 * The member's stake limits checked on the betslip as stakes are typed, from GET /api/user/limits. The server checks
 * again at placement and stays the authority (limits.ts stakeRefusal); this only says early what it would refuse.
 */
export type TBetslipLimits = Pick<
  TLimits,
  | 'perBetLimit'
  | 'remainingToday'
  | 'remainingThisWeek'
  | 'remainingThisMonth'
  | 'dailyResetsAt'
  | 'weekResetsAt'
  | 'monthResetsAt'
>;

/** One selection on the slip: its total stake (each way counts both parts). */
export type TBetslipLimitLine = { key: string; horse: string; totalStakePence: TPence };

export type TBetslipLimitCheck = {
  /** Under a selection's stake field, by line key: "£15 is above your £10 per-bet limit". */
  lineProblems: Record<string, string>;
  /** Beside Place Bets while it is held back, or null. */
  placeProblem: string | null;
  /** "Left to stake: £20 today · £45 this week · £180 this month" for the limits set, or null when none is. */
  leftToStake: string | null;
};

const remainingOf = (limits: TBetslipLimits): Record<TLimitPeriod, number | null> => ({
  daily: limits.remainingToday,
  weekly: limits.remainingThisWeek,
  monthly: limits.remainingThisMonth,
});

const resetsAtOf = (limits: TBetslipLimits): Record<TLimitPeriod, string> => ({
  daily: limits.dailyResetsAt,
  weekly: limits.weekResetsAt,
  monthly: limits.monthResetsAt,
});

/** The period limit the slip's total breaks with the least left (the one to act on), or null. */
const tightestBroken = (totalPence: TPence, limits: TBetslipLimits) => {
  const remaining = remainingOf(limits);
  let tightest: { period: TLimitPeriod; leftPence: TPence } | null = null;
  for (const period of LIMIT_PERIODS) {
    const left = remaining[period];
    if (left === null) continue;
    const leftPence = poundsToPence(left);
    if (totalPence > leftPence && (tightest === null || leftPence < tightest.leftPence))
      tightest = { period, leftPence };
  }
  return tightest;
};

const periodProblem = (lines: readonly TBetslipLimitLine[], limits: TBetslipLimits): string | null => {
  const totalPence = lines.reduce((sum, line) => sum + line.totalStakePence, 0);
  if (totalPence <= 0) return null;
  const broken = tightestBroken(totalPence, limits);
  if (!broken) return null;
  const { noun, period } = LIMIT_PERIOD_WORDS[broken.period];
  if (broken.leftPence === 0)
    return `Nothing is left of your ${noun} ${period}: it resets at ${formatUkClockOnDay(resetsAtOf(limits)[broken.period])}`;
  const stakes = lines.length === 1 ? 'Your stake of' : 'Your stakes of';
  const verb = lines.length === 1 ? 'is' : 'are';
  return `${stakes} ${formatPenceShort(totalPence)} ${verb} above the ${formatPenceShort(broken.leftPence)} left of your ${noun} ${period}`;
};

/**
 * Every limit check of the slip: each selection's total stake against the per-bet limit, then (when `periods`) the
 * slip's total against what is left today, this week and this month. `periods` is off where the account does not
 * hold the bets (a Free member's bets stay on the device, so the server's sums do not count them).
 */
export const betslipLimitCheck = (
  lines: readonly TBetslipLimitLine[],
  limits: TBetslipLimits,
  { periods }: { periods: boolean },
): TBetslipLimitCheck => {
  const perBetPence = limits.perBetLimit === null ? null : poundsToPence(limits.perBetLimit);
  const lineProblems: Record<string, string> = {};
  const overPerBet: TBetslipLimitLine[] = [];
  if (perBetPence !== null) {
    for (const line of lines) {
      if (line.totalStakePence <= perBetPence) continue;
      lineProblems[line.key] =
        `${formatPenceShort(line.totalStakePence)} is above your ${formatPenceShort(perBetPence)} per-bet limit`;
      overPerBet.push(line);
    }
  }
  const perBetProblem =
    perBetPence === null || overPerBet.length === 0
      ? null
      : overPerBet.length === 1
        ? `The stake on ${overPerBet[0]?.horse} is above your ${formatPenceShort(perBetPence)} per-bet limit`
        : `The stakes on ${overPerBet.length} selections are above your ${formatPenceShort(perBetPence)} per-bet limit`;
  const remaining = remainingOf(limits);
  const left = periods
    ? LIMIT_PERIODS.flatMap((period) => {
        const value = remaining[period];
        return value === null
          ? []
          : [`${formatPenceShort(poundsToPence(value))} ${LIMIT_PERIOD_WORDS[period].period}`];
      })
    : [];
  return {
    lineProblems,
    placeProblem: perBetProblem ?? (periods ? periodProblem(lines, limits) : null),
    leftToStake: left.length === 0 ? null : `Left to stake: ${left.join(' · ')}`,
  };
};
