import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('rounded-card border border-line bg-card text-ink shadow-card', className)} {...props} />
);

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-5 pb-3', className)} {...props} />
);

type CardTitleProps = ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' };

export const CardTitle = ({ as: Heading = 'h2', className, ...props }: CardTitleProps) => (
  <Heading className={cn('text-lg leading-tight font-semibold text-ink', className)} {...props} />
);

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-muted', className)} {...props} />
);

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('px-5 pb-5', className)} {...props} />
);

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('flex flex-wrap items-center gap-3 border-t border-line px-5 py-4', className)}
    {...props}
  />
);
