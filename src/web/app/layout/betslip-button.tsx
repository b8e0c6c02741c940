import { ReceiptText } from 'lucide-react';
import { useRef } from 'react';
import { formatPence } from '~/domain/money';
import { setBetslipOpen, slipStakePence, useBetslip } from '~/web/lib/betslip-store';
import { cn, FOCUS_RING } from '~/web/lib/cn';
import { deferredComponent } from '~/web/lib/deferred';
import { FLOATING_POSITION } from './floating-position';

const BetslipDialog = deferredComponent(() =>
  import('~/web/features/betslip/components/betslip-dialog').then((module) => module.BetslipDialog),
);

/**
 * The floating betslip button: while the slip has bets it shows the count and the total stake (each way counts both
 * parts); it opens the betslip (loaded after the first paint). On a wide screen the open slip docks as a column and
 * the button steps aside.
 */
export const BetslipButton = () => {
  const { items, isOpen } = useBetslip();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = items.length;
  const totalPence = slipStakePence(items);
  const bets = `${count} ${count === 1 ? 'bet' : 'bets'}`;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={
          count > 0
            ? `Open betslip, ${bets}, total stake ${formatPence(totalPence)}`
            : `Open betslip, ${bets}`
        }
        onClick={() => {
          void BetslipDialog.preload();
          setBetslipOpen(true);
        }}
        className={cn(
          'fixed z-40 inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 shadow-float transition-colors md:h-14 md:min-w-14 md:px-4',
          FLOATING_POSITION.betslip,
          'border-2 border-card bg-brand text-white hover:bg-brand-700',
          isOpen && 'xl:hidden',
          FOCUS_RING,
        )}
      >
        <ReceiptText aria-hidden="true" className="size-5 shrink-0 md:size-6" />
        {count > 0 ? (
          <span aria-hidden="true" className="tabular flex items-center gap-1.5 font-semibold text-sm">
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-gold px-1 font-bold text-ink text-xs">
              {count}
            </span>
            {formatPence(totalPence)}
          </span>
        ) : null}
      </button>
      <BetslipDialog returnFocus={() => buttonRef.current?.focus()} />
    </>
  );
};
