import type { UseFormReturn } from 'react-hook-form';
import { TIP_RESULTS } from '~/domain/tips';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { RESULT_LABELS } from '../admin-format';
import { ordinal, placedTiePositions, type TResultForm } from '../result-form';
import { SelectInput } from './field-controls';

const DEAD_HEAT_OPTIONS = [2, 3, 4, 5, 6] as const;

/** Beyond Won/Placed/Lost: non-runner, dead heat (with the place it was for), Rule 4 deduction and starting price. */
/** The starting price field, in the quick result dialog and with the full result's extra fields. */
export const SpField = ({
  register,
  hint,
  error,
}: {
  register: UseFormReturn<TResultForm>['register'];
  hint: string;
  error?: string;
}) => (
  <FormField id="result-sp" label="SP" hint={hint} error={error}>
    {({ describedBy, isInvalid }) => (
      <Input
        id="result-sp"
        placeholder="9/2"
        autoComplete="off"
        className="tabular"
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        {...register('sp')}
      />
    )}
  </FormField>
);

export const ResultExtraFields = ({
  form: { register, formState, watch },
  places,
}: {
  form: UseFormReturn<TResultForm>;
  /** Places paid each way in this race. */
  places: number;
}) => {
  const { errors } = formState;
  const result = watch('result');
  const deadHeat = watch('deadHeat');
  const asksPosition = result === 'Placed' && deadHeat !== '';
  return (
    <>
      <FormField id="result-outcome" label="Result" error={errors.result?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="result-outcome"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('result')}
          >
            {TIP_RESULTS.map((result) => (
              <option key={result} value={result}>
                {RESULT_LABELS[result]}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="result-dead-heat"
          label="Dead heat"
          optional
          hint={result === 'Won' ? 'Horses tied for 1st' : 'Horses tied'}
          error={errors.deadHeat?.message}
        >
          {({ describedBy, isInvalid }) => (
            <SelectInput
              id="result-dead-heat"
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('deadHeat')}
            >
              <option value="">None</option>
              {DEAD_HEAT_OPTIONS.map((count) => (
                <option key={count} value={String(count)}>
                  {count} horses
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        {asksPosition ? (
          <FormField
            id="result-dead-heat-position"
            label="Tie was for"
            hint={`This race pays ${places} places`}
            error={errors.deadHeatPosition?.message}
          >
            {({ describedBy, isInvalid }) => (
              <SelectInput
                id="result-dead-heat-position"
                aria-invalid={isInvalid || undefined}
                aria-describedby={describedBy}
                {...register('deadHeatPosition')}
              >
                <option value="">Choose</option>
                {placedTiePositions(places).map((position) => (
                  <option key={position} value={String(position)}>
                    {ordinal(position)} place
                  </option>
                ))}
              </SelectInput>
            )}
          </FormField>
        ) : null}
        <FormField
          id="result-rule4"
          label="Rule 4"
          optional
          hint="Pence in the £"
          error={errors.rule4Pence?.message}
        >
          {({ describedBy, isInvalid }) => (
            <Input
              id="result-rule4"
              type="number"
              inputMode="numeric"
              min={0}
              max={90}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('rule4Pence')}
            />
          )}
        </FormField>
        <SpField
          register={register}
          hint="Starting price, e.g. 9/2 (not needed for a non-runner)"
          error={errors.sp?.message}
        />
      </div>
      {deadHeat ? (
        <p className="rounded-md bg-surface p-3 text-muted text-xs" id="dead-heat-rule">
          Dead heat rules: a winner's stake is divided by the horses tied for first. For the place part, the
          tied horses share the places paid from the position they tied for: three tied for 2nd with 3 places
          paid share 2 places, so each is paid 2/3 of its place stake; two tied for 2nd share 2nd and 3rd and
          are paid in full.
        </p>
      ) : null}
    </>
  );
};
