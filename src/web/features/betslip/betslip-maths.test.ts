import { describe, expect, it } from 'vitest';
import { canPlaceBets, itemReturnPence, parseStakeInput, slipTotals, stakeProblem } from './betslip-maths';
import { explainReturn } from './return-explanation';
import { item } from './test/fixtures';

describe('betslip maths', () => {
  it('works out a win as stake + stake x num/den on whole pence', () => {
    expect(itemReturnPence(item({ odds: '5/2', stake: 5 }))).toBe(1750);
    expect(itemReturnPence(item({ odds: '11/10', stake: 0.3 }))).toBe(63);
  });

  it('counts each way twice in the total stake and explains the two parts', () => {
    const eachWay = item({ horse: 'Silver Arrow', type: 'Each Way', odds: '10/1', stake: 5 });
    expect(slipTotals([eachWay, item()])).toEqual({ stakePence: 1500, returnPence: 7000 + 1750 });
    expect(explainReturn(eachWay)).toBe(
      '£5.00 each way = £10.00 staked. Win part: £5.00 at 10/1 returns £55.00; place part: £5.00 at 1/5 odds (3 places) returns £15.00.',
    );
    expect(explainReturn(item({ type: 'Place', odds: '10/1', stake: 2.5 }))).toBe(
      'Place bet: £2.50 at 1/5 odds (3 places) returns £7.50.',
    );
    expect(explainReturn(item())).toBeNull();
  });

  it('settles the place part as a win in a win-only race and says when the terms are assumed', () => {
    const winOnly = item({
      type: 'Each Way',
      odds: '2/1',
      stake: 1,
      terms: { places: 1, fractionNum: 1, fractionDen: 1 },
    });
    expect(itemReturnPence(winOnly)).toBe(600);
    expect(explainReturn(winOnly)).toContain('settled as a win');
    expect(explainReturn(item({ type: 'Place', terms: undefined }))).toContain('Standard terms shown');
  });

  it('reads the stake field: numbers of zero or more only', () => {
    expect(parseStakeInput('')).toBe(0);
    expect(parseStakeInput('2.5')).toBe(2.5);
    expect(parseStakeInput('-1')).toBeNull();
    expect(parseStakeInput('abc')).toBeNull();
    expect(stakeProblem(0.05)).toBe('Enter a stake of at least £0.10');
    expect(stakeProblem(0.1)).toBeNull();
  });

  it('allows Place Bets only with lines, a total above 0, valid stakes and nothing in progress', () => {
    expect(canPlaceBets([], false)).toBe(false);
    expect(canPlaceBets([item({ stake: 0 })], false)).toBe(false);
    expect(canPlaceBets([item({ stake: 0.05 })], false)).toBe(false);
    expect(canPlaceBets([item()], true)).toBe(false);
    expect(canPlaceBets([item()], false)).toBe(true);
  });
});
