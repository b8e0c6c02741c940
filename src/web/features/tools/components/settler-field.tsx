import type { ComponentProps, ReactNode } from 'react';
import { Label } from '~/web/components/ui/label';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const SELECT_CLASSES = cn(
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card py-2 pr-1 pl-3 text-base text-ink',
  'disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70 focus-visible:outline-offset-1',
  FOCUS_RING,
);

/** The Bet Settler's drop-down list. */
export const SettlerSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(SELECT_CLASSES, className)} {...props} />
);

/** The message under a settler field, when there is one; its id is `${id}-message` (for aria-describedby). */
export const FieldMessage = ({ id, message }: { id: string; message?: string | null }) =>
  message ? (
    <p id={`${id}-message`} className="mt-1 font-medium text-lost text-xs">
      {message}
    </p>
  ) : null;

/** What a control says about its message: invalid, and described by it, only while there is one. */
export const messageProps = (id: string, message: string | null | undefined) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? `${id}-message` : undefined,
});

/**
 * A field inside a selection: label, control and message on three rows of the selection's grid (subgrid), so the
 * controls of a row line up however their labels wrap or whichever has a message under it.
 */
export const SubgridField = ({
  id,
  label,
  message,
  children,
}: {
  id: string;
  label: string;
  message?: string | null;
  children: ReactNode;
}) => (
  <div className="row-span-3 grid min-w-0 grid-rows-subgrid">
    <Label htmlFor={id} className="self-end pb-1 text-muted text-xs">
      {label}
    </Label>
    <div>{children}</div>
    <div className="pb-3">
      <FieldMessage id={id} message={message} />
    </div>
  </div>
);
