import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { spSampleText, TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { StatTile } from '~/web/components/ui/stat-tile';
import { formatPercent, formatPoints, formatSignedPoints } from '~/web/lib/number-format';

/** Where a rate would be, while the window has too few settled tips for it to mean anything. */
export const TOO_FEW_RESULTS = 'Too few results';
export const notEnoughResults = (ran: number) =>
  `${ran} ${ran === 1 ? 'tip' : 'tips'} ran; a percentage needs at least ${MIN_SAMPLE_FOR_RATES}`;

const TooFew = () => <span className="block text-base text-muted leading-snug">{TOO_FEW_RESULTS}</span>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

type TTrackRecordTilesProps = { record: TTrackRecord };

/**
 * One window's figures in two columns on a phone. The window is named by the toggle above the tiles, so the
 * tiles say only what each figure counts (both rates, each profit with its price basis, side by side); the
 * responsible-gambling line is said once for the whole section.
 */
export const TrackRecordTiles = ({ record }: TTrackRecordTilesProps) => {
  const { ran } = record;
  const tooFew = notEnoughResults(ran);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <li>
        <StatTile
          label={TRACK_RECORD_NAMES.wonRace}
          value={record.wonStrikeRate === null ? <TooFew /> : formatPercent(record.wonStrikeRate)}
          subText={
            record.wonStrikeRate === null ? tooFew : `${record.wonRace} of ${ran} that ran won the race`
          }
        />
      </li>
      <li>
        <StatTile
          label={TRACK_RECORD_NAMES.returnedProfit}
          value={record.strikeRate === null ? <TooFew /> : formatPercent(record.strikeRate)}
          subText={
            record.strikeRate === null
              ? tooFew
              : `${record.winners} of ${ran} that ran returned more than staked`
          }
        />
      </li>
      <li>
        <StatTile
          label={TRACK_RECORD_NAMES.advisedProfit}
          tone={profitTone(record.profitPoints)}
          value={formatSignedPoints(record.profitPoints)}
          subText="1pt level stakes"
        />
      </li>
      <li>
        <StatTile
          label={TRACK_RECORD_NAMES.spProfit}
          tone={record.profitPointsSp === null ? 'default' : profitTone(record.profitPointsSp)}
          value={
            record.profitPointsSp === null ? (
              <span className="block text-base text-muted leading-snug">No SP recorded</span>
            ) : (
              formatSignedPoints(record.profitPointsSp)
            )
          }
          subText={spSampleText(record)}
        />
      </li>
      <li>
        <StatTile
          label="ROI"
          tone={record.roi === null ? 'default' : profitTone(record.roi)}
          value={record.roi === null ? <TooFew /> : formatPercent(record.roi, true)}
          subText={
            record.roi === null ? tooFew : `On ${formatPoints(record.stakedPoints)} staked, at advised prices`
          }
        />
      </li>
      <li>
        <StatTile
          label="Tips settled"
          value={record.settled}
          subText={`${record.winners} returned a profit, ${record.losers} made a loss${record.level ? `, ${record.level} returned the stake` : ''}, ${record.void} void; ${plural(record.placed, 'each-way tip')} placed`}
        />
      </li>
      <li>
        <StatTile
          label="Longest losing run"
          value={plural(record.longestLosingRun, 'tip')}
          subText={`Of ${plural(ran, 'tip')} ran`}
        />
      </li>
      <li>
        <StatTile
          label="Max drawdown"
          value={formatPoints(record.maxDrawdownPoints)}
          subText="Largest fall from a peak, at advised prices"
        />
      </li>
    </ul>
  );
};
