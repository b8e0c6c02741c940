import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { RULE4_MOST_PENCE } from '~/domain/rule4';
import { TIP_RESULTS } from '~/domain/tips';
import { TextField } from '~/web/components/ui/field';
import { SelectField } from '~/web/components/ui/select';
import { RESULT_LABELS } from '../admin-format';
import { ordinal, placedTiePositions, type TResultForm, withdrawnPriceRule4 } from '../result-form';

const DEAD_HEAT_OPTIONS = [2, 3, 4, 5, 6] as const;

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
  <TextField
    id="result-sp"
    label="SP"
    hint={hint}
    error={error}
    placeholder="9/2"
    autoComplete="off"
    inputClassName="tabular"
    {...register('sp')}
  />
);

const DEAD_HEAT_CHOICES = DEAD_HEAT_OPTIONS.map((count) => ({
  value: String(count),
  label: `${count} horses`,
}));

/** Beyond Won/Placed/Lost: non-runner, dead heat (with the place it was for), Rule 4 deduction and starting price. */
export const ResultExtraFields = ({
  form: { register, formState, watch, setValue },
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
  // Not sent: the withdrawn horse's price only fills in Rule 4 from the Tattersalls scale.
  const [withdrawnPrice, setWithdrawnPrice] = useState('');
  const withdrawn = withdrawnPriceRule4(withdrawnPrice);
  const onWithdrawnPrice = (text: string) => {
    setWithdrawnPrice(text);
    const reading = withdrawnPriceRule4(text);
    if (reading?.pence != null)
      setValue('rule4Pence', String(reading.pence), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <SelectField
        id="result-outcome"
        label="Result"
        error={errors.result?.message}
        options={TIP_RESULTS.map((value) => ({ value, label: RESULT_LABELS[value] }))}
        {...register('result')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="result-dead-heat"
          label="Dead heat"
          optional
          hint={result === 'Won' ? 'Horses tied for 1st' : 'Horses tied'}
          error={errors.deadHeat?.message}
          emptyOption="None"
          options={DEAD_HEAT_CHOICES}
          {...register('deadHeat')}
        />
        {asksPosition ? (
          <SelectField
            id="result-dead-heat-position"
            label="Tie was for"
            hint={`This race pays ${places} places`}
            error={errors.deadHeatPosition?.message}
            emptyOption="Choose"
            options={placedTiePositions(places).map((position) => ({
              value: String(position),
              label: `${ordinal(position)} place`,
            }))}
            {...register('deadHeatPosition')}
          />
        ) : null}
        <SpField
          register={register}
          hint="Starting price, e.g. 9/2 (not needed for a non-runner)"
          error={errors.sp?.message}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="result-withdrawn-price"
          label="Withdrawn horse's price"
          optional
          hint={
            withdrawn && 'note' in withdrawn ? withdrawn.note : 'Fills in Rule 4 from the Tattersalls scale'
          }
          error={withdrawn && 'error' in withdrawn ? withdrawn.error : undefined}
          placeholder="4/6"
          autoComplete="off"
          inputClassName="tabular"
          value={withdrawnPrice}
          onChange={(event) => onWithdrawnPrice(event.target.value)}
        />
        <TextField
          id="result-rule4"
          label="Rule 4"
          optional
          hint="Pence in the £ (add them up for more than one withdrawal)"
          error={errors.rule4Pence?.message}
          type="number"
          inputMode="numeric"
          min={0}
          max={RULE4_MOST_PENCE}
          {...register('rule4Pence')}
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
