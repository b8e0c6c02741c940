import { describe, expect, it } from 'vitest';
import {
  multipleLineCount,
  multipleLineWords,
  multipleReturnIfAllWinPence,
  multipleStakePence,
  multipleTypesFor,
  settleMultipleBet,
} from './multiple-bets';

const QUARTER_3 = { places: 3, fractionNum: 1, fractionDen: 4 };
const odds = (num: number, den = 1) => ({ num, den });

describe('multipleTypesFor', () => {
  it('offers the multiples that take exactly that many selections', () => {
    expect(multipleTypesFor(1)).toEqual([]);
    expect(multipleTypesFor(2)).toEqual(['double']);
    expect(multipleTypesFor(3)).toEqual(['treble', 'trixie', 'patent']);
    expect(multipleTypesFor(4)).toEqual(['4-fold', 'yankee', 'lucky-15']);
    expect(multipleTypesFor(5)).toEqual(['5-fold', 'canadian', 'lucky-31']);
    expect(multipleTypesFor(6)).toEqual(['6-fold', 'heinz', 'lucky-63']);
    expect(multipleTypesFor(7)).toEqual(['7-fold', 'super-heinz']);
    expect(multipleTypesFor(8)).toEqual(['8-fold', 'goliath']);
    expect(multipleTypesFor(9)).toEqual([]);
  });
});

describe('lines and stake', () => {
  it('counts combinations, twice each way', () => {
    expect(multipleLineCount('lucky-15', 4, false)).toBe(15);
    expect(multipleLineCount('lucky-15', 4, true)).toBe(30);
    expect(multipleLineCount('yankee', 4, false)).toBe(11);
    expect(multipleLineCount('goliath', 8, false)).toBe(247);
    expect(multipleLineCount('double', 2, true)).toBe(2);
    expect(multipleStakePence('lucky-15', 4, true, 100)).toBe(3000);
    expect(multipleStakePence('heinz', 6, false, 50)).toBe(2850);
  });
});

describe('multipleReturnIfAllWinPence', () => {
  it('is every line at full odds, and each way the place lines at the place terms', () => {
    // £1 double at 2/1 and 3/1: 3 x 4 = £12.
    expect(
      multipleReturnIfAllWinPence({
        type: 'double',
        isEachWay: false,
        stakePerLinePence: 100,
        legs: [{ odds: odds(2) }, { odds: odds(3) }],
      }),
    ).toBe(1200);
    // Each way at 1/4 odds: place line 1.5 x 1.75 = 2.625, paid £2.62 (the fraction of a penny dropped).
    expect(
      multipleReturnIfAllWinPence({
        type: 'double',
        isEachWay: true,
        stakePerLinePence: 100,
        legs: [
          { odds: odds(2), placeTerms: QUARTER_3 },
          { odds: odds(3), placeTerms: QUARTER_3 },
        ],
      }),
    ).toBe(1200 + 262);
  });
});

describe('settleMultipleBet', () => {
  it('carries a line on without a non-runner and pays a dead heat its share', () => {
    // Trixie (3 doubles, 1 treble), £1 a line: A 2/1 won, B non-runner, C 4/1 won in a dead heat for 1st of 2.
    const settled = settleMultipleBet({
      type: 'trixie',
      isEachWay: false,
      stakePerLinePence: 100,
      legs: [
        { odds: odds(2), result: 'Won' },
        { odds: odds(5, 2), result: 'NonRunner' },
        { odds: odds(4), result: 'Won', deadHeat: 2, deadHeatPosition: 1 },
      ],
    });
    // A+B: 3 x 1 = £3; A+C: 3 x (5 / 2) = £7.50; B+C: 1 x 2.5 = £2.50; A+B+C: £7.50.
    expect(settled.lines.map((line) => [line.legs, line.returnPence])).toEqual([
      [[0, 1], 300],
      [[0, 2], 750],
      [[1, 2], 250],
      [[0, 1, 2], 750],
    ]);
    expect(settled).toMatchObject({ status: 'Won', totalStakePence: 400, returnPence: 2050 });
  });

  it('is Placed when only place lines pay, Lost when nothing does, Void when every leg was a non-runner', () => {
    const base = { type: 'double', isEachWay: true, stakePerLinePence: 100 } as const;
    const placed = settleMultipleBet({
      ...base,
      legs: [
        { odds: odds(2), result: 'Placed', placeTerms: QUARTER_3 },
        { odds: odds(3), result: 'Won', placeTerms: QUARTER_3 },
      ],
    });
    expect(placed).toMatchObject({ status: 'Placed', totalStakePence: 200, returnPence: 262 });
    expect(placed.lines.map((line) => line.part)).toEqual(['win', 'place']);
    const lost = settleMultipleBet({
      ...base,
      legs: [
        { odds: odds(2), result: 'Lost' },
        { odds: odds(3), result: 'Won' },
      ],
    });
    expect(lost).toMatchObject({ status: 'Lost', returnPence: 0 });
    const voided = settleMultipleBet({
      ...base,
      legs: [
        { odds: odds(2), result: 'NonRunner' },
        { odds: odds(3), result: 'NonRunner' },
      ],
    });
    expect(voided).toMatchObject({ status: 'Void', returnPence: 200 });
  });
});

describe('multipleLineWords', () => {
  it('names the combination, its horses, its part, stake and return', () => {
    expect(
      multipleLineWords({ legs: [0, 2], part: 'win', stakePence: 100, returnPence: 1200 }, ['A', 'B', 'C']),
    ).toBe('Double: A + C, win: £1.00 -> £12.00');
    expect(
      multipleLineWords({ legs: [0, 1, 2, 3], part: 'place', stakePence: 50, returnPence: 0 }, [
        'A',
        'B',
        'C',
        'D',
      ]),
    ).toBe('4-fold: A + B + C + D, place: £0.50 -> £0.00');
  });
});
