import { useId } from 'react';
import type { TSettlerResult } from '~/domain/calculators/bet-settler';
import { Badge } from '~/web/components/ui/badge';
import { ResultOutput, toneOfPence } from './result-output';

/** The settled bet's totals beside the form, or why the selections do not suit the bet. */
export const SettlerResults = ({
  settled,
  betLabel,
  isEachWay,
}: {
  settled: TSettlerResult;
  /** The bet type's name: "Yankee". */
  betLabel: string;
  isEachWay: boolean;
}) => {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-brand-100 bg-brand-50 p-3 sm:p-4 lg:sticky lg:top-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-brand">
          Results
        </h3>
        <Badge variant="brand">
          {betLabel}
          {isEachWay ? ' each way' : ''}
        </Badge>
      </div>
      {settled.isValid ? (
        <>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <ResultOutput label="Lines" value={String(settled.lineCount)} />
            <ResultOutput label="Total Stake" value={settled.totalStake.text} />
            <ResultOutput label="Total Return" value={settled.totalReturn.text} />
            <ResultOutput
              label="Profit"
              value={settled.profit.text}
              tone={toneOfPence(settled.profit.pence)}
            />
          </div>
          <p className="mt-3 text-muted text-xs">{settled.note}</p>
        </>
      ) : (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-lost/40 bg-lost-50 p-3 font-medium text-lost text-sm"
        >
          <p>{settled.message}.</p>
          <p className="mt-1 font-normal text-ink">Add or remove selections, or choose another bet type.</p>
        </div>
      )}
    </section>
  );
};
