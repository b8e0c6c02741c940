import { beforeEach, describe, expect, it } from 'vitest';
import type { TLocalBet } from '~/domain/bets.contract';
import {
  addDeviceBets,
  DEVICE_BETS_STORAGE_KEY,
  getDeviceBets,
  resetDeviceBetsForTests,
  settleDeviceBets,
} from './device-bets';

const bet = (over: Partial<TLocalBet> = {}): TLocalBet => ({
  id: 'b1',
  raceEntryId: 7,
  horseName: 'Silver Arrow',
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-11-20',
  betType: 'Each Way',
  odds: '10/1',
  stake: 10,
  potentialReturn: 140,
  status: 'Open',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('device bets', () => {
  beforeEach(() => resetDeviceBetsForTests());

  it('keeps good entries when one stored entry is corrupt', () => {
    localStorage.setItem(DEVICE_BETS_STORAGE_KEY, JSON.stringify([bet(), { nonsense: true }]));
    expect(getDeviceBets().map((b) => b.id)).toEqual(['b1']);
  });

  it('settles open bets with the shared rules: an each way that places returns the place part', () => {
    addDeviceBets([bet(), bet({ id: 'b2', raceEntryId: 8 })]);
    const changed = settleDeviceBets([
      {
        id: 7,
        result: 'Placed',
        deadHeat: null,
        deadHeatPosition: null,
        rule4Pence: 0,
        terms: { places: 3, fractionNum: 1, fractionDen: 5 },
      },
    ]);
    expect(changed).toBe(1);
    const [settled, open] = getDeviceBets();
    expect(settled).toMatchObject({ status: 'Placed', actualReturn: 30 });
    expect(settled!.settlement).toMatchObject({
      returnPence: 3000,
      parts: [{ outcome: 'lost' }, { outcome: 'placed' }],
    });
    expect(open).toMatchObject({ status: 'Open' });
  });

  it('keeps a bet an older version settled in words, and shows those words', () => {
    localStorage.setItem(
      DEVICE_BETS_STORAGE_KEY,
      JSON.stringify([
        bet({ status: 'Won', actualReturn: 35, settlement: 'Win bet at 5/2; win part won: returns £35.00.' }),
      ]),
    );
    expect(getDeviceBets()).toHaveLength(1);
    expect(getDeviceBets()[0]!.settlement).toBe('Win bet at 5/2; win part won: returns £35.00.');
  });
});
