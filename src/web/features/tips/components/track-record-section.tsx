import { RotateCw } from 'lucide-react';
import { useDeferredValue } from 'react';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import type { TTipStats } from '~/domain/track-record.contract';
import { TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import { formatUkClock } from '~/domain/uk-date-format';
import { ProfitChartPanel } from '~/web/components/profit-chart/profit-chart-panel';
import type { TProfitUnit } from '~/web/components/profit-chart/profit-unit';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Spinner } from '~/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useTipStats } from '~/web/lib/api/get-tip-stats';
import { formatSignedPoints } from '~/web/lib/number-format';
import { TrackRecordTable } from './track-record-table';
import { TrackRecordTiles } from './track-record-tiles';

export const PAST_RESULTS_NOTE = 'Past results are a record, not a promise of future profit.';

const POINTS_PROFIT: TProfitUnit<TTipStats['series'][number]> = {
  title: 'Cumulative profit at advised prices (points, 1pt level stakes)',
  value: (point) => point.profitPoints,
  format: formatSignedPoints,
  tick: (value) => `${value}`,
  axisWidth: 44,
  lineName: 'Profit (points)',
  tooltipName: 'Profit',
  lead: 'Cumulative level-stakes profit at advised prices',
  counted: (days) => `${days} ${days === 1 ? 'day' : 'days'} with results`,
  empty: 'No settled tips yet, so there is no profit line to show.',
};

const TrackRecordSkeleton = () => (
  <div>
    <Spinner label="Loading the track record" className="sr-only" />
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <Skeleton key={key} className="h-24 rounded-card" />
      ))}
    </div>
  </div>
);

/**
 * The track record, computed by the server from recorded results (DESIGN.md: never typed). It replaces the
 * spec's fixed "85" accuracy and "48% profit last month" copy.
 */
export const TrackRecordSection = () => {
  const query = useTipStats();
  // NOTE: the record (tiles, chart, tables) renders from a deferred copy, so its arrival is drawn in slices a phone can
  // interrupt rather than in one long task.
  const stats = useDeferredValue(query.data);

  return (
    <section aria-labelledby="track-record-title" className="below-fold space-y-6">
      <div>
        <h2 id="track-record-title" className="font-bold text-2xl text-ink tracking-tight">
          Our Track Record
        </h2>
        <p className="mt-1 max-w-3xl text-muted">
          Every figure is worked out from recorded results at 1-point level stakes (each way: 1 point each
          way). “{TRACK_RECORD_NAMES.wonRace}” counts tips whose horse won; “
          {TRACK_RECORD_NAMES.returnedProfit}” counts tips that returned more than their stake, so a placed
          each-way tip can count there. Both are over the tips that ran (non-runners are void).{' '}
          {PAST_RESULTS_NOTE} <span className="font-semibold text-ink">{RESPONSIBLE_GAMBLING_LINE}</span>
        </p>
      </div>

      {stats === undefined && query.isError ? (
        <div role="alert" className="rounded-card border border-lost/40 bg-lost-50 p-5">
          <p className="font-semibold text-ink">Failed to load the track record</p>
          <Button
            variant="outline"
            className="mt-3"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      {stats === undefined && !query.isError ? <TrackRecordSkeleton /> : null}
      {stats === null ? <p className="text-muted">The track record is not available right now.</p> : null}

      {stats ? (
        <>
          <Tabs defaultValue="last30Days">
            <TabsList aria-label="Track record period">
              <TabsTrigger value="last30Days">30 days</TabsTrigger>
              <TabsTrigger value="allTime">All time</TabsTrigger>
            </TabsList>
            <TabsContent value="last30Days" className="mt-3">
              <TrackRecordTiles record={stats.last30Days} />
            </TabsContent>
            <TabsContent value="allTime" className="mt-3">
              <TrackRecordTiles record={stats.allTime} />
            </TabsContent>
          </Tabs>
          <ProfitChartPanel series={stats.series} unit={POINTS_PROFIT} />
          <div className="grid gap-6 lg:grid-cols-2">
            {stats.byTipster.length > 0 ? (
              <div className="rounded-card border border-line bg-card p-4 shadow-card">
                <TrackRecordTable
                  caption="By tipster (all time)"
                  nameHeader="Tipster"
                  rows={stats.byTipster}
                />
              </div>
            ) : null}
            {stats.byCategory.length > 0 ? (
              <div className="rounded-card border border-line bg-card p-4 shadow-card">
                <TrackRecordTable
                  caption="By category (all time)"
                  nameHeader="Category"
                  rows={stats.byCategory}
                />
              </div>
            ) : null}
          </div>
          <p className="text-muted text-xs">
            P/L in points at 1pt level stakes, at the advised prices and at SP (over the tips with an SP).
            {formatUkClock(stats.generatedAt, '') ? ` Updated ${formatUkClock(stats.generatedAt)}.` : null}
          </p>
        </>
      ) : null}
    </section>
  );
};
