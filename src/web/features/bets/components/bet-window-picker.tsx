import { useId } from 'react';
import { MAX_WINDOW_YEARS } from '~/domain/bet-figures.contract';
import { BET_WINDOWS, betWindow, type TBetWindowKey, type TDateWindow } from '~/domain/bet-windows';
import { formatShortCalendarDay } from '~/domain/uk-date-format';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { Select } from '~/web/components/ui/select';
import { cn } from '~/web/lib/cn';

/** The period My Bets' figures cover: one of the set windows ending today, or custom dates. */
export type TWindowChoice = { key: TBetWindowKey | 'custom'; from: string; to: string };

export const DEFAULT_WINDOW_CHOICE: TWindowChoice = { key: '30d', from: '', to: '' };

/** The window a choice means on the UK day of `now`, or why custom dates cannot be used yet. */
export const resolveWindow = (
  choice: TWindowChoice,
  now: Date,
): { window: TDateWindow; label: string } | { problem: string } => {
  if (choice.key !== 'custom') {
    const window = betWindow(choice.key, now);
    const label = BET_WINDOWS.find((option) => option.key === choice.key)?.label ?? '';
    return { window, label: choice.key === 'all' ? 'All time' : `Last ${label}` };
  }
  if (!choice.from || !choice.to) return { problem: 'Choose a start and an end date.' };
  if (choice.from > choice.to) return { problem: 'The start date must be on or before the end date.' };
  const earliest = `${String(Number(choice.to.slice(0, 4)) - MAX_WINDOW_YEARS).padStart(4, '0')}${choice.to.slice(4)}`;
  if (choice.from < earliest) return { problem: `Choose at most ${MAX_WINDOW_YEARS} years.` };
  return {
    window: { from: choice.from, to: choice.to },
    label: `${formatShortCalendarDay(choice.from)} to ${formatShortCalendarDay(choice.to)}`,
  };
};

const OPTIONS = [
  ...BET_WINDOWS.map(({ key, label }) => ({ value: key, label })),
  { value: 'custom', label: 'Custom dates' },
];

/** A select of the windows, with From and To dates for a custom one. */
export const BetWindowPicker = ({
  value,
  onChange,
  problem,
}: {
  value: TWindowChoice;
  onChange: (choice: TWindowChoice) => void;
  problem: string | null;
}) => {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <Select
          id={`${id}-period`}
          className="w-auto min-w-40"
          value={value.key}
          onChange={(event) => onChange({ ...value, key: event.target.value as TWindowChoice['key'] })}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {value.key === 'custom' ? (
        <>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="grid gap-1">
              <Label htmlFor={`${id}-${end}`}>{end === 'from' ? 'From' : 'To'}</Label>
              <input
                id={`${id}-${end}`}
                type="date"
                className={cn(CONTROL_CLASSES, 'w-auto min-w-40')}
                value={value[end]}
                aria-describedby={problem ? `${id}-problem` : undefined}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => onChange({ ...value, [end]: event.target.value })}
              />
            </div>
          ))}
          {problem ? (
            <p id={`${id}-problem`} className="w-full text-lost text-sm" role="status">
              {problem}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
