import { z } from 'zod';

/** The bets the settler works out: singles, straight accumulators and the full-cover bets. */
export const SETTLER_BET_TYPES = [
  'singles',
  'double',
  'treble',
  '4-fold',
  '5-fold',
  '6-fold',
  '7-fold',
  '8-fold',
  'trixie',
  'patent',
  'yankee',
  'lucky-15',
  'canadian',
  'lucky-31',
  'heinz',
  'lucky-63',
  'super-heinz',
  'goliath',
] as const;
export const ZSettlerBetType = z.enum(SETTLER_BET_TYPES);
export type TSettlerBetType = z.infer<typeof ZSettlerBetType>;

export const MAX_SETTLER_SELECTIONS = 8;

/**
 * A bet's shape: how many selections it takes and which sizes of combination it covers. A full-cover bet on n
 * selections is every combination of the listed sizes: a Yankee (4) is 6 doubles, 4 trebles and a 4-fold.
 */
export type TBetShape = {
  label: string;
  /** The exact number of selections, or null for singles (1 to 8, one single each). */
  selections: number | null;
  sizes: readonly number[];
};

const fold = (n: number, label: string): TBetShape => ({ label, selections: n, sizes: [n] });
const fullCover = (n: number, label: string, withSingles: boolean): TBetShape => ({
  label,
  selections: n,
  sizes: Array.from({ length: withSingles ? n : n - 1 }, (_, index) => index + (withSingles ? 1 : 2)),
});

export const BET_SHAPES: Record<TSettlerBetType, TBetShape> = {
  singles: { label: 'Single(s)', selections: null, sizes: [1] },
  double: fold(2, 'Double'),
  treble: fold(3, 'Treble'),
  '4-fold': fold(4, '4-fold accumulator'),
  '5-fold': fold(5, '5-fold accumulator'),
  '6-fold': fold(6, '6-fold accumulator'),
  '7-fold': fold(7, '7-fold accumulator'),
  '8-fold': fold(8, '8-fold accumulator'),
  trixie: fullCover(3, 'Trixie', false),
  patent: fullCover(3, 'Patent', true),
  yankee: fullCover(4, 'Yankee', false),
  'lucky-15': fullCover(4, 'Lucky 15', true),
  canadian: fullCover(5, 'Canadian (Super Yankee)', false),
  'lucky-31': fullCover(5, 'Lucky 31', true),
  heinz: fullCover(6, 'Heinz', false),
  'lucky-63': fullCover(6, 'Lucky 63', true),
  'super-heinz': fullCover(7, 'Super Heinz', false),
  goliath: fullCover(8, 'Goliath', false),
};

/**
 * The note the settler shows with its figures. Lucky 15/31/63 bonuses (a percentage on all winners) and consolation
 * payouts (double or treble odds on a lone winner) differ between bookmakers and are their offers, not part of the
 * bet, so the settler leaves them out.
 */
export const SETTLER_BONUS_NOTE =
  'Returns leave out bookmaker bonuses and consolations (such as Lucky 15, Lucky 31 and Lucky 63 bonuses or double ' +
  'odds on a single winner): they are offers that vary between bookmakers.';

/** Why a number of selections does not suit the bet, or null when it does. */
export const selectionsProblem = (type: TSettlerBetType, count: number): string | null => {
  const shape = BET_SHAPES[type];
  if (shape.selections === null)
    return count >= 1 && count <= MAX_SETTLER_SELECTIONS
      ? null
      : `${shape.label} needs 1 to ${MAX_SETTLER_SELECTIONS} selections`;
  return count === shape.selections ? null : `${shape.label} needs exactly ${shape.selections} selections`;
};

/** Every combination of `size` indexes from 0..count-1, in lexicographic order. */
const combinations = (count: number, size: number): number[][] => {
  if (size === 0) return [[]];
  const result: number[][] = [];
  for (let first = 0; first <= count - size; first += 1)
    for (const rest of combinations(count - first - 1, size - 1))
      result.push([first, ...rest.map((index) => index + first + 1)]);
  return result;
};

/** The lines of a bet on `count` selections, as selection indexes: singles first, then doubles, and so on. */
export const betLines = (type: TSettlerBetType, count: number): number[][] =>
  BET_SHAPES[type].sizes.flatMap((size) => combinations(count, size));
