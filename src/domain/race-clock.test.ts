import { describe, expect, it } from 'vitest';
import { actionableFirst, isRaceOff, offCountdown, orderByNextRace } from './race-clock';
import type { TLockedTip, TTip, TTipOrLocked } from './tip.contract';

const OFF = '2026-11-22T14:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('offCountdown', () => {
  it.each([
    ['2026-11-22T14:13:00.000Z', 'Off in 17 min'],
    ['2026-11-22T14:13:30.000Z', 'Off in 17 min'],
    ['2026-11-22T14:29:00.000Z', 'Off in 1 min'],
    ['2026-11-22T14:29:01.000Z', 'Off in under 1 min'],
    ['2026-11-22T13:31:00.000Z', 'Off in 59 min'],
    ['2026-11-22T13:30:00.000Z', 'Off in 1 h'],
    ['2026-11-22T12:25:00.000Z', 'Off in 2 h 5 min'],
    ['2026-11-22T14:30:00.000Z', 'Race off, result to follow'],
    ['2026-11-22T15:10:00.000Z', 'Race off, result to follow'],
  ])('at %s reads "%s"', (now, text) => {
    expect(offCountdown(OFF, at(now))).toBe(text);
  });

  it('treats an unreadable off time as off rather than counting to NaN', () => {
    expect(offCountdown('not a date', at(OFF))).toBe('Race off, result to follow');
  });

  it('isRaceOff is true from the off itself', () => {
    expect(isRaceOff(OFF, at(OFF) - 1)).toBe(false);
    expect(isRaceOff(OFF, at(OFF))).toBe(true);
  });
});

const tip = (id: number, time: string, result: TTip['result'] = null): TTip =>
  ({ id, locked: false, startsAt: `2026-11-22T${time}:00.000Z`, result }) as TTip;
const locked = (id: number, time: string): TLockedTip =>
  ({ id, locked: true, startsAt: `2026-11-22T${time}:00.000Z` }) as TLockedTip;
const ids = (tips: TTipOrLocked[]) => tips.map((t) => t.id);

describe('orderByNextRace', () => {
  it('puts races without a result first, soonest off first, and results latest first', () => {
    const tips = [
      tip(1, '13:00', 'Won'),
      tip(2, '16:00'),
      locked(3, '14:00'),
      tip(4, '15:00', 'Lost'),
      tip(5, '12:00'),
    ];
    const { upcoming, results } = orderByNextRace(tips);
    expect(ids(upcoming)).toEqual([5, 3, 2]);
    expect(ids(results)).toEqual([4, 1]);
  });

  it('breaks a tie on the same race by id so the order is stable', () => {
    expect(ids(orderByNextRace([tip(9, '14:00'), tip(7, '14:00')]).upcoming)).toEqual([7, 9]);
  });
});

describe('actionableFirst', () => {
  it('ranks readable races still to run, then locked ones, then races off, then results', () => {
    const now = at('2026-11-22T14:00:00.000Z');
    const tips = [
      tip(1, '13:00', 'Won'),
      tip(2, '13:30'),
      locked(3, '14:10'),
      tip(4, '15:00'),
      tip(5, '14:20'),
    ];
    expect(ids(actionableFirst(tips, now))).toEqual([5, 4, 3, 2, 1]);
  });
});
