import { UK_TIME_ZONE } from '~/domain/time-zone';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/** An ISO instant as the UK clock time, `07:45`. */
export const formatUkClock = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
};
