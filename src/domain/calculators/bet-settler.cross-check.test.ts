import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { settleMultiple, type TSettlerSelection } from './bet-settler';
import { SETTLER_BET_TYPES, type TSettlerBetType } from './bet-types';

/*
 * A second settler, written from the rules alone with plain numbers and bitmasks; it shares nothing with the
 * settler but the input types. The rules:
 * - a bet on n selections is every combination of its sizes (Trixie 2-3 of 3, Patent 1-3 of 3, Yankee 2-4 of 4,
 *   Lucky 15 1-4 of 4, Canadian 2-5 of 5, Lucky 31 1-5, Heinz 2-6 of 6, Lucky 63 1-6, Super Heinz 2-7 of 7,
 *   Goliath 2-8 of 8; singles one each; an n-fold the one line of n); each way, a win line and a place line each;
 * - a line returns stake x the product of its legs; a loser's leg is 0, a non-runner's 1;
 * - a winning leg is 1 + odds x (1 - Rule 4 / 100), a placing leg 1 + odds x place fraction x (1 - Rule 4 / 100);
 *   with one place (win only) the place leg is a win leg;
 * - a dead heat of h horses for position p pays 1/h of a win leg if p is 1 (else 0), and of a place leg
 *   min(h, places - p + 1) / h (the places left from p shared out); p defaults to 1 for a winner and the last
 *   paid place for a placed horse.
 */
const RULES: Record<TSettlerBetType, { count: number | 'any'; sizes: number[] }> = {
  singles: { count: 'any', sizes: [1] },
  double: { count: 2, sizes: [2] },
  treble: { count: 3, sizes: [3] },
  '4-fold': { count: 4, sizes: [4] },
  '5-fold': { count: 5, sizes: [5] },
  '6-fold': { count: 6, sizes: [6] },
  '7-fold': { count: 7, sizes: [7] },
  '8-fold': { count: 8, sizes: [8] },
  trixie: { count: 3, sizes: [2, 3] },
  patent: { count: 3, sizes: [1, 2, 3] },
  yankee: { count: 4, sizes: [2, 3, 4] },
  'lucky-15': { count: 4, sizes: [1, 2, 3, 4] },
  canadian: { count: 5, sizes: [2, 3, 4, 5] },
  'lucky-31': { count: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { count: 6, sizes: [2, 3, 4, 5, 6] },
  'lucky-63': { count: 6, sizes: [1, 2, 3, 4, 5, 6] },
  'super-heinz': { count: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { count: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
};

type TPlain = {
  num: number;
  den: number;
  result: TSettlerSelection['result'];
  horses: number;
  position: number | null;
  rule4: number;
  places: number;
  placeDen: number;
};

const legValue = (s: TPlain, part: 'win' | 'place'): number => {
  if (s.result === 'NonRunner') return 1;
  const asWin = part === 'win' || s.places === 1;
  const isWinner = s.result === 'Won';
  if (asWin ? !isWinner : !(isWinner || s.result === 'Placed')) return 0;
  const position = s.position ?? (isWinner ? 1 : s.places);
  let share = 1;
  if (s.horses > 1) {
    share = asWin
      ? position === 1
        ? 1 / s.horses
        : 0
      : Math.max(0, Math.min(s.horses, s.places - position + 1)) / s.horses;
  }
  const placeFraction = asWin ? 1 : 1 / s.placeDen;
  return share * (1 + (s.num / s.den) * placeFraction * (1 - s.rule4 / 100));
};

/** Every line's return in pounds, keyed "part:indexes". */
const independentLines = (type: TSettlerBetType, plain: TPlain[], eachWay: boolean, lineStake: number) => {
  const lines = new Map<string, number>();
  for (let mask = 1; mask < 1 << plain.length; mask += 1) {
    const indexes = plain.map((_, i) => i).filter((i) => mask & (1 << i));
    if (!RULES[type].sizes.includes(indexes.length)) continue;
    for (const part of eachWay ? (['win', 'place'] as const) : (['win'] as const)) {
      const value = indexes.reduce((product, i) => product * legValue(plain[i]!, part), lineStake);
      lines.set(`${part}:${indexes.join(',')}`, value);
    }
  }
  return lines;
};

const plainSelection = fc.record({
  num: fc.integer({ min: 1, max: 12 }),
  den: fc.integer({ min: 1, max: 10 }),
  result: fc.constantFrom('Won', 'Won', 'Placed', 'Lost', 'NonRunner' as const),
  horses: fc.constantFrom(1, 1, 1, 2, 3, 4),
  position: fc.option(fc.integer({ min: 1, max: 5 })),
  rule4: fc.constantFrom(0, 0, 0, 5, 25, 45, 90),
  places: fc.integer({ min: 1, max: 5 }),
  placeDen: fc.constantFrom(1, 2, 3, 4, 5),
});

const betArbitrary = fc.constantFrom(...SETTLER_BET_TYPES).chain((type) => {
  const { count } = RULES[type];
  return fc.record({
    type: fc.constant(type),
    plain: fc.array(
      plainSelection,
      count === 'any' ? { minLength: 1, maxLength: 8 } : { minLength: count, maxLength: count },
    ),
    eachWay: fc.boolean(),
    stakePence: fc.integer({ min: 1, max: 1000 }),
    stakeIs: fc.constantFrom('per-line', 'total' as const),
  });
});

describe('settleMultiple agrees with an independent settler', () => {
  it('on every line and in total, to the penny (1p allowed for the floats)', () => {
    fc.assert(
      fc.property(betArbitrary, ({ type, plain, eachWay, stakePence, stakeIs }) => {
        const selections: TSettlerSelection[] = plain.map((s) => ({
          odds: fraction(s.num, s.den),
          result: s.result,
          deadHeat: s.horses > 1 ? { horses: s.horses, position: s.position } : null,
          rule4Pence: s.rule4,
          placeTerms: { places: s.places, fractionNum: 1, fractionDen: s.placeDen },
        }));
        const result = settleMultiple({
          type,
          selections,
          isEachWay: eachWay,
          stake: stakePence / 100,
          stakeIs,
        });
        if (!result.isValid) throw new Error(result.message);

        const combinations = RULES[type].sizes.reduce((total, size) => {
          let c = 1;
          for (let k = 0; k < size; k += 1) c = (c * (plain.length - k)) / (k + 1);
          return total + c;
        }, 0);
        const lineCount = combinations * (eachWay ? 2 : 1);
        const lineStake = stakeIs === 'total' ? stakePence / 100 / lineCount : stakePence / 100;
        const expected = independentLines(type, plain, eachWay, lineStake);

        expect(result.lineCount).toBe(lineCount);
        expect(result.lines).toHaveLength(expected.size);
        for (const line of result.lines) {
          const pounds = expected.get(`${line.part}:${line.selections.join(',')}`);
          expect(pounds).toBeDefined();
          expect(Math.abs(line.return.pence - pounds! * 100)).toBeLessThanOrEqual(1);
        }
        const total = [...expected.values()].reduce((sum, value) => sum + value, 0);
        expect(Math.abs(result.totalReturn.pence - total * 100)).toBeLessThanOrEqual(1);
        expect(Math.abs(result.totalStake.pence - lineStake * lineCount * 100)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
