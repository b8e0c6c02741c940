import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, fraction, mul, sub, type TFraction } from '../fraction';
import { commissionProblem, hedge } from './hedging';
import { decimalOf } from './odds-formats';

describe('hedge: worked examples', () => {
  it('£10 back at 2/1, lay at 6/4, 5% commission: lay £12.24 for £1.63 either way (computed by hand)', () => {
    // L = 10 x 3.0 / (2.5 - 0.05) = 12.2448...; liability 12.2448 x 1.5 = 18.367...;
    // back wins 20 - 18.367 = 1.6326...; back loses 12.2448 x 0.95 - 10 = 1.6326...
    const result = hedge({
      backStake: 10,
      backOdds: fraction(2),
      layOdds: fraction(3, 2),
      commissionPercent: 5,
    });
    expect(result.layStake.exact).toEqual(fraction(600, 49));
    expect(result).toMatchObject({
      layStake: { text: '£12.24' },
      liability: { text: '£18.37' },
      ifBackWins: { text: '£1.63' },
      ifBackLoses: { text: '£1.63' },
      guaranteedProfit: { text: '£1.63' },
    });
    expect(result.ifBackWins.exact).toEqual(result.ifBackLoses.exact);
  });

  it('hedges the back bet as it is paid, fractions of a penny dropped: £10 at 4/6, lay at 4/7', () => {
    // The back bet pays £16.66, not £16.666... (as My Bets settles it). L = 16.66 / (11/7) = 10.6018...: lay £10.60;
    // back wins 6.66 - 10.6018 x 4/7 = 0.6018...; back loses 10.6018 - 10 = 0.6018...: +£0.60 either way.
    const result = hedge({
      backStake: 10,
      backOdds: fraction(4, 6),
      layOdds: fraction(4, 7),
      commissionPercent: 0,
    });
    expect(result.layStake.exact).toEqual(fraction(5831, 550));
    expect(result).toMatchObject({
      layStake: { text: '£10.60' },
      ifBackWins: { text: '£0.60' },
      ifBackLoses: { text: '£0.60' },
      guaranteedProfit: { text: '£0.60' },
    });
  });

  it("shows why the spec's formula is not used: with commission it leaves the outcomes unequal", () => {
    const [back, lay, c] = [fraction(3), fraction(5, 2), fraction(5, 100)];
    const specLay = div(div(mul(fraction(10), back), lay), sub(fraction(1), c));
    const ifWins = sub(fraction(20), mul(specLay, sub(lay, fraction(1))));
    const ifLoses = sub(mul(specLay, sub(fraction(1), c)), fraction(10));
    expect(ifWins).not.toEqual(ifLoses); // £1.05 against £2.00
  });

  it('without commission, a lay at the back price locks in nothing; a lay at a shorter price locks in profit', () => {
    const level = hedge({ backStake: 10, backOdds: fraction(4), layOdds: fraction(4), commissionPercent: 0 });
    expect(level.guaranteedProfit.pence).toBe(0);
    expect(level.layStake.pence).toBe(1000);
    const shorter = hedge({ backStake: 10, backOdds: fraction(4), layOdds: fraction(2) });
    expect(shorter).toMatchObject({ layStake: { text: '£16.67' }, guaranteedProfit: { text: '£6.67' } });
  });

  it('clamps commission to 0-10% and reads a bad stake as 0', () => {
    expect(
      hedge({ backStake: 10, backOdds: fraction(2), layOdds: fraction(1), commissionPercent: 50 }).commission,
    ).toEqual(fraction(1, 10));
    expect(
      hedge({ backStake: 10, backOdds: fraction(2), layOdds: fraction(1), commissionPercent: -3 }).commission,
    ).toEqual(fraction(0));
    expect(hedge({ backStake: 'x', backOdds: fraction(2), layOdds: fraction(1) }).layStake.pence).toBe(0);
  });
});

describe('hedge: properties', () => {
  const odds = fc
    .tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 100 }))
    .map(([n, d]) => fraction(n, d));

  it('both outcomes are equal within 1p, and match the lay stake, liability and commission', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        odds,
        odds,
        fc.double({ min: 0, max: 10, noNaN: true }),
        (stakePence, backOdds, layOdds, commissionPercent) => {
          const result = hedge({ backStake: stakePence / 100, backOdds, layOdds, commissionPercent });
          expect(Math.abs(result.ifBackWins.pence - result.ifBackLoses.pence)).toBeLessThanOrEqual(1);
          expect(result.guaranteedProfit.pence).toBe(
            Math.min(result.ifBackWins.pence, result.ifBackLoses.pence),
          );
          const lay: TFraction = result.layStake.exact;
          expect(result.liability.exact).toEqual(mul(lay, sub(decimalOf(layOdds), fraction(1))));
        },
      ),
    );
  });
});

describe('commissionProblem', () => {
  it.each(['', '  ', '0', '5', '2.5', '10'])('takes %j without a message', (text) => {
    expect(commissionProblem(text)).toBeNull();
  });

  it.each([
    ['25', 10],
    ['10.5', 10],
    ['-3', 0],
    ['abc', 0],
  ])('says %j is worked out at %i%%', (text, used) => {
    expect(commissionProblem(text)).toBe(`Commission is between 0 and 10%: worked out at ${used}%`);
  });
});
