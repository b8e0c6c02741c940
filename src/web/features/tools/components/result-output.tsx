import { useId } from 'react';
import { cn } from '~/web/lib/cn';

type Tone = 'default' | 'positive' | 'negative';

const TONES: Record<Tone, string> = {
  default: 'text-ink',
  positive: 'text-won',
  negative: 'text-lost',
};

/** One calculator figure: an `<output>` named by its visible label (what screen readers and tests find it by). */
export const ResultOutput = ({
  label,
  value,
  tone = 'default',
  hint,
  large = false,
}: {
  label: string;
  value: string;
  tone?: Tone;
  hint?: string;
  large?: boolean;
}) => {
  const id = useId();
  return (
    <div className="rounded-lg border border-line bg-surface p-3">
      <label htmlFor={id} className="block font-semibold text-muted text-xs uppercase tracking-wide">
        {label}
      </label>
      <output
        id={id}
        aria-live="off"
        className={cn('mt-1 block font-bold tabular-nums', large ? 'text-2xl' : 'text-xl', TONES[tone])}
      >
        {value}
      </output>
      {hint ? <p className="mt-0.5 text-muted text-xs">{hint}</p> : null}
    </div>
  );
};

/** Green at 0 or more, red below (spec 2: Potential Profit, Guaranteed Profit). */
export const toneOfPence = (pence: number): Tone => (pence >= 0 ? 'positive' : 'negative');
