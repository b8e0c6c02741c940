import type { ComponentProps } from 'react';
import { Field, fieldAria, type TFieldProps } from '~/web/components/ui/field';
import { PasswordInput } from '~/web/components/ui/password-input';

type TPasswordFieldProps = TFieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

/** A TextField for passwords, with the show/hide button (its own file, so fields without it never load the icons). */
export const PasswordField = ({
  id,
  label,
  optional,
  hint,
  error,
  className,
  ...inputProps
}: TPasswordFieldProps) => (
  <Field id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
    <PasswordInput id={id} {...inputProps} {...fieldAria({ id, hint, error })} />
  </Field>
);
