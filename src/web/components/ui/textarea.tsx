import type { ComponentProps } from 'react';
import { Field, fieldAria, type TFieldProps } from '~/web/components/ui/field';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';

export const TextArea = ({ className, rows = 4, ...props }: ComponentProps<'textarea'>) => (
  <textarea rows={rows} className={cn(CONTROL_CLASSES, 'placeholder:text-muted', className)} {...props} />
);

export type TTextAreaFieldProps = TFieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

/** A labelled textarea with its hint and its message. */
export const TextAreaField = ({
  id,
  label,
  optional,
  hint,
  error,
  className,
  ...textAreaProps
}: TTextAreaFieldProps) => (
  <Field id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
    <TextArea id={id} {...textAreaProps} {...fieldAria({ id, hint, error })} />
  </Field>
);
