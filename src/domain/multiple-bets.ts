import { totalStake } from './bet-types';
import { settleMultiple, type TSettlerSelection } from './calculators/bet-settler';
import { BET_SHAPES, betLines, SETTLER_BET_TYPES, type TSettlerBetType } from './calculators/bet-types';
import type { TLocalBet } from './device-bets.contract';
import { fromOdds } from './fraction';
import { formatPence, poundsToPence, type TPence } from './money';
import type { TOdds } from './odds';
import type { TPlaceTerms } from './place-terms';
import type { TBetStatus, TEntryResult } from './settlement';

/*
 * A tracked multiple (issue 36): a double to a Goliath over legs in different races, each way or not, a stake per
 * line. Every figure comes from the Bet Settler's engine (calculators/bet-settler.ts settleMultiple): the slip's
 * lines, stake and return if all win, the device's settlement and the words of "How this was settled".
 */

export type TMultipleType = Exclude<TSettlerBetType, 'singles'>;
export const MULTIPLE_TYPES = SETTLER_BET_TYPES.filter((type): type is TMultipleType => type !== 'singles');

/** The fewest and most legs a multiple takes (a double to a Goliath or 8-fold). */
export const MIN_MULTIPLE_LEGS = 2;
export const MAX_MULTIPLE_LEGS = 8;

/** The multiples that take exactly this many selections, accumulator first: 4 -> 4-fold, Yankee, Lucky 15. */
export const multipleTypesFor = (count: number): TMultipleType[] =>
  MULTIPLE_TYPES.filter((type) => BET_SHAPES[type].selections === count);

/** "Lucky 15", "4-fold accumulator", "Canadian (Super Yankee)". */
export const multipleLabel = (type: TSettlerBetType): string => BET_SHAPES[type].label;

/** How many lines a multiple is: its combinations, twice over each way (a Lucky 15 each way is 30 lines). */
export const multipleLineCount = (type: TSettlerBetType, legCount: number, isEachWay: boolean): number =>
  betLines(type, legCount).length * (isEachWay ? 2 : 1);

/** The whole stake: every line at the stake per line. */
export const multipleStakePence = (
  type: TMultipleType,
  legCount: number,
  isEachWay: boolean,
  stakePerLinePence: TPence,
): TPence => multipleLineCount(type, legCount, isEachWay) * stakePerLinePence;

/** What a bet kept on the device stakes in all: a multiple's every line, a single's one or two parts. */
export const deviceBetStakePence = (bet: Pick<TLocalBet, 'betType' | 'stake' | 'multiple'>): TPence =>
  bet.multiple
    ? multipleStakePence(
        bet.multiple.type,
        bet.multiple.legs.length,
        bet.multiple.eachWay,
        poundsToPence(bet.stake),
      )
    : totalStake(bet.betType, poundsToPence(bet.stake));

/** A leg's price and its race's each-way terms (the settler's default, 1/4 odds 3 places, when not known). */
export type TMultipleLegPrice = { odds: Pick<TOdds, 'num' | 'den'>; placeTerms?: TPlaceTerms };

/** How a leg's race went (GET /api/entries/results): the result, any dead heat and Rule 4 deduction. */
export type TMultipleLegOutcome = TMultipleLegPrice & {
  result: TEntryResult;
  deadHeat?: number | null;
  deadHeatPosition?: number | null;
  rule4Pence?: number;
};

/** One settled line, as ZMultipleLine (bets.contract.ts) carries it: leg indexes, part, stake and return in pence. */
export type TMultipleLineResult = {
  legs: number[];
  part: 'win' | 'place';
  stakePence: TPence;
  returnPence: TPence;
};

export type TMultipleInput<TLeg> = {
  type: TMultipleType;
  isEachWay: boolean;
  stakePerLinePence: TPence;
  legs: readonly TLeg[];
};

const selectionOf = (leg: TMultipleLegOutcome): TSettlerSelection => ({
  odds: fromOdds(leg.odds),
  result: leg.result,
  deadHeat:
    leg.deadHeat && leg.deadHeat > 1 ? { horses: leg.deadHeat, position: leg.deadHeatPosition } : null,
  rule4Pence: leg.rule4Pence ?? 0,
  ...(leg.placeTerms ? { placeTerms: leg.placeTerms } : {}),
});

const settle = ({ type, isEachWay, stakePerLinePence, legs }: TMultipleInput<TMultipleLegOutcome>) => {
  const result = settleMultiple({
    type,
    isEachWay,
    selections: legs.map(selectionOf),
    // Pence as exact pounds text ("1.50"), read exactly by the settler.
    stake: (stakePerLinePence / 100).toFixed(2),
    stakeIs: 'per-line',
  });
  if (!result.isValid) throw new Error(result.message);
  return result;
};

/** The most the multiple can return: every leg wins (no dead heat, no deduction), each way at its place terms. */
export const multipleReturnIfAllWinPence = (input: TMultipleInput<TMultipleLegPrice>): TPence =>
  settle({ ...input, legs: input.legs.map((leg) => ({ ...leg, result: 'Won' })) }).totalReturn.pence;

export type TMultipleSettlement = {
  status: Exclude<TBetStatus, 'Open'>;
  totalStakePence: TPence;
  returnPence: TPence;
  lines: TMultipleLineResult[];
};

/**
 * A multiple settled once every leg has a result, through the Bet Settler's engine (non-runners carry the line on
 * without them, dead heats and Rule 4 per leg). Its status: Void when every leg was a non-runner (the stakes come
 * back), Lost when nothing returns, Won when a win line returns, otherwise Placed (only place lines paid).
 */
export const settleMultipleBet = (input: TMultipleInput<TMultipleLegOutcome>): TMultipleSettlement => {
  const result = settle(input);
  const lines = result.lines.map((line) => ({
    legs: line.selections,
    part: line.part,
    stakePence: line.stake.pence,
    returnPence: line.return.pence,
  }));
  const isAllNonRunners = input.legs.every((leg) => leg.result === 'NonRunner');
  const status = isAllNonRunners
    ? 'Void'
    : result.totalReturn.pence === 0
      ? 'Lost'
      : lines.some((line) => line.part === 'win' && line.returnPence > 0)
        ? 'Won'
        : 'Placed';
  return { status, totalStakePence: result.totalStake.pence, returnPence: result.totalReturn.pence, lines };
};

const SIZE_NAMES: Record<number, string> = { 1: 'Single', 2: 'Double', 3: 'Treble' };

/** A line in words: "Double: Alpha + Bravo, win: £1.00 -> £12.00". */
export const multipleLineWords = (line: TMultipleLineResult, horses: readonly string[]): string => {
  const size = SIZE_NAMES[line.legs.length] ?? `${line.legs.length}-fold`;
  const names = line.legs.map((index) => horses[index] ?? `Leg ${index + 1}`).join(' + ');
  return `${size}: ${names}, ${line.part}: ${formatPence(line.stakePence)} -> ${formatPence(line.returnPence)}`;
};
