import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorToPence, fraction } from '../fraction';
import { potentialReturn, settleBet } from '../settlement';
import { calculateBet, PLACE_FRACTIONS, placeTermsOf } from './bet-calculator';

describe('calculateBet: worked examples', () => {
  // Betfair Sportsbook help, "Each Way Terms - 4 places at 1/4 odds" (support.betfair.com/app/answers/detail/a_id/6576):
  // £10 each way at 7/4, 1/4 odds: "Returns: £41.88" if it wins (£10 + £17.50 win part, £10 + £4.38 place part)
  // and "Returns: £14.38" if it finishes second, third or fourth. Exactly: 27.50 + 14.375 = 41.875.
  it("Betfair's £10 each way at 7/4 (1/4 odds): £41.88 if it wins, £14.38 if it only places", () => {
    const bet = calculateBet({
      stake: 10,
      odds: fraction(7, 4),
      isEachWay: true,
      places: 4,
      placeFraction: '1/4',
    });
    expect(bet.totalStake.text).toBe('£20.00');
    expect(bet.potentialReturn.exact).toEqual(fraction(335, 8));
    expect(bet.potentialReturn.text).toBe('£41.88');
    expect(bet.potentialProfit.text).toBe('£21.88');
    expect(bet.roiText).toBe('109.38%');
    expect(bet.eachWay).toMatchObject({
      placeOdds: fraction(7, 16),
      winReturn: { text: '£27.50' },
      placeReturn: { text: '£14.38' },
      placeOnlyReturn: { pence: 1438, text: '£14.38' },
    });
  });

  it('a £10 win single at 5/2 returns £35, £25 profit, 250% ROI', () => {
    const bet = calculateBet({ stake: '10', odds: fraction(5, 2), isEachWay: false });
    expect(bet).toMatchObject({
      totalStake: { pence: 1000 },
      potentialReturn: { pence: 3500 },
      potentialProfit: { pence: 2500 },
      roiText: '250.00%',
      eachWay: null,
    });
  });

  it('defaults to 1/4 odds and 3 places; a 1/5 place part of £10 each way at 10/1 returns £30', () => {
    expect(placeTermsOf(undefined, undefined)).toEqual({ places: 3, fractionNum: 1, fractionDen: 4 });
    expect(placeTermsOf(9, '1/5')).toEqual({ places: 5, fractionNum: 1, fractionDen: 5 });
    const bet = calculateBet({ stake: 10, odds: fraction(10), isEachWay: true, placeFraction: '1/5' });
    expect(bet.eachWay?.placeOnlyReturn.pence).toBe(3000);
    expect(bet.potentialReturn.pence).toBe(14_000);
  });

  it('keeps fractions of a penny until display: 10p each way at 11/10, 1/3 odds', () => {
    const bet = calculateBet({ stake: 0.1, odds: fraction(11, 10), isEachWay: true, placeFraction: '1/3' });
    // Win 0.1 x 2.1 = 0.21; place 0.1 x (1 + 11/30) = 0.13666...; total 0.34666... shows £0.35.
    expect(bet.potentialReturn.exact).toEqual(fraction(52, 150));
    expect(bet.potentialReturn.text).toBe('£0.35');
  });

  it.each([-5, 'abc', '', Number.NaN])('treats a stake of %j as 0', (stake) => {
    const bet = calculateBet({ stake, odds: fraction(2), isEachWay: true });
    expect(bet).toMatchObject({ totalStake: { pence: 0 }, potentialReturn: { pence: 0 }, roiText: '0.00%' });
  });

  it('settles one place (a win-only race) as settlement does: the place part pays at full odds, only on a win', () => {
    const bet = calculateBet({ stake: 5, odds: fraction(2), isEachWay: true, places: 1 });
    expect(bet.potentialReturn.pence).toBe(3000);
    expect(bet.eachWay?.placeOnlyReturn.pence).toBe(0);
  });
});

describe('calculateBet uses the exact return settlement uses', () => {
  it('floored to the penny, each part equals what settleBet pays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...PLACE_FRACTIONS),
        (stakePence, num, den, places, placeFraction) => {
          const bet = calculateBet({
            stake: stakePence / 100,
            odds: fraction(num, den),
            isEachWay: true,
            places,
            placeFraction,
          });
          const terms = placeTermsOf(places, placeFraction);
          const odds = { num, den };
          const parts = bet.eachWay!;
          const won = potentialReturn('Each Way', stakePence, odds, terms);
          expect(floorToPence(parts.winReturn.exact) + floorToPence(parts.placeReturn.exact)).toBe(won);
          const placed = settleBet({
            type: 'Each Way',
            stakePence,
            odds,
            terms,
            outcome: { result: 'Placed' },
          });
          expect(floorToPence(parts.placeOnlyReturn.exact)).toBe(placed.returnPence);
          expect(Math.abs(bet.potentialReturn.pence - won)).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
