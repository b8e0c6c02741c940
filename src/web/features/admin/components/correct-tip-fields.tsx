import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '~/web/components/ui/field';
import { SelectField } from '~/web/components/ui/select';
import { TextAreaField } from '~/web/components/ui/textarea';
import { CORRECTION_ACCESS_LEVELS, type TCorrectTipForm } from '../correct-tip-form';

export const CorrectTipFields = ({
  form: { register, formState },
}: {
  form: UseFormReturn<TCorrectTipForm>;
}) => {
  const { errors } = formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="correct-horse"
          label="Horse"
          error={errors.horseName?.message}
          autoComplete="off"
          {...register('horseName')}
        />
        <TextField
          id="correct-odds"
          label="Odds"
          error={errors.odds?.message}
          autoComplete="off"
          inputClassName="tabular"
          {...register('odds')}
        />
      </div>
      <SelectField
        id="correct-access"
        label="Access level"
        error={errors.accessLevel?.message}
        options={CORRECTION_ACCESS_LEVELS}
        {...register('accessLevel')}
      />
      <TextAreaField
        id="correct-analysis"
        label="Analysis"
        optional
        hint="Leave empty to keep the published analysis."
        error={errors.analysis?.message}
        rows={3}
        {...register('analysis')}
      />
      <TextAreaField
        id="correct-reason"
        label="Reason for the correction"
        hint="At least 5 characters; kept in the tip's history."
        error={errors.reason?.message}
        rows={2}
        {...register('reason')}
      />
    </>
  );
};
