/**
 * The Bet Settler's inputs as typed: each field is kept as the text the user entered (so the screen shows exactly
 * that), and read here into the settler's input with a message for anything not used. A field that cannot be read
 * never blocks the figures: odds count as evens, a stake as £0.00, a dead heat or Rule 4 as none, and the field
 * says so. The screen renders these messages; the maths is `settleMultiple`'s.
 */
import { ENTRY_RESULTS, type TEntryResult } from '../settlement';
import { parseNumber } from './amount';
import { DEFAULT_PLACE_FRACTION, DEFAULT_PLACES, placeTermsOf, type TPlaceFraction } from './bet-calculator';
import type { TSettlerInput, TSettlerSelection } from './bet-settler';
import { BET_SHAPES, betLines, selectionsProblem, type TSettlerBetType, ZSettlerBetType } from './bet-types';
import { fractionalOddsProblem, ODDS_NOT_UNDERSTOOD_MESSAGE } from './calculator-fields';
import { parseCalculatorFractional } from './odds-formats';

export const MAX_DEAD_HEAT_HORSES = 6;
export const MAX_RULE_4_PENCE = 90;
/** The places a placed horse can be given as tied for; blank is the last place paid, as settlement assumes. */
export const DEAD_HEAT_POSITIONS = [2, 3, 4, 5] as const;
export const DEFAULT_SETTLER_ODDS = '2/1';
export const DEFAULT_SETTLER_STAKE = '10';

export const SETTLER_ODDS_MESSAGE = ODDS_NOT_UNDERSTOOD_MESSAGE;
export const SETTLER_STAKE_MESSAGE = 'Not understood: counted as £0.00';
export const DEAD_HEAT_MESSAGE = `Not used: enter 2 to ${MAX_DEAD_HEAT_HORSES} horses, or leave blank`;
export const RULE_4_MESSAGE = `Not used: enter 0 to ${MAX_RULE_4_PENCE} pence`;

export type TStakeIs = TSettlerInput['stakeIs'];

/** One selection as typed. */
export type TSettlerRow = {
  /** Keeps a selection's fields with it when another is removed. */
  key: number;
  odds: string;
  result: TEntryResult;
  deadHeat: string;
  /** For a placed horse in a dead heat: the place it tied for ('' = the last place paid, as settlement assumes). */
  tiedFor: string;
  rule4: string;
  places: number;
  placeFraction: TPlaceFraction;
};

/** The whole form as typed. */
export type TSettlerForm = {
  type: TSettlerBetType;
  rows: readonly TSettlerRow[];
  isEachWay: boolean;
  stake: string;
  stakeIs: TStakeIs;
};

export const newSettlerRow = (key: number): TSettlerRow => ({
  key,
  odds: DEFAULT_SETTLER_ODDS,
  result: 'Won',
  deadHeat: '',
  tiedFor: '',
  rule4: '',
  places: DEFAULT_PLACES,
  placeFraction: DEFAULT_PLACE_FRACTION,
});

/** A whole number typed into a field, or null when the text is not one. */
const wholeNumber = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
};

/** Dead heat: blank or 1 is none; 2-6 horses divide the stake; anything else is not used, and the field says so. */
export const readDeadHeat = (text: string): { horses: number | null; message: string | null } => {
  if (text.trim() === '') return { horses: null, message: null };
  const value = wholeNumber(text);
  if (value === null || value < 1 || value > MAX_DEAD_HEAT_HORSES)
    return { horses: null, message: DEAD_HEAT_MESSAGE };
  return { horses: value >= 2 ? value : null, message: null };
};

/** Rule 4: blank is none; 0-90 pence in the pound; anything else is not used, and the field says so. */
export const readRule4 = (text: string): { pence: number; message: string | null } => {
  if (text.trim() === '') return { pence: 0, message: null };
  const value = wholeNumber(text);
  if (value === null || value < 0 || value > MAX_RULE_4_PENCE) return { pence: 0, message: RULE_4_MESSAGE };
  return { pence: value, message: null };
};

/** A stake that is not a number, or is negative, counts as £0.00 (settleMultiple) and the field says so; blank is quiet. */
export const settlerStakeMessage = (text: string): string | null => {
  if (text.trim() === '') return null;
  const value = parseNumber(text);
  return value === null || value.num < 0n ? SETTLER_STAKE_MESSAGE : null;
};

/** Whether the selection asks which place its dead heat was for: a placed horse only (a winner ties for 1st). */
export const asksTiedFor = (row: Pick<TSettlerRow, 'deadHeat' | 'result'>): boolean =>
  readDeadHeat(row.deadHeat).horses !== null && row.result === 'Placed';

export const selectionOfRow = (row: TSettlerRow): TSettlerSelection => {
  const horses = readDeadHeat(row.deadHeat).horses;
  return {
    odds: parseCalculatorFractional(row.odds).odds,
    result: row.result,
    // A winner ties for 1st; a placed horse for the place given (2nd for 2nd and 3rd paid in full in a 3-place
    // race), or by default the last place paid, where the place stake is divided.
    deadHeat: horses
      ? { horses, position: row.result === 'Placed' && row.tiedFor ? Number(row.tiedFor) : undefined }
      : null,
    rule4Pence: readRule4(row.rule4).pence,
    placeTerms: placeTermsOf(row.places, row.placeFraction),
  };
};

/** One selection read: what the settler gets, and the message under each field it did not use as typed. */
export type TSettlerRowReading = {
  selection: TSettlerSelection;
  oddsMessage: string | null;
  deadHeatMessage: string | null;
  rule4Message: string | null;
};

const readRow = (row: TSettlerRow): TSettlerRowReading => ({
  selection: selectionOfRow(row),
  oddsMessage: fractionalOddsProblem(parseCalculatorFractional(row.odds)),
  deadHeatMessage: readDeadHeat(row.deadHeat).message,
  rule4Message: readRule4(row.rule4).message,
});

const COMBINATION_NAMES: Record<number, [string, string]> = {
  1: ['single', 'singles'],
  2: ['double', 'doubles'],
  3: ['treble', 'trebles'],
};
const combinationName = (size: number, count: number) => {
  const [one, many] = COMBINATION_NAMES[size] ?? [`${size}-fold`, `${size}-folds`];
  return `${count} ${count === 1 ? one : many}`;
};

/**
 * "6 doubles, 4 trebles and 1 4-fold", read from the settler's own lines, with ", each a win and a place line: 22
 * lines" each way; null when the selections do not suit the bet.
 */
export const describeSettlerLines = (
  type: TSettlerBetType,
  count: number,
  isEachWay: boolean,
): string | null => {
  if (selectionsProblem(type, count)) return null;
  const lines = betLines(type, count);
  const bySize = new Map<number, number>();
  for (const line of lines) bySize.set(line.length, (bySize.get(line.length) ?? 0) + 1);
  const parts = [...bySize].map(([size, total]) => combinationName(size, total));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  const total = lines.length * (isEachWay ? 2 : 1);
  const eachWay = isEachWay ? `, each a win and a place line: ${total} lines` : '';
  return `${list}${eachWay}`;
};

/** The form read: the settler's input, the stake's message, the lines hint and each selection's reading. */
export const readSettlerForm = (form: TSettlerForm) => {
  const rows = form.rows.map(readRow);
  return {
    input: {
      type: form.type,
      selections: rows.map((row) => row.selection),
      isEachWay: form.isEachWay,
      stake: form.stake,
      stakeIs: form.stakeIs,
    } satisfies TSettlerInput,
    rows,
    stakeMessage: settlerStakeMessage(form.stake),
    linesHint: describeSettlerLines(form.type, form.rows.length, form.isEachWay),
  };
};

/** A bet type chosen from the list, or null for any other text. */
export const parseSettlerBetType = (value: string): TSettlerBetType | null => {
  const parsed = ZSettlerBetType.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const parseEntryResult = (value: string): TEntryResult | null =>
  ENTRY_RESULTS.find((result) => result === value) ?? null;

/**
 * The selections once a bet type is chosen: a bet of a set size keeps its first selections and adds new ones (from
 * `makeRow`) up to it; singles keep them all.
 */
export const rowsForBetType = (
  rows: readonly TSettlerRow[],
  type: TSettlerBetType,
  makeRow: () => TSettlerRow,
): readonly TSettlerRow[] => {
  const wanted = BET_SHAPES[type].selections;
  if (wanted === null) return rows;
  return rows.length >= wanted
    ? rows.slice(0, wanted)
    : [...rows, ...Array.from({ length: wanted - rows.length }, makeRow)];
};
