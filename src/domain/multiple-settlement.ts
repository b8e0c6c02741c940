import type { z } from 'zod';
import type { ZMultipleLine } from './bets.contract';
import { priceLines, type TSettlerSelection } from './calculators/bet-settler';
import { betLines, type TSettlerBetType } from './calculators/bet-types';
import { fromOdds, fromPence } from './fraction';
import type { TOdds } from './odds';
import type { TPlaceTerms } from './place-terms';
import { outcomeOf, type TBetStatus, type TEntryResult } from './settlement';

export type TMultipleLine = z.infer<typeof ZMultipleLine>;

/** One leg of a tracked multiple: the price taken and what its runner did (result null while the race is unresolved). */
export type TMultipleLeg = {
  odds: Pick<TOdds, 'num' | 'den'>;
  result: TEntryResult | null;
  deadHeat: number | null;
  deadHeatPosition: number | null;
  rule4Pence: number;
  /** The each-way terms of the leg's race. */
  terms: TPlaceTerms;
};

export type TMultipleInput = {
  type: TSettlerBetType;
  eachWay: boolean;
  /** The stake on each line (each way: on each of its win and place lines). */
  stakePerLinePence: number;
  legs: readonly TMultipleLeg[];
};

export type TMultipleSettlement = {
  status: Exclude<TBetStatus, 'Open'>;
  totalStakePence: number;
  returnPence: number;
  /** Every line: win lines first, then (each way) place lines, each as the Bet Settler lists them. */
  lines: TMultipleLine[];
};

/** How many combinations (lines per part) a multiple of this type has on `legCount` legs: a Lucky 15 has 15. */
export const multipleLineCount = (type: TSettlerBetType, legCount: number): number =>
  betLines(type, legCount).length;

/** What a multiple stakes in all: lines x parts (2 each way) x the stake per line. */
export const multipleTotalStakePence = (
  type: TSettlerBetType,
  legCount: number,
  eachWay: boolean,
  stakePerLinePence: number,
): number => multipleLineCount(type, legCount) * (eachWay ? 2 : 1) * stakePerLinePence;

/** A leg as the Bet Settler's engine reads a selection: the recorded result through `outcomeOf` (dead-heat position). */
const selectionOf = (leg: TMultipleLeg, result: TEntryResult): TSettlerSelection => {
  const outcome = outcomeOf(
    {
      result,
      deadHeat: leg.deadHeat,
      deadHeatPosition: leg.deadHeatPosition,
      rule4Pence: leg.rule4Pence,
    },
    leg.terms,
  );
  return {
    odds: fromOdds(leg.odds),
    result,
    deadHeat: outcome.deadHeat ?? null,
    rule4Pence: result === 'NonRunner' ? 0 : leg.rule4Pence,
    placeTerms: leg.terms,
  };
};

const settleWith = (input: TMultipleInput, results: readonly TEntryResult[]): TMultipleSettlement => {
  const selections = input.legs.map((leg, index) => selectionOf(leg, results[index]!));
  const priced = priceLines(input.type, selections, input.eachWay, fromPence(input.stakePerLinePence));
  const lines = priced.map(({ selections: legs, part, returnPence }) => ({
    legs,
    part,
    stakePence: input.stakePerLinePence,
    returnPence,
  }));
  const returnPence = lines.reduce((total, line) => total + line.returnPence, 0);
  const totalStakePence = multipleTotalStakePence(
    input.type,
    input.legs.length,
    input.eachWay,
    input.stakePerLinePence,
  );
  const pays = (part: 'win' | 'place') => lines.some((line) => line.part === part && line.returnPence > 0);
  // As a single: Void when nothing ran (every stake back), Placed when each way only place lines paid, Won when it
  // returned more than its stake (DESIGN.md section 4: a winner returns more than its stake), Lost otherwise.
  const status: TMultipleSettlement['status'] = results.every((result) => result === 'NonRunner')
    ? 'Void'
    : input.eachWay && !pays('win') && pays('place')
      ? 'Placed'
      : returnPence > totalStakePence
        ? 'Won'
        : 'Lost';
  return { status, totalStakePence, returnPence, lines };
};

/**
 * Settles a tracked multiple through the Bet Settler's engine (`priceLines`): each leg's price taken, result, dead
 * heat, Rule 4 and its race's each-way terms; a non-runner leg is void (the line goes on without it). Null while
 * any leg has no result (a multiple settles when its last leg's result is in).
 */
export const settleMultiple = (input: TMultipleInput): TMultipleSettlement | null => {
  const results = input.legs.map((leg) => leg.result);
  if (results.some((result) => result === null)) return null;
  return settleWith(input, results as TEntryResult[]);
};

/** The most a multiple can return: every leg wins (no dead heat, no deduction), each way its place lines too. */
export const multiplePotentialReturnPence = (input: TMultipleInput): number =>
  settleWith(
    { ...input, legs: input.legs.map((leg) => ({ ...leg, deadHeat: null, rule4Pence: 0 })) },
    input.legs.map(() => 'Won'),
  ).returnPence;
