/**
 * Age on the UK calendar. NOTE: the Gambling Act 2005 (ss. 46-47) makes inviting anyone under 18 to gamble an
 * offence, and the UKGC's Licence Conditions and Codes of Practice (social responsibility code 3.2) require
 * operators to refuse under-18s; a tips and bet-tracking site exists to help people bet, so it holds itself to the
 * same line: nobody under 18 may open an account.
 */
export const MINIMUM_AGE = 18;

export const UNDER_AGE_MESSAGE = 'Sorry, you must be 18 or over to use RacePro.';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date written YYYY-MM-DD, or null ("2026-02-30" is not one). */
export const calendarDateParts = (text: string): [number, number, number] | null => {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? [year, month, day]
    : null;
};

/**
 * Whole years between a date of birth and a day (both YYYY-MM-DD). Someone born on 29 February turns a year older
 * on 1 March in a year without one (the UK reading of the Family Law Reform Act 1969 s. 9: the birthday anniversary
 * is the day after 28 February).
 */
export const ageOn = (dateOfBirth: string, day: string): number => {
  const born = calendarDateParts(dateOfBirth);
  const on = calendarDateParts(day);
  if (!born || !on) return Number.NaN;
  const [by, bm, bd] = born;
  const [y, m, d] = on;
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
};

/** True when someone born on `dateOfBirth` is 18 or over on the UK day `today` (YYYY-MM-DD). */
export const isAdultOn = (dateOfBirth: string, today: string): boolean =>
  ageOn(dateOfBirth, today) >= MINIMUM_AGE;
