import { useId } from 'react';
import { MIN_SAMPLE_FOR_RATES } from '~/domain/tips';
import type { TTrackRecord } from '~/domain/track-record.contract';
import { TRACK_RECORD_NAMES } from '~/domain/track-record-names';
import { profitTone } from '~/web/components/profit-chart/profit-unit';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { formatPercent, formatSignedPoints } from '~/web/lib/number-format';

type TNamedRecord = TTrackRecord & { name: string };

const TONE_CLASSES = { won: 'text-won', lost: 'text-lost', default: 'text-ink' } as const;
const FIGURE_COLUMNS = [
  'Ran',
  TRACK_RECORD_NAMES.wonRace,
  TRACK_RECORD_NAMES.returnedProfit,
  'P/L at advised prices',
  TRACK_RECORD_NAMES.spProfit,
] as const;

const Rate = ({ value }: { value: number | null }) =>
  value === null ? (
    <span className="text-muted text-xs">Too few ({`<${MIN_SAMPLE_FOR_RATES}`} ran)</span>
  ) : (
    formatPercent(value)
  );

const Points = ({ value }: { value: number }) => (
  <span className={cn('font-semibold', TONE_CLASSES[profitTone(value)])}>{formatSignedPoints(value)}</span>
);

/** Per tipster or per category figures (all time): both rates over the tips that ran, profit on both price bases. */
export const TrackRecordTable = ({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: TNamedRecord[];
}) => {
  const captionId = useId();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-labelledby={captionId}
      className={cn('overflow-x-auto focus-visible:outline-offset-2', FOCUS_RING)}
    >
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <caption id={captionId} className="pb-2 text-left font-semibold text-ink">
          {caption}
        </caption>
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
          {rows.map((row) => (
            <tr key={row.name} className="border-line border-b last:border-b-0">
              <th scope="row" className="py-2 pr-2 text-left font-semibold break-words">
                {row.name}
              </th>
              <td className="tabular px-2 py-2 text-right">{row.ran}</td>
              <td className="tabular px-2 py-2 text-right">
                <Rate value={row.wonStrikeRate} />
              </td>
              <td className="tabular px-2 py-2 text-right">
                <Rate value={row.strikeRate} />
              </td>
              <td className="tabular whitespace-nowrap px-2 py-2 text-right">
                <Points value={row.profitPoints} />
              </td>
              <td className="tabular whitespace-nowrap py-2 pl-2 text-right">
                {row.profitPointsSp === null ? (
                  <span className="text-muted text-xs">No SP</span>
                ) : (
                  <>
                    <Points value={row.profitPointsSp} />
                    {row.spSample < row.ran ? (
                      <span className="block text-muted text-xs">
                        {row.spSample} of {row.ran} with an SP
                      </span>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
