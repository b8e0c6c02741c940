import { useBalance } from '~/web/lib/api/get-balance';
import { useLimits } from '~/web/lib/api/get-limits';
import { useViewer } from '~/web/lib/api/use-viewer';
import { useBetslip } from '~/web/lib/betslip-store';
import { useNow } from '~/web/lib/use-now';
import { slipGuardOf } from '../slip-guard';
import { trackingModeOf } from '../tracking-mode';
import { useFillItemTerms } from '../use-fill-item-terms';
import { usePlaceBets } from '../use-place-bets';
import { BetslipSheet } from './betslip-sheet';
import { MultiplesSection } from './multiples-section';

/** The betslip panel's content; render it inside the Dialog root that the floating button controls. */
export const BetslipPanel = ({
  onCloseAutoFocus,
  isDocked = false,
}: {
  onCloseAutoFocus?: () => void;
  isDocked?: boolean;
}) => {
  const { items } = useBetslip();
  const viewer = useViewer();
  const balance = useBalance({ enabled: viewer.isSignedIn });
  // Members' limits and breaks, checked as stakes are typed; placing invalidates them (invalidateBetQueries).
  const limits = useLimits({ enabled: viewer.isSignedIn });
  const now = useNow();
  const { placeBets, isPlacing, refusals } = usePlaceBets();
  useFillItemTerms(items);
  const mode = viewer.isKnown ? trackingModeOf(viewer) : 'unknown';
  const bankrollPence = viewer.isSignedIn ? (balance.data?.bankrollPence ?? null) : null;
  return (
    <BetslipSheet
      items={items}
      mode={mode}
      guard={slipGuardOf({ items, mode, limits: limits.data, now: new Date(now) })}
      bankrollPence={bankrollPence}
      isPlacing={isPlacing}
      refusals={refusals}
      onPlace={() => placeBets(items)}
      onCloseAutoFocus={onCloseAutoFocus}
      isDocked={isDocked}
      multiples={
        <MultiplesSection
          items={items}
          mode={mode}
          limits={limits.data}
          now={new Date(now)}
          bankrollPence={bankrollPence}
          isSlipPlacing={isPlacing}
        />
      }
    />
  );
};
