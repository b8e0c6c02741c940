import { formatPounds } from '~/domain/money';
import { UK_TIME_ZONE } from '~/domain/time-zone';

export { formatPounds };

/** A limit in pounds, or "No limit". */
export const formatLimit = (amount: number | null): string =>
  amount === null ? 'No limit' : formatPounds(amount);

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});

/** An instant as UK time, `14:05 on Wed 4 Nov 2026`. */
export const formatUkDateTime = (value: string | Date): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  // NOTE: some ICU versions write `Wed, 4 Nov 2026`; one style everywhere.
  return `${clock.format(date)} on ${day.format(date).replace(',', '')}`;
};

/** True while an ISO instant is still in the future. */
export const isFuture = (value: string | null, now: Date = new Date()): value is string =>
  value !== null && new Date(value).getTime() > now.getTime();

/** Pounds as the text a money input starts with: `500` or `250.50`; empty for none. */
export const toMoneyInput = (amount: number | null): string =>
  amount === null ? '' : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
