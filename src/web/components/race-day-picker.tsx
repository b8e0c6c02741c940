import { useId } from 'react';
import { Link } from 'react-router';
import { EARLIEST_RACE_DAY } from '~/domain/race-day';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { useIsClient } from '~/web/lib/use-is-client';

type TRaceDayPickerProps = {
  /** The day shown (YYYY-MM-DD). */
  day: string;
  /** One-tap days (Today, Tomorrow, Yesterday), each a link so the day can be opened, kept and shared. */
  shortcuts: ReadonlyArray<{ label: string; day: string }>;
  /** The latest day the picker offers (the earliest is the first day the product keeps). */
  max: string;
  /** The address that shows `day`. */
  hrefFor: (day: string) => string;
  onPick: (day: string) => void;
};

/**
 * The day a dated screen shows (issue 35): shortcut links, the chosen one marked as the current date, and a native date
 * input for any other day (the browser's own calendar, keyboard and screen-reader support; it sends YYYY-MM-DD whatever
 * the locale draws). NOTE: "today" is the browser's, which the screen rendered ahead at build time cannot know: until
 * the app has taken over, a placeholder of the same height stands in.
 */
export const RaceDayPicker = ({ day, shortcuts, max, hrefFor, onPick }: TRaceDayPickerProps) => {
  const inputId = useId();
  const isClient = useIsClient();
  if (!isClient) return <div className="h-[4.75rem]" />;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <ul aria-label="Choose a day" className="flex rounded-lg border border-line bg-card p-1 shadow-card">
        {shortcuts.map((shortcut) => {
          const isCurrent = shortcut.day === day;
          return (
            <li key={shortcut.label}>
              <Link
                to={hrefFor(shortcut.day)}
                aria-current={isCurrent ? 'date' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-md px-4 font-semibold text-sm',
                  FOCUS_RING,
                  isCurrent ? 'bg-brand text-white' : 'text-brand-700 hover:bg-brand-50',
                )}
              >
                {shortcut.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1">
        <Label htmlFor={inputId}>Pick a day</Label>
        <input
          id={inputId}
          type="date"
          className={cn(CONTROL_CLASSES, 'w-auto min-w-44')}
          min={EARLIEST_RACE_DAY}
          max={max}
          value={day}
          onChange={(event) => {
            const picked = event.target.value;
            if (picked && picked >= EARLIEST_RACE_DAY && picked <= max) onPick(picked);
          }}
        />
      </div>
    </div>
  );
};
