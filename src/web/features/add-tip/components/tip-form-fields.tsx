import type { UseFormReturn } from 'react-hook-form';
import { TipDateField } from '~/web/components/tip-date-field';
import { SelectField, type TSelectOption } from '~/web/components/ui/select';
import { TextField } from '~/web/components/ui/text-field';
import { TextAreaField } from '~/web/components/ui/textarea';
import type { TTipForm, TTipFormOptions } from '../tip-form';

type TProps = { form: UseFormReturn<TTipForm>; options: TTipFormOptions };

/** The twelve fields of "Tip as created" (spec 2 section 3); each form passes its own option sets. */
export const TipFormFields = ({ form, options }: TProps) => {
  const { register, formState } = form;
  const { errors } = formState;

  const text = (
    name: keyof TTipForm,
    label: string,
    extra: { hint?: string; placeholder?: string; type?: string } = {},
  ) => (
    <TextField
      id={`tip-${name}`}
      label={label}
      hint={extra.hint}
      error={errors[name]?.message}
      type={extra.type}
      placeholder={extra.placeholder}
      autoComplete="off"
      {...register(name)}
    />
  );

  const select = (
    name: keyof TTipForm,
    label: string,
    choices: readonly TSelectOption[],
    placeholder?: string,
  ) => (
    <SelectField
      id={`tip-${name}`}
      label={label}
      error={errors[name]?.message}
      emptyOption={placeholder}
      options={choices}
      {...register(name)}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TipDateField form={form} id="tip-tipDate" />
      {select('racecourse', 'Racecourse', options.racecourses, 'Select a racecourse')}
      {text('raceTime', 'Race time', { hint: '24-hour UK time, e.g. 14:30', placeholder: 'HH:MM' })}
      {text('horseName', 'Horse name')}
      {select('betType', 'Bet type', options.betTypes)}
      {text('odds', 'Odds', { hint: 'Fractional, e.g. 5/1', placeholder: '5/1' })}
      {select('stake', 'Stake', options.stakes)}
      {select(
        'confidence',
        'Confidence',
        options.confidence.map(({ value, label }) => ({ value: String(value), label })),
      )}
      {text('tipster', 'Tipster')}
      {select('accessLevel', 'Access level', [...options.accessLevels])}
      {select('category', 'Category', options.categories)}
      <TextAreaField
        id="tip-analysis"
        label="Analysis"
        className="sm:col-span-2"
        error={errors.analysis?.message}
        rows={5}
        placeholder="Why we like it: form, going, trip, draw..."
        {...register('analysis')}
      />
    </div>
  );
};
