import type { ComponentProps } from 'react';
import { cn } from '~/web/lib/cn';

export type BadgeVariant = 'neutral' | 'brand' | 'gold' | 'won' | 'placed' | 'lost' | 'void' | 'new';

// NOTE: every pair is at least 4.5:1 (the result colours on their own tints, ink on gold).
const VARIANT_CLASSES: Record<BadgeVariant, string> = {
  neutral: 'bg-void-50 text-ink',
  brand: 'bg-brand-100 text-brand',
  gold: 'bg-gold-100 text-ink',
  won: 'bg-won-50 text-won',
  placed: 'bg-placed-50 text-placed',
  lost: 'bg-lost-50 text-lost',
  void: 'bg-void-50 text-void',
  new: 'bg-gold text-ink uppercase tracking-wide',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export const Badge = ({ variant = 'neutral', className, ...props }: BadgeProps) => (
  <span
    className={cn(
      'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap',
      VARIANT_CLASSES[variant],
      className,
    )}
    {...props}
  />
);
