import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';

/** A grey placeholder block; hidden from assistive technology (pair it with a Spinner or status text). */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    aria-hidden="true"
    className={cn('rounded-md bg-line motion-safe:animate-pulse', className)}
    {...props}
  />
);
