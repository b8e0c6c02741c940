/**
 * Every date and time the product shows, for the web app and the server's e-mails alike. An instant (an ISO string
 * or a Date) is shown on the Europe/London clock, BST or GMT as it was then; a calendar day (YYYY-MM-DD: a race
 * day, a tip's date) is shown as the day it names, with no time zone involved.
 *
 * NOTE: making an Intl formatter costs a phone milliseconds. Each one here is made on its first use and then kept;
 * marked pure, the ones a bundle never calls are left out of it. The live clock's two live in uk-clock-format.ts
 * (re-exported here): the shell imports that file alone, so every screen's first load carries only those.
 */
import { lazyFormatter, toInstant, ukInstantFormatter } from './uk-clock-format';

export { formatUkClockWithSeconds, formatUkNumericDate, toInstant } from './uk-clock-format';

// NOTE: some ICU versions write `Wed, 4 Nov 2026`; one style everywhere.
const dropComma = (text: string) => text.replace(',', '');

/** `09:05`: the 24-hour UK clock (a tip's publish time, a race's off). */
export const formatUkClock = /* @__PURE__ */ ukInstantFormatter({ hour: '2-digit', minute: '2-digit' });

/** `15/01/2026, 09:05:07`: an instant in figures to the second (the mail outbox). */
export const formatUkNumericDateTime = /* @__PURE__ */ ukInstantFormatter({
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** `15 Jan 2026, 09:05`: when something happened (a bet placed, an audit entry, a tip saved on the device). */
export const formatUkDateTime = /* @__PURE__ */ ukInstantFormatter({
  dateStyle: 'medium',
  timeStyle: 'short',
});

const ukWeekdayDate = /* @__PURE__ */ ukInstantFormatter(
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  dropComma,
);

/** `09:05 on Thu 15 Jan 2026`: when a limit or a break starts or ends. */
export const formatUkClockOnDay = (value: string | Date): string => {
  const instant = toInstant(value);
  return instant ? `${formatUkClock(instant)} on ${ukWeekdayDate(instant)}` : String(value);
};

/** `2 July 2026`: the UK day of an instant with its month in words (the e-mails). */
export const formatUkLongDate = /* @__PURE__ */ ukInstantFormatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `02 July 2026`: as formatUkLongDate with the day in two figures (spec 1 section 4, "Active until": dd MMMM yyyy). */
export const formatUkPaddedLongDate = /* @__PURE__ */ ukInstantFormatter({
  day: '2-digit',
  month: 'long',
  year: 'numeric',
});

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
