import { RESPONSIBLE_GAMBLING_LINE } from '~/domain/site';
import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { StatTile } from '~/web/components/ui/stat-tile';
import { formatPercent, formatPoints, formatSignedPoints } from '../format';

export const NOT_ENOUGH_RESULTS = `Fewer than ${MIN_SAMPLE_FOR_RATES} settled tips in this window - not enough for a meaningful percentage`;

const NotEnough = () => (
  <span className="block font-medium text-muted text-sm leading-snug">{NOT_ENOUGH_RESULTS}</span>
);

type TTrackRecordTilesProps = { label: string; record: TTrackRecord };

/** One window's figures, each tile naming its window and sample size. */
export const TrackRecordTiles = ({ label, record }: TTrackRecordTilesProps) => {
  const { ran } = record;
  const sample = `${label}, ${ran} ${ran === 1 ? 'tip' : 'tips'} ran`;
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      <li>
        <StatTile
          label="Strike rate"
          value={record.strikeRate === null ? <NotEnough /> : formatPercent(record.strikeRate)}
          subText={`${sample}: winners (returned more than staked) ${record.winners}`}
        />
      </li>
      <li>
        <StatTile
          label="Profit/loss"
          tone={profitTone(record.profitPoints)}
          value={formatSignedPoints(record.profitPoints)}
          subText={`${label}, 1pt level stakes. ${RESPONSIBLE_GAMBLING_LINE}`}
        />
      </li>
      <li>
        <StatTile
          label="ROI"
          tone={record.roi === null ? 'default' : profitTone(record.roi)}
          value={record.roi === null ? <NotEnough /> : formatPercent(record.roi, true)}
          subText={`${label}, on ${formatPoints(record.stakedPoints)} staked. ${RESPONSIBLE_GAMBLING_LINE}`}
        />
      </li>
      <li>
        <StatTile
          label="Tips settled"
          value={record.settled}
          subText={`${label}: ${record.winners} winners, ${record.losers} losers${record.level ? `, ${record.level} returned the stake` : ''}, ${record.void} void; ${record.placed} each-way ${record.placed === 1 ? 'tip' : 'tips'} placed`}
        />
      </li>
      <li>
        <StatTile
          label="Longest losing run"
          value={`${record.longestLosingRun} ${record.longestLosingRun === 1 ? 'tip' : 'tips'}`}
          subText={sample}
        />
      </li>
      <li>
        <StatTile
          label="Max drawdown"
          value={formatPoints(record.maxDrawdownPoints)}
          subText={`${label}, largest fall from a peak`}
        />
      </li>
    </ul>
  );
};
