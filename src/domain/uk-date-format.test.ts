import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatLongCalendarDay,
  formatShortCalendarDay,
  formatTipDay,
  formatUkClock,
  formatUkClockOnDay,
  formatUkClockWithSeconds,
  formatUkDateText,
  formatUkDateTime,
  formatUkLongDate,
  formatUkNumericDate,
  formatUkNumericDateTime,
  formatUkPaddedLongDate,
  toInstant,
} from './uk-date-format';

/**
 * The strings each screen showed before these formatters were gathered here (the live clock, limits, admin, bets,
 * tips, the pending tip, the mail outbox, "Active until"), pinned across the clock changes: BST starts at 01:00 UTC on
 * 29 March 2026 (the clock jumps from 00:59 to 02:00) and ends at 01:00 UTC on 25 October 2026 (01:59 BST, then
 * 01:00 GMT).
 */
const WINTER = '2026-01-15T09:05:07Z';
const SUMMER_NIGHT = '2026-07-01T23:30:00Z'; // 00:30 BST on 2 July
const BEFORE_BST = '2026-03-29T00:59:59Z';
const BST_STARTS = '2026-03-29T01:00:00Z';
const LAST_BST_MINUTE = '2026-10-25T00:59:00Z';
const GMT_AGAIN = '2026-10-25T01:00:00Z';
const NEW_YEARS_EVE = '2026-12-31T23:59:59Z';
const NOON = '2026-11-03T12:00:00Z';

describe('instants on the UK clock', () => {
  it.each([
    [WINTER, '09:05', '9:05:07 am', '15/01/2026'],
    [SUMMER_NIGHT, '00:30', '0:30:00 am', '02/07/2026'],
    [BEFORE_BST, '00:59', '0:59:59 am', '29/03/2026'],
    [BST_STARTS, '02:00', '2:00:00 am', '29/03/2026'],
    [LAST_BST_MINUTE, '01:59', '1:59:00 am', '25/10/2026'],
    [GMT_AGAIN, '01:00', '1:00:00 am', '25/10/2026'],
    [NEW_YEARS_EVE, '23:59', '11:59:59 pm', '31/12/2026'],
    [NOON, '12:00', '0:00:00 pm', '03/11/2026'],
  ])('%s: clock %s, live clock %s %s', (iso, clock, withSeconds, numericDate) => {
    expect(formatUkClock(iso)).toBe(clock);
    expect(formatUkClock(new Date(iso))).toBe(clock);
    expect(formatUkClockWithSeconds(new Date(iso))).toBe(withSeconds);
    expect(formatUkNumericDate(new Date(iso))).toBe(numericDate);
  });

  it.each([
    [WINTER, '15 Jan 2026, 09:05', '09:05 on Thu 15 Jan 2026', '15/01/2026, 09:05:07'],
    [SUMMER_NIGHT, '2 Jul 2026, 00:30', '00:30 on Thu 2 Jul 2026', '02/07/2026, 00:30:00'],
    [BEFORE_BST, '29 Mar 2026, 00:59', '00:59 on Sun 29 Mar 2026', '29/03/2026, 00:59:59'],
    [BST_STARTS, '29 Mar 2026, 02:00', '02:00 on Sun 29 Mar 2026', '29/03/2026, 02:00:00'],
    [LAST_BST_MINUTE, '25 Oct 2026, 01:59', '01:59 on Sun 25 Oct 2026', '25/10/2026, 01:59:00'],
    [GMT_AGAIN, '25 Oct 2026, 01:00', '01:00 on Sun 25 Oct 2026', '25/10/2026, 01:00:00'],
    [NEW_YEARS_EVE, '31 Dec 2026, 23:59', '23:59 on Thu 31 Dec 2026', '31/12/2026, 23:59:59'],
    [NOON, '3 Nov 2026, 12:00', '12:00 on Tue 3 Nov 2026', '03/11/2026, 12:00:00'],
  ])('%s: %s / %s / %s', (iso, dateTime, clockOnDay, numericDateTime) => {
    expect(formatUkDateTime(iso)).toBe(dateTime);
    expect(formatUkClockOnDay(iso)).toBe(clockOnDay);
    expect(formatUkClockOnDay(new Date(iso))).toBe(clockOnDay);
    expect(formatUkNumericDateTime(iso)).toBe(numericDateTime);
  });

  it.each([
    [WINTER, '15 January 2026', '15 January 2026'],
    [SUMMER_NIGHT, '2 July 2026', '02 July 2026'],
    [NOON, '3 November 2026', '03 November 2026'],
    [NEW_YEARS_EVE, '31 December 2026', '31 December 2026'],
  ])('%s in words: %s, padded %s', (iso, long, padded) => {
    expect(formatUkLongDate(iso)).toBe(long);
    expect(formatUkPaddedLongDate(iso)).toBe(padded);
  });

  it('shows what is not an instant as given, or as the fallback asked for', () => {
    expect(toInstant('garbage')).toBeNull();
    expect(toInstant(WINTER)?.toISOString()).toBe('2026-01-15T09:05:07.000Z');
    expect(formatUkClock('garbage')).toBe('garbage');
    expect(formatUkClock('garbage', '')).toBe('');
    expect(formatUkDateTime('garbage')).toBe('garbage');
    expect(formatUkClockOnDay('garbage')).toBe('garbage');
  });
});

describe('calendar days, with no time zone', () => {
  it.each([
    ['2025-06-14', '14/06/2025', 'Sat 14 Jun 2025', 'Sat 14 Jun 2025', '14 Jun'],
    ['2026-09-23', '23/09/2026', 'Wed 23 Sept 2026', 'Wed 23 Sep 2026', '23 Sept'],
    ['2026-03-29', '29/03/2026', 'Sun 29 Mar 2026', 'Sun 29 Mar 2026', '29 Mar'],
    ['2026-10-25', '25/10/2026', 'Sun 25 Oct 2026', 'Sun 25 Oct 2026', '25 Oct'],
  ])('%s: %s, %s, admin %s, chart %s', (day, text, calendarDay, tipDay, shortDay) => {
    expect(formatUkDateText(day)).toBe(text);
    expect(formatCalendarDay(day)).toBe(calendarDay);
    expect(formatTipDay(day)).toBe(tipDay);
    expect(formatShortCalendarDay(day)).toBe(shortDay);
  });

  it('reads an instant by its UTC date, and leaves what is not a day as it is', () => {
    expect(formatCalendarDay('2026-11-03T23:30:00Z')).toBe('Tue 3 Nov 2026');
    expect(formatShortCalendarDay('2026-11-02T23:30:00Z')).toBe('2 Nov');
    expect(formatTipDay('2026-11-03T23:30:00Z')).toBe('2026-11-03T23:30:00Z');
    expect(formatUkDateText('2026-11-03T23:30:00Z')).toBe('2026-11-03T23:30:00Z');
    for (const format of [formatCalendarDay, formatTipDay, formatShortCalendarDay, formatUkDateText])
      expect(format('soon')).toBe('soon');
    // The admin panel shows a day that does not exist as typed; a bet's race day rolls over as Date does.
    expect(formatTipDay('2026-02-31')).toBe('2026-02-31');
    expect(formatCalendarDay('2026-02-31')).toBe('Tue 3 Mar 2026');
  });

  it('spells out a day and a month in words', () => {
    expect(formatLongCalendarDay('2026-11-23')).toBe('Monday 23 November 2026');
    expect(formatLongCalendarDay('2026-03-29')).toBe('Sunday 29 March 2026');
    expect(formatLongCalendarDay('23/11/2026')).toBe('23/11/2026');
    expect(formatCalendarMonth('2025-06')).toBe('June 2025');
    expect(formatCalendarMonth('2026-09')).toBe('September 2026');
    expect(formatCalendarMonth('June')).toBe('June');
  });
});
