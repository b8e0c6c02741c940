import { useId, useState } from 'react';
import { fractionalOddsProblem } from '~/domain/calculators/calculator-fields';
import { commissionProblem, hedge, MAX_COMMISSION_PERCENT } from '~/domain/calculators/hedging';
import { parseCalculatorFractional } from '~/domain/calculators/odds-formats';
import { Button } from '~/web/components/ui/button';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';
import { PoundsInput, ResultsPanel, useResultsFocus } from './calculator-kit';
import { ResultOutput, toneOfPence } from './result-output';

const STAKE_HINT = 'Pounds on the back bet.';
const COMMISSION_HINT = "The exchange's % on net winnings (0-10).";

/**
 * Spec 2 "Hedging": lay a back bet at the exchange so both outcomes pay the same. The lay stake is the one that
 * equalises them after commission, B·Db / (Dl - c); the spec's B·Db / Dl / (1 - c) leaves them unequal once
 * commission is above 0 (see src/domain/calculators/hedging.ts).
 */
export const HedgingCalculator = ({ disabled = false }: { disabled?: boolean }) => {
  const id = useId();
  const [backStake, setBackStake] = useState('10');
  const [backOdds, setBackOdds] = useState('2/1');
  const [layOdds, setLayOdds] = useState('6/4');
  const [commission, setCommission] = useState('5');
  const { resultsRef, onSubmit } = useResultsFocus();
  const back = parseCalculatorFractional(backOdds);
  const lay = parseCalculatorFractional(layOdds);
  const result = hedge({ backStake, backOdds: back.odds, layOdds: lay.odds, commissionPercent: commission });
  const backProblem = fractionalOddsProblem(back);
  const layProblem = fractionalOddsProblem(lay);
  const commissionError = commissionProblem(commission) ?? undefined;

  return (
    <form onSubmit={onSubmit} aria-label="Hedging" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <fieldset disabled={disabled} className="grid min-w-0 content-start gap-4 sm:grid-cols-2">
        <Field id={`${id}-stake`} label="Back Stake" hint={STAKE_HINT}>
          <PoundsInput
            id={`${id}-stake`}
            value={backStake}
            onValueChange={setBackStake}
            {...fieldAria({ id: `${id}-stake`, hint: STAKE_HINT })}
          />
        </Field>
        <Field id={`${id}-back`} label="Back Odds" error={backProblem ?? undefined}>
          <Input
            id={`${id}-back`}
            placeholder="2/1"
            value={backOdds}
            {...fieldAria({ id: `${id}-back`, error: backProblem ?? undefined })}
            onChange={(e) => setBackOdds(e.target.value)}
            className="tabular-nums"
          />
        </Field>
        <Field id={`${id}-lay`} label="Lay Odds" error={layProblem ?? undefined}>
          <Input
            id={`${id}-lay`}
            placeholder="2/1"
            value={layOdds}
            {...fieldAria({ id: `${id}-lay`, error: layProblem ?? undefined })}
            onChange={(e) => setLayOdds(e.target.value)}
            className="tabular-nums"
          />
        </Field>
        <Field id={`${id}-commission`} label="Commission" hint={COMMISSION_HINT} error={commissionError}>
          <Input
            id={`${id}-commission`}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_COMMISSION_PERCENT}
            step={0.1}
            value={commission}
            onChange={(e) => setCommission(e.target.value)}
            {...fieldAria({ id: `${id}-commission`, hint: COMMISSION_HINT, error: commissionError })}
            className="tabular-nums"
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg">
            Calculate Hedge
          </Button>
        </div>
      </fieldset>

      <ResultsPanel ref={resultsRef} label="Hedging results">
        <div className="grid grid-cols-2 gap-3">
          <ResultOutput
            label="Optimal Lay Stake"
            value={result.layStake.text}
            hint={`Liability ${result.liability.text}`}
          />
          <ResultOutput
            label="Guaranteed Profit"
            value={result.guaranteedProfit.text}
            tone={toneOfPence(result.guaranteedProfit.pence)}
          />
          <ResultOutput
            label="If Back Wins"
            value={result.ifBackWins.text}
            tone={toneOfPence(result.ifBackWins.pence)}
          />
          <ResultOutput
            label="If Back Loses"
            value={result.ifBackLoses.text}
            tone={toneOfPence(result.ifBackLoses.pence)}
          />
        </div>
        <div className="rounded-lg border border-line bg-card p-3 text-sm">
          <h3 className="font-semibold text-ink">The formula</h3>
          <p className="mt-1 text-muted">
            Lay stake = back stake × back decimal odds ÷ (lay decimal odds − commission). This makes both
            outcomes pay the same after the exchange's commission. Dividing by lay decimal odds and then by (1
            − commission), as some calculators do, leaves the two outcomes unequal whenever commission is
            charged.
          </p>
          <p className="mt-1 text-muted">
            The liability is what the lay costs if your horse wins: lay stake × (lay decimal odds − 1).
          </p>
        </div>
      </ResultsPanel>
    </form>
  );
};
