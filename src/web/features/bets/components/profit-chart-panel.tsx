import { lazy, Suspense, useId } from 'react';
import type { TBetSummary } from '~/domain/bets.contract';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { Skeleton } from '~/web/components/ui/skeleton';
import { summariseProfitSeries } from './profit-series-summary';

// NOTE: lazy so recharts loads only when the chart is on screen, never in the page's first chunk.
const ProfitChart = lazy(() => import('./profit-chart').then((module) => ({ default: module.ProfitChart })));

const CHART_TITLE = 'Your profit over time (£, after each settled bet)';

export const ProfitChartPanel = ({ series }: { series: TBetSummary['series'] }) => {
  const titleId = useId();
  const summaryId = useId();
  const summary = summariseProfitSeries(series);
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className="rounded-card border border-line bg-card p-4 shadow-card"
    >
      <figcaption>
        <span id={titleId} className="block font-semibold text-ink">
          {CHART_TITLE}
        </span>
        <span id={summaryId} className="mt-1 block text-muted text-sm">
          {summary} {RESPONSIBLE_GAMBLING_LINE}
        </span>
      </figcaption>
      {series.length > 1 ? (
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
            <ProfitChart series={series} title={CHART_TITLE} summary={summary} />
          </Suspense>
        </div>
      ) : null}
    </figure>
  );
};
