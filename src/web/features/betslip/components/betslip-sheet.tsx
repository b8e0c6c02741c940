import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TPence } from '~/domain/money';
import { buttonClasses } from '~/web/components/ui/button';
import { betslipItemKey, closeBetslip, type TBetslipItem } from '~/web/lib/betslip-store';
import { cn } from '~/web/lib/cn';
import type { TTrackingMode } from '../place-betslip';
import { NO_GUARD, type TSlipGuard } from '../slip-guard';
import { BetslipFooter } from './betslip-footer';
import { BetslipItemRow } from './betslip-item-row';

export type TBetslipSheetProps = {
  items: readonly TBetslipItem[];
  mode: TTrackingMode | 'unknown';
  /** What the member's limits and breaks say about the slip (nothing for a guest). */
  guard?: TSlipGuard;
  /** The bettor's bankroll when known: 0 when none is set, null for a guest or while unknown. */
  bankrollPence: TPence | null;
  isPlacing: boolean;
  refusals: Readonly<Record<string, string>>;
  onPlace: () => void;
  /** Where focus goes when the slip closes (the floating button; the dialog has no Radix trigger). */
  onCloseAutoFocus?: () => void;
  /** A column beside the page (1280 px and up): no overlay, and clicks on the page leave it open. */
  isDocked?: boolean;
  /** The slip's "Multiples" section, under the selections. */
  multiples?: ReactNode;
};

/**
 * The slide-in betslip: a right-side sheet, full width on phones and 400 px from `sm`. Radix traps focus, closes on
 * Escape and returns focus to the floating button. Render it inside the Dialog root that owns the open state.
 */
export const BetslipSheet = ({
  items,
  mode,
  guard = NO_GUARD,
  bankrollPence,
  isPlacing,
  refusals,
  onPlace,
  onCloseAutoFocus,
  isDocked = false,
  multiples,
}: TBetslipSheetProps) => (
  <DialogPrimitive.Portal>
    {isDocked ? null : <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />}
    <DialogPrimitive.Content
      onCloseAutoFocus={(event) => {
        if (!onCloseAutoFocus) return;
        event.preventDefault();
        onCloseAutoFocus();
      }}
      onInteractOutside={isDocked ? (event) => event.preventDefault() : undefined}
      className={cn(
        'fixed right-0 flex flex-col bg-card text-ink focus:outline-none',
        isDocked
          ? 'top-8 bottom-0 z-30 w-[22rem] border-line border-l shadow-card'
          : 'inset-y-0 z-50 h-dvh w-full shadow-float sm:w-[400px] sm:border-line sm:border-l',
        'transition-transform duration-200 ease-out starting:translate-x-full',
      )}
    >
      <div className="flex items-center justify-between border-b border-line py-2 pt-[max(0.5rem,env(safe-area-inset-top))] pr-2 pl-4">
        <DialogPrimitive.Title className="text-lg font-bold text-brand">Betslip</DialogPrimitive.Title>
        <DialogPrimitive.Close aria-label="Close betslip" className={buttonClasses('ghost', 'icon')}>
          <X aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>
      <div className="flex-1 overflow-y-auto px-4">
        {items.length === 0 ? (
          <div className="py-8 text-center">
            <p className="text-sm text-muted">Your betslip is empty. Add a selection from any tip card.</p>
            <Link to="/tips" onClick={closeBetslip} className={cn(buttonClasses('primary', 'md'), 'mt-4')}>
              Browse tips
            </Link>
          </div>
        ) : (
          <ul aria-label="Selections" className="divide-y divide-line">
            {items.map((item, index) => (
              <BetslipItemRow
                key={betslipItemKey(item)}
                index={index}
                item={item}
                isPlacing={isPlacing}
                bankrollPence={bankrollPence}
                refusal={refusals[betslipItemKey(item)]}
                limitProblem={guard.lineProblems[betslipItemKey(item)]}
              />
            ))}
          </ul>
        )}
        {multiples}
      </div>
      <BetslipFooter
        items={items}
        mode={mode}
        guard={guard}
        hasNoBankroll={bankrollPence === 0}
        isPlacing={isPlacing}
        onPlace={onPlace}
      />
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
);
