import { Download, RotateCw } from 'lucide-react';
import type { TBetSummary } from '~/domain/bets.contract';
import { formatPounds, formatSignedPounds } from '~/domain/money';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { ProfitChartPanel } from '~/web/components/profit-chart/profit-chart-panel';
import { profitTone, type TProfitUnit } from '~/web/components/profit-chart/profit-unit';
import { Button, buttonClasses } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { StatTile } from '~/web/components/ui/stat-tile';
import { formatPercent } from '~/web/lib/number-format';
import { BETS_EXPORT_URL, useBetSummary } from '../api/get-bet-summary';
import { TrackedBetsAllowance } from './tracked-bets-allowance';

const betsWord = (count: number): string => `${count} settled ${count === 1 ? 'bet' : 'bets'}`;

const POUNDS_PROFIT: TProfitUnit<TBetSummary['series'][number]> = {
  title: 'Your profit over time (£, after each settled bet)',
  value: (point) => point.profitLoss,
  format: formatSignedPounds,
  tick: (value) => (value < 0 ? `-£${-value}` : `£${value}`),
  axisWidth: 56,
  lineName: 'Profit/loss (£)',
  tooltipName: 'Profit/loss',
  lead: 'Cumulative profit',
  counted: betsWord,
  empty: 'No settled bets yet, so there is no profit line to show.',
};

const SummaryTiles = ({ summary }: { summary: TBetSummary }) => {
  const sample = betsWord(summary.settledCount);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
      <StatTile
        label="Total staked"
        value={formatPounds(summary.totalStaked)}
        subText={`All time, ${sample}`}
      />
      <StatTile label="Returns" value={formatPounds(summary.totalReturns)} subText={`All time, ${sample}`} />
      <StatTile
        label="Profit/loss"
        value={formatSignedPounds(summary.profitLoss)}
        tone={profitTone(summary.profitLoss)}
        subText={`All time. ${RESPONSIBLE_GAMBLING_LINE}`}
      />
      <StatTile
        label="ROI"
        value={summary.roi === null ? 'n/a' : formatPercent(summary.roi, true)}
        subText={summary.roi === null ? 'Shown once a bet has settled' : `Profit over stakes, ${sample}`}
      />
      <StatTile
        label="Strike rate"
        value={summary.strikeRate === null ? 'n/a' : formatPercent(summary.strikeRate)}
        subText={`Counts bets that returned more than their stake: ${summary.winners} of ${sample}`}
        className="col-span-2 md:col-span-1"
      />
    </div>
  );
};

const LoadingSummary = () => (
  <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5" role="status">
    <span className="sr-only">Loading your figures</span>
    {[0, 1, 2, 3, 4].map((index) => (
      <Skeleton key={index} className="h-24 w-full rounded-card" />
    ))}
  </div>
);

type TBetSummarySectionProps = {
  isStarter: boolean;
  /** Free accounts keep bets on the device: their (empty) account figures are left out. */
  tracksInAccount: boolean;
};

/** The signed-in user's figures (GET /api/bets/summary), their profit line and the CSV download. */
export const BetSummarySection = ({ isStarter, tracksInAccount }: TBetSummarySectionProps) => {
  const query = useBetSummary({ isEnabled: true });
  const hasAccountBets = query.data ? query.data.openCount + query.data.settledCount > 0 : false;
  if (!tracksInAccount && !hasAccountBets) return null;
  return (
    <section aria-labelledby="bet-summary-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bet-summary-title" className="font-bold text-ink text-xl">
          Your betting record
        </h2>
        <a href={BETS_EXPORT_URL} download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </div>
      {query.isPending ? <LoadingSummary /> : null}
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-lost text-sm">
          <span>We couldn't load your figures.</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      {query.data ? (
        <>
          {isStarter && query.data.remainingTracked !== null ? (
            <TrackedBetsAllowance remaining={query.data.remainingTracked} />
          ) : null}
          {/* Figures appear once something has settled: before that they would all read zero. */}
          {query.data.settledCount > 0 ? <SummaryTiles summary={query.data} /> : null}
          <p className="text-muted text-sm">
            {query.data.openCount} open {query.data.openCount === 1 ? 'bet' : 'bets'},{' '}
            {formatPounds(query.data.openStake)} staked and waiting on results.
            {query.data.settledCount === 0 ? ' Your figures appear here once a bet has settled.' : ''}
          </p>
          {query.data.settledCount > 0 ? (
            <ProfitChartPanel series={query.data.series} unit={POUNDS_PROFIT} />
          ) : null}
        </>
      ) : null}
    </section>
  );
};
