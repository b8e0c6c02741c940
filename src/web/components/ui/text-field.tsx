import type { ComponentProps } from 'react';
import { Field, fieldAria, type TFieldProps } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';

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
