import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { potentialReturn, settleBet } from '../settlement';
import { calculateBet, PLACE_FRACTIONS, placeTermsOf } from './bet-calculator';

describe('calculateBet: worked examples', () => {
  // Betfair Sportsbook help, "Each Way Terms - 4 places at 1/4 odds" (support.betfair.com/app/answers/detail/a_id/6576):
  // £10 each way at 7/4, 1/4 odds: a £10 + £17.50 win part and a £10 + £4.375 place part. Betfair's page prints the
  // place part rounded to the nearest penny (£14.38, £41.88 in all); the rule here, as My Bets settles and as UK
  // bookmakers pay (src/domain/fraction.ts partReturnPence), drops the fraction of a penny from each part.
  it("Betfair's £10 each way at 7/4 (1/4 odds): parts of £27.50 and £14.375, paid as £27.50 + £14.37", () => {
    const bet = calculateBet({
      stake: 10,
      odds: fraction(7, 4),
      isEachWay: true,
      places: 4,
      placeFraction: '1/4',
    });
    expect(bet.totalStake.text).toBe('£20.00');
    expect(bet.eachWay!.placeOdds).toEqual(fraction(7, 16));
    expect(bet.eachWay).toMatchObject({
      winReturn: { pence: 2750, text: '£27.50' },
      placeReturn: { pence: 1437, text: '£14.37' },
      placeOnlyReturn: { pence: 1437, text: '£14.37' },
    });
    expect(bet.potentialReturn).toMatchObject({ pence: 4187, text: '£41.87' });
    expect(bet.potentialProfit.text).toBe('£21.87');
    expect(bet.roiText).toBe('109.35%');
  });

  it('pays as bookmakers and My Bets do, fractions of a penny dropped: £10 at 4/6 returns £16.66, not £16.67', () => {
    const bet = calculateBet({ stake: 10, odds: fraction(4, 6), isEachWay: false });
    expect(bet.potentialReturn).toMatchObject({ pence: 1666, text: '£16.66' });
    expect(bet.potentialProfit.text).toBe('£6.66');
    expect(potentialReturn('Win', 1000, { num: 4, den: 6 }, placeTermsOf(undefined, undefined))).toBe(1666);
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

  it('drops the fraction of a penny from each part, not from the total: 10p each way at 11/10, 1/3 odds', () => {
    const bet = calculateBet({ stake: 0.1, odds: fraction(11, 10), isEachWay: true, placeFraction: '1/3' });
    // Win 0.1 x 2.1 = £0.21; place 0.1 x (1 + 11/30) = £0.13666... paid as £0.13; £0.34 in all (not £0.35).
    expect(bet.eachWay!.placeReturn.text).toBe('£0.13');
    expect(bet.potentialReturn.exact).toEqual(fraction(34, 100));
    expect(bet.potentialReturn.text).toBe('£0.34');
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

describe('calculateBet pays what settlement pays', () => {
  it('each part and the total equal what settleBet pays, to the penny', () => {
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
          expect(parts.winReturn.pence + parts.placeReturn.pence).toBe(won);
          const placed = settleBet({
            type: 'Each Way',
            stakePence,
            odds,
            terms,
            outcome: { result: 'Placed' },
          });
          expect(parts.placeOnlyReturn.pence).toBe(placed.returnPence);
          expect(bet.potentialReturn.pence).toBe(won);
        },
      ),
    );
  });
});
