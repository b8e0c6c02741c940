import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/** The look every form control shares (inputs, selects, textareas): a red border while it is invalid. */
export const CONTROL_CLASSES = cn(
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
  'disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70',
  'aria-invalid:border-2 aria-invalid:border-lost focus-visible:outline-offset-1',
  FOCUS_RING,
);

/** A text input; in a form, TextField gives it its label, hint, message and ARIA. */
export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input type={type} className={cn(CONTROL_CLASSES, 'placeholder:text-muted', className)} {...props} />
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
