import { formatUkClock } from '~/domain/uk-date-format';

/** A race time as the UK clock, `14:30`, whether it came as `14:30` or as an instant. */
export const formatRaceTime = (value: string): string =>
  /^\d{1,2}:\d{2}/.test(value) ? value.slice(0, 5) : formatUkClock(value);
