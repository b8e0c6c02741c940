// NOTE: the signed-in user is shared app state; useMe is the one auth import features may make.
import { useMe } from '~/web/lib/api/get-me';
import { useBalance } from '../api/get-balance';
import { useBetslip } from '../betslip-store';
import { trackingModeOf } from '../tracking-mode';
import { useFillItemTerms } from '../use-fill-item-terms';
import { usePlaceBets } from '../use-place-bets';
import { BetslipSheet } from './betslip-sheet';

/** The betslip panel's content; render it inside the Dialog root that the floating button controls. */
export const BetslipPanel = () => {
  const { items } = useBetslip();
  const me = useMe();
  const isSignedIn = Boolean(me.data);
  const balance = useBalance({ enabled: isSignedIn });
  const { placeBets, isPlacing, refusals } = usePlaceBets();
  useFillItemTerms(items);
  return (
    <BetslipSheet
      items={items}
      mode={me.data === undefined ? 'unknown' : trackingModeOf(me.data)}
      bankrollPence={isSignedIn ? (balance.data?.bankrollPence ?? null) : null}
      isPlacing={isPlacing}
      refusals={refusals}
      onPlace={() => placeBets(items)}
    />
  );
};
