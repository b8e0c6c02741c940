import type { TLocalBet } from '~/domain/bets.contract';
import { betslipLimitCheck } from '~/domain/betslip-limits';
import { activeBreak, BREAK_HELPLINE_LINE, breakLabel } from '~/domain/breaks';
import type { TLimits } from '~/domain/limits.contract';
import { penceToPounds, poundsToPence, type TPence } from '~/domain/money';
import {
  MAX_MULTIPLE_LEGS,
  multipleLabel,
  multipleLineCount,
  multipleReturnIfAllWinPence,
  multipleStakePence,
  multipleTypesFor,
  type TMultipleType,
} from '~/domain/multiple-bets';
import { ukDate } from '~/domain/uk-time';
import type { TBetslipItem } from '~/web/lib/betslip-store';
import type { TPlaceMultipleBody } from './api/place-multiple';
import { itemOdds, itemTerms } from './betslip-maths';
import type { TTrackingMode } from './place-betslip';
import { NO_GUARD, type TSlipGuard } from './slip-guard';

/** The slip's selections as a multiple's legs: one per runner, or why they cannot be combined. */
export type TMultipleLegs = { legs: TBetslipItem[]; problem: string | null };

/** The race a line is in: its page's id, or its day, time and course when the source did not send the id. */
const raceKey = (item: TBetslipItem) =>
  item.raceId === undefined ? `${item.raceDate ?? ''}|${item.race}|${item.track}` : `id:${item.raceId}`;

/**
 * The legs a multiple on this slip would have: each runner once (a runner on the slip both to win and each way is one
 * leg, at its first line's price). Selections in the same race cannot be combined, and a multiple takes at most 8.
 */
export const multipleLegsOf = (items: readonly TBetslipItem[]): TMultipleLegs => {
  const legs = items.filter(
    (item, index) => items.findIndex((other) => other.raceEntryId === item.raceEntryId) === index,
  );
  const byRace = new Map<string, TBetslipItem>();
  for (const leg of legs) {
    const other = byRace.get(raceKey(leg));
    if (other)
      return {
        legs,
        problem: `${other.horse} and ${leg.horse} run in the same race (${leg.race} ${leg.track}), so they cannot be combined in a multiple. Remove one to see the multiples.`,
      };
    byRace.set(raceKey(leg), leg);
  }
  if (legs.length > MAX_MULTIPLE_LEGS)
    return {
      legs,
      problem: `A multiple takes at most ${MAX_MULTIPLE_LEGS} selections; this slip has ${legs.length}.`,
    };
  const unpriced = legs.find((leg) => itemOdds(leg) === null);
  if (unpriced) return { legs, problem: `${unpriced.horse} has no price a multiple can be worked out at.` };
  return { legs, problem: null };
};

export type TMultipleChoice = { type: TMultipleType; isEachWay: boolean; stakePerLine: number };

export type TMultipleFigures = { lineCount: number; stakePence: TPence; returnIfAllWinPence: TPence };

/** Lines, whole stake and return if every leg wins, from the domain (the Bet Settler's engine). */
export const multipleFigures = (legs: readonly TBetslipItem[], choice: TMultipleChoice): TMultipleFigures => {
  const stakePerLinePence = poundsToPence(choice.stakePerLine);
  const stakePence = multipleStakePence(choice.type, legs.length, choice.isEachWay, stakePerLinePence);
  return {
    lineCount: multipleLineCount(choice.type, legs.length, choice.isEachWay),
    stakePence,
    returnIfAllWinPence: multipleReturnIfAllWinPence({
      type: choice.type,
      isEachWay: choice.isEachWay,
      stakePerLinePence,
      legs: legs.flatMap((leg) => {
        const odds = itemOdds(leg);
        return odds ? [{ odds, placeTerms: itemTerms(leg) }] : [];
      }),
    }),
  };
};

/** The types offered for the slip's legs (see multipleTypesFor), with their labels. */
export const multipleOptions = (legCount: number) =>
  multipleTypesFor(legCount).map((type) => ({ value: type, label: multipleLabel(type) }));

/** POST /api/bets/multiple: each leg at its price on the slip. */
export const placeMultipleBody = (
  legs: readonly TBetslipItem[],
  choice: TMultipleChoice,
  clientRef: string,
): TPlaceMultipleBody => ({
  type: choice.type,
  eachWay: choice.isEachWay,
  stakePerLine: choice.stakePerLine,
  legs: legs.map((leg) => ({ raceEntryId: leg.raceEntryId, odds: leg.odds })),
  clientRef,
});

/** The multiple kept on this device (guests and Free): the single's fields describe its first leg. */
export const deviceMultipleOf = (
  legs: readonly TBetslipItem[],
  choice: TMultipleChoice,
  { id, now }: { id: string; now: Date },
): TLocalBet => {
  const [first] = legs;
  if (!first) throw new Error('A multiple needs legs');
  // NOTE: tips on the slip are today's racing; a line without its date is taken as the UK's today.
  const today = ukDate(now);
  return {
    id,
    raceEntryId: first.raceEntryId,
    ...(first.raceId === undefined ? {} : { raceId: first.raceId }),
    horseName: first.horse,
    racecourse: first.track,
    raceTime: first.race,
    raceDate: first.raceDate ?? today,
    betType: choice.isEachWay ? 'Each Way' : 'Win',
    odds: first.odds,
    stake: choice.stakePerLine,
    potentialReturn: penceToPounds(multipleFigures(legs, choice).returnIfAllWinPence),
    status: 'Open',
    createdAt: now.toISOString(),
    multiple: {
      type: choice.type,
      eachWay: choice.isEachWay,
      legs: legs.map((leg) => ({
        raceEntryId: leg.raceEntryId,
        ...(leg.raceId === undefined ? {} : { raceId: leg.raceId }),
        horse: leg.horse,
        racecourse: leg.track,
        raceTime: leg.race,
        raceDate: leg.raceDate ?? today,
        odds: leg.odds,
        placeTerms: itemTerms(leg),
      })),
    },
  };
};

export const MULTIPLE_GUARD_KEY = 'multiple';

/**
 * The member's limits and breaks applied to the multiple as one bet of its whole stake, as the slip applies them to a
 * single (slip-guard.ts): breaks hold it back; the per-bet limit, and for bets tracked in the account what is left
 * today, this week and this month. The server checks again and stays the authority.
 */
export const multipleGuardOf = ({
  label,
  stakePence,
  mode,
  limits,
  now,
}: {
  label: string;
  stakePence: TPence;
  mode: TTrackingMode | 'unknown';
  limits: TLimits | null | undefined;
  now: Date;
}): TSlipGuard => {
  if ((mode !== 'account' && mode !== 'free') || !limits) return NO_GUARD;
  const brk = activeBreak(limits, now);
  if (brk)
    return {
      lineProblems: {},
      reason: BREAK_HELPLINE_LINE,
      breakLabel: breakLabel(brk, now),
      leftToStake: null,
    };
  const check = betslipLimitCheck(
    [{ key: MULTIPLE_GUARD_KEY, horse: `the ${label}`, totalStakePence: stakePence }],
    limits,
    {
      periods: mode === 'account',
    },
  );
  return {
    lineProblems: check.lineProblems,
    reason: check.placeProblem,
    breakLabel: null,
    leftToStake: null,
  };
};
