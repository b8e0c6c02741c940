import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

export type ButtonVariant = 'primary' | 'gold' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white shadow-card hover:bg-brand-700',
  // NOTE: text on gold is always ink; white on gold fails contrast.
  gold: 'bg-gold text-ink shadow-card hover:bg-gold-600',
  secondary: 'bg-brand-50 text-brand hover:bg-brand-100',
  outline: 'border border-brand-600 bg-card text-brand hover:bg-brand-50',
  ghost: 'text-brand hover:bg-brand-50',
  destructive: 'bg-lost text-white shadow-card hover:bg-lost/90',
  link: 'text-brand-600 underline underline-offset-4 hover:text-brand',
};

const SIZE_CLASSES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11',
};

/** Button styling for elements that are not `Button`, such as router links. */
export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    FOCUS_RING,
    VARIANT_CLASSES[variant],
    variant === 'link' ? cn('px-0', size !== 'sm' && 'min-h-11') : SIZE_CLASSES[size],
  );

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (for example a `Link`) with the button styles. */
  asChild?: boolean;
};

export const Button = ({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) => {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
};
