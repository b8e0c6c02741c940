import { useId } from 'react';
import { ProfitChart } from './profit-chart';
import { summariseProfit, type TProfitPoint, type TProfitUnit } from './profit-unit';

/** A cumulative profit line with its title, and a summary in words (the section around it carries the 18+ line); the chart needs two points. */
export const ProfitChartPanel = <TPoint extends TProfitPoint>({
  series,
  unit,
}: {
  series: readonly TPoint[];
  unit: TProfitUnit<TPoint>;
}) => {
  const titleId = useId();
  const summaryId = useId();
  const summary = summariseProfit(series, unit);
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className="rounded-card border border-line bg-card p-4 shadow-card"
    >
      <figcaption>
        <span id={titleId} className="block font-semibold text-ink">
          {unit.title}
        </span>
        <span id={summaryId} className="mt-1 block text-muted text-sm">
          {summary}
        </span>
      </figcaption>
      {series.length > 1 ? (
        <div className="mt-4">
          <ProfitChart series={series} unit={unit} summary={summary} />
        </div>
      ) : null}
    </figure>
  );
};
