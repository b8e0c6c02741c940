import { describe, expect, it } from 'vitest';
import { formatUkDateText } from './uk-date-format';
import {
  nextUkMidnight,
  nextUkMonthStart,
  nextUkWeekStart,
  parseUkDateText,
  shiftUkDate,
  shiftUkMonth,
  startOfUkDay,
  startOfUkMonth,
  startOfUkWeek,
  ukDate,
  ukInstant,
  ukMonth,
  ukMonthStart,
} from './uk-time';

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

// The clocks went back at 02:00 BST on Sunday 25 October 2026 and go forward at 01:00 GMT on Sunday 29 March 2026
// (the last Sundays of those months, https://www.gov.uk/when-do-the-clocks-change).
describe('UK weeks (Monday to Sunday) and calendar months', () => {
  const iso = (date: Date) => date.toISOString();

  it('starts the week at Monday 00:00 London time and the next one a week later, across the October change', () => {
    // Sunday 25 October (GMT again from 02:00): the week began Monday 19th at 00:00 BST.
    for (const instant of ['2026-10-19T00:00:00Z', '2026-10-25T12:00:00Z', '2026-10-25T23:59:59Z']) {
      expect(iso(startOfUkWeek(new Date(instant))), instant).toBe('2026-10-18T23:00:00.000Z');
      expect(iso(nextUkWeekStart(new Date(instant))), instant).toBe('2026-10-26T00:00:00.000Z');
    }
    // Sunday 23:59 -> Monday 00:00 (GMT): a new week.
    expect(iso(startOfUkWeek(new Date('2026-10-26T00:00:00Z')))).toBe('2026-10-26T00:00:00.000Z');
    expect(iso(nextUkWeekStart(new Date('2026-10-26T00:00:00Z')))).toBe('2026-11-02T00:00:00.000Z');
  });

  it('starts the week at Monday 00:00 London time across the March change', () => {
    // Monday 23 March is GMT; Monday 30 March is BST, so the week ends at 23:00 UTC on the Sunday.
    expect(iso(startOfUkWeek(new Date('2026-03-29T22:59:59Z')))).toBe('2026-03-23T00:00:00.000Z');
    expect(iso(nextUkWeekStart(new Date('2026-03-29T22:59:59Z')))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(startOfUkWeek(new Date('2026-03-29T23:00:00Z')))).toBe('2026-03-29T23:00:00.000Z');
  });

  it('goes by the UK day, not the UTC one: 23:30 UTC on a summer Sunday is already Monday in London', () => {
    expect(iso(startOfUkWeek(new Date('2026-07-05T23:30:00Z')))).toBe('2026-07-05T23:00:00.000Z');
    expect(iso(startOfUkWeek(new Date('2026-07-05T22:59:00Z')))).toBe('2026-06-28T23:00:00.000Z');
    expect(iso(startOfUkMonth(new Date('2026-06-30T23:30:00Z')))).toBe('2026-06-30T23:00:00.000Z');
  });

  it('starts the month on the 1st at 00:00 London time, across both changes and the turn of the year', () => {
    // October began in BST and November begins in GMT.
    expect(iso(startOfUkMonth(new Date('2026-10-31T23:59:59Z')))).toBe('2026-09-30T23:00:00.000Z');
    expect(iso(nextUkMonthStart(new Date('2026-10-31T23:59:59Z')))).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(startOfUkMonth(new Date('2026-11-01T00:00:00Z')))).toBe('2026-11-01T00:00:00.000Z');
    // March began in GMT and April begins in BST: the last minute of March is 22:59 UTC on the 31st.
    expect(iso(startOfUkMonth(new Date('2026-03-31T22:59:00Z')))).toBe('2026-03-01T00:00:00.000Z');
    expect(iso(nextUkMonthStart(new Date('2026-03-31T22:59:00Z')))).toBe('2026-03-31T23:00:00.000Z');
    expect(iso(startOfUkMonth(new Date('2026-03-31T23:00:00Z')))).toBe('2026-03-31T23:00:00.000Z');
    expect(iso(nextUkMonthStart(new Date('2026-12-31T23:59:59Z')))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(startOfUkMonth(new Date('2028-02-29T12:00:00Z')))).toBe('2028-02-01T00:00:00.000Z');
    expect(iso(nextUkMonthStart(new Date('2028-02-29T12:00:00Z')))).toBe('2028-03-01T00:00:00.000Z');
  });
});

describe('dates typed the UK way', () => {
  it('reads day first, with slashes, dashes or dots, and single-digit days and months', () => {
    expect(parseUkDateText('23/11/2026')).toBe('2026-11-23');
    expect(parseUkDateText(' 3/4/2027 ')).toBe('2027-04-03');
    expect(parseUkDateText('03-04-2027')).toBe('2027-04-03');
    expect(parseUkDateText('03.04.2027')).toBe('2027-04-03');
    expect(parseUkDateText('2027-04-03')).toBe('2027-04-03');
  });

  it('refuses days that do not exist and ambiguous or partial input', () => {
    expect(parseUkDateText('29/02/2027')).toBeNull();
    expect(parseUkDateText('29/02/2028')).toBe('2028-02-29');
    expect(parseUkDateText('31/04/2027')).toBeNull();
    expect(parseUkDateText('13/13/2026')).toBeNull();
    expect(parseUkDateText('00/11/2026')).toBeNull();
    expect(parseUkDateText('23/11/26')).toBeNull();
    expect(parseUkDateText('11/23/2026')).toBeNull();
    expect(parseUkDateText('')).toBeNull();
    expect(parseUkDateText('tomorrow')).toBeNull();
  });

  it('writes a calendar day back the UK way', () => {
    expect(formatUkDateText('2026-11-03')).toBe('03/11/2026');
    expect(parseUkDateText(formatUkDateText('2026-11-03'))).toBe('2026-11-03');
  });
});

describe('UK months', () => {
  it('names the UK month of an instant: the first minutes of a UK month belong to it, whatever UTC says', () => {
    // 23:30 UTC on 31 March 2026 is 00:30 BST on 1 April.
    expect(ukMonth(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(ukMonth(new Date('2026-03-31T22:59:59Z'))).toBe('2026-03');
    // In winter London is on UTC: 23:30 UTC on 30 November is still November.
    expect(ukMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
    expect(ukMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('starts a UK month at London midnight, in BST or GMT', () => {
    expect(ukMonthStart('2026-04').toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(ukMonthStart('2026-03').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(ukMonthStart('2026-11').toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(ukMonthStart('2026-10').toISOString()).toBe('2026-09-30T23:00:00.000Z');
  });

  it('shifts months across years', () => {
    expect(shiftUkMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftUkMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftUkMonth('2026-04', -12)).toBe('2025-04');
    expect(shiftUkMonth('2026-04', -15)).toBe('2025-01');
    expect(shiftUkMonth('2026-04', 0)).toBe('2026-04');
  });
});
