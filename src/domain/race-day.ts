import { calendarDateParts } from './age';
import { formatCalendarDay } from './uk-date-format/calendar-day';
import { shiftUkDate } from './uk-time';

/**
 * The race days a caller may ask about (issue 35): a UK calendar day written YYYY-MM-DD, no earlier than the first
 * day the product keeps and no later than a week after the UK's today (tips are published ahead, never that far
 * ahead). Without zod, so the screens' pickers check days without loading it; race-day.contract.ts is the API's schema.
 */
export const EARLIEST_RACE_DAY = '2020-01-01';
export const RACE_DAYS_AHEAD = 7;

export const RACE_DAY_MESSAGE = 'must be a day written YYYY-MM-DD, such as 2026-11-20';

/** The last day a caller may ask about, given the UK's today (YYYY-MM-DD). */
export const latestRaceDay = (today: string): string => shiftUkDate(today, RACE_DAYS_AHEAD);

/** Why `day` (already a valid day from EARLIEST_RACE_DAY) cannot be asked about on `today`, or null when it can. */
export const raceDayProblem = (day: string, today: string): string | null => {
  const latest = latestRaceDay(today);
  return day > latest
    ? `The date must be no more than ${RACE_DAYS_AHEAD} days ahead (${latest} at the latest).`
    : null;
};

/** Is `text` (a URL's query value, say) a day a caller may ask about on `today`? */
export const isAskableRaceDay = (text: string | null, today: string): text is string =>
  text !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  calendarDateParts(text) !== null &&
  text >= EARLIEST_RACE_DAY &&
  raceDayProblem(text, today) === null;

/**
 * How a screen names a race day beside the UK's today: `today`, `tomorrow`, `yesterday`, else `on Thu 19 Nov 2026`
 * ("3 tips tomorrow", "No tips on Thu 19 Nov 2026").
 */
export const raceDayPhrase = (day: string, today: string): string => {
  if (day === today) return 'today';
  if (day === shiftUkDate(today, 1)) return 'tomorrow';
  if (day === shiftUkDate(today, -1)) return 'yesterday';
  return `on ${formatCalendarDay(day)}`;
};
