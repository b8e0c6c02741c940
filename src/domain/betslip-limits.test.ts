import { describe, expect, it } from 'vitest';
import { betslipLimitCheck, type TBetslipLimits } from './betslip-limits';

const NO_LIMITS: TBetslipLimits = {
  perBetLimit: null,
  remainingToday: null,
  remainingThisWeek: null,
  remainingThisMonth: null,
  dailyResetsAt: '2026-11-21T00:00:00.000Z',
  weekResetsAt: '2026-11-23T00:00:00.000Z',
  monthResetsAt: '2026-12-01T00:00:00.000Z',
};
const line = (key: string, totalStakePence: number, horse = `Horse ${key}`) => ({
  key,
  horse,
  totalStakePence,
});
const check = (lines: ReturnType<typeof line>[], over: Partial<TBetslipLimits>, periods = true) =>
  betslipLimitCheck(lines, { ...NO_LIMITS, ...over }, { periods });

describe('betslipLimitCheck', () => {
  it('checks nothing and shows nothing without limits', () => {
    expect(check([line('a', 1_000_000)], {})).toEqual({
      lineProblems: {},
      placeProblem: null,
      leftToStake: null,
    });
  });

  it('puts a stake over the per-bet limit under its own field, in short money, and holds Place Bets', () => {
    const result = check([line('a', 1500, 'Galopin'), line('b', 1000)], { perBetLimit: 10 });
    expect(result.lineProblems).toEqual({ a: '£15 is above your £10 per-bet limit' });
    expect(result.placeProblem).toBe('The stake on Galopin is above your £10 per-bet limit');
    expect(check([line('a', 1250)], { perBetLimit: 12.49 }).lineProblems.a).toBe(
      '£12.50 is above your £12.49 per-bet limit',
    );
    expect(check([line('a', 1100), line('b', 1200)], { perBetLimit: 10 }).placeProblem).toBe(
      'The stakes on 2 selections are above your £10 per-bet limit',
    );
  });

  it('allows a stake exactly at the per-bet limit', () => {
    expect(check([line('a', 1000)], { perBetLimit: 10 })).toMatchObject({
      lineProblems: {},
      placeProblem: null,
    });
  });

  it('checks the slip total against what is left today, this week and this month, naming the tightest', () => {
    expect(check([line('a', 1500), line('b', 1500)], { remainingToday: 20 }).placeProblem).toBe(
      'Your stakes of £30 are above the £20 left of your daily limit today',
    );
    expect(check([line('a', 3000)], { remainingThisWeek: 45, remainingThisMonth: 12.5 }).placeProblem).toBe(
      'Your stake of £30 is above the £12.50 left of your monthly limit this month',
    );
    expect(
      check([line('a', 5000)], { remainingToday: 40, remainingThisWeek: 30, remainingThisMonth: 180 })
        .placeProblem,
    ).toBe('Your stake of £50 is above the £30 left of your weekly limit this week');
    expect(check([line('a', 2000)], { remainingToday: 20, remainingThisWeek: 20 }).placeProblem).toBeNull();
  });

  it('says when a period has nothing left and when it resets (UK time)', () => {
    expect(check([line('a', 100)], { remainingThisWeek: 0 }).placeProblem).toBe(
      'Nothing is left of your weekly limit this week: it resets at 00:00 on Mon 23 Nov 2026',
    );
  });

  it('names the per-bet limit before the periods, and leaves a zero slip alone', () => {
    expect(check([line('a', 1500, 'Galopin')], { perBetLimit: 10, remainingToday: 5 }).placeProblem).toBe(
      'The stake on Galopin is above your £10 per-bet limit',
    );
    expect(check([line('a', 0)], { remainingToday: 0 }).placeProblem).toBeNull();
  });

  it('sums up what is left for the period limits set, in order, and nothing for the per-bet limit alone', () => {
    expect(
      check([], { remainingToday: 20, remainingThisWeek: 45, remainingThisMonth: 180 }).leftToStake,
    ).toBe('Left to stake: £20 today · £45 this week · £180 this month');
    expect(check([], { remainingThisMonth: 180.5 }).leftToStake).toBe('Left to stake: £180.50 this month');
    expect(check([], { perBetLimit: 10 }).leftToStake).toBeNull();
  });

  it('checks only the per-bet limit where the account does not hold the bets', () => {
    const result = check([line('a', 1500, 'Galopin')], { perBetLimit: 20, remainingToday: 5 }, false);
    expect(result).toEqual({ lineProblems: {}, placeProblem: null, leftToStake: null });
    expect(check([line('a', 2500)], { perBetLimit: 20 }, false).lineProblems.a).toBe(
      '£25 is above your £20 per-bet limit',
    );
  });
});
