import { LoaderCircle } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { formatPence } from '~/domain/money';
import { Button } from '~/web/components/ui/button';
import { clearBetslip, type TBetslipItem } from '~/web/lib/betslip-store';
import { canPlaceBets, slipTotals } from '../betslip-maths';
import type { TTrackingMode } from '../place-betslip';
import { AccountNote } from './account-note';

export const TRACKER_NOTE =
  'RacePro records your bets in your tracker. We never take stakes or pass bets to a bookmaker.';

type TBetslipFooterProps = {
  items: readonly TBetslipItem[];
  mode: TTrackingMode | 'unknown';
  hasNoBankroll: boolean;
  isPlacing: boolean;
  onPlace: () => void;
};

/** Totals (each way counts twice), where bets go, Clear and Place Bets. */
export const BetslipFooter = ({ items, mode, hasNoBankroll, isPlacing, onPlace }: TBetslipFooterProps) => {
  const totals = slipTotals(items);
  return (
    <div className="space-y-3 border-t border-line bg-surface px-4 pt-3 pb-[calc(1rem+env(safe-area-inset-bottom))]">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Total stake</dt>
        <dd className="tabular text-right font-semibold">{formatPence(totals.stakePence)}</dd>
        <dt>Total potential return</dt>
        <dd className="tabular text-right font-semibold">{formatPence(totals.returnPence)}</dd>
      </dl>
      <AccountNote mode={mode} hasNoBankroll={hasNoBankroll} />
      <div className="flex gap-3">
        <Button variant="outline" onClick={clearBetslip} disabled={items.length === 0 || isPlacing}>
          Clear
        </Button>
        <Button
          className="flex-1"
          onClick={onPlace}
          disabled={!canPlaceBets(items, isPlacing)}
          aria-busy={isPlacing}
        >
          {isPlacing ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : null}
          Place Bets
        </Button>
      </div>
      <DialogPrimitive.Description className="text-xs text-muted">{TRACKER_NOTE}</DialogPrimitive.Description>
    </div>
  );
};
