import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { cn } from '~/web/lib/cn';
import { formatPercent, formatSignedPoints } from '~/web/lib/number-format';

type TNamedRecord = TTrackRecord & { name: string };

const TONE_CLASSES = { won: 'text-won', lost: 'text-lost', default: 'text-ink' } as const;

/** Per tipster or per category figures (all time). */
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
        <th scope="col" className="px-2 py-2 text-right font-semibold">
          Settled
        </th>
        <th scope="col" className="px-2 py-2 text-right font-semibold">
          Strike rate
        </th>
        <th scope="col" className="py-2 pl-2 text-right font-semibold">
          P/L
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.name} className="border-line border-b last:border-b-0">
          <th scope="row" className="py-2 pr-2 text-left font-semibold break-words">
            {row.name}
          </th>
          <td className="tabular px-2 py-2 text-right">{row.settled}</td>
          <td className="tabular px-2 py-2 text-right">
            {row.strikeRate === null ? (
              <span className="text-muted text-xs">Too few ({`<${MIN_SAMPLE_FOR_RATES}`} ran)</span>
            ) : (
              formatPercent(row.strikeRate)
            )}
          </td>
          <td
            className={cn(
              'tabular whitespace-nowrap py-2 pl-2 text-right font-semibold',
              TONE_CLASSES[profitTone(row.profitPoints)],
            )}
          >
            {formatSignedPoints(row.profitPoints)}
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);
