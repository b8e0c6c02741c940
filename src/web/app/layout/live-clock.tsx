import { useEffect, useState } from 'react';
import { formatUkClockWithSeconds, formatUkNumericDate } from '~/domain/uk-date-format';

/** Spec 2 section 9: the clock refreshes every second. */
export const CLOCK_TICK_MS = 1000;

/** Fixed at the top right, over the header's slim top line so it never covers UPGRADE or the account menu. */
export const LiveClock = () => {
  // The first render shows no time but keeps the clock's place: rendered ahead at build time, a time would be wrong,
  // and the app's first render must match that markup to take it over. The time appears as soon as the app has.
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    // A labelled landmark, so the clock is not page content outside every region.
    <aside
      aria-label="Clock"
      className="tabular fixed top-0 right-0 z-50 flex h-8 items-center gap-2 rounded-bl-lg bg-brand-800 px-3 text-xs font-medium text-white"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-gold motion-safe:animate-pulse" />
      <div role="timer" aria-label="UK time">
        {now ? (
          <time dateTime={now.toISOString()}>
            {formatUkNumericDate(now)} {formatUkClockWithSeconds(now)}
          </time>
        ) : (
          <span className="invisible">00/00/0000 0:00:00 pm</span>
        )}
      </div>
    </aside>
  );
};
