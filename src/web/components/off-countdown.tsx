import { Timer } from 'lucide-react';
import { isRaceOff, offCountdown } from '~/domain/race-clock';
import { cn } from '~/web/lib/cn';
import { useNow } from '~/web/lib/use-now';

/** "Off in 17 min", live: the race's off as a countdown (not announced on each tick; the time is on the card). */
export const OffCountdown = ({ startsAt, className }: { startsAt: string; className?: string }) => {
  const now = useNow();
  const text = offCountdown(startsAt, now);
  const isOff = isRaceOff(startsAt, now);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold text-xs',
        isOff ? 'text-muted' : 'text-brand-700',
        className,
      )}
    >
      <Timer aria-hidden="true" className="size-3.5 shrink-0" />
      <time dateTime={startsAt}>{text}</time>
    </span>
  );
};
