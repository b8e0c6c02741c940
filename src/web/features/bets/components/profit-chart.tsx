import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { TBetSummary } from '~/domain/bets.contract';
import { formatShortDate, formatSignedPounds } from '../format';

type TProfitChartProps = { series: TBetSummary['series']; title: string; summary: string };

/**
 * The user's cumulative profit line. NOTE: this module is only ever imported lazily (profit-chart-panel.tsx) so
 * recharts stays out of the My Bets page's first chunk.
 */
export const ProfitChart = ({ series, title, summary }: TProfitChartProps) => {
  const isReducedMotion =
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 260 }}
      data={series}
      title={title}
      desc={summary}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line)" />
      <XAxis
        dataKey="date"
        tickFormatter={formatShortDate}
        tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
        minTickGap={24}
      />
      <YAxis
        width={56}
        tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
        tickFormatter={(value: number) => (value < 0 ? `-£${-value}` : `£${value}`)}
      />
      <ReferenceLine y={0} stroke="var(--color-muted)" />
      <Tooltip
        labelFormatter={(label) => formatShortDate(String(label))}
        formatter={(value) => [formatSignedPounds(Number(value)), 'Profit/loss']}
      />
      <Line
        type="linear"
        dataKey="profitLoss"
        name="Profit/loss (£)"
        stroke="var(--color-brand-600)"
        strokeWidth={2}
        dot={false}
        isAnimationActive={!isReducedMotion}
      />
    </LineChart>
  );
};
