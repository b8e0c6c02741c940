import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, floorToPence, fraction, fromPence, mul, sum, type TFraction, toNumber } from '../fraction';
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

  it('pays each return as bookmakers do, fractions of a penny dropped: £20 over 4/6 and 4/6', () => {
    // £10 each at 4/6 returns 10 x 5/3 = £16.666..., paid as £16.66 (as My Bets settles it), so -£3.34.
    const result = dutch({ totalStake: 20, odds: [fraction(4, 6), fraction(4, 6)] })!;
    expect(result.selections.map((s) => s.return.text)).toEqual(['£16.66', '£16.66']);
    expect(result.guaranteedProfit.text).toBe('-£3.34');
  });

  it('puts the odd pennies where they keep the guaranteed return highest: £100 over 15/2, 11/10, 6/4, 8/1', () => {
    // Shares of £100 by implied chance (2/17, 10/21, 2/5, 1/9 of 1.10495...): £10.647, £43.097, £36.197, £10.056.
    // Rounded they make £100.01, and taking the penny back from the 8/1 (£10.05 x 9 = £90.45) leaves -£9.55.
    // Taking it from 11/10 instead: £10.65 x 8.5 = £90.52, £43.09 x 2.1 = £90.48, £36.20 x 2.5 = £90.50,
    // £10.06 x 9 = £90.54: the least any of them returns is £90.48, -£9.52.
    const result = dutch({
      totalStake: 100,
      odds: [fraction(15, 2), fraction(11, 10), fraction(3, 2), fraction(8)],
    })!;
    expect(result.selections.map((s) => s.stake.text)).toEqual(['£10.65', '£43.09', '£36.20', '£10.06']);
    expect(result.selections.map((s) => s.return.text)).toEqual(['£90.52', '£90.48', '£90.50', '£90.54']);
    expect(result.guaranteedProfit.text).toBe('-£9.52');
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

  it('each stake stays within a few pence of its share by implied chance (the spec split), and never pays less', () => {
    /** The spec's split: each exact share rounded to the penny, the odd pennies by largest remainder. */
    const specSplit = (totalPence: number, odds: readonly TFraction[]): number[] => {
      const whole = sum(odds.map(impliedProbability));
      const shares = odds.map((o) => toNumber(mul(fraction(totalPence), div(impliedProbability(o), whole))));
      const pence = shares.map(Math.floor);
      const order = shares.map((share, i) => [share - pence[i]!, i] as const).sort((a, b) => b[0] - a[0]);
      for (let k = 0; k < totalPence - pence.reduce((t, p) => t + p, 0); k += 1) pence[order[k]![1]]! += 1;
      return pence;
    };
    const leastPaid = (stakes: readonly number[], odds: readonly TFraction[]) =>
      Math.min(...stakes.map((stake, i) => floorToPence(mul(fromPence(stake), decimalOf(odds[i]!)))));
    fc.assert(
      fc.property(input, ({ totalPence, odds }) => {
        const result = dutch({ totalStake: totalPence / 100, odds })!;
        const stakes = result.selections.map((s) => s.stake.pence);
        const whole = sum(odds.map(impliedProbability));
        for (const selection of result.selections) {
          const exactShare = toNumber(mul(fraction(totalPence), div(selection.impliedProbability, whole)));
          // Found by these checks, not proved: within as many pence as there are selections (3.5p at most seen).
          expect(Math.abs(selection.stake.pence - exactShare)).toBeLessThan(odds.length);
        }
        expect(leastPaid(stakes, odds)).toBeGreaterThanOrEqual(leastPaid(specSplit(totalPence, odds), odds));
      }),
      { numRuns: 500, seed: 1133 },
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

describe('dutch: the best split of the pennies', () => {
  /** The most the least-returning selection can be paid, over every way of splitting `totalPence`, by brute force. */
  const bestLeastReturn = (totalPence: number, odds: readonly TFraction[]): number => {
    const paidOn = (stake: number, price: TFraction) => floorToPence(mul(fromPence(stake), decimalOf(price)));
    const search = (left: number, index: number, least: number): number => {
      if (index === odds.length - 1) return Math.min(least, paidOn(left, odds[index]!));
      let best = -1;
      for (let stake = 0; stake <= left; stake += 1)
        best = Math.max(best, search(left - stake, index + 1, Math.min(least, paidOn(stake, odds[index]!))));
      return best;
    };
    return search(totalPence, 0, Number.POSITIVE_INFINITY);
  };

  it('guarantees the most any split allows (every split of up to 80p over 2 or 3 selections tried)', () => {
    const price = fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 12 }))
      .map(([n, d]) => fraction(n, d));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80 }),
        fc.array(price, { minLength: 2, maxLength: 3 }),
        (totalPence, odds) => {
          const result = dutch({ totalStake: totalPence / 100, odds })!;
          const least = Math.min(...result.selections.map((s) => s.return.pence));
          expect(least).toBe(bestLeastReturn(totalPence, odds));
          expect(result.guaranteedProfit.pence).toBe(least - totalPence);
        },
      ),
      { numRuns: 200, seed: 33 },
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
