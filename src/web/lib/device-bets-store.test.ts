import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TLocalBet } from '~/domain/bets.contract';
import { addDeviceBets, removeDeviceBets, resetDeviceBetsForTests } from './device-bets';
import { DEVICE_BETS_STORAGE_KEY, useDeviceBetEntryIds } from './device-bets-store';

const bet = (id: string, raceEntryId: number): TLocalBet => ({
  id,
  raceEntryId,
  horseName: 'Silver Arrow',
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-11-20',
  betType: 'Win',
  odds: '10/1',
  stake: 10,
  potentialReturn: 110,
  status: 'Open',
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the race entries this device keeps a bet on', () => {
  beforeEach(() => resetDeviceBetsForTests());

  it('is empty on a device without bets, and follows the betslip writing and removing bets', () => {
    const { result } = renderHook(() => useDeviceBetEntryIds());
    expect([...result.current]).toEqual([]);
    act(() => addDeviceBets([bet('a', 7), bet('b', 9)]));
    expect([...result.current].sort()).toEqual([7, 9]);
    act(() => removeDeviceBets(['a']));
    expect([...result.current]).toEqual([9]);
  });

  it('gives the same set while the stored bets are unchanged, so a render does not see a new one', () => {
    addDeviceBets([bet('a', 7)]);
    const { result, rerender } = renderHook(() => useDeviceBetEntryIds());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('counts every leg of a multiple kept on the device', () => {
    const legs = [7, 8, 9].map((raceEntryId) => ({
      raceEntryId,
      horse: `Leg ${raceEntryId}`,
      racecourse: 'Ascot',
      raceTime: '14:30',
      raceDate: '2026-11-20',
      odds: '2/1',
    }));
    addDeviceBets([{ ...bet('m', 7), multiple: { type: 'trixie', eachWay: false, legs } }]);
    const { result } = renderHook(() => useDeviceBetEntryIds());
    expect([...result.current].sort()).toEqual([7, 8, 9]);
  });

  it('skips items without a whole positive entry id and survives text that is not a list', () => {
    localStorage.setItem(
      DEVICE_BETS_STORAGE_KEY,
      JSON.stringify([
        { raceEntryId: 4 },
        { raceEntryId: '5' },
        { raceEntryId: 1.5 },
        { raceEntryId: -2 },
        null,
        3,
      ]),
    );
    const { result } = renderHook(() => useDeviceBetEntryIds());
    expect([...result.current]).toEqual([4]);
    act(() => {
      localStorage.setItem(DEVICE_BETS_STORAGE_KEY, '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_BETS_STORAGE_KEY }));
    });
    expect([...result.current]).toEqual([]);
  });
});
