import type { TTipStats } from '~/domain/tips.contract';
import { formatShortDate, formatSignedPoints } from '../format';

type TSeries = TTipStats['series'];

/** The chart in words, for screen readers and anyone who prefers text. */
export const summariseProfitSeries = (series: TSeries): string => {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'No settled tips yet, so there is no profit line to show.';
  const values = series.map((point) => point.profitPoints);
  const high = Math.max(...values);
  const low = Math.min(...values);
  return (
    `Cumulative level-stakes profit from ${formatShortDate(first.date)} to ${formatShortDate(last.date)} ` +
    `(${series.length} ${series.length === 1 ? 'day' : 'days'} with results): now ${formatSignedPoints(last.profitPoints)}, ` +
    `highest ${formatSignedPoints(high)}, lowest ${formatSignedPoints(low)}.`
  );
};
