import { progressTone } from '~/domain/learn';
import { cn } from '~/web/lib/cn';

const TONE_CLASSES = { blue: 'bg-placed', amber: 'bg-gold', green: 'bg-won' } as const;

/**
 * A module's progress (spec 2): blue by default, amber at 30% or more, green at 70% or more. The percentage is also
 * written out, so the colour is never the only signal.
 */
export const ModuleProgressBar = ({ percent, label }: { percent: number; label: string }) => {
  const tone = progressTone(percent);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted">Progress</span>
        <span className="font-semibold text-ink tabular-nums">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        data-tone={tone}
        className="h-2.5 overflow-hidden rounded-full bg-void-50 ring-1 ring-line ring-inset"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] motion-reduce:transition-none',
            TONE_CLASSES[tone],
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
};
