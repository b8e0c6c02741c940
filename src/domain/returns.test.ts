import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeReturnPence, winReturnPence, winWinningsPence } from './returns';

describe('winReturnPence', () => {
  it.each([
    [1000, 5, 2, 3500],
    [1000, 1, 1, 2000],
    [500, 11, 10, 1050],
    [1000, 2, 7, 1285], // 1000 + 285.71... rounded down
    [333, 1, 3, 444],
    [0, 5, 2, 0],
  ])('%i pence at %i/%i returns %i pence', (stake, num, den, expected) => {
    expect(winReturnPence(stake, { num, den })).toBe(expected);
  });

  it('splits the return into the stake back plus winnings', () => {
    expect(winWinningsPence(1000, { num: 5, den: 2 })).toBe(2500);
  });

  it('refuses fractional pence, negative stakes and a zero denominator', () => {
    expect(() => winReturnPence(10.5, { num: 5, den: 2 })).toThrow(RangeError);
    expect(() => winReturnPence(-100, { num: 5, den: 2 })).toThrow(RangeError);
    expect(() => winReturnPence(100, { num: 5, den: 0 })).toThrow(RangeError);
  });

  it('never pays less than the stake and never more than the exact return', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (stake, num, den) => {
          const paid = winReturnPence(stake, { num, den });
          expect(Number.isInteger(paid)).toBe(true);
          expect(paid).toBeGreaterThanOrEqual(stake);
          expect(paid).toBeLessThanOrEqual(stake + (stake * num) / den);
          expect(stake + (stake * num) / den - paid).toBeLessThan(1);
        },
      ),
    );
  });
});

describe('placeReturnPence', () => {
  it('pays the place fraction of the odds', () => {
    // £10 at 5/2, a fifth the odds: 1/2 -> £15.
    expect(placeReturnPence(1000, { num: 5, den: 2 }, { num: 1, den: 5 })).toBe(1500);
    // £10 at 9/4, a quarter the odds: 9/16 -> £15.62 (15.625 rounded down).
    expect(placeReturnPence(1000, { num: 9, den: 4 }, { num: 1, den: 4 })).toBe(1562);
  });
});
