import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

export const Tabs = TabsPrimitive.Root;

export const TabsList = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    className={cn('inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-brand-50 p-1', className)}
    {...props}
  />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn(
      'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap',
      'text-muted transition-colors hover:text-brand disabled:opacity-50',
      'data-[state=active]:bg-card data-[state=active]:text-brand data-[state=active]:shadow-card',
      FOCUS_RING,
      className,
    )}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => (
  <TabsPrimitive.Content className={cn('mt-4', FOCUS_RING, className)} {...props} />
);
