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
        sp: '9/2',
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

  it('settles best odds guaranteed and SP bets at the price the server would (the same figures as its tests)', () => {
    const TERMS = { places: 3, fractionNum: 1, fractionDen: 5 };
    const win = { betType: 'Win' as const, stake: 10, potentialReturn: 0 };
    addDeviceBets([
      bet({ ...win, id: 'bog-sp', raceEntryId: 1, odds: '4/1', priceType: 'bog' }),
      bet({ ...win, id: 'bog-taken', raceEntryId: 1, odds: '6/1', priceType: 'bog' }),
      bet({ ...win, id: 'sp', raceEntryId: 1, odds: 'SP', priceType: 'sp' }),
      bet({ id: 'sp-ew', raceEntryId: 3, stake: 5, odds: 'SP', priceType: 'sp' }),
      bet({ ...win, id: 'sp-lost', raceEntryId: 8, odds: 'SP', priceType: 'sp' }),
      bet({ ...win, id: 'sp-waits', raceEntryId: 9, odds: 'SP', priceType: 'sp' }),
      bet({ ...win, id: 'bog-no-sp', raceEntryId: 9, odds: '9/2', priceType: 'bog' }),
    ]);
    const outcome = (id: number, result: 'Won' | 'Placed' | 'Lost', sp: string | null) => ({
      id,
      result,
      deadHeat: null,
      deadHeatPosition: null,
      rule4Pence: 0,
      terms: TERMS,
      sp,
    });
    expect(
      settleDeviceBets([
        outcome(1, 'Won', '11/2'),
        outcome(3, 'Placed', '9/1'),
        outcome(8, 'Lost', null),
        outcome(9, 'Won', null),
      ]),
    ).toBe(6);
    const byId = new Map(getDeviceBets().map((b) => [b.id, b]));
    // £10 win at 4/1 BOG, SP 11/2: paid at 11/2, 10 x 6.5 = £65.00.
    expect(byId.get('bog-sp')).toMatchObject({ status: 'Won', actualReturn: 65 });
    expect(byId.get('bog-sp')!.settlement).toMatchObject({
      odds: [11, 2],
      price: { type: 'bog', taken: [4, 1], sp: [11, 2] },
    });
    // £10 win at 6/1 BOG, SP 11/2: the 6/1 stands, £70.00.
    expect(byId.get('bog-taken')).toMatchObject({ status: 'Won', actualReturn: 70 });
    // £10 win at SP 11/2: £65.00.
    expect(byId.get('sp')).toMatchObject({ status: 'Won', actualReturn: 65 });
    // £5 each way at SP 9/1, placed (3 places at 1/5): win part lost, place 5 x (1 + 9/5) = £14.00.
    expect(byId.get('sp-ew')).toMatchObject({ status: 'Placed', actualReturn: 14 });
    expect(byId.get('sp-lost')).toMatchObject({ status: 'Lost', actualReturn: 0 });
    // A winning SP bet waits for its SP; BOG with no SP settles at the price taken, 10 x 5.5 = £55.00.
    expect(byId.get('sp-waits')).toMatchObject({ status: 'Open' });
    expect(byId.get('bog-no-sp')).toMatchObject({ status: 'Won', actualReturn: 55 });

    expect(settleDeviceBets([outcome(9, 'Won', '6/1')])).toBe(1);
    expect(getDeviceBets().find((b) => b.id === 'sp-waits')).toMatchObject({
      status: 'Won',
      actualReturn: 70,
    });
  });
});
