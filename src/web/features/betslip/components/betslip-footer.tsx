import { LoaderCircle } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId } from 'react';
import { formatPence } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { clearBetslip, type TBetslipItem } from '~/web/lib/betslip-store';
import { canPlaceBets, slipTotals } from '../betslip-maths';
import type { TTrackingMode } from '../place-betslip';
import type { TSlipGuard } from '../slip-guard';
import { AccountNote } from './account-note';

export const TRACKER_NOTE =
  'RacePro records your bets in your tracker. We never take stakes or pass bets to a bookmaker.';

type TBetslipFooterProps = {
  items: readonly TBetslipItem[];
  mode: TTrackingMode | 'unknown';
  guard: TSlipGuard;
  hasNoBankroll: boolean;
  isPlacing: boolean;
  onPlace: () => void;
};

/**
 * Totals (each way counts twice), what is left under the member's limits, where bets go, Clear and Place Bets. A
 * broken limit or a break holds Place Bets back, with the reason beside it and read with it.
 */
export const BetslipFooter = ({
  items,
  mode,
  guard,
  hasNoBankroll,
  isPlacing,
  onPlace,
}: TBetslipFooterProps) => {
  const totals = slipTotals(items);
  const reasonId = useId();
  const isHeld = guard.reason !== null;
  return (
    <div className="space-y-3 border-t border-line bg-surface px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Total stake</dt>
        <dd className="tabular text-right font-semibold">{formatPence(totals.stakePence)}</dd>
        <dt>Total potential return</dt>
        <dd className="tabular text-right font-semibold">{formatPence(totals.returnPence)}</dd>
      </dl>
      {guard.leftToStake ? <p className="tabular text-ink text-sm">{guard.leftToStake}</p> : null}
      <AccountNote mode={mode} hasNoBankroll={hasNoBankroll} />
      {guard.reason ? (
        <p
          id={reasonId}
          className={
            guard.breakLabel
              ? 'rounded-lg border border-gold bg-gold-50 p-2 text-ink text-sm'
              : 'rounded-lg border border-lost bg-lost-50 p-2 font-medium text-lost text-sm'
          }
        >
          {guard.reason}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="outline" onClick={clearBetslip} disabled={items.length === 0 || isPlacing}>
          Clear
        </Button>
        <Button
          className="min-w-0 flex-1 whitespace-normal! text-center"
          onClick={onPlace}
          disabled={isHeld || !canPlaceBets(items, isPlacing)}
          aria-busy={isPlacing}
          aria-describedby={isHeld ? reasonId : undefined}
        >
          {isPlacing ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          {guard.breakLabel ?? 'Place Bets'}
        </Button>
      </div>
      <DialogPrimitive.Description className="text-xs text-muted">{TRACKER_NOTE}</DialogPrimitive.Description>
    </div>
  );
};
