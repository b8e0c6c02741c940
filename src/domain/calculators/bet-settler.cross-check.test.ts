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
 *   paid place for a placed horse;
 * - a line pays its value with any fraction of a penny dropped (the bookmakers' rule, once per line).
 * It works in whole numbers: each leg as a numerator and denominator, a line as their products, floored once.
 * (It used floating point with 1p allowed per line before the settler dropped fractions of a penny: floating
 * point cannot tell 1666.9999... from 1667, so it now keeps the arithmetic exact and expects every penny.)
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

/** A leg's value per unit staked, as [numerator, denominator] in whole numbers. */
const legValue = (s: TPlain, part: 'win' | 'place'): [bigint, bigint] => {
  if (s.result === 'NonRunner') return [1n, 1n];
  const asWin = part === 'win' || s.places === 1;
  const isWinner = s.result === 'Won';
  if (asWin ? !isWinner : !(isWinner || s.result === 'Placed')) return [0n, 1n];
  const position = s.position ?? (isWinner ? 1 : s.places);
  let [shareNum, shareDen] = [1, 1];
  if (s.horses > 1) {
    shareDen = s.horses;
    shareNum = asWin ? (position === 1 ? 1 : 0) : Math.max(0, Math.min(s.horses, s.places - position + 1));
  }
  const placeDen = asWin ? 1 : s.placeDen;
  // share x (1 + num/den x 1/placeDen x (100 - rule4)/100), over one denominator.
  const den = s.den * placeDen * 100;
  const value = den + s.num * (100 - s.rule4);
  return [BigInt(shareNum * value), BigInt(shareDen * den)];
};

/** Every line's return in whole pence, floored once, keyed "part:indexes". */
const independentLines = (
  type: TSettlerBetType,
  plain: TPlain[],
  eachWay: boolean,
  [stakeNum, stakeDen]: [bigint, bigint],
) => {
  const lines = new Map<string, number>();
  for (let mask = 1; mask < 1 << plain.length; mask += 1) {
    const indexes = plain.map((_, i) => i).filter((i) => mask & (1 << i));
    if (!RULES[type].sizes.includes(indexes.length)) continue;
    for (const part of eachWay ? (['win', 'place'] as const) : (['win'] as const)) {
      let [num, den] = [stakeNum, stakeDen];
      for (const i of indexes) {
        const [legNum, legDen] = legValue(plain[i]!, part);
        num *= legNum;
        den *= legDen;
      }
      lines.set(`${part}:${indexes.join(',')}`, Number(num / den));
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
  it('on every line and in total, to the penny', () => {
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
        // The line stake in pence: the stake, or the total shared equally over the lines.
        const lineStake: [bigint, bigint] = [
          BigInt(stakePence),
          stakeIs === 'total' ? BigInt(lineCount) : 1n,
        ];
        const expected = independentLines(type, plain, eachWay, lineStake);

        expect(result.lineCount).toBe(lineCount);
        expect(result.lines).toHaveLength(expected.size);
        for (const line of result.lines) {
          const pence = expected.get(`${line.part}:${line.selections.join(',')}`);
          expect(pence).toBeDefined();
          expect(line.return.pence).toBe(pence);
        }
        const total = [...expected.values()].reduce((sum, value) => sum + value, 0);
        expect(result.totalReturn.pence).toBe(total);
        expect(result.totalStake.pence).toBe(stakeIs === 'total' ? stakePence : stakePence * lineCount);
      }),
      { numRuns: 300 },
    );
  });
});
