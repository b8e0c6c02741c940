import type { ComponentProps, ReactNode } from 'react';
import { fieldAria } from '~/web/components/ui/field';
import { FieldError } from '~/web/components/ui/field-error';

type TCheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
};

/** A checkbox with its label (and hint) beside it and its message under it. */
export const CheckboxField = ({ id, label, hint, error, className, ...inputProps }: TCheckboxFieldProps) => (
  <div className={className}>
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand"
        {...inputProps}
        {...fieldAria({ id, hint, error })}
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink text-sm">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-muted text-xs">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
    <FieldError id={`${id}-error`}>{error}</FieldError>
  </div>
);
