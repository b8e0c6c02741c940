import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { formatShortCalendarDay } from '~/domain/uk-date-format';
import { chartTicks, type TProfitPoint, type TProfitUnit } from './profit-unit';

type TProfitChartProps<TPoint extends TProfitPoint> = {
  series: readonly TPoint[];
  unit: TProfitUnit<TPoint>;
  summary: string;
};

const HEIGHT = 240;
const PAD = { top: 12, right: 16, bottom: 28 };

/**
 * The cumulative profit line, drawn as plain SVG: a polyline over a few gridlines, the zero line, three date labels and
 * a marker that follows the pointer with the point's figure. NOTE: recharts drew the same two lines for 105 KB gzip;
 * this is a few hundred bytes. The panel gives the line in words for screen readers (the SVG is one labelled image).
 */
export const ProfitChart = <TPoint extends TProfitPoint>({
  series,
  unit,
  summary,
}: TProfitChartProps<TPoint>) => {
  const titleId = useId();
  const descId = useId();
  const [active, setActive] = useState<number | null>(null);
  // Drawn at the width it is shown at, so text stays 12 px on a phone and on a desktop.
  const frameRef = useRef<HTMLDivElement>(null);
  const [WIDTH, setWidth] = useState(640);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // NOTE: the observer reports the first size itself once layout is done; measuring here as well forced an extra
    // layout in the middle of the first render.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  const values = series.map(unit.value);
  const ticks = chartTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const left = unit.axisWidth;
  const plotWidth = WIDTH - left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => left + (series.length > 1 ? (index / (series.length - 1)) * plotWidth : 0);
  const y = (value: number) => PAD.top + ((high - value) / (high - low || 1)) * plotHeight;
  const points = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const dateLabels = [...new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])];

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const atX = ((event.clientX - box.left) / box.width) * WIDTH;
    const index = Math.round(((atX - left) / plotWidth) * (series.length - 1));
    setActive(Math.max(0, Math.min(series.length - 1, index)));
  };
  const point = active === null ? undefined : series[active];
  const value = active === null ? undefined : values[active];

  return (
    <div ref={frameRef}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        className="block touch-pan-y select-none"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        <title id={titleId}>{unit.title}</title>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? 'var(--color-muted)' : 'var(--color-line)'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={left - 6}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              fontSize="12"
              fill="var(--color-muted)"
            >
              {unit.tick(tick)}
            </text>
          </g>
        ))}
        {dateLabels.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 8}
            textAnchor={index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle'}
            fontSize="12"
            fill="var(--color-muted)"
          >
            {formatShortCalendarDay(series[index]?.date ?? '')}
          </text>
        ))}
        <polyline
          points={points}
          fill="none"
          stroke="var(--color-brand-600)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {point && value !== undefined && active !== null ? (
          <g>
            <line
              x1={x(active)}
              x2={x(active)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke="var(--color-line)"
            />
            <circle cx={x(active)} cy={y(value)} r="4" fill="var(--color-brand-600)" />
            <text
              x={Math.min(Math.max(x(active), left + 60), WIDTH - PAD.right - 60)}
              y={PAD.top + 12}
              textAnchor="middle"
              fontSize="12"
              fontWeight="600"
              fill="var(--color-ink)"
            >
              {`${formatShortCalendarDay(point.date)}: ${unit.format(value)}`}
            </text>
          </g>
        ) : null}
      </svg>
    </div>
  );
};
