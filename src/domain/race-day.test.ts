import { describe, expect, it } from 'vitest';
import { isAskableRaceDay, latestRaceDay, raceDayPhrase, raceDayProblem } from './race-day';
import { ZRaceDay } from './race-day.contract';

describe('race days', () => {
  it('accepts a real day from 2020-01-01, written YYYY-MM-DD, and nothing else', () => {
    for (const day of ['2020-01-01', '2024-02-29', '2026-11-20'])
      expect(ZRaceDay.safeParse(day).success).toBe(true);
    for (const day of ['2019-12-31', '2026-02-29', '2026-13-01', '26-11-20', '2026-11-20 ', '', '2026-11-2'])
      expect(ZRaceDay.safeParse(day).success, day).toBe(false);
  });

  it('reaches a week ahead of the UK today, across a month and a year end', () => {
    expect(latestRaceDay('2026-11-20')).toBe('2026-11-27');
    expect(latestRaceDay('2026-12-28')).toBe('2027-01-04');
    expect(raceDayProblem('2026-11-27', '2026-11-20')).toBeNull();
    expect(raceDayProblem('2026-11-28', '2026-11-20')).toBe(
      'The date must be no more than 7 days ahead (2026-11-27 at the latest).',
    );
    expect(isAskableRaceDay('2026-11-27', '2026-11-20')).toBe(true);
    expect(isAskableRaceDay('2026-11-28', '2026-11-20')).toBe(false);
    expect(isAskableRaceDay('tomorrow', '2026-11-20')).toBe(false);
    expect(isAskableRaceDay(null, '2026-11-20')).toBe(false);
  });

  it('names a day beside today', () => {
    expect(raceDayPhrase('2026-11-20', '2026-11-20')).toBe('today');
    expect(raceDayPhrase('2026-11-21', '2026-11-20')).toBe('tomorrow');
    expect(raceDayPhrase('2026-11-19', '2026-11-20')).toBe('yesterday');
    expect(raceDayPhrase('2026-11-17', '2026-11-20')).toBe('on Tue 17 Nov 2026');
    expect(raceDayPhrase('2027-01-01', '2026-12-31')).toBe('tomorrow');
  });
});
