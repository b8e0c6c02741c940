import type { UseFormReturn } from 'react-hook-form';
import { RACECOURSES } from '~/domain/racecourses';
import { TipDateField } from '~/web/components/tip-date-field';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import type { TAdminTipForm } from '../admin-tip-form';
import { SelectInput } from './field-controls';

type TProps = { form: UseFormReturn<TAdminTipForm> };

export const AdminTipRaceFields = ({ form }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TipDateField form={form} id="admin-tip-date" />
      <FormField id="admin-tip-racecourse" label="Racecourse" error={errors.racecourse?.message}>
        {({ describedBy, isInvalid }) => (
          <SelectInput
            id="admin-tip-racecourse"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('racecourse')}
          >
            <option value="">Select a racecourse</option>
            {RACECOURSES.map((course) => (
              <option key={course} value={course}>
                {course}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField
        id="admin-tip-time"
        label="Race time"
        hint="24-hour UK time, e.g. 14:30"
        error={errors.raceTime?.message}
      >
        {({ describedBy, isInvalid }) => (
          <Input
            id="admin-tip-time"
            inputMode="numeric"
            placeholder="HH:MM"
            autoComplete="off"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('raceTime')}
          />
        )}
      </FormField>
      <FormField id="admin-tip-horse" label="Horse" error={errors.horseName?.message}>
        {({ describedBy, isInvalid }) => (
          <Input
            id="admin-tip-horse"
            autoComplete="off"
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('horseName')}
          />
        )}
      </FormField>
      <FormField
        id="admin-tip-runners"
        label="Runners"
        optional
        hint="Sets the each-way place terms (8 assumed when empty)."
        error={errors.runners?.message}
      >
        {({ describedBy, isInvalid }) => (
          <Input
            id="admin-tip-runners"
            type="number"
            inputMode="numeric"
            min={1}
            max={40}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('runners')}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3 self-center pt-2">
        <input
          id="admin-tip-handicap"
          type="checkbox"
          aria-describedby="admin-tip-handicap-hint"
          className="mt-0.5 size-5 shrink-0 accent-brand"
          {...register('isHandicap')}
        />
        <div>
          <label htmlFor="admin-tip-handicap" className="font-semibold text-ink text-sm">
            Handicap
          </label>
          <p id="admin-tip-handicap-hint" className="text-muted text-xs">
            Handicaps pay more places each way.
          </p>
        </div>
      </div>
    </>
  );
};
