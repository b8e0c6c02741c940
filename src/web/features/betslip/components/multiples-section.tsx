import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { TLimits } from '~/domain/limits.contract';
import { formatPence, type TPence } from '~/domain/money';
import { multipleLabel, type TMultipleType } from '~/domain/multiple-bets';
import { Button } from '~/web/components/ui/button';
import { CheckboxField } from '~/web/components/ui/checkbox-field';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';
import { SelectField } from '~/web/components/ui/select';
import type { TBetslipItem } from '~/web/lib/betslip-store';
import { parseStakeInput, stakeProblem } from '../betslip-maths';
import {
  MULTIPLE_GUARD_KEY,
  multipleFigures,
  multipleGuardOf,
  multipleLegsOf,
  multipleOptions,
} from '../multiple-slip';
import type { TTrackingMode } from '../place-betslip';
import { usePlaceMultiple } from '../use-place-multiple';
import { BankrollWarning } from './bankroll-warning';

/** A stake per line to start from: £1, the usual unit of a full-cover bet. */
const DEFAULT_STAKE_PER_LINE = 1;

type TMultiplesSectionProps = {
  items: readonly TBetslipItem[];
  mode: TTrackingMode | 'unknown';
  limits: TLimits | null | undefined;
  now: Date;
  bankrollPence: TPence | null;
  /** The singles are being placed. */
  isSlipPlacing: boolean;
};

/**
 * The slip's "Multiples" (issue 36): once it holds selections in two or more races, a double to a Goliath over all
 * of them at their slip prices, each way or not, with the lines, the whole stake and the return if all win. Placed
 * alone ("Place multiple"), under the same limits, breaks and bankroll warning as a single.
 */
export const MultiplesSection = ({
  items,
  mode,
  limits,
  now,
  bankrollPence,
  isSlipPlacing,
}: TMultiplesSectionProps) => {
  const headingId = useId();
  const typeId = useId();
  const eachWayId = useId();
  const stakeId = useId();
  const reasonId = useId();
  const [chosenType, setChosenType] = useState<TMultipleType | null>(null);
  const [isEachWay, setIsEachWay] = useState(false);
  const [stakeDraft, setStakeDraft] = useState(String(DEFAULT_STAKE_PER_LINE));
  const { placeMultiple, isPlacing, failure } = usePlaceMultiple();
  const { legs, problem } = multipleLegsOf(items);
  if (legs.length < 2) return null;

  const options = multipleOptions(legs.length);
  const type = options.find((option) => option.value === chosenType)?.value ?? options[0]?.value;
  const stakePerLine = parseStakeInput(stakeDraft) ?? 0;
  const choice = type ? { type, isEachWay, stakePerLine } : null;
  const figures = choice && !problem ? multipleFigures(legs, choice) : null;
  const label = type ? multipleLabel(type) : '';
  const guard = figures
    ? multipleGuardOf({ label, stakePence: figures.stakePence, mode, limits, now })
    : null;
  const stakeError = stakeProblem(stakePerLine) ?? guard?.lineProblems[MULTIPLE_GUARD_KEY];
  const isBusy = isPlacing || isSlipPlacing;

  return (
    <section aria-labelledby={headingId} className="border-line border-t py-4">
      <h3 id={headingId} className="font-bold text-brand text-base">
        Multiples
      </h3>
      {problem || !choice || !figures ? (
        <p className="mt-2 text-muted text-sm">{problem}</p>
      ) : (
        <>
          <p className="mt-1 text-muted text-xs">
            {legs.length} selections at their prices on the slip. Placing the multiple records it alone; its
            selections then leave the slip.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <SelectField
              id={typeId}
              label="Multiple type"
              options={options}
              value={choice.type}
              disabled={isBusy}
              onChange={(event) => {
                const picked = options.find((option) => option.value === event.target.value);
                if (picked) setChosenType(picked.value);
              }}
            />
            <Field id={stakeId} label="Stake per line" error={stakeError}>
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
                >
                  £
                </span>
                <Input
                  id={stakeId}
                  type="number"
                  inputMode="decimal"
                  min={0.1}
                  step={0.1}
                  value={stakeDraft}
                  disabled={isBusy}
                  className="tabular pl-7"
                  onChange={(event) => {
                    if (parseStakeInput(event.target.value) !== null) setStakeDraft(event.target.value);
                  }}
                  {...fieldAria({ id: stakeId, error: stakeError })}
                />
              </div>
            </Field>
            <CheckboxField
              id={eachWayId}
              label="Each way"
              className="col-span-2"
              checked={isEachWay}
              disabled={isBusy}
              onChange={(event) => setIsEachWay(event.target.checked)}
            />
          </div>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>Lines</dt>
            <dd className="tabular text-right font-semibold">{figures.lineCount}</dd>
            <dt>Total stake</dt>
            <dd className="tabular text-right font-semibold">{formatPence(figures.stakePence)}</dd>
            <dt>Potential return if all win</dt>
            <dd className="tabular text-right font-semibold">{formatPence(figures.returnIfAllWinPence)}</dd>
          </dl>
          <BankrollWarning outlayPence={figures.stakePence} bankrollPence={bankrollPence} />
          {guard?.reason ? (
            <p
              id={reasonId}
              className={
                guard.breakLabel
                  ? 'mt-2 rounded-lg border border-gold bg-gold-50 p-2 text-ink text-sm'
                  : 'mt-2 rounded-lg border border-lost bg-lost-50 p-2 font-medium text-lost text-sm'
              }
            >
              {guard.reason}
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="mt-2 rounded-lg border border-lost bg-lost-50 p-2 text-lost text-sm">
              Not placed: {failure}
            </p>
          ) : null}
          <Button
            className="mt-3 w-full whitespace-normal! text-center"
            variant="secondary"
            disabled={isBusy || stakeError !== undefined || Boolean(guard?.reason)}
            aria-busy={isPlacing}
            aria-describedby={guard?.reason ? reasonId : undefined}
            onClick={() => placeMultiple({ items, legs, choice, label })}
          >
            {isPlacing ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
            {guard?.breakLabel ?? 'Place multiple'}
          </Button>
        </>
      )}
    </section>
  );
};
