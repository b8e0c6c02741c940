import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

export const Tabs = TabsPrimitive.Root;

export const TabsList = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) => (
  <TabsPrimitive.List
    className={cn(
      // A phone gets equal segments across the width (no clipped label); wider screens size them to their text.
      'flex w-full gap-1 overflow-x-auto rounded-xl bg-brand-50 p-1 sm:inline-flex sm:w-auto sm:max-w-full',
      className,
    )}
    {...props}
  />
);

/**
 * NOTE: Radix focuses a tab from script on mousedown, which Chrome treats as :focus-visible, so a clicked tab kept its
 * ring. A tab focused by the pointer is marked and hides the ring until the keyboard is used on it again.
 */
export const TabsTrigger = ({
  className,
  onPointerDown,
  onKeyDown,
  onBlur,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    onPointerDown={(event) => {
      event.currentTarget.dataset.pointerFocus = '';
      onPointerDown?.(event);
    }}
    onKeyDown={(event) => {
      delete event.currentTarget.dataset.pointerFocus;
      onKeyDown?.(event);
    }}
    onBlur={(event) => {
      delete event.currentTarget.dataset.pointerFocus;
      onBlur?.(event);
    }}
    className={cn(
      'data-[pointer-focus]:outline-none',
      'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-4',
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
