import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** A text input; pass `aria-invalid` and `aria-describedby` (the FieldError id) when it has an error. */
export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input
    type={type}
    className={cn(
      'block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
      'placeholder:text-muted disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70',
      'aria-invalid:border-lost aria-invalid:border-2',
      FOCUS_RING,
      'focus-visible:outline-offset-1',
      className,
    )}
    {...props}
  />
);

/**
 * An authenticator-app code field (both sign-in forms and the admin Security tab): the numeric keypad, the phone's
 * one-time-code autofill, and no capitals or spell-check for recovery codes.
 */
export const ONE_TIME_CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies ComponentProps<'input'>;
