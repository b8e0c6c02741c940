import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { spProfitName, TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { cn } from '~/web/lib/cn';
import { formatPercent, formatSignedPoints } from '~/web/lib/number-format';

type TNamedRecord = TTrackRecord & { name: string };

const TONE_CLASSES = { won: 'text-won', lost: 'text-lost', default: 'text-ink' } as const;
const FIGURE_COLUMNS = [
  TRACK_RECORD_NAMES.wonRace,
  TRACK_RECORD_NAMES.returnedProfit,
  'P/L at advised prices',
] as const;

const Rate = ({ value }: { value: number | null }) =>
  value === null ? (
    <span className="text-muted text-xs">Too few ({`<${MIN_SAMPLE_FOR_RATES}`} ran)</span>
  ) : (
    formatPercent(value)
  );

/**
 * Per tipster or per category figures (all time): both rates over the tips that ran (the count under each name), and
 * the profit at advised prices with the profit at SP beneath it. Four columns, so a phone shows them all.
 */
export const TrackRecordTable = ({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: TNamedRecord[];
}) => (
  <table className="w-full border-collapse text-sm">
    <caption className="pb-2 text-left font-semibold text-ink">{caption}</caption>
    <thead>
      <tr className="border-line border-b text-left text-muted text-xs">
        <th scope="col" className="py-2 pr-2 font-semibold">
          {nameHeader}
        </th>
        {FIGURE_COLUMNS.map((column) => (
          <th key={column} scope="col" className="px-2 py-2 text-right font-semibold last:pr-0">
            {column}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => {
        const spName = spProfitName(row);
        return (
          <tr key={row.name} className="border-line border-b align-top last:border-b-0">
            <th scope="row" className="py-2 pr-2 text-left font-semibold break-words">
              {row.name}
              <span className="block font-normal text-muted text-xs">{row.ran} ran</span>
            </th>
            <td className="tabular px-2 py-2 text-right">
              <Rate value={row.wonStrikeRate} />
            </td>
            <td className="tabular px-2 py-2 text-right">
              <Rate value={row.strikeRate} />
            </td>
            <td className="tabular py-2 pl-2 text-right">
              <span
                className={cn('whitespace-nowrap font-semibold', TONE_CLASSES[profitTone(row.profitPoints)])}
              >
                {formatSignedPoints(row.profitPoints)}
              </span>
              {spName && row.profitPointsSp !== null ? (
                <span className="block text-muted text-xs">
                  {spName}:{' '}
                  <span className="whitespace-nowrap">{formatSignedPoints(row.profitPointsSp)}</span>
                </span>
              ) : null}
            </td>
          </tr>
        );
      })}
    </tbody>
  </table>
);
