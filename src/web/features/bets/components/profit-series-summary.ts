import type { TBetSummary } from '~/domain/bets.contract';
import { formatShortDate, formatSignedPounds } from '../format';

/** The profit chart in words, for screen readers and anyone who prefers text. */
export const summariseProfitSeries = (series: TBetSummary['series']): string => {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'No settled bets yet, so there is no profit line to show.';
  const values = series.map((point) => point.profitLoss);
  return (
    `Cumulative profit from ${formatShortDate(first.date)} to ${formatShortDate(last.date)} ` +
    `(${series.length} settled ${series.length === 1 ? 'bet' : 'bets'}): now ${formatSignedPounds(last.profitLoss)}, ` +
    `highest ${formatSignedPounds(Math.max(...values))}, lowest ${formatSignedPounds(Math.min(...values))}.`
  );
};
