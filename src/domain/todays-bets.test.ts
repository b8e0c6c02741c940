import { describe, expect, it } from 'vitest';
import type { TLocalBet } from './device-bets.contract';
import {
  addDayTotals,
  dayBetFromDevice,
  settledProfitPence,
  type TDayBet,
  todaysStakesAndProfit,
} from './todays-bets';

const bet = (placedAt: string, over: Partial<TDayBet> = {}): TDayBet => ({
  placedAt,
  status: 'Open',
  totalStakePence: 1_000,
  returnPence: null,
  ...over,
});

describe('settledProfitPence', () => {
  it('is the return less the total stake once settled', () => {
    expect(settledProfitPence({ status: 'Won', totalStakePence: 1_000, returnPence: 3_500 })).toBe(2_500);
    expect(settledProfitPence({ status: 'Placed', totalStakePence: 2_000, returnPence: 1_200 })).toBe(-800);
    expect(settledProfitPence({ status: 'Lost', totalStakePence: 1_000, returnPence: 0 })).toBe(-1_000);
    expect(settledProfitPence({ status: 'Lost', totalStakePence: 1_000, returnPence: null })).toBe(-1_000);
  });

  it('is nothing while a bet is open, and nothing for a void bet, whose stake comes back', () => {
    expect(settledProfitPence({ status: 'Open', totalStakePence: 1_000, returnPence: null })).toBe(0);
    expect(settledProfitPence({ status: 'Void', totalStakePence: 1_000, returnPence: 1_000 })).toBe(0);
    // A void bet's stake comes back even where its return was not stored.
    expect(settledProfitPence({ status: 'Void', totalStakePence: 1_000, returnPence: null })).toBe(0);
  });
});

describe('todaysStakesAndProfit', () => {
  it('counts only bets placed on the UK day of now (winter: UK time is GMT)', () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const totals = todaysStakesAndProfit(
      [
        // 23:59 UK time yesterday: yesterday's bet.
        bet('2026-11-19T23:59:00Z', { status: 'Lost', returnPence: 0, totalStakePence: 5_000 }),
        // Midnight UK time: today's first minute.
        bet('2026-11-20T00:00:00Z', { status: 'Won', totalStakePence: 1_000, returnPence: 3_500 }),
        bet('2026-11-20T13:05:00Z', { status: 'Lost', totalStakePence: 2_000, returnPence: 0 }),
        bet('2026-11-20T14:00:00Z', { status: 'Open', totalStakePence: 500 }),
      ],
      now,
    );
    expect(totals).toEqual({ bets: 3, stakedPence: 3_500, profitPence: 500 });
  });

  it('follows British Summer Time: 23:30 UTC is already tomorrow in London', () => {
    const now = new Date('2026-06-13T11:00:00Z');
    const totals = todaysStakesAndProfit(
      [
        // 23:59 BST on 12 June: yesterday's.
        bet('2026-06-12T22:59:00Z', { totalStakePence: 7_000 }),
        // 00:30 BST on 13 June (23:30 UTC on the 12th): today's.
        bet('2026-06-12T23:30:00Z', { totalStakePence: 2_000 }),
      ],
      now,
    );
    expect(totals).toEqual({ bets: 1, stakedPence: 2_000, profitPence: 0 });
  });

  it('counts a void bet as staked but neither won nor lost', () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const totals = todaysStakesAndProfit(
      [
        bet('2026-11-20T10:00:00Z', { status: 'Void', totalStakePence: 2_000, returnPence: 2_000 }),
        bet('2026-11-20T11:00:00Z', { status: 'Lost', totalStakePence: 500, returnPence: 0 }),
      ],
      now,
    );
    expect(totals).toEqual({ bets: 2, stakedPence: 2_500, profitPence: -500 });
  });

  it('skips a bet whose time cannot be read, and is all zeros for no bets', () => {
    const now = new Date('2026-11-20T21:00:00Z');
    expect(todaysStakesAndProfit([bet('not a date')], now)).toEqual({
      bets: 0,
      stakedPence: 0,
      profitPence: 0,
    });
    expect(todaysStakesAndProfit([], now)).toEqual({ bets: 0, stakedPence: 0, profitPence: 0 });
  });
});

describe('device bets', () => {
  const localBet = (over: Partial<TLocalBet>): TLocalBet => ({
    id: 'a',
    raceEntryId: 1,
    horseName: 'Silver Arrow',
    racecourse: 'Ascot',
    raceTime: '14:30',
    raceDate: '2026-11-20',
    betType: 'Win',
    odds: '5/2',
    stake: 10,
    potentialReturn: 35,
    status: 'Open',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  });

  it('takes an each-way stake as the stake on each part, and the return in pounds', () => {
    expect(
      dayBetFromDevice(localBet({ betType: 'Each Way', stake: 5, status: 'Placed', actualReturn: 7.5 })),
    ).toEqual({
      placedAt: '2026-11-20T10:00:00.000Z',
      status: 'Placed',
      totalStakePence: 1_000,
      returnPence: 750,
    });
    expect(dayBetFromDevice(localBet({})).returnPence).toBeNull();
  });

  it('adds the device figures to the account figures', () => {
    const now = new Date('2026-11-20T21:00:00Z');
    const device = todaysStakesAndProfit(
      [
        localBet({ status: 'Won', actualReturn: 35 }),
        localBet({ id: 'b', createdAt: '2026-11-19T12:00:00Z' }),
      ].map(dayBetFromDevice),
      now,
    );
    expect(device).toEqual({ bets: 1, stakedPence: 1_000, profitPence: 2_500 });
    expect(addDayTotals(device, { bets: 2, stakedPence: 2_000, profitPence: -1_500 })).toEqual({
      bets: 3,
      stakedPence: 3_000,
      profitPence: 1_000,
    });
  });
});
