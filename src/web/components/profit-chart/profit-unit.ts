import { formatShortCalendarDay } from '~/domain/uk-date-format';

/** A point on a cumulative profit line: a calendar date (`YYYY-MM-DD`, optionally with a time) and its figures. */
export type TProfitPoint = { date: string };

/**
 * What one profit line measures and how to say it (the track record in level-stakes points, My Bets in pounds).
 * The chart, its text summary and the tooltip all read from here, so they always agree.
 */
export type TProfitUnit<TPoint extends TProfitPoint> = {
  /** Panel heading, also the chart's title. */
  title: string;
  /** The plotted figure of a point. */
  value: (point: TPoint) => number;
  /** A figure with its sign and unit, as the tooltip and summary say it (`+£4.50`, `-3.00 pts`). */
  format: (value: number) => string;
  /** A y-axis tick, and the axis width that fits it. */
  tick: (value: number) => string;
  axisWidth: number;
  /** The line's name, and the tooltip's label for a figure. */
  lineName: string;
  tooltipName: string;
  /** Summary wording: its opening words, how the points are counted, and what to say with no points. */
  lead: string;
  counted: (points: number) => string;
  empty: string;
};

/** Green for a profit, red for a loss. */
export const profitTone = (value: number): 'won' | 'lost' | 'default' =>
  value > 0 ? 'won' : value < 0 ? 'lost' : 'default';

/** The profit line in words, for screen readers and anyone who prefers text. */
export const summariseProfit = <TPoint extends TProfitPoint>(
  series: readonly TPoint[],
  unit: TProfitUnit<TPoint>,
): string => {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return unit.empty;
  const values = series.map(unit.value);
  return (
    `${unit.lead} from ${formatShortCalendarDay(first.date)} to ${formatShortCalendarDay(last.date)} ` +
    `(${unit.counted(series.length)}): now ${unit.format(unit.value(last))}, ` +
    `highest ${unit.format(Math.max(...values))}, lowest ${unit.format(Math.min(...values))}.`
  );
};

/**
 * Round gridline values spanning `low`..`high` (0 included by the caller): the smallest step of 1, 2 or 5 times a
 * power of ten that needs at most `maxTicks` lines, so the axis reads £0, £5, £10 rather than £0, £4.17, £8.33.
 */
export const chartTicks = (low: number, high: number, maxTicks = 6): number[] => {
  if (high <= low) return [low, low + 1];
  const power = 10 ** Math.floor(Math.log10((high - low) / maxTicks));
  const steps = [1, 2, 5, 10, 20].map((m) => m * power);
  const count = (step: number) => Math.ceil(high / step) - Math.floor(low / step) + 1;
  const step = steps.find((candidate) => count(candidate) <= maxTicks) ?? steps.at(-1)!;
  const first = Math.floor(low / step);
  return Array.from({ length: count(step) }, (_, i) => Number(((first + i) * step).toPrecision(12)));
};
