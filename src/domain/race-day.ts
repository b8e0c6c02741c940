import { formatCalendarDay } from './uk-date-format/calendar-day';
import { shiftUkDate } from './uk-time';

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
