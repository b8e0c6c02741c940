import { raceDayProblem } from '~/domain/race-day';
import { ukDate } from '~/domain/uk-time';
import { AppError } from '../../errors';

/**
 * The bound of a dated read the schema cannot know (it needs the clock): no more than a week after the UK's today.
 * The schema (ZRaceDay) has already checked the day is real and not before the earliest one.
 */
export const checkRaceDay = (date: string, now: Date): void => {
  const problem = raceDayProblem(date, ukDate(now));
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'date' });
};
