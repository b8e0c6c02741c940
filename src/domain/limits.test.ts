import { describe, expect, it } from 'vitest';
import { extendUntil, requestLimit, settleLimit, stakeRefusal } from './limits';

const now = new Date('2026-11-20T12:00:00Z');
const base = {
  perBet: null,
  daily: null,
  stakedTodayPence: 0,
  dailyResetsAt: new Date('2026-11-21T00:00:00Z'),
  timeOutUntil: null,
  selfExcludedUntil: null,
  now,
};

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
      stakeRefusal({ ...base, totalStakePence: 1000, perBet: 1000, daily: 5000, stakedTodayPence: 4000 }),
    ).toBeNull();
  });

  it('names the per-bet limit', () => {
    expect(stakeRefusal({ ...base, totalStakePence: 2000, perBet: 1000 })).toBe(
      'This stake of £20.00 is above your per-bet limit of £10.00.',
    );
  });

  it('names the daily limit, what is left and when it resets (UK time)', () => {
    const message = stakeRefusal({ ...base, totalStakePence: 1500, daily: 5000, stakedTodayPence: 4000 });
    expect(message).toContain('daily limit of £50.00 (£10.00 left today)');
    expect(message).toContain('21 Nov 2026, 00:00');
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
