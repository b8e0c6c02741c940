import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps, ReactElement } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * On a phone, toasts rise from just above the dock row (never over the header, its plan badge or account menu); from
 * 768 px they sit top right under the clock, clear of the floating buttons.
 */
export const ToastViewport = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) => (
  <ToastPrimitive.Viewport
    className={cn(
      'fixed right-0 bottom-[calc(7.5rem+env(safe-area-inset-bottom))] z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-3 outline-none',
      'md:top-9 md:bottom-auto md:max-w-[420px] md:flex-col',
      // Beside the docked betslip (1280 px and up), not over its header.
      'xl:group-data-[slip-open]/shell:right-[22rem]',
      className,
    )}
    {...props}
  />
);

export type ToastVariant = 'default' | 'destructive';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line bg-card text-ink',
  destructive: 'border-lost bg-lost text-white [--focus-ring:var(--color-card)]',
};

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export const Toast = ({ className, variant = 'default', ...props }: ToastProps) => (
  <ToastPrimitive.Root
    className={cn(
      'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-card border p-4 pr-12 shadow-float',
      'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
      'data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
      VARIANT_CLASSES[variant],
      className,
    )}
    {...props}
  />
);

export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
);

export const ToastDescription = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
);

export const ToastClose = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) => (
  <ToastPrimitive.Close
    aria-label="Close"
    className={cn(
      'absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full opacity-80 hover:opacity-100',
      FOCUS_RING,
      className,
    )}
    {...props}
  >
    <X aria-hidden="true" className="size-4" />
  </ToastPrimitive.Close>
);

export const ToastAction = ({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) => (
  <ToastPrimitive.Action
    className={cn(
      'inline-flex min-h-9 shrink-0 items-center rounded-lg border border-current px-3 text-sm font-semibold',
      FOCUS_RING,
      className,
    )}
    {...props}
  />
);

export type ToastActionElement = ReactElement<typeof ToastAction>;
