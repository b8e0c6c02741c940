import { cn } from '~/web/lib/cn';

/** Confidence as 1-5 filled pips, labelled for screen readers. */
export const ConfidenceDots = ({ value }: { value: number }) => {
  const filled = Math.min(5, Math.max(0, Math.round(value)));
  return (
    <span role="img" aria-label={`Confidence ${filled} of 5`} className="inline-flex items-center gap-1">
      {[1, 2, 3, 4, 5].map((pip) => (
        <span
          key={pip}
          className={cn(
            'size-2 rounded-full border border-brand-600',
            pip <= filled ? 'bg-brand-600' : 'bg-transparent',
          )}
        />
      ))}
    </span>
  );
};
