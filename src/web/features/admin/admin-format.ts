import { format, parse } from 'date-fns';
import type { TTipResult } from '~/domain/tips';

/** '2025-06-14' -> 'Sat 14 Jun 2025' (a calendar day, so no time zone is involved). */
export const formatTipDate = (date: string): string => {
  const day = parse(date, 'yyyy-MM-dd', new Date());
  return Number.isNaN(day.getTime()) ? date : format(day, 'EEE d MMM yyyy');
};

const LONDON_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** An ISO instant as UK wall-clock time, e.g. '14 Jun 2025, 13:05'. */
export const formatUkDateTime = (iso: string): string => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : LONDON_DATE_TIME.format(instant);
};

export const RESULT_LABELS: Record<TTipResult, string> = {
  Won: 'Won',
  Placed: 'Placed',
  Lost: 'Lost',
  NonRunner: 'Non-runner',
};
