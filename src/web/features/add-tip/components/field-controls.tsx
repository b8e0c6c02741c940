import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

const CONTROL_CLASSES = cn(
  'block min-h-11 w-full rounded-lg border border-muted/70 bg-card px-3 py-2 text-base text-ink',
  'disabled:cursor-not-allowed disabled:bg-void-50 disabled:opacity-70',
  'aria-invalid:border-2 aria-invalid:border-lost focus-visible:outline-offset-1',
  FOCUS_RING,
);

/** A native select styled like `Input` (native keeps the phone's own picker). */
export const SelectInput = ({ className, ...props }: ComponentProps<'select'>) => (
  <select className={cn(CONTROL_CLASSES, 'pr-8', className)} {...props} />
);

export const TextArea = ({ className, rows = 4, ...props }: ComponentProps<'textarea'>) => (
  <textarea rows={rows} className={cn(CONTROL_CLASSES, 'placeholder:text-muted', className)} {...props} />
);
