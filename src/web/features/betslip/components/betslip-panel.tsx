import { useBalance } from '~/web/lib/api/get-balance';
import { useViewer } from '~/web/lib/api/use-viewer';
import { useBetslip } from '~/web/lib/betslip-store';
import { trackingModeOf } from '../tracking-mode';
import { useFillItemTerms } from '../use-fill-item-terms';
import { usePlaceBets } from '../use-place-bets';
import { BetslipSheet } from './betslip-sheet';

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
  const { placeBets, isPlacing, refusals } = usePlaceBets();
  useFillItemTerms(items);
  return (
    <BetslipSheet
      items={items}
      mode={viewer.isKnown ? trackingModeOf(viewer) : 'unknown'}
      bankrollPence={viewer.isSignedIn ? (balance.data?.bankrollPence ?? null) : null}
      isPlacing={isPlacing}
      refusals={refusals}
      onPlace={() => placeBets(items)}
      onCloseAutoFocus={onCloseAutoFocus}
      isDocked={isDocked}
    />
  );
};
