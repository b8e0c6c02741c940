import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatShortDate, type TProfitPoint, type TProfitUnit } from './profit-unit';

type TProfitChartProps<TPoint extends TProfitPoint> = {
  series: readonly TPoint[];
  unit: TProfitUnit<TPoint>;
  summary: string;
};

/**
 * The cumulative profit line. NOTE: this module is only ever imported lazily (profit-chart-panel.tsx) so
 * recharts stays out of the first chunk of every page that shows one.
 */
export const ProfitChart = <TPoint extends TProfitPoint>({
  series,
  unit,
  summary,
}: TProfitChartProps<TPoint>) => {
  const isReducedMotion =
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 260 }}
      data={[...series]}
      title={unit.title}
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
        width={unit.axisWidth}
        tick={{ fontSize: 12, fill: 'var(--color-muted)' }}
        tickFormatter={unit.tick}
      />
      <ReferenceLine y={0} stroke="var(--color-muted)" />
      <Tooltip
        labelFormatter={(label) => formatShortDate(String(label))}
        formatter={(value) => [unit.format(Number(value)), unit.tooltipName]}
      />
      <Line
        type="linear"
        dataKey={unit.value}
        name={unit.lineName}
        stroke="var(--color-brand-600)"
        strokeWidth={2}
        dot={false}
        isAnimationActive={!isReducedMotion}
      />
    </LineChart>
  );
};
