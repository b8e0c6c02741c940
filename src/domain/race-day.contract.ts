import { z } from 'zod';
import { calendarDateParts } from './age';
import { shiftUkDate } from './uk-time';

/**
 * The race day a caller asks about (issue 35): `GET /api/tips?date=` and `GET /api/results?date=`, and the pickers
 * that send it. A UK calendar day written YYYY-MM-DD, no earlier than the first day the product keeps and no later
 * than a week after the UK's today (tips are published ahead, never that far ahead).
 */
export const EARLIEST_RACE_DAY = '2020-01-01';
export const RACE_DAYS_AHEAD = 7;

export const RACE_DAY_MESSAGE = 'must be a day written YYYY-MM-DD, such as 2026-11-20';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day from EARLIEST_RACE_DAY, written YYYY-MM-DD (the upper bound needs the clock: `raceDayProblem`). */
export const ZRaceDay = z
  .string({ error: RACE_DAY_MESSAGE })
  .max(10, { message: RACE_DAY_MESSAGE, abort: true })
  .regex(ISO_DAY, { message: RACE_DAY_MESSAGE, abort: true })
  .refine((day) => calendarDateParts(day) !== null, { message: 'must be a real calendar day', abort: true })
  .refine((day) => day >= EARLIEST_RACE_DAY, `must be on or after ${EARLIEST_RACE_DAY}`);

/** The query of both dated reads: `date` is required (today's lists keep their own routes). */
export const ZRaceDayQuery = z.object({ date: ZRaceDay });
export type TRaceDayQuery = z.infer<typeof ZRaceDayQuery>;

/** The last day a caller may ask about, given the UK's today (YYYY-MM-DD). */
export const latestRaceDay = (today: string): string => shiftUkDate(today, RACE_DAYS_AHEAD);

/** Why `day` (already a valid ZRaceDay) cannot be asked about on `today`, or null when it can. */
export const raceDayProblem = (day: string, today: string): string | null => {
  const latest = latestRaceDay(today);
  return day > latest
    ? `The date must be no more than ${RACE_DAYS_AHEAD} days ahead (${latest} at the latest).`
    : null;
};

/** Is `text` (a URL's query value, say) a day a caller may ask about on `today`? */
export const isAskableRaceDay = (text: string | null, today: string): text is string =>
  text !== null && ZRaceDay.safeParse(text).success && raceDayProblem(text, today) === null;
