import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, fraction, mul, sum, toNumber } from '../fraction';
import { dutch } from './dutching';
import { hasOverround } from './dutching-input';
import { decimalOf, impliedProbability } from './odds-formats';

describe('dutch: worked examples', () => {
  it('£100 over 3/1, 4/1 and 5/1 (computed by hand)', () => {
    // Implied probabilities 1/4, 1/5, 1/6 sum to 37/60, so each stake is 100 x p / (37/60):
    // 40.5405... -> £40.54, 32.4324... -> £32.43, 27.0270... -> £27.03 (sum £100.00).
    // Returns: 40.54 x 4 = £162.16, 32.43 x 5 = £162.15, 27.03 x 6 = £162.18; the smallest less £100 is £62.15.
    // Overround: (37/60 - 1) x 100 = -38.33%: negative, a profitable dutch.
    const result = dutch({ totalStake: 100, odds: [fraction(3), fraction(4), fraction(5)] })!;
    expect(result.selections.map((s) => s.stake.text)).toEqual(['£40.54', '£32.43', '£27.03']);
    expect(result.selections.map((s) => s.return.text)).toEqual(['£162.16', '£162.15', '£162.18']);
    expect(result.totalStake.text).toBe('£100.00');
    expect(result.guaranteedProfit.text).toBe('£62.15');
    expect(result.overround).toEqual(fraction(-23, 60));
    expect(result.overroundText).toBe('-38.33%');
  });

  it('three at 2/1 split £100 as £33.34, £33.33, £33.33: the odd penny keeps the total', () => {
    const result = dutch({ odds: [fraction(2), fraction(2), fraction(2)] })!;
    expect(result.selections.map((s) => s.stake.pence)).toEqual([3334, 3333, 3333]);
    expect(result.guaranteedProfit.text).toBe('-£0.01');
    expect(result.overroundText).toBe('0.00%');
  });

  it('a book over 100% loses: evens and 4/6 overround 10%', () => {
    const result = dutch({ totalStake: '50', odds: [fraction(1), fraction(4, 6)] })!;
    expect(result.overroundText).toBe('10.00%');
    expect(result.guaranteedProfit.pence).toBeLessThan(0);
  });

  it('needs 2 selections, defaults to £100 and reads a negative stake as 0', () => {
    expect(dutch({ odds: [fraction(2)] })).toBeNull();
    expect(dutch({ odds: [fraction(1), fraction(1)] })!.totalStake.pence).toBe(10_000);
    expect(dutch({ totalStake: -5, odds: [fraction(1), fraction(1)] })!.totalStake.pence).toBe(0);
  });
});

describe('dutch: properties', () => {
  const odds = fc
    .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 20 }))
    .map(([n, d]) => fraction(n, d));
  const input = fc.record({
    totalPence: fc.integer({ min: 0, max: 10_000_000 }),
    odds: fc.array(odds, { minLength: 2, maxLength: 12 }),
  });

  it('stakes sum to the total within 2p (exactly, in fact)', () => {
    fc.assert(
      fc.property(input, ({ totalPence, odds }) => {
        const result = dutch({ totalStake: totalPence / 100, odds })!;
        const staked = result.selections.reduce((total, s) => total + s.stake.pence, 0);
        expect(Math.abs(staked - totalPence)).toBeLessThanOrEqual(2);
        expect(staked).toBe(totalPence);
      }),
    );
  });

  it('each stake is within 1p of its exact share, so each return is within 1p x its decimal odds of the rest', () => {
    fc.assert(
      fc.property(input, ({ totalPence, odds }) => {
        const result = dutch({ totalStake: totalPence / 100, odds })!;
        // The equal return every selection would make with exact stakes: total / sum of implied probabilities.
        const equalReturn = toNumber(div(fraction(totalPence), sum(odds.map(impliedProbability))));
        for (const [index, selection] of result.selections.entries()) {
          const decimal = toNumber(decimalOf(odds[index]!));
          const exactShare = toNumber(
            mul(fraction(totalPence), div(selection.impliedProbability, sum(odds.map(impliedProbability)))),
          );
          expect(Math.abs(selection.stake.pence - exactShare)).toBeLessThanOrEqual(1);
          expect(Math.abs(toNumber(selection.return.exact) * 100 - equalReturn)).toBeLessThanOrEqual(
            decimal + 1e-6,
          );
        }
      }),
    );
  });

  it('at short prices (up to 4/1) every return is within a few pence of the others', () => {
    const short = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
      .map(([n, d]) => fraction(n, d));
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.array(short, { minLength: 2, maxLength: 8 }),
        (totalPence, odds) => {
          const returns = dutch({ totalStake: totalPence / 100, odds })!.selections.map(
            (s) => s.return.pence,
          );
          expect(Math.max(...returns) - Math.min(...returns)).toBeLessThanOrEqual(10);
        },
      ),
    );
  });
});

describe('hasOverround', () => {
  it('is true only when the implied chances add up past 100%', () => {
    const overround = (...odds: [number, number][]) =>
      hasOverround(dutch({ totalStake: 100, odds: odds.map(([num, den]) => fraction(num, den)) })!);
    expect(overround([3, 1], [4, 1], [5, 1])).toBe(false);
    expect(overround([1, 1], [1, 1])).toBe(false);
    expect(overround([1, 1], [4, 6])).toBe(true);
    expect(overround([4, 1], [4, 1], [1, 2])).toBe(true);
  });
});
