import { describe, expect, it } from 'vitest';
import { nextUkMidnight, shiftUkDate, startOfUkDay, ukDate, ukInstant } from './uk-time';

describe('UK time', () => {
  it('"today" is the UK day: 23:30 UTC in summer is already tomorrow in London', () => {
    expect(ukDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });

  it('turns UK wall-clock times into instants across BST', () => {
    expect(ukInstant('2026-07-01', '14:30').toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(ukInstant('2026-12-01', '14:30').toISOString()).toBe('2026-12-01T14:30:00.000Z');
  });

  it('finds the next UK midnight, including the clocks-change day', () => {
    expect(nextUkMidnight(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(nextUkMidnight(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('finds the start of the UK day, asked about in any order across the clocks changing', () => {
    const cases: Array<[string, string]> = [
      ['2026-10-25T12:00:00Z', '2026-10-24T23:00:00.000Z'],
      ['2026-10-24T22:59:59Z', '2026-10-23T23:00:00.000Z'],
      ['2026-10-24T23:00:00Z', '2026-10-24T23:00:00.000Z'],
      ['2026-10-26T09:00:00Z', '2026-10-26T00:00:00.000Z'],
      ['2026-03-29T00:30:00Z', '2026-03-29T00:00:00.000Z'],
      ['2026-03-29T23:30:00Z', '2026-03-29T23:00:00.000Z'],
    ];
    for (const [instant, start] of [...cases, ...cases.reverse()])
      expect(startOfUkDay(new Date(instant)).toISOString(), instant).toBe(start);
    expect(nextUkMidnight(new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('shifts calendar dates', () => {
    expect(shiftUkDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftUkDate('2026-12-31', 1)).toBe('2027-01-01');
  });
});
