import type { UseFormReturn } from 'react-hook-form';
import { TIP_RESULTS } from '~/domain/tips.contract';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { RESULT_LABELS } from '../admin-format';
import type { TResultForm } from '../result-form';
import { SelectInput } from './field-controls';

const DEAD_HEAT_OPTIONS = [2, 3, 4, 5, 6] as const;

/** Beyond Won/Placed/Lost: non-runner, dead heat, Rule 4 deduction and starting price. */
export const ResultExtraFields = ({
  form: { register, formState },
}: {
  form: UseFormReturn<TResultForm>;
}) => {
  const { errors } = formState;
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
          hint="Horses tied"
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
        <FormField
          id="result-sp"
          label="SP"
          optional
          hint="Starting price, e.g. 9/2"
          error={errors.sp?.message}
        >
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
      </div>
    </>
  );
};
