import { formatSignedPence, poundsToPence } from '~/domain/money';
import { UK_TIME_ZONE } from '~/domain/time-zone';

export { formatPounds } from '~/domain/money';

/** Signed pounds for profit and loss: `+£12.50`, `-£5.00`. */
export const formatSignedPounds = (amount: number): string => formatSignedPence(poundsToPence(amount));

const placedAt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});
const raceDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/** An instant as `3 Nov 2026, 14:05` (UK time). */
export const formatPlacedAt = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : placedAt.format(date);
};

const calendarDate = (value: string): Date | null => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A race's calendar date as `Tue 3 Nov 2026`. */
export const formatRaceDate = (value: string): string => {
  const date = calendarDate(value);
  // NOTE: some ICU versions write `Tue, 3 Nov 2026`; one style everywhere.
  return date ? raceDay.format(date).replace(',', '') : value;
};

/** A race time as the UK clock, `14:30`, whether it came as `14:30` or as an instant. */
export const formatRaceTime = (value: string): string => {
  if (/^\d{1,2}:\d{2}/.test(value)) return value.slice(0, 5);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : clock.format(date);
};
