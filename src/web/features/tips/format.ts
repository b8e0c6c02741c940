import { UK_TIME_ZONE } from '~/domain/time-zone';

const points = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: UK_TIME_ZONE,
});

/** Level-stakes points, signed: `+12.50 pts`, `-3.00 pts`, `0.00 pts`. */
export const formatSignedPoints = (value: number): string => {
  const text = `${points.format(Math.abs(value))} pts`;
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
};

export const formatPoints = (value: number): string => `${points.format(value)} pts`;

/** `25%`, `33.3%`; `signed` adds a plus to positive figures (ROI). */
export const formatPercent = (value: number, signed = false): string =>
  `${signed && value > 0 ? '+' : ''}${percent.format(value)}%`;

/** An ISO instant as the UK clock time, `07:45`. */
export const formatUkClock = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
};
