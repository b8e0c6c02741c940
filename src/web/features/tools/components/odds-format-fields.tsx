import type { TOddsFormat } from '~/domain/calculators/bet-calculator-input';
import type { TOddsDisplay } from '~/domain/calculators/odds-formats';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';

const FORMATS: ReadonlyArray<{ value: TOddsFormat; label: string; input: string; placeholder: string }> = [
  { value: 'fractional', label: 'Fractional', input: 'Fractional odds', placeholder: '5/1' },
  { value: 'decimal', label: 'Decimal', input: 'Decimal odds', placeholder: '6.0' },
  { value: 'american', label: 'American', input: 'American odds', placeholder: '+500' },
];

/** The odds format to type in, the odds in it, and the price in every format with its implied chance. */
export const OddsFormatFields = ({
  id,
  format,
  text,
  problem,
  shown,
  onFormatChange,
  onTextChange,
}: {
  id: string;
  format: TOddsFormat;
  /** What is typed in the chosen format. */
  text: string;
  problem: string | null;
  /** The price in use, in every format. */
  shown: TOddsDisplay;
  onFormatChange: (format: TOddsFormat) => void;
  onTextChange: (text: string) => void;
}) => {
  const active = FORMATS.find((f) => f.value === format)!;
  const fieldId = `${id}-${format}`;
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-ink text-sm">Odds format</legend>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map((f) => (
          <label
            key={f.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-semibold',
              format === f.value ? 'border-brand bg-brand-50 text-brand' : 'border-line bg-card text-ink',
            )}
          >
            <input
              type="radio"
              name={`${id}-format`}
              value={f.value}
              checked={format === f.value}
              onChange={() => onFormatChange(f.value)}
              className="accent-brand"
            />
            {f.label}
          </label>
        ))}
      </div>
      <Field id={fieldId} label={active.input} error={problem ?? undefined}>
        <Input
          id={fieldId}
          inputMode={format === 'fractional' ? 'text' : 'decimal'}
          placeholder={active.placeholder}
          value={text}
          {...fieldAria({ id: fieldId, error: problem ?? undefined })}
          onChange={(e) => onTextChange(e.target.value)}
          className="max-w-48 tabular-nums"
        />
      </Field>
      {/* biome-ignore format: the line break after "(" keeps the text nodes of the markup rendered ahead as they were */}
      <p className="text-muted text-sm" aria-live="polite">
        {shown.fractional} = {shown.decimal} decimal = {shown.american} American (
        {shown.impliedProbability} implied chance)
      </p>
    </fieldset>
  );
};
