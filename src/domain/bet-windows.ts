import { shiftUkDate, shiftUkMonth, ukDate } from './uk-time';

/** The windows My Bets' figures are counted over (decision 0033): UK race dates, both ends included. */
/** A window of UK dates, both ends included; null ends are open (all time). */
export type TDateWindow = { from: string | null; to: string | null };

export const BET_WINDOWS = [
  { key: '7d', label: '7 days' },
  { key: '30d', label: '30 days' },
  { key: '3m', label: '3 months' },
  { key: '12m', label: '12 months' },
  { key: 'all', label: 'All time' },
] as const;
export type TBetWindowKey = (typeof BET_WINDOWS)[number]['key'];

/** The date `months` calendar months before/after `date`, kept within the month (31 May less 3 months: 28/29 Feb). */
const shiftDateByMonths = (date: string, months: number): string => {
  const month = shiftUkMonth(date.slice(0, 7), months);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(date.slice(8, 10)), lastDay)).padStart(2, '0')}`;
};

/**
 * The window ending on the UK day of `now`: 7 days is today and the 6 days before, 30 days today and the 29 before,
 * 3 and 12 months from the day after the same date that many months ago; all time has open ends.
 */
export const betWindow = (key: TBetWindowKey, now: Date): TDateWindow => {
  const today = ukDate(now);
  switch (key) {
    case '7d':
      return { from: shiftUkDate(today, -6), to: today };
    case '30d':
      return { from: shiftUkDate(today, -29), to: today };
    case '3m':
      return { from: shiftUkDate(shiftDateByMonths(today, -3), 1), to: today };
    case '12m':
      return { from: shiftUkDate(shiftDateByMonths(today, -12), 1), to: today };
    case 'all':
      return { from: null, to: null };
  }
};

export const isInWindow = (raceDate: string, window: TDateWindow): boolean =>
  (window.from === null || raceDate >= window.from) && (window.to === null || raceDate <= window.to);
