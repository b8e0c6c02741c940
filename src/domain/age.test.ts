import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateParts, isAdultOn } from './age';

describe('age on the UK calendar', () => {
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(isAdultOn('2008-11-20', '2026-11-19')).toBe(false);
    expect(isAdultOn('2008-11-20', '2026-11-20')).toBe(true);
    expect(ageOn('1970-01-01', '2026-11-20')).toBe(56);
  });

  it('counts a 29 February birthday from 1 March in a year without one', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('knows a real calendar date from a look-alike', () => {
    expect(calendarDateParts('2026-02-30')).toBeNull();
    expect(calendarDateParts('26-02-03')).toBeNull();
    expect(calendarDateParts('2024-02-29')).toEqual([2024, 2, 29]);
    expect(isAdultOn('not a date', '2026-11-20')).toBe(false);
  });
});
