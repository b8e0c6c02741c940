import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { CORRECTION_ACCESS_LEVELS, type TCorrectTipForm } from '../correct-tip-form';
import { SelectInput, TextArea } from './field-controls';

export const CorrectTipFields = ({
  form: { register, formState },
}: {
  form: UseFormReturn<TCorrectTipForm>;
}) => {
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="correct-horse" label="Horse" error={errors.horseName?.message}>
          {({ describedBy, isInvalid }) => (
            <Input
              id="correct-horse"
              autoComplete="off"
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('horseName')}
            />
          )}
        </FormField>
        <FormField id="correct-odds" label="Odds" error={errors.odds?.message}>
          {({ describedBy, isInvalid }) => (
            <Input
              id="correct-odds"
              autoComplete="off"
              className="tabular"
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy}
              {...register('odds')}
            />
          )}
        </FormField>
      </div>
      <FormField id="correct-access" label="Access level" error={errors.accessLevel?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="correct-access"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('accessLevel')}
          >
            {CORRECTION_ACCESS_LEVELS.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField
        id="correct-analysis"
        label="Analysis"
        optional
        hint="Leave empty to keep the published analysis."
        error={errors.analysis?.message}
      >
        {({ describedBy, isInvalid }) => (
          <TextArea
            id="correct-analysis"
            rows={3}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('analysis')}
          />
        )}
      </FormField>
      <FormField
        id="correct-reason"
        label="Reason for the correction"
        hint="At least 5 characters; kept in the tip's history."
        error={errors.reason?.message}
      >
        {({ describedBy, isInvalid }) => (
          <TextArea
            id="correct-reason"
            rows={2}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('reason')}
          />
        )}
      </FormField>
    </>
  );
};
