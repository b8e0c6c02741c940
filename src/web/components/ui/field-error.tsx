import type { ReactNode } from 'react';
import { cn } from '~/web/lib/cn';

type FieldErrorProps = {
  /** Give the input `aria-describedby={id}` so the message is read with the field. */
  id: string;
  children?: ReactNode;
  className?: string;
};

/** The spec's message under the field that caused it; renders nothing when there is no message. */
export const FieldError = ({ id, children, className }: FieldErrorProps) => {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1 text-sm font-medium text-lost', className)}>
      {children}
    </p>
  );
};
