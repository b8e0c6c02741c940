import { describe, expect, it } from 'vitest';
import { fromDeviceBet, mergeBets, statusBadge } from './bet-view';
import { accountBet, deviceBet } from './test/fixtures';

describe('mergeBets', () => {
  it('shows a device bet the account already holds once, newest first, filtered by status', () => {
    const synced = deviceBet({
      id: '11111111-1111-4111-8111-111111111111',
      createdAt: '2026-11-03T09:00:00.000Z',
    });
    const merged = mergeBets(
      [accountBet({ clientRef: synced.id, createdAt: '2026-11-03T09:00:00.000Z' })],
      [synced, deviceBet({ createdAt: '2026-11-03T12:00:00.000Z' }), deviceBet({ id: 'x', status: 'Lost' })],
      ['Open'],
    );
    expect(merged.map((bet) => [bet.source, bet.horse])).toEqual([
      ['device', 'Constitution Hill'],
      ['account', 'Galopin Des Champs'],
    ]);
  });
});

describe('statusBadge', () => {
  it('shows the status the server settled (Placed for an each-way bet that only placed), never parsing text', () => {
    expect(statusBadge(fromDeviceBet(deviceBet({ status: 'Placed' })))).toEqual({
      label: 'Placed',
      variant: 'placed',
    });
    // The words of an explanation play no part: a Won bet is Won.
    expect(
      statusBadge(fromDeviceBet(deviceBet({ status: 'Won', settlement: 'win part lost: returns £0.00' }))),
    ).toEqual({ label: 'Won', variant: 'won' });
    expect(statusBadge(fromDeviceBet(deviceBet({ status: 'Void' }))).variant).toBe('void');
    expect(statusBadge(fromDeviceBet(deviceBet({ status: 'Lost' }))).variant).toBe('lost');
    expect(statusBadge(fromDeviceBet(deviceBet())).label).toBe('Open');
  });

  it('doubles an each-way stake for the total', () => {
    expect(fromDeviceBet(deviceBet({ stake: 2.5 })).totalStake).toBe(5);
    expect(fromDeviceBet(deviceBet({ betType: 'Win', stake: 2.5 })).totalStake).toBe(2.5);
  });
});
