import type { ReactNode } from 'react';
import { FieldError } from '~/web/components/ui/field-error';
import { Label } from '~/web/components/ui/label';

type TFormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  /** Receives the ids for `aria-describedby` and whether the field is invalid. */
  children: (field: { describedBy: string | undefined; isInvalid: boolean }) => ReactNode;
};

/** Label, control, hint and the message under the field that caused it. */
export const FormField = ({
  id,
  label,
  error,
  hint,
  optional = false,
  className,
  children,
}: TFormFieldProps) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id} className="flex items-baseline justify-between gap-2">
        {label}
        {optional ? <span className="font-normal text-muted text-xs">Optional</span> : null}
      </Label>
      <div className="mt-1.5">{children({ describedBy, isInvalid: Boolean(error) })}</div>
      {hint ? (
        <p id={hintId} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
};
