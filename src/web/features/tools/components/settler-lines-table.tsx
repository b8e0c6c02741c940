import type { TSettlerLine } from '~/domain/calculators/bet-settler';
import { Badge } from '~/web/components/ui/badge';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** A cell of the lines table: tight on a phone so the four columns fit 375 px without scrolling sideways. */
const CELL = 'px-2 py-2 first:pl-3 last:pr-3 sm:px-3';

/** Every line of the settled bet (up to 494 for a Goliath each way), in a region the keyboard can scroll. */
export const SettlerLinesTable = ({ lines }: { lines: readonly TSettlerLine[] }) => (
  <section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it (WCAG 2.1.1).
    tabIndex={0}
    aria-label="Every line (scrollable)"
    className={cn(
      'max-h-[28rem] overflow-auto rounded-lg border border-line focus-visible:outline-offset-2',
      FOCUS_RING,
    )}
  >
    <table className="w-full text-left text-sm">
      <caption className="px-3 pt-3 pb-1 text-left font-bold text-brand">Every line</caption>
      <thead className="sticky top-0 bg-surface text-muted text-xs">
        <tr className="border-line border-b">
          <th scope="col" className={cn(CELL, 'font-semibold')}>
            Selections
          </th>
          <th scope="col" className={cn(CELL, 'font-semibold')}>
            Part
          </th>
          <th scope="col" className={cn(CELL, 'text-right font-semibold')}>
            Stake
          </th>
          <th scope="col" className={cn(CELL, 'text-right font-semibold')}>
            Return
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.part}-${line.selections.join('-')}`}
            className="border-line border-b last:border-0"
          >
            <th scope="row" className={cn(CELL, 'font-medium tabular-nums')}>
              {line.selections.map((selection) => selection + 1).join(' + ')}
            </th>
            <td className={CELL}>
              <Badge variant={line.part === 'win' ? 'brand' : 'placed'}>
                {line.part === 'win' ? 'Win' : 'Place'}
              </Badge>
            </td>
            <td className={cn(CELL, 'text-right tabular-nums')}>{line.stake.text}</td>
            <td
              className={cn(
                CELL,
                'text-right font-semibold tabular-nums',
                line.return.pence > 0 ? 'text-ink' : 'text-muted',
              )}
            >
              {line.return.text}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);
