import { ReceiptText } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { BetslipPanel } from '~/web/features/betslip/components/betslip-panel';
import { setBetslipOpen, useBetslip } from '~/web/lib/betslip-store';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { FLOATING_BUTTON_CLASSES, FLOATING_POSITION } from './floating-position';

/** Floating betslip button with its count; it opens the slide-in betslip panel. */
export const BetslipButton = () => {
  const { items, isOpen } = useBetslip();
  const count = items.length;
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setBetslipOpen}>
      <DialogPrimitive.Trigger
        aria-label={`Open betslip, ${count} ${count === 1 ? 'bet' : 'bets'}`}
        className={cn(
          FLOATING_BUTTON_CLASSES,
          FLOATING_POSITION.betslip,
          'border-2 border-card bg-brand text-white hover:bg-brand-700',
          FOCUS_RING,
        )}
      >
        <ReceiptText aria-hidden="true" className="size-6" />
        <span
          aria-hidden="true"
          className="tabular absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full border-2 border-card bg-gold px-1 text-xs font-bold text-ink"
        >
          {count}
        </span>
      </DialogPrimitive.Trigger>
      <BetslipPanel />
    </DialogPrimitive.Root>
  );
};
