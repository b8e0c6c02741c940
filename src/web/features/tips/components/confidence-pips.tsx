import { cn } from '~/web/lib/cn';

const MAX_CONFIDENCE = 5;

/** Confidence as 1-5 filled pips; the label carries the figure for screen readers. */
export const ConfidencePips = ({ value, className }: { value: number; className?: string }) => {
  const filled = Math.min(MAX_CONFIDENCE, Math.max(0, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`Confidence ${filled} of ${MAX_CONFIDENCE}`}
      className={cn('inline-flex items-center gap-1', className)}
    >
      {Array.from({ length: MAX_CONFIDENCE }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative pips, never reordered
          key={index}
          className={cn(
            'size-2.5 rounded-full border border-brand-600',
            index < filled ? 'bg-brand-600' : 'bg-transparent',
          )}
        />
      ))}
    </span>
  );
};
