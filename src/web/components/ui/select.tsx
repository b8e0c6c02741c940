import type { ComponentProps } from 'react';
import { Field, fieldAria, type TFieldProps } from '~/web/components/ui/field';
import { CONTROL_CLASSES } from '~/web/components/ui/input';
import { cn } from '~/web/lib/cn';

/** A native select styled like `Input` (native keeps the phone's own picker). */
export const Select = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(CONTROL_CLASSES, 'pr-8', className)} {...props} />
);

/** A choice: its text, or a value shown with another label. */
export type TSelectOption = string | { value: string; label: string };

export type TSelectFieldProps = TFieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className'> & {
    options?: readonly TSelectOption[];
    /** A first, empty choice (value ""), e.g. "Select a racecourse". */
    emptyOption?: string;
    selectClassName?: string;
  };

/** A labelled select with its hint and its message; the choices come as `options` (or as `<option>` children). */
export const SelectField = ({
  id,
  label,
  optional,
  hint,
  error,
  className,
  selectClassName,
  options = [],
  emptyOption,
  children,
  ...selectProps
}: TSelectFieldProps) => (
  <Field id={id} label={label} optional={optional} hint={hint} error={error} className={className}>
    <Select id={id} className={selectClassName} {...selectProps} {...fieldAria({ id, hint, error })}>
      {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
      {options.map((option) => {
        const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {text}
          </option>
        );
      })}
      {children}
    </Select>
  </Field>
);
