import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { TTip } from '~/domain/tip.contract';
import { TipResultBadge } from '~/web/components/tip-result-badge';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { useOddsDisplay } from '~/web/lib/odds-format';

/**
 * Finished races fold into one section below the races still to run: one line per tip with the result and the SP.
 * Open by default only when nothing is left to run today.
 */
export const TodaysResults = ({
  tips,
  defaultOpen,
  title = "Today's results",
}: {
  tips: readonly TTip[];
  defaultOpen: boolean;
  /** The fold's heading: another day's list names its day. */
  title?: string;
}) => {
  const { formatOdds } = useOddsDisplay();
  const listId = useId();
  const [open, setOpen] = useState(defaultOpen);
  if (tips.length === 0) return null;
  return (
    <section
      aria-labelledby="todays-results-title"
      className="rounded-card border border-line bg-card shadow-card"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-2">
        <h3 id="todays-results-title" className="font-bold text-ink">
          {title} <span className="font-normal text-muted text-sm">({tips.length})</span>
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide results' : 'Show results'}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      <ul id={listId} hidden={!open} className="divide-y divide-line border-line border-t">
        {tips.map((tip) => (
          <li key={tip.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
            <p className="min-w-0 text-sm">
              <span className="tabular font-bold text-ink">{tip.time}</span>{' '}
              <span className="font-semibold text-ink">{tip.racecourse}</span>
              <span className="block text-muted">
                <span className="font-semibold text-ink">{tip.horse}</span>{' '}
                <span className="sr-only">tipped at </span>
                <span className="tabular">
                  {formatOdds({ text: tip.odds, num: tip.oddsNum, den: tip.oddsDen })}
                </span>
              </span>
            </p>
            {tip.result ? <TipResultBadge result={tip.result} sp={tip.sp} /> : null}
            {tip.resultComment ? <p className="w-full text-muted text-xs">{tip.resultComment}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
