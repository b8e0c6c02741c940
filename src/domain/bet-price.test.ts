import { describe, expect, it } from 'vitest';
import { priceToSettle } from './bet-price';
import { settleBet, settlementLines } from './settlement';
import { ZSettlementDetail } from './settlement.contract';

const TERMS = { places: 3, fractionNum: 1, fractionDen: 5 };
const taken = { num: 4, den: 1 };

describe('the price a single settles at (decision 0031)', () => {
  it('keeps the price taken for an ordinary bet, whatever the SP', () => {
    expect(priceToSettle('taken', taken, { num: 11, den: 2 }, true)).toEqual({ odds: taken, price: null });
  });

  it('pays best odds guaranteed at the bigger of the price taken and the SP', () => {
    expect(priceToSettle('bog', taken, { num: 11, den: 2 }, true)).toEqual({
      odds: { num: 11, den: 2 },
      price: { type: 'bog', taken: [4, 1], sp: [11, 2] },
    });
    expect(priceToSettle('bog', taken, { num: 7, den: 2 }, true)?.odds).toEqual(taken);
    // Equal prices (8/2 is 4/1): the price taken stands.
    expect(priceToSettle('bog', taken, { num: 8, den: 2 }, true)?.odds).toEqual(taken);
    expect(priceToSettle('bog', taken, null, true)).toEqual({
      odds: taken,
      price: { type: 'bog', taken: [4, 1], sp: null },
    });
  });

  it('pays an SP bet at the SP, settles a loser without one, and keeps a paying one open until it is in', () => {
    const placeholder = { num: 0, den: 1 };
    expect(priceToSettle('sp', placeholder, { num: 9, den: 2 }, true)).toEqual({
      odds: { num: 9, den: 2 },
      price: { type: 'sp', taken: null, sp: [9, 2] },
    });
    expect(priceToSettle('sp', placeholder, null, true)).toBeNull();
    expect(priceToSettle('sp', placeholder, null, false)).toEqual({
      odds: placeholder,
      price: { type: 'sp', taken: null, sp: null },
    });
  });
});

describe('"How this was settled" for BOG, SP and bets settled by the member', () => {
  const settle = (
    priceType: 'bog' | 'sp',
    sp: { num: number; den: number } | null,
    result: 'Won' | 'Lost',
  ) => {
    const price = priceToSettle(
      priceType,
      priceType === 'sp' ? { num: 0, den: 1 } : taken,
      sp,
      result === 'Won',
    );
    if (!price) throw new Error('no price');
    const settled = settleBet({
      type: 'Win',
      stakePence: 1000,
      odds: price.odds,
      terms: TERMS,
      outcome: { result },
    });
    return { ...settled, detail: { ...settled.detail, ...(price.price ? { price: price.price } : {}) } };
  };

  it('says which price was used: £10 at 4/1 BOG with SP 11/2 returns £65.00', () => {
    const bog = settle('bog', { num: 11, den: 2 }, 'Won');
    expect(bog.returnPence).toBe(6500);
    expect(settlementLines(bog.detail)).toEqual([
      'Win bet at 11/2, £10.00 staked.',
      'Best odds guaranteed: SP 11/2 beat your 4/1.',
      'Win part won at 11/2: returns £65.00.',
    ]);
    expect(ZSettlementDetail.parse(bog.detail)).toEqual(bog.detail);
    expect(settlementLines(settle('bog', { num: 3, den: 1 }, 'Won').detail)[1]).toBe(
      'Best odds guaranteed: your 4/1 was at least the SP of 3/1.',
    );
    expect(settlementLines(settle('bog', null, 'Won').detail)[1]).toBe(
      'Best odds guaranteed: no SP was returned, so your 4/1 stands.',
    );
  });

  it('names SP as the price of an SP bet that lost without one', () => {
    expect(settlementLines(settle('sp', null, 'Lost').detail)).toEqual([
      'Win bet at SP, £10.00 staked.',
      'Win part lost: returns £0.00.',
    ]);
  });

  it('says the member settled a bet typed in by hand', () => {
    const detail = {
      betType: 'Each Way' as const,
      odds: [10, 1] as [number, number],
      totalStakePence: 1000,
      returnPence: 1250,
      isVoid: false,
      placeTerms: null,
      deadHeat: null,
      rule4Pence: 0,
      parts: [],
      memberResult: 'Placed' as const,
    };
    expect(ZSettlementDetail.parse(detail)).toEqual(detail);
    expect(settlementLines(detail)).toEqual([
      'Each Way bet at 10/1, £10.00 staked.',
      'You settled it as placed: returns £12.50.',
    ]);
  });
});
