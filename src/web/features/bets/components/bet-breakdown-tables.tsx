import { RotateCw } from 'lucide-react';
import {
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_TITLES,
  type TBreakdownRowView,
} from '~/domain/bet-figures.contract';
import type { TDateWindow } from '~/domain/bet-windows';
import { formatPounds, formatSignedPounds } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { formatPercent } from '~/web/lib/number-format';
import { useBetBreakdown } from '../api/get-bet-breakdown';

const BreakdownTable = ({ title, rows }: { title: string; rows: readonly TBreakdownRowView[] }) => (
  // A phone too narrow for the six columns scrolls the table sideways: the scroller takes focus so keys scroll it too.
  <section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
    tabIndex={0}
    aria-label={`By ${title.toLowerCase()}`}
    className={cn(
      'overflow-x-auto rounded-card border border-line bg-card shadow-card focus-visible:outline-offset-2',
      FOCUS_RING,
    )}
  >
    <table className="w-full text-xs sm:min-w-[29rem] sm:text-sm">
      <caption className="px-3 pt-3 text-left font-semibold text-ink">By {title.toLowerCase()}</caption>
      <thead>
        <tr className="border-line border-b text-left text-muted text-xs">
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 font-semibold">
            {title}
          </th>
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 text-right font-semibold">
            Bets
          </th>
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 text-right font-semibold">
            Staked
          </th>
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 text-right font-semibold">
            Profit/loss
          </th>
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 text-right font-semibold">
            ROI
          </th>
          <th scope="col" className="px-1.5 py-2 sm:px-2.5 text-right font-semibold">
            Strike rate
          </th>
        </tr>
      </thead>
      <tbody className="tabular">
        {rows.map((row) => (
          <tr key={row.key} className="border-line border-b last:border-b-0">
            <th scope="row" className="px-1.5 py-2 sm:px-2.5 text-left font-medium text-ink">
              {row.label}
            </th>
            <td className="px-1.5 py-2 sm:px-2.5 text-right">{row.bets}</td>
            <td className="px-1.5 py-2 sm:px-2.5 text-right">{formatPounds(row.staked)}</td>
            <td
              className={cn(
                'px-1.5 py-2 sm:px-2.5 text-right font-semibold',
                row.profitLoss > 0 ? 'text-won' : row.profitLoss < 0 ? 'text-lost' : 'text-ink',
              )}
            >
              {formatSignedPounds(row.profitLoss)}
            </td>
            <td className="px-1.5 py-2 sm:px-2.5 text-right">
              {row.roi === null ? 'n/a' : formatPercent(row.roi, true)}
            </td>
            <td className="px-1.5 py-2 sm:px-2.5 text-right">
              {row.strikeRate === null ? 'n/a' : formatPercent(row.strikeRate)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);

/** The window's settled bets by bet type, bookmaker, course, odds band and tipped or own (lazy-loaded). */
export const BetBreakdownTables = ({ window }: { window: TDateWindow }) => {
  const query = useBetBreakdown(window);
  if (query.isPending)
    return (
      <div role="status" className="grid gap-3 md:grid-cols-2">
        <span className="sr-only">Loading the breakdowns</span>
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  if (query.isError || !query.data)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-lost text-sm">
        <span>We couldn't load the breakdowns.</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  const { groups } = query.data;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {BREAKDOWN_DIMENSIONS.map((dimension) =>
        groups[dimension].length > 0 ? (
          <BreakdownTable key={dimension} title={BREAKDOWN_TITLES[dimension]} rows={groups[dimension]} />
        ) : null,
      )}
    </div>
  );
};
