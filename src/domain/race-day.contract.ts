import { z } from 'zod';
import { calendarDateParts } from './age';
import { EARLIEST_RACE_DAY, RACE_DAY_MESSAGE } from './race-day';

/**
 * The `date` of `GET /api/tips?date=` and `GET /api/results?date=` (issue 35): a real calendar day from
 * EARLIEST_RACE_DAY, written YYYY-MM-DD (the upper bound needs the clock: `raceDayProblem` in race-day.ts, which the
 * web's pickers use without zod).
 */
export const ZRaceDay = z
  .string({ error: RACE_DAY_MESSAGE })
  .max(10, { message: RACE_DAY_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: RACE_DAY_MESSAGE, abort: true })
  .refine((day) => calendarDateParts(day) !== null, { message: 'must be a real calendar day', abort: true })
  .refine((day) => day >= EARLIEST_RACE_DAY, `must be on or after ${EARLIEST_RACE_DAY}`);

/** The query of both dated reads: `date` is required (today's lists keep their own routes). */
export const ZRaceDayQuery = z.object({ date: ZRaceDay });
export type TRaceDayQuery = z.infer<typeof ZRaceDayQuery>;
