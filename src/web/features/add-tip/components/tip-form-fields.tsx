import type { UseFormReturn } from 'react-hook-form';
import { TipDateField } from '~/web/components/tip-date-field';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import type { TTipForm, TTipFormOptions } from '../tip-form';
import { SelectInput, TextArea } from './field-controls';

type TProps = { form: UseFormReturn<TTipForm>; options: TTipFormOptions };

type TSelectOption = { value: string; label: string };
const asOptions = (values: readonly string[]): TSelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** The twelve fields of "Tip as created" (spec 2 section 3); each form passes its own option sets. */
export const TipFormFields = ({ form, options }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;

  const text = (
    name: keyof TTipForm,
    label: string,
    extra: { hint?: string; placeholder?: string; type?: string } = {},
  ) => (
    <FormField id={`tip-${name}`} label={label} hint={extra.hint} error={errors[name]?.message}>
      {({ describedBy, isInvalid }) => (
        <Input
          id={`tip-${name}`}
          type={extra.type}
          placeholder={extra.placeholder}
          autoComplete="off"
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </FormField>
  );

  const select = (name: keyof TTipForm, label: string, choices: TSelectOption[], placeholder?: string) => (
    <FormField id={`tip-${name}`} label={label} error={errors[name]?.message}>
      {({ describedBy, isInvalid }) => (
        <SelectInput
          id={`tip-${name}`}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...register(name)}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {choices.map(({ value, label: choice }) => (
            <option key={value} value={value}>
              {choice}
            </option>
          ))}
        </SelectInput>
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TipDateField form={form} id="tip-tipDate" />
      {select('racecourse', 'Racecourse', asOptions(options.racecourses), 'Select a racecourse')}
      {text('raceTime', 'Race time', { hint: '24-hour UK time, e.g. 14:30', placeholder: 'HH:MM' })}
      {text('horseName', 'Horse name')}
      {select('betType', 'Bet type', asOptions(options.betTypes))}
      {text('odds', 'Odds', { hint: 'Fractional, e.g. 5/1', placeholder: '5/1' })}
      {select('stake', 'Stake', asOptions(options.stakes))}
      {select(
        'confidence',
        'Confidence',
        options.confidence.map(({ value, label }) => ({ value: String(value), label })),
      )}
      {text('tipster', 'Tipster')}
      {select('accessLevel', 'Access level', [...options.accessLevels])}
      {select('category', 'Category', asOptions(options.categories))}
      <FormField
        id="tip-analysis"
        label="Analysis"
        className="sm:col-span-2"
        error={errors.analysis?.message}
      >
        {({ describedBy, isInvalid }) => (
          <TextArea
            id="tip-analysis"
            rows={5}
            placeholder="Why we like it: form, going, trip, draw..."
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            {...register('analysis')}
          />
        )}
      </FormField>
    </div>
  );
};
