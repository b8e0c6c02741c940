import { ChartLine } from 'lucide-react';
import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { spProfitName, TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import { useTipStats } from '~/web/lib/api/get-tip-stats';
import { formatPercent, formatSignedPoints } from '~/web/lib/number-format';

const toneOf = (points: number) => (points > 0 ? 'text-won' : points < 0 ? 'text-lost' : 'text-ink');

/** A signed points figure, coloured by its sign. */
const Points = ({ value }: { value: number }) => (
  <span className={`tabular font-semibold ${toneOf(value)}`}>{formatSignedPoints(value)}</span>
);

/**
 * The last 30 days, only ever from computed results; hidden until they load. Both rates say what they count and
 * over how many tips (percentages only from MIN_SAMPLE_FOR_RATES runs); each profit says its price basis.
 */
export const OurRecordLine = () => {
  const { data: stats } = useTipStats();
  if (!stats) return null;
  const record = stats.last30Days;
  const { ran } = record;
  if (ran === 0) return null;
  const rate = (count: number, percent: number | null) =>
    percent === null ? `${count} of ${ran}` : `${formatPercent(percent)} (${count} of ${ran})`;
  const isTooFew = record.strikeRate === null || record.wonStrikeRate === null;
  const spName = spProfitName(record);
  return (
    <p className="flex items-start gap-2 text-sm">
      <ChartLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>
        <span className="font-semibold text-ink">Our record, last 30 days</span> ({ran}{' '}
        {ran === 1 ? 'tip' : 'tips'} ran, 1pt level stakes). {TRACK_RECORD_NAMES.wonRace}:{' '}
        {rate(record.wonRace, record.wonStrikeRate)}. {TRACK_RECORD_NAMES.returnedProfit}:{' '}
        {rate(record.winners, record.strikeRate)}
        {isTooFew ? ' (too few tips for percentages)' : ''}. {TRACK_RECORD_NAMES.advisedProfit}:{' '}
        <Points value={record.profitPoints} />.
        {spName && record.profitPointsSp !== null ? (
          <>
            {' '}
            {spName}: <Points value={record.profitPointsSp} />.
          </>
        ) : null}{' '}
        <span className="text-muted">
          {RESPONSIBLE_GAMBLING_LINE} Past results are no promise of future profit.
        </span>
      </span>
    </p>
  );
};
