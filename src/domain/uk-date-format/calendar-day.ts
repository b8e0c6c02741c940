import { dropComma, lazyFormatter } from './clock';

// Calendar days (YYYY-MM-DD: a race day, a tip's date) are shown as the day they name, with no time zone involved.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD as the UK writes it, `23/11/2026`; anything else unchanged. */
export const formatUkDateText = (isoDate: string): string => {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
};

/** A calendar day (YYYY-MM-DD, or an ISO instant's day as UTC writes it) at noon UTC; null for anything else. */
const calendarNoon = (value: string): Date | null => {
  const date = ISO_DATE.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const calendarFormatter = (options: Intl.DateTimeFormatOptions, shape: (text: string) => string = String) => {
  const format = lazyFormatter({ ...options, timeZone: 'UTC' });
  return (day: Date): string => shape(format(day));
};

const weekdayDay = /* @__PURE__ */ calendarFormatter(
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  dropComma,
);
const shortDay = /* @__PURE__ */ calendarFormatter({ day: 'numeric', month: 'short' });
const longDay = /* @__PURE__ */ calendarFormatter(
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dropComma,
);
const monthOfYear = /* @__PURE__ */ calendarFormatter({ month: 'long', year: 'numeric' });

/** `Wed 23 Sept 2026` (CLDR's en-GB short months write `Sept`): a race day on a bet; anything else as given. */
export const formatCalendarDay = (value: string): string => {
  const day = calendarNoon(value);
  return day ? weekdayDay(day) : value;
};

/** `3 Nov`, `23 Sept`: a day on a chart's axis (an ISO instant counts by its date part); anything else as given. */
export const formatShortCalendarDay = (value: string): string => {
  const day = /^\d{4}-\d{2}-\d{2}/.test(value) ? calendarNoon(value.slice(0, 10)) : null;
  return day ? shortDay(day) : value;
};

/** `Monday 23 November 2026` for `2026-11-23`: the day a typed date means, in words; anything else as given. */
export const formatLongCalendarDay = (isoDate: string): string => {
  const day = ISO_DATE.test(isoDate) ? calendarNoon(isoDate) : null;
  return day ? longDay(day) : isoDate;
};

/** `June 2025` for `2025-06`; anything else as given. */
export const formatCalendarMonth = (month: string): string => {
  const day = /^\d{4}-\d{2}$/.test(month) ? calendarNoon(`${month}-01`) : null;
  return day ? monthOfYear(day) : month;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * `Sat 14 Jun 2025`, with three-letter months whatever the browser's ICU (`Sep`, never `Sept`): a tip's date in the
 * admin panel. A day that does not exist (2026-02-31) is shown as given.
 */
export const formatTipDay = (isoDate: string): string => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
};
