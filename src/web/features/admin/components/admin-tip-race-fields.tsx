import { type UseFormReturn, useWatch } from 'react-hook-form';
import { RACECOURSES } from '~/domain/racecourses';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import type { TAdminTipForm } from '../admin-tip-form';
import { SelectInput } from './field-controls';

type TProps = { form: UseFormReturn<TAdminTipForm> };

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Monday 23 November 2026" for a YYYY-MM-DD value; null for anything else. */
export const ukLongDate = (value: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date).replace(',', '');
};

/** The race: date, course, time, horse, and the facts that decide each-way terms. */
/**
 * NOTE: the browser draws the date picker in its own locale (11/23/2026 on a US-English browser), so the chosen day
 * is also spelled out the UK way underneath. useWatch keeps the re-render to this field alone.
 */
const TipDateField = ({ form: { register, formState, control } }: TProps) => {
  const tipDate = useWatch({ control, name: 'tipDate' });
  return (
    <FormField
      id="admin-tip-date"
      label="Date"
      hint={ukLongDate(tipDate) ?? undefined}
      error={formState.errors.tipDate?.message}
    >
      {({ describedBy, isInvalid }) => (
        <Input
          id="admin-tip-date"
          type="date"
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...register('tipDate')}
        />
      )}
    </FormField>
  );
};

export const AdminTipRaceFields = ({ form }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TipDateField form={form} />
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
