import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

import { UK_TIME_ZONE } from './time-zone';

const formatUkDate = (instant: Date): string => format(new TZDate(instant, UK_TIME_ZONE), 'yyyy-MM-dd');

// NOTE: time-zone formatting costs ~17 µs and the hot tips read asks for "today" on every request. A UK day always
// changes on a minute boundary, so the answer is reused within the same minute.
let memoMinute = Number.NaN;
let memoDate = '';

/** The Europe/London calendar day of an instant, as YYYY-MM-DD. "Today" is always the UK's today. */
export const ukDate = (instant: Date = new Date()): string => {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== memoMinute) {
    memoDate = formatUkDate(instant);
    memoMinute = minute;
  }
  return memoDate;
};

/** The instant a UK wall-clock date and time (HH:MM) happen, whatever the server's time zone (BST-aware). */
export const ukInstant = (date: string, time: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, UK_TIME_ZONE).getTime());
};

// The bounds of the UK day last asked about (placements ask for today's on every bet): time-zone maths once a day.
let bounds = { date: '', start: 0, next: 0 };
const ukDayBounds = (instant: Date) => {
  const date = ukDate(instant);
  if (date !== bounds.date) {
    bounds = {
      date,
      start: ukInstant(date, '00:00').getTime(),
      next: ukInstant(shiftUkDate(date, 1), '00:00').getTime(),
    };
  }
  return bounds;
};

/** The instant the UK day of `instant` started (midnight in London). */
export const startOfUkDay = (instant: Date = new Date()): Date => new Date(ukDayBounds(instant).start);

/** The instant the next UK day starts after `instant`. */
export const nextUkMidnight = (instant: Date = new Date()): Date => new Date(ukDayBounds(instant).next);

/** The UK calendar day `date` (YYYY-MM-DD) falls on: 0 Sunday ... 6 Saturday. */
const ukWeekday = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12)).getUTCDay();
};

/** The Monday of the UK week `date` (YYYY-MM-DD) is in: UK weeks run Monday to Sunday. */
const ukMonday = (date: string): string => shiftUkDate(date, -((ukWeekday(date) + 6) % 7));

/** The 1st of the month after the one `date` (YYYY-MM-DD) is in. */
const firstOfNextMonth = (date: string): string => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The bounds of a period around the UK day of an instant, worked out once per UK day asked about (placements ask on
 * every bet, and the time-zone maths costs more than the rest of the check).
 */
const periodOfUkDay = (bounds: (date: string) => { start: string; next: string }) => {
  let memo = { date: '', start: 0, next: 0 };
  return (instant: Date) => {
    const date = ukDate(instant);
    if (date !== memo.date) {
      const { start, next } = bounds(date);
      memo = { date, start: ukInstant(start, '00:00').getTime(), next: ukInstant(next, '00:00').getTime() };
    }
    return memo;
  };
};

const ukWeekBounds = /* @__PURE__ */ periodOfUkDay((date) => {
  const monday = ukMonday(date);
  return { start: monday, next: shiftUkDate(monday, 7) };
});
const ukMonthBounds = /* @__PURE__ */ periodOfUkDay((date) => ({
  start: `${date.slice(0, 7)}-01`,
  next: firstOfNextMonth(date),
}));

/** The instant the UK week of `instant` started: Monday 00:00 in London (the weekly limit's window). */
export const startOfUkWeek = (instant: Date = new Date()): Date => new Date(ukWeekBounds(instant).start);

/** The instant the next UK week starts after `instant`: the coming Monday 00:00 in London. */
export const nextUkWeekStart = (instant: Date = new Date()): Date => new Date(ukWeekBounds(instant).next);

/** The instant the UK calendar month of `instant` started: the 1st at 00:00 in London (the monthly limit's window). */
export const startOfUkMonth = (instant: Date = new Date()): Date => new Date(ukMonthBounds(instant).start);

/** The instant the next UK calendar month starts after `instant`: the next 1st at 00:00 in London. */
export const nextUkMonthStart = (instant: Date = new Date()): Date => new Date(ukMonthBounds(instant).next);

/** UK date `days` before/after `date` (YYYY-MM-DD). */
export const shiftUkDate = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(Date.UTC(y, m - 1, d, 12)), days), 'yyyy-MM-dd');
};

const UK_DATE_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date typed the UK way, day first ("23/11/2026", also with - or . between), or already as YYYY-MM-DD, as
 * YYYY-MM-DD; null for anything that is not a real calendar day (31/02/2026, 13/13/2026, two-digit years).
 */
export const parseUkDateText = (text: string): string | null => {
  const trimmed = text.trim();
  const uk = UK_DATE_TEXT.exec(trimmed);
  const iso = uk ? null : ISO_DATE.exec(trimmed);
  const parts = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return format(date, 'yyyy-MM-dd');
};

/** The Europe/London calendar month of an instant, as YYYY-MM (23:30 UTC on 31 March in BST is already April). */
export const ukMonth = (instant: Date = new Date()): string => ukDate(instant).slice(0, 7);

/** The month (YYYY-MM) `months` before/after `month`. */
export const shiftUkMonth = (month: string, months: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** The instant a UK month (YYYY-MM) starts: midnight in London on its 1st, BST or GMT as it is then. */
export const ukMonthStart = (month: string): Date => ukInstant(`${month}-01`, '00:00');
