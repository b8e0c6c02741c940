import type { ReactNode } from 'react';
import { Label } from '~/web/components/ui/label';

/** A labelled control with an optional hint or problem under it (the problem is announced). */
export const Field = ({
  id,
  label,
  children,
  hint,
  problem,
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  problem?: string | null;
}) => (
  <div className="space-y-1.5">
    <Label htmlFor={id}>{label}</Label>
    {children}
    {problem ? (
      <p id={`${id}-problem`} role="alert" className="text-lost text-sm font-medium">
        {problem}
      </p>
    ) : hint ? (
      <p id={`${id}-hint`} className="text-muted text-xs">
        {hint}
      </p>
    ) : null}
  </div>
);

export const selectClasses =
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70';
