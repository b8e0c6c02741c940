import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import { formatTipDay } from '~/domain/uk-date-format';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { cn } from '~/web/lib/cn';
import { ordinal } from '../result-form';
import { CorrectTipDialog } from './correct-tip-dialog';
import { DeleteTipDialog } from './delete-tip-dialog';
import { ResultBadge } from './result-badge';
import { ResultDialog } from './result-dialog';
import { TipHistoryDialog } from './tip-history-dialog';

const QUICK_RESULTS = [
  { result: 'Won', className: 'border-won text-won hover:bg-won-50' },
  { result: 'Placed', className: 'border-placed text-placed hover:bg-placed-50' },
  { result: 'Lost', className: 'border-lost text-lost hover:bg-lost-50' },
] as const;

const Cell = ({ label, className, children }: { label: string; className?: string; children: ReactNode }) => (
  <div className={cn('min-w-0', className)}>
    <dt className="font-semibold text-muted text-xs uppercase tracking-wide">{label}</dt>
    <dd className="mt-0.5">{children}</dd>
  </div>
);

const resultNotes = (tip: TAdminTip): string =>
  [
    tip.sp ? `SP ${tip.sp}` : null,
    tip.deadHeat
      ? `dead heat of ${tip.deadHeat}${tip.deadHeatPosition ? ` for ${ordinal(tip.deadHeatPosition)}` : ''}`
      : null,
    tip.rule4Pence ? `Rule 4: ${tip.rule4Pence}p` : null,
  ]
    .filter(Boolean)
    .join(', ');

export const AdminTipRow = ({ tip, onDelete }: { tip: TAdminTip; onDelete: () => void }) => {
  const notes = resultNotes(tip);
  return (
    <li className="rounded-card border border-line bg-card p-4 shadow-card">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 md:grid-cols-[1.3fr_1.6fr_0.6fr_0.8fr_1.2fr]">
        <Cell label="Selection" className="col-span-2 md:order-2 md:col-span-1">
          <h3 className="break-words font-bold text-base text-ink">{tip.horse}</h3>
          <p className="text-muted text-sm">
            {tip.betType} · {tip.category}
          </p>
        </Cell>
        <Cell label="Race" className="md:order-1">
          <p className="text-sm">{formatTipDay(tip.date)}</p>
          <p className="text-sm">
            <span className="tabular font-semibold">{tip.time}</span> {tip.racecourse}
          </p>
        </Cell>
        <Cell label="Odds" className="md:order-3">
          <span className="tabular font-bold text-lg">{tip.odds}</span>
        </Cell>
        <Cell label="Access" className="md:order-4">
          <Badge variant={tip.accessLevel === 'Free' ? 'brand' : 'gold'}>{tip.accessLevel}</Badge>
        </Cell>
        <Cell label="Result" className="md:order-5">
          <ResultBadge result={tip.result} />
          {notes ? <p className="mt-1 text-muted text-xs">{notes}</p> : null}
          {tip.resultComment ? <p className="mt-1 break-words text-sm">{tip.resultComment}</p> : null}
        </Cell>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-line border-t pt-3">
        {tip.result === null && !tip.raceStarted ? (
          // The server's rule too: a result can only be recorded after the off.
          <p className="text-muted text-sm">Results open at the off ({tip.time})</p>
        ) : tip.result === null ? (
          <>
            {QUICK_RESULTS.map(({ result, className }) => (
              <ResultDialog key={result} tip={tip} mode="quick" initialResult={result}>
                <Button variant="outline" size="sm" className={className}>
                  {result}
                  <span className="sr-only">: {tip.horse}</span>
                </Button>
              </ResultDialog>
            ))}
            <ResultDialog tip={tip} mode="more" initialResult="NonRunner">
              <Button variant="ghost" size="sm">
                <Ellipsis aria-hidden="true" />
                More...<span className="sr-only"> results for {tip.horse}</span>
              </Button>
            </ResultDialog>
          </>
        ) : (
          <ResultDialog tip={tip} mode="correct" initialResult={tip.result}>
            <Button variant="outline" size="sm">
              Correct result<span className="sr-only">: {tip.horse}</span>
            </Button>
          </ResultDialog>
        )}
        <span className="flex flex-wrap gap-2 md:ml-auto">
          <CorrectTipDialog tip={tip} />
          <TipHistoryDialog tip={tip} />
          <DeleteTipDialog tip={tip} onConfirm={onDelete} />
        </span>
      </div>
    </li>
  );
};
