import { Download, RotateCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
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
import {
  BetWindowPicker,
  DEFAULT_WINDOW_CHOICE,
  resolveWindow,
  type TWindowChoice,
} from './bet-window-picker';
import { ImportBetsCsv } from './import-bets-csv';
import { TrackedBetsAllowance } from './tracked-bets-allowance';

// The tables are a good part of the section's code and sit below the fold: loaded when first drawn.
const BetBreakdownTables = lazy(async () => ({
  default: (await import('./bet-breakdown-tables')).BetBreakdownTables,
}));

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
  // The line starts at £0 before the first bet: one point more than the bets it counts.
  counted: (points) => betsWord(Math.max(0, points - 1)),
  empty: 'No settled bets in this period, so there is no profit line to show.',
};

const SummaryTiles = ({ summary, period }: { summary: TBetSummary; period: string }) => {
  const sample = betsWord(summary.countedBets);
  const beaten = summary.priceBeaten;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatTile
        label="Total staked"
        value={formatPounds(summary.totalStaked)}
        subText={`${period}, ${sample}`}
      />
      <StatTile label="Returns" value={formatPounds(summary.totalReturns)} subText={`${period}, ${sample}`} />
      <StatTile
        label="Profit/loss"
        value={formatSignedPounds(summary.profitLoss)}
        tone={profitTone(summary.profitLoss)}
        subText={`${period}. ${RESPONSIBLE_GAMBLING_LINE}`}
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
      />
      <StatTile
        label="Price beaten"
        value={beaten === null ? 'n/a' : formatPercent(beaten.share)}
        subText={
          beaten === null
            ? 'Shown once a settled bet has your price and the SP'
            : `${beaten.beaten} of ${beaten.bets} ${beaten.bets === 1 ? 'bet' : 'bets'} taken above SP; on average ${formatPercent(beaten.averageEdge, true)} against SP`
        }
      />
    </div>
  );
};

const LoadingSummary = () => (
  <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" role="status">
    <span className="sr-only">Loading your figures</span>
    {[0, 1, 2, 3, 4, 5].map((index) => (
      <Skeleton key={index} className="h-24 w-full rounded-card" />
    ))}
  </div>
);

type TBetSummarySectionProps = {
  isStarter: boolean;
  /** Free accounts keep bets on the device: their (empty) account figures are left out. */
  tracksInAccount: boolean;
  /** The clock (tests set it): the set windows end on its UK day. */
  now?: () => Date;
};

/**
 * The signed-in user's figures for a period (GET /api/bets/summary?from&to), their profit line, the breakdowns and the
 * CSV export and import.
 */
export const BetSummarySection = ({
  isStarter,
  tracksInAccount,
  now = () => new Date(),
}: TBetSummarySectionProps) => {
  const [choice, setChoice] = useState<TWindowChoice>(DEFAULT_WINDOW_CHOICE);
  const resolved = resolveWindow(choice, now());
  const window = 'window' in resolved ? resolved.window : null;
  const query = useBetSummary({ isEnabled: window !== null, window: window ?? undefined });
  // A Free account (bets on the device) shows the section only for bets its account still holds from a paid plan.
  const allTime = useBetSummary({ isEnabled: !tracksInAccount });
  const hasAccountBets = allTime.data ? allTime.data.openCount + allTime.data.settledCount > 0 : false;
  if (!tracksInAccount && !hasAccountBets) return null;
  const period = 'label' in resolved ? resolved.label : '';
  return (
    <section aria-labelledby="bet-summary-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bet-summary-title" className="font-bold text-ink text-xl">
          Your betting record
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <a href={BETS_EXPORT_URL} download className={buttonClasses('outline', 'sm')}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
          {tracksInAccount ? <ImportBetsCsv /> : null}
        </div>
      </div>
      {isStarter && query.data && query.data.remainingTracked !== null ? (
        <TrackedBetsAllowance remaining={query.data.remainingTracked} />
      ) : null}
      <BetWindowPicker
        value={choice}
        onChange={setChoice}
        problem={'problem' in resolved ? resolved.problem : null}
      />
      {window && query.isPending ? <LoadingSummary /> : null}
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-lost text-sm">
          <span>We couldn't load your figures.</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      {window && query.data ? (
        <>
          {/* Figures appear once something has settled: before that they would all read zero. */}
          {query.data.countedBets > 0 ? <SummaryTiles summary={query.data} period={period} /> : null}
          <p className="text-muted text-sm">
            {period}: {query.data.openCount} open {query.data.openCount === 1 ? 'bet' : 'bets'},{' '}
            {formatPounds(query.data.openStake)} staked and waiting on results.
            {query.data.countedBets === 0
              ? ' Your figures appear here once a bet in this period has settled.'
              : ''}
          </p>
          {query.data.countedBets > 0 ? (
            <>
              <ProfitChartPanel series={query.data.series} unit={POUNDS_PROFIT} />
              <section aria-labelledby="bet-breakdown-title" className="space-y-3">
                <h3 id="bet-breakdown-title" className="font-semibold text-ink text-lg">
                  Where your profit and loss came from
                </h3>
                <Suspense fallback={<Skeleton className="h-40 w-full rounded-card" />}>
                  <BetBreakdownTables window={window} />
                </Suspense>
              </section>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
};
