import { useId } from 'react';
import { ADVISOR_DIMENSION_LABELS, ADVISOR_MIN_GROUP_SAMPLE, type TAdvisorGroup } from '~/domain/advisor';
import { formatPence, formatSignedPence } from '~/domain/money';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const COLUMNS = ['Bets', 'Winners', 'Strike rate', 'Staked', 'Profit', 'ROI'] as const;

/** The member's settled bets by bet type, odds band and course: the figures their strategy is built from. */
export const AdvisorGroupsTable = ({ groups }: { groups: readonly TAdvisorGroup[] }) => {
  const captionId = useId();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-labelledby={captionId}
      className={cn(
        'mt-4 overflow-x-auto rounded-lg border border-line focus-visible:outline-offset-2',
        FOCUS_RING,
      )}
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left font-semibold text-ink">
          Your settled bets by group (groups under {ADVISOR_MIN_GROUP_SAMPLE} bets are not used for advice)
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Group
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={`${group.dimension}:${group.key}`} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="text-muted">{ADVISOR_DIMENSION_LABELS[group.dimension]}: </span>
                <span className="font-semibold text-ink">{group.label}</span>
                {group.isReliable ? null : <span className="text-muted"> (small sample)</span>}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{group.bets}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.winners}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.strikeRate}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPence(group.stakedPence)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatSignedPence(group.profitPence)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{group.roi}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
