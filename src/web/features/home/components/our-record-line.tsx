import { ChartLine } from 'lucide-react';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { useTipStats } from '~/web/lib/api/get-tip-stats';
import { formatPercent, formatSignedPoints } from '~/web/lib/number-format';

/** The last 30 days in one line, only ever from computed results; hidden until they load. */
export const OurRecordLine = () => {
  const { data: stats } = useTipStats();
  if (!stats) return null;
  const record = stats.last30Days;
  const { ran } = record;
  if (ran === 0) return null;
  const tips = `${ran} ${ran === 1 ? 'tip' : 'tips'}`;
  const profitClass =
    record.profitPoints > 0 ? 'text-won' : record.profitPoints < 0 ? 'text-lost' : 'text-ink';
  return (
    <p className="flex items-start gap-2 text-sm">
      <ChartLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>
        <span className="font-semibold text-ink">Our record, last 30 days:</span>{' '}
        {record.strikeRate === null ? null : (
          <>
            strike rate {formatPercent(record.strikeRate)} from {tips},{' '}
          </>
        )}
        <span className={`tabular font-semibold ${profitClass}`}>
          {formatSignedPoints(record.profitPoints)}
        </span>{' '}
        at 1pt level stakes{record.strikeRate === null ? ` from ${tips} (too few for a strike rate)` : ''}.{' '}
        <span className="text-muted">
          {RESPONSIBLE_GAMBLING_LINE} Past results are no promise of future profit.
        </span>
      </span>
    </p>
  );
};
