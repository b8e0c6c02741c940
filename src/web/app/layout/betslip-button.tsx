import { ReceiptText } from 'lucide-react';
import { useRef } from 'react';
import { setBetslipOpen, useBetslip } from '~/web/lib/betslip-store';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { deferredComponent } from '~/web/lib/deferred';
import { FLOATING_BUTTON_CLASSES, FLOATING_POSITION } from './floating-position';

const BetslipDialog = deferredComponent(() =>
  import('~/web/features/betslip/components/betslip-dialog').then((module) => module.BetslipDialog),
);

/** Floating betslip button with its count; it opens the slide-in betslip panel (loaded after the first paint). */
export const BetslipButton = () => {
  const { items, isOpen } = useBetslip();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = items.length;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={`Open betslip, ${count} ${count === 1 ? 'bet' : 'bets'}`}
        onClick={() => {
          void BetslipDialog.preload();
          setBetslipOpen(true);
        }}
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
      </button>
      <BetslipDialog returnFocus={() => buttonRef.current?.focus()} />
    </>
  );
};
