import type { ReactNode } from 'react';
import { cn } from '~/web/lib/cn';

type StatTileProps = {
  label: string;
  value: ReactNode;
  /** The window and sample size, for example "Last 30 days, 42 tips". */
  subText?: ReactNode;
  /** Colours the value for profit and loss figures. */
  tone?: 'default' | 'won' | 'lost';
  className?: string;
};

const TONE_CLASSES = { default: 'text-ink', won: 'text-won', lost: 'text-lost' } as const;

/** A figure with its label and what it counts, as a description list (label, value, note). */
export const StatTile = ({ label, value, subText, tone = 'default', className }: StatTileProps) => (
  <dl className={cn('rounded-card border border-line bg-card p-3 shadow-card sm:p-4', className)}>
    <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
    <dd className={cn('tabular mt-1 text-xl leading-tight font-bold sm:text-2xl', TONE_CLASSES[tone])}>
      {value}
    </dd>
    {subText ? <dd className="mt-1 text-xs text-muted">{subText}</dd> : null}
  </dl>
);
