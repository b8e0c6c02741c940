import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from '~/web/components/ui/field-error';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';

/** What every field takes besides its control's own attributes. */
export type TFieldProps = {
  /** The control's id; the hint under it is `<id>-hint` and the message `<id>-error`. */
  id: string;
  label: ReactNode;
  /** Says "Optional" beside the label. */
  optional?: boolean;
  /** Help under the control, read with it: text, or richer content (a note with its own paragraphs). */
  hint?: ReactNode;
  /** The message under the field that caused it; the control is invalid while there is one. */
  error?: string;
  /** The field's wrapper (its place in a grid). */
  className?: string;
};

/** The ARIA a field's control carries: the hint and the message as its description, invalid while there is a message. */
export const fieldAria = ({ id, hint, error }: Pick<TFieldProps, 'id' | 'hint' | 'error'>) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby':
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
});

/**
 * Label, control, hint and the message under the field that caused it. The control is the child: give it the field's
 * `id` and `fieldAria(...)`. TextField, PasswordField, SelectField and TextAreaField do both for the usual controls.
 */
export const Field = ({
  id,
  label,
  optional = false,
  hint,
  error,
  className,
  children,
}: TFieldProps & { children: ReactNode }) => (
  <div className={className}>
    <Label htmlFor={id} className="flex items-baseline justify-between gap-2">
      {label}
      {optional ? <span className="font-normal text-muted text-xs">Optional</span> : null}
    </Label>
    <div className="mt-1.5">{children}</div>
    {hint ? (
      typeof hint === 'string' ? (
        <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : (
        <div id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </div>
      )
    ) : null}
    <FieldError id={`${id}-error`}>{error}</FieldError>
  </div>
);

export type TTextFieldProps = TFieldProps &
  Omit<ComponentProps<'input'>, 'id' | 'className'> & {
    /** Classes for the input itself (`className` places the field). */
    inputClassName?: string;
  };

/**
 * A labelled text input with its hint and its message: pass react-hook-form's `register(name)` and any input
 * attribute (`type`, `inputMode`, `autoComplete`, `placeholder`...) as props.
 *
 * @example <TextField id="sign-up-email" label="E-mail" type="email" error={errors.email?.message} {...register('email')} />
 */
export const TextField = ({
  id,
  label,
  optional,
  hint,
  error,
  className,
  inputClassName,
  ...inputProps
}: TTextFieldProps) => (
  <Field id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
    <Input id={id} className={inputClassName} {...inputProps} {...fieldAria({ id, hint, error })} />
  </Field>
);
