import { Info, Plus, Trash2 } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import { formatPercent } from '~/domain/calculators/amount';
import { fractionalOddsProblem } from '~/domain/calculators/calculator-fields';
import { DEFAULT_DUTCH_STAKE, DUTCH_MIN_SELECTIONS, dutch } from '~/domain/calculators/dutching';
import {
  DUTCH_CALCULATOR_MAX_SELECTIONS,
  DUTCH_NEW_SELECTION_ODDS,
  hasOverround,
} from '~/domain/calculators/dutching-input';
import { formatImpliedProbability, parseCalculatorFractional } from '~/domain/calculators/odds-formats';
import { ZERO } from '~/domain/fraction';
import { formatPence } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { PoundsInput, ResultsPanel, useResultsFocus } from './calculator-kit';
import { ResultOutput, toneOfPence } from './result-output';

/** What a figure shows before there are 2 selections to dutch (the screen never has fewer). */
const NO_STAKE = formatPence(0);
const NO_OVERROUND = formatPercent(ZERO, 2);
const OVERROUND_TIP =
  'Overround is how far the implied chances of your selections add up past 100%. Below 0% every selection returns a profit; above 0% the dutch loses money whichever wins.';

const TOTAL_HINT = 'Pounds to spread over every selection.';

/**
 * Spec 2 "Dutching": one total stake spread over 2 or more selections in proportion to their implied chances, so
 * each returns the same; the stakes add up to the total to the penny.
 */
export const DutchingCalculator = ({ disabled = false }: { disabled?: boolean }) => {
  const id = useId();
  const [total, setTotal] = useState(String(DEFAULT_DUTCH_STAKE));
  const [rows, setRows] = useState<{ key: number; odds: string }[]>([
    { key: 1, odds: DUTCH_NEW_SELECTION_ODDS },
    { key: 2, odds: DUTCH_NEW_SELECTION_ODDS },
  ]);
  const nextKey = useRef(3);
  const { resultsRef, onSubmit } = useResultsFocus();

  const readings = rows.map((row) => parseCalculatorFractional(row.odds));
  const result = dutch({ totalStake: total, odds: readings.map((r) => r.odds) });

  return (
    <form onSubmit={onSubmit} aria-label="Dutching" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <fieldset disabled={disabled} className="min-w-0 space-y-5">
        <Field id={`${id}-total`} label="Total stake" hint={TOTAL_HINT}>
          <PoundsInput
            id={`${id}-total`}
            value={total}
            onValueChange={setTotal}
            className="max-w-40"
            {...fieldAria({ id: `${id}-total`, hint: TOTAL_HINT })}
          />
        </Field>
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const n = index + 1;
            const reading = readings[index]!;
            const problem = fractionalOddsProblem(reading);
            const selection = result?.selections[index];
            const fieldId = `${id}-odds-${row.key}`;
            return (
              <li key={row.key} className="rounded-lg border border-line bg-card p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <div className="min-w-36 flex-1">
                    <Field id={fieldId} label={`Selection ${n} odds`} error={problem ?? undefined}>
                      <Input
                        id={fieldId}
                        placeholder="2/1"
                        value={row.odds}
                        {...fieldAria({ id: fieldId, error: problem ?? undefined })}
                        onChange={(e) =>
                          setRows(rows.map((r) => (r.key === row.key ? { ...r, odds: e.target.value } : r)))
                        }
                        className="tabular-nums"
                      />
                    </Field>
                  </div>
                  <div className="text-sm">
                    <p className="text-muted text-xs">Implied chance</p>
                    <p className="font-semibold tabular-nums">{formatImpliedProbability(reading.odds)}</p>
                  </div>
                  <div className="min-w-28">
                    <ResultOutput label={`Selection ${n} stake`} value={selection?.stake.text ?? NO_STAKE} />
                  </div>
                  {rows.length > DUTCH_MIN_SELECTIONS ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove selection ${n}`}
                      onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {selection ? (
                  <p className="mt-2 text-muted text-xs">Returns {selection.return.text} if it wins.</p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            onClick={() => {
              setRows([...rows, { key: nextKey.current, odds: DUTCH_NEW_SELECTION_ODDS }]);
              nextKey.current += 1;
            }}
            disabled={disabled || rows.length >= DUTCH_CALCULATOR_MAX_SELECTIONS}
          >
            <Plus aria-hidden="true" />
            Add Selection
          </Button>
          <Button type="submit" size="lg">
            Calculate Dutch Stakes
          </Button>
        </div>
      </fieldset>

      <ResultsPanel ref={resultsRef} label="Dutching results">
        <div className="grid grid-cols-2 gap-3">
          <ResultOutput
            label="Guaranteed Profit"
            value={result?.guaranteedProfit.text ?? NO_STAKE}
            tone={toneOfPence(result?.guaranteedProfit.pence ?? 0)}
          />
          <ResultOutput
            label="Overround"
            value={result?.overroundText ?? NO_OVERROUND}
            tone={result && hasOverround(result) ? 'negative' : 'positive'}
          />
        </div>
        <Tooltip.Provider delayDuration={200}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <button
                type="button"
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-lg text-brand-700 text-sm font-semibold',
                  FOCUS_RING,
                )}
              >
                <Info aria-hidden="true" className="size-4" />
                What is overround?
              </button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content
                side="top"
                sideOffset={6}
                className="z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-float"
              >
                {OVERROUND_TIP}
                <Tooltip.Arrow className="fill-ink" />
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </Tooltip.Provider>

        <div className="rounded-lg border border-line bg-card p-3 text-sm">
          <h3 className="font-semibold text-ink">How dutching works</h3>
          <p className="mt-1 text-muted">
            Each selection's implied chance is 1 ÷ its decimal odds. The total stake is split in the same
            proportions, in whole pennies placed where they keep the smallest return highest, so whichever
            selection wins returns about the same (fractions of a penny dropped, as bookmakers pay). The
            overround should be negative for a profitable dutch: that only happens when the prices together
            are bigger than the true chances.
          </p>
        </div>
      </ResultsPanel>
    </form>
  );
};
