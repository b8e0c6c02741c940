import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FORM_HELP, GOINGS, RACE_TYPES } from '~/domain/racecard';
import { TextField } from '~/web/components/ui/field';
import { SelectField } from '~/web/components/ui/select';
import type { TAdminTipForm } from '../admin-tip-form';

type TProps = { form: UseFormReturn<TAdminTipForm> };
type TTextFact = {
  name:
    | 'raceName'
    | 'raceClass'
    | 'distance'
    | 'jockey'
    | 'trainer'
    | 'age'
    | 'weight'
    | 'draw'
    | 'officialRating'
    | 'form';
  label: string;
  hint?: string;
  placeholder?: string;
  numeric?: boolean;
};

const RACE_FACTS: TTextFact[] = [
  { name: 'raceName', label: 'Race name', placeholder: 'e.g. Bramble Ales Handicap Hurdle' },
  { name: 'raceClass', label: 'Class', hint: '1 to 7, or G1-G3, Grade 1-3, Listed', placeholder: '4' },
  {
    name: 'distance',
    label: 'Distance',
    hint: 'Miles and furlongs, e.g. 2m 4½f or 7f',
    placeholder: '2m 4f',
  },
];
const RUNNER_FACTS: TTextFact[] = [
  { name: 'jockey', label: 'Jockey' },
  { name: 'trainer', label: 'Trainer' },
  { name: 'age', label: 'Age', numeric: true },
  { name: 'weight', label: 'Weight', hint: 'Stones-pounds, e.g. 11-7', placeholder: '11-7' },
  { name: 'draw', label: 'Draw', hint: 'Flat races only', numeric: true },
  { name: 'officialRating', label: 'Official Rating (OR)', numeric: true },
  { name: 'form', label: 'Form', hint: FORM_HELP, placeholder: '21-3F1' },
];

/** Racecard details, all optional, folded away so the spec's fields alone still make a quick tip. */
export const AdminTipRacecardFields = ({ form: { register, formState } }: TProps) => {
  const { errors } = formState;
  const [isOpen, setIsOpen] = useState(false);
  const hasErrors =
    [...RACE_FACTS, ...RUNNER_FACTS].some(({ name }) => errors[name]) ||
    Boolean(errors.raceType ?? errors.going);
  // A refused fact must be seen: the section opens when one of its fields has an error.
  useEffect(() => {
    if (hasErrors) setIsOpen(true);
  }, [hasErrors]);
  const textFact = ({ name, label, hint, placeholder, numeric }: TTextFact) => (
    <TextField
      key={name}
      id={`admin-tip-${name}`}
      label={label}
      optional
      hint={hint}
      error={errors[name]?.message}
      autoComplete="off"
      inputMode={numeric ? 'numeric' : undefined}
      placeholder={placeholder}
      {...register(name)}
    />
  );
  const select = (name: 'raceType' | 'going', label: string, options: readonly string[]) => (
    <SelectField
      id={`admin-tip-${name}`}
      label={label}
      optional
      error={errors[name]?.message}
      emptyOption="Not given"
      options={options}
      {...register(name)}
    />
  );
  return (
    <details
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-card border border-line p-4 sm:col-span-2"
    >
      <summary className="cursor-pointer font-semibold text-ink">Racecard details (optional)</summary>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {RACE_FACTS.slice(0, 1).map(textFact)}
        {select('raceType', 'Race type', RACE_TYPES)}
        {RACE_FACTS.slice(1).map(textFact)}
        {select('going', 'Going', GOINGS)}
        {RUNNER_FACTS.map(textFact)}
      </div>
    </details>
  );
};
