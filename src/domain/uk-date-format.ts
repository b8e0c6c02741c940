/**
 * Every date and time the product shows, for the web app and the server's e-mails alike: import them from here. An
 * instant (an ISO string or a Date) is shown on the Europe/London clock, BST or GMT as it was then; a calendar day
 * (YYYY-MM-DD) is shown as the day it names, with no time zone involved. Each Intl formatter is made on its first use
 * and then kept (making one costs a phone milliseconds).
 *
 * NOTE: the formatters live in small files under uk-date-format/, grouped by who uses them, because a module goes
 * into a bundle whole: the app shell loads only clock.ts (the live clock), the safer-gambling screen only
 * clock-on-day.ts, the account only active-until.ts. Re-exported here, they are still one vocabulary.
 */
export { formatUkPaddedLongDate } from './uk-date-format/active-until';
export {
  formatCalendarDay,
  formatCalendarMonth,
  formatLongCalendarDay,
  formatShortCalendarDay,
  formatTipDay,
  formatUkDateText,
} from './uk-date-format/calendar-day';
export { formatUkClockWithSeconds, formatUkNumericDate, toInstant } from './uk-date-format/clock';
export { formatUkClockOnDay } from './uk-date-format/clock-on-day';
export { formatUkClock } from './uk-date-format/clock-time';
export { formatUkDateTime, formatUkLongDate, formatUkNumericDateTime } from './uk-date-format/date-time';
