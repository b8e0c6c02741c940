import type { TOddsFormat } from '~/domain/odds';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { useOddsDisplay, useSetOddsFormat } from '~/web/lib/odds-format';

const CHOICES: Array<{ value: TOddsFormat; label: string; example: string }> = [
  { value: 'fractional', label: 'Fractional', example: '5/2, 11/10, Evens' },
  { value: 'decimal', label: 'Decimal', example: '3.50, 2.10, 2.00' },
];

/** The site-wide odds display, as radio buttons: saved to the account, so every device shows the same. */
export const OddsFormatSetting = () => {
  const { format } = useOddsDisplay();
  const setFormat = useSetOddsFormat();
  return (
    <fieldset>
      <legend className="sr-only">Show odds as</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map(({ value, label, example }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2',
              format === value ? 'border-brand bg-brand-50' : 'border-line bg-card',
            )}
          >
            <input
              type="radio"
              name="odds-format"
              value={value}
              checked={format === value}
              onChange={() => setFormat(value)}
              className={cn('mt-1 size-4 accent-brand', FOCUS_RING)}
            />
            <span>
              <span className="block font-semibold text-ink">{label}</span>
              <span className="tabular text-muted text-sm">{example}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
