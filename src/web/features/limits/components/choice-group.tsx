import { cn } from '~/web/lib/cn';

type TChoice<TValue extends string> = { value: TValue; label: string };

type TChoiceGroupProps<TValue extends string> = {
  name: string;
  legend: string;
  choices: ReadonlyArray<TChoice<TValue>>;
  value: TValue;
  onChange: (value: TValue) => void;
  disabled?: boolean;
};

/** Native radio buttons drawn as chips: arrow keys, labels and focus come for free. */
export const ChoiceGroup = <TValue extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  disabled = false,
}: TChoiceGroupProps<TValue>) => (
  <fieldset disabled={disabled}>
    <legend className="font-semibold text-ink text-sm">{legend}</legend>
    <div className="mt-2 flex flex-wrap gap-2">
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'relative inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-4 font-semibold text-sm',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2',
            'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            choice.value === value
              ? 'border-brand bg-brand text-white'
              : 'border-muted/50 bg-card text-ink hover:bg-brand-50',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            className="sr-only"
          />
          {choice.label}
        </label>
      ))}
    </div>
  </fieldset>
);
