import { describe, expect, it } from 'vitest';
import {
  extendUntil,
  remainingUnder,
  requestLimit,
  settleLimit,
  stakeRefusal,
  type TPeriodLimit,
} from './limits';

// Friday 20 November 2026, noon in London (GMT): the week resets on Monday 23rd, the month on 1 December.
const now = new Date('2026-11-20T12:00:00Z');
const noLimit = (resetsAt: string): TPeriodLimit => ({
  limit: null,
  stakedPence: 0,
  resetsAt: new Date(resetsAt),
});
const PERIODS = {
  daily: noLimit('2026-11-21T00:00:00Z'),
  weekly: noLimit('2026-11-23T00:00:00Z'),
  monthly: noLimit('2026-12-01T00:00:00Z'),
};
const base = { perBet: null, periods: PERIODS, timeOutUntil: null, selfExcludedUntil: null, now };
const withPeriod = (period: keyof typeof PERIODS, limit: number, stakedPence: number) => ({
  ...PERIODS,
  [period]: { ...PERIODS[period], limit, stakedPence },
});

describe('stake limits', () => {
  it('applies a new or lower limit at once', () => {
    expect(requestLimit({ current: null, pending: null }, 5000, now)).toEqual({
      current: 5000,
      pending: null,
    });
    expect(requestLimit({ current: 5000, pending: null }, 2000, now)).toEqual({
      current: 2000,
      pending: null,
    });
  });

  it('makes a raise or a removal wait 24 hours, then applies it', () => {
    const raised = requestLimit({ current: 2000, pending: null }, 9000, now);
    expect(raised.current).toBe(2000);
    expect(raised.pending).toEqual({ value: 9000, effectiveAt: new Date('2026-11-21T12:00:00Z') });
    expect(settleLimit(raised, new Date('2026-11-21T11:59:59Z')).current).toBe(2000);
    expect(settleLimit(raised, new Date('2026-11-21T12:00:00Z'))).toEqual({ current: 9000, pending: null });
    expect(requestLimit({ current: 2000, pending: null }, null, now).pending?.value).toBeNull();
  });

  it('a cut cancels a pending raise', () => {
    const raised = requestLimit({ current: 2000, pending: null }, 9000, now);
    expect(requestLimit(raised, 1000, now)).toEqual({ current: 1000, pending: null });
  });

  it('never shortens a time-out or self-exclusion', () => {
    const long = new Date('2027-06-01T00:00:00Z');
    expect(extendUntil(long, new Date('2026-12-01T00:00:00Z'))).toBe(long);
  });
});

describe('stakeRefusal', () => {
  it('allows a stake within every limit', () => {
    expect(
      stakeRefusal({
        ...base,
        totalStakePence: 1000,
        perBet: 1000,
        periods: withPeriod('daily', 5000, 4000),
      }),
    ).toBeNull();
  });

  it('names the per-bet limit', () => {
    expect(stakeRefusal({ ...base, totalStakePence: 2000, perBet: 1000 })).toBe(
      'This stake of £20.00 is above your per-bet limit of £10.00.',
    );
  });

  it('names the daily limit, what is left and when it resets (UK time)', () => {
    const message = stakeRefusal({
      ...base,
      totalStakePence: 1500,
      periods: withPeriod('daily', 5000, 4000),
    });
    expect(message).toContain('daily limit of £50.00 (£10.00 left today)');
    expect(message).toContain('21 Nov 2026, 00:00');
  });

  it('names the weekly limit: exactly at it is allowed, a penny over is refused with what is left this week', () => {
    const periods = withPeriod('weekly', 5000, 3750);
    expect(stakeRefusal({ ...base, totalStakePence: 1250, periods })).toBeNull();
    expect(stakeRefusal({ ...base, totalStakePence: 1251, periods })).toBe(
      'This stake would take you over your weekly limit of £50.00 (£12.50 left this week). It resets at 23 Nov 2026, 00:00.',
    );
  });

  it('names the monthly limit: exactly at it is allowed, a penny over is refused with what is left this month', () => {
    const periods = withPeriod('monthly', 20_000, 19_000);
    expect(stakeRefusal({ ...base, totalStakePence: 1000, periods })).toBeNull();
    expect(stakeRefusal({ ...base, totalStakePence: 1001, periods })).toBe(
      'This stake would take you over your monthly limit of £200.00 (£10.00 left this month). It resets at 1 Dec 2026, 00:00.',
    );
  });

  it('says nothing is left once a period is over its limit, and names the day first, then the week, then the month', () => {
    expect(
      stakeRefusal({ ...base, totalStakePence: 100, periods: withPeriod('weekly', 1000, 1500) }),
    ).toContain('(£0.00 left this week)');
    const allBroken = {
      daily: { ...PERIODS.daily, limit: 1000, stakedPence: 1000 },
      weekly: { ...PERIODS.weekly, limit: 1000, stakedPence: 1000 },
      monthly: { ...PERIODS.monthly, limit: 1000, stakedPence: 1000 },
    };
    expect(stakeRefusal({ ...base, totalStakePence: 100, periods: allBroken })).toContain('daily limit');
    expect(
      stakeRefusal({ ...base, totalStakePence: 100, periods: { ...allBroken, daily: PERIODS.daily } }),
    ).toContain('weekly limit');
  });

  it('refuses during a time-out or self-exclusion, saying until when', () => {
    expect(
      stakeRefusal({ ...base, totalStakePence: 100, timeOutUntil: new Date('2026-11-27T12:00:00Z') }),
    ).toContain('taking a break until 27 Nov 2026');
    expect(
      stakeRefusal({ ...base, totalStakePence: 100, selfExcludedUntil: new Date('2027-05-20T12:00:00Z') }),
    ).toContain('self-excluded until 20 May 2027');
  });
});

describe('remainingUnder', () => {
  it('is what is left under a limit, never below nothing, and null without a limit', () => {
    expect(remainingUnder(5000, 1250)).toBe(3750);
    expect(remainingUnder(5000, 6000)).toBe(0);
    expect(remainingUnder(null, 6000)).toBeNull();
  });
});
