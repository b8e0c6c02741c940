import type { ReactNode } from 'react';
import { MAX_BOOKMAKER_LENGTH, UK_BOOKMAKERS } from '~/domain/uk-bookmakers';
import { Field, fieldAria } from '~/web/components/ui/field';
import { Input } from '~/web/components/ui/input';

type TBookmakerFieldProps = {
  id: string;
  label?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  error?: string;
  className?: string;
};

/** The bookmaker a bet was struck with: free text, with the UK bookmakers offered as the bettor types. */
export const BookmakerField = ({
  id,
  label = 'Bookmaker',
  value,
  onChange,
  isDisabled = false,
  error,
  className,
}: TBookmakerFieldProps) => (
  <Field id={id} label={label} optional error={error} className={className}>
    <Input
      id={id}
      list={`${id}-bookmakers`}
      autoComplete="off"
      maxLength={MAX_BOOKMAKER_LENGTH}
      value={value}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.value)}
      {...fieldAria({ id, error })}
    />
    <datalist id={`${id}-bookmakers`}>
      {UK_BOOKMAKERS.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  </Field>
);
