import { div, fraction, mul, ONE, partPrice, partReturnPence, sub, type TFraction, ZERO } from '../fraction';
import type { TPlaceTerms } from '../place-terms';
import { deadHeatShare, outcomeOf, type TEntryResult } from '../settlement';
import { amount, paid, parseStake, type TAmount } from './amount';
import { betLines, SETTLER_BONUS_NOTE, selectionsProblem, type TSettlerBetType } from './bet-types';

/** Each-way terms when a selection gives none: the calculators' default of 1/4 odds, 3 places. */
export const DEFAULT_SETTLER_TERMS: TPlaceTerms = { places: 3, fractionNum: 1, fractionDen: 4 };

export type TSettlerSelection = {
  odds: TFraction;
  result: TEntryResult;
  /**
   * A dead heat: how many horses tied and, optionally, the position tied for (by default 1st for a winner and the
   * last paid place for a placed horse, as settlement reads results recorded without one).
   */
  deadHeat?: { horses: number; position?: number | null } | null;
  /** Rule 4 deduction in pence in the pound (0-90), off winnings, never the stake. */
  rule4Pence?: number;
  placeTerms?: TPlaceTerms;
};

export type TSettlerInput = {
  type: TSettlerBetType;
  selections: readonly TSettlerSelection[];
  isEachWay: boolean;
  /** Pounds: per line, or the total divided equally over the lines. Negative or non-numeric counts as 0. */
  stake: number | string;
  stakeIs: 'per-line' | 'total';
};

export type TSettlerLine = {
  /** Indexes into the selections. */
  selections: number[];
  part: 'win' | 'place';
  stake: TAmount;
  return: TAmount;
};

export type TSettlerResult =
  | {
      isValid: true;
      lineCount: number;
      totalStake: TAmount;
      totalReturn: TAmount;
      profit: TAmount;
      lines: TSettlerLine[];
      note: string;
    }
  | { isValid: false; message: string };

const wholeBetween = (value: number | null | undefined, lowest: number, highest: number, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(highest, Math.max(lowest, Math.floor(value)));

/**
 * What one unit on this selection's win or place leg is worth after the race: the same `partPrice` settlement uses
 * (dead-heat share from `deadHeatShare`, Rule 4 off winnings), 1 for a non-runner (void: the line goes on without
 * it) and 0 for a loser. In a win-only race (1 place) the place leg is settled as a win, as settlement does.
 */
export const legPrice = (selection: TSettlerSelection, part: 'win' | 'place'): TFraction => {
  if (selection.result === 'NonRunner') return ONE;
  const terms = selection.placeTerms ?? DEFAULT_SETTLER_TERMS;
  const horses = selection.deadHeat ? wholeBetween(selection.deadHeat.horses, 1, 100, 1) : null;
  const position = selection.deadHeat?.position ? wholeBetween(selection.deadHeat.position, 1, 100, 1) : null;
  const rule4Pence = wholeBetween(selection.rule4Pence, 0, 90, 0);
  const outcome = outcomeOf(
    { result: selection.result, deadHeat: horses, deadHeatPosition: position, rule4Pence },
    terms,
  );
  const won = selection.result === 'Won';
  const asWin = part === 'win' || terms.places === 1;
  if (asWin ? !won : !won && selection.result !== 'Placed') return ZERO;
  const [shareNum, shareDen] = asWin
    ? deadHeatShare('win', outcome.deadHeat, 1)
    : deadHeatShare('place', outcome.deadHeat, terms.places);
  if (shareNum === 0) return ZERO;
  const placeFraction = asWin ? ONE : fraction(terms.fractionNum, terms.fractionDen);
  return partPrice(selection.odds, placeFraction, rule4Pence, fraction(shareNum, shareDen));
};

/** One line of a bet as the engine pays it: its selections, its part and its return in whole pence. */
export type TPricedLine = { selections: number[]; part: 'win' | 'place'; returnPence: number };

/**
 * THE engine for singles, accumulators and full-cover bets (the Bet Settler and tracked multiples both settle through
 * it): every line of the bet with `lineStake` pounds (exact) on it, each way a win line and a place line per
 * combination. A line returns its stake times the product of its legs' prices (`legPrice`), paid by
 * `partReturnPence` (the fraction of a penny dropped once per line, as settlement pays each part of a tracked bet).
 * The caller has checked the number of selections suits the type (`selectionsProblem`).
 */
export const priceLines = (
  type: TSettlerBetType,
  selections: readonly TSettlerSelection[],
  isEachWay: boolean,
  lineStake: TFraction,
): TPricedLine[] => {
  const combinations = betLines(type, selections.length);
  const parts: ('win' | 'place')[] = isEachWay ? ['win', 'place'] : ['win'];
  const prices = selections.map((selection) => ({
    win: legPrice(selection, 'win'),
    place: legPrice(selection, 'place'),
  }));
  return parts.flatMap((part) =>
    combinations.map((indexes) => {
      const price = indexes.reduce((value, index) => mul(value, prices[index]![part]), ONE);
      return { selections: indexes, part, returnPence: partReturnPence(lineStake, price) };
    }),
  );
};

/**
 * Settles singles, accumulators and full-cover bets (Trixie to Goliath) like a bookmaker's bet calculator, through
 * `priceLines`; the total is the sum of the lines as paid. Bonuses and consolations are left out
 * (SETTLER_BONUS_NOTE).
 */
export const settleMultiple = (input: TSettlerInput): TSettlerResult => {
  const problem = selectionsProblem(input.type, input.selections.length);
  if (problem) return { isValid: false, message: problem };
  const lineCount = betLines(input.type, input.selections.length).length * (input.isEachWay ? 2 : 1);
  const stake = parseStake(input.stake);
  const lineStake = input.stakeIs === 'total' ? div(stake, fraction(lineCount)) : stake;
  const stakeShown = amount(lineStake);
  const lines = priceLines(input.type, input.selections, input.isEachWay, lineStake).map(
    ({ selections, part, returnPence }) => ({
      selections,
      part,
      stake: stakeShown,
      return: paid(returnPence),
    }),
  );
  const totalStake = mul(lineStake, fraction(lineCount));
  const totalReturn = paid(lines.reduce((total, line) => total + line.return.pence, 0));
  return {
    isValid: true,
    lineCount,
    totalStake: amount(totalStake),
    totalReturn,
    profit: amount(sub(totalReturn.exact, totalStake)),
    lines,
    note: SETTLER_BONUS_NOTE,
  };
};
