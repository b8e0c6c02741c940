import { Dialog as DialogPrimitive } from 'radix-ui';
import { setBetslipOpen, useBetslip } from '~/web/lib/betslip-store';
import { BETSLIP_DOCK_QUERY, useMediaQuery } from '~/web/lib/use-media-query';
import { BetslipPanel } from './betslip-panel';

/**
 * The betslip's dialog, loaded after the first paint (the floating button is part of the shell, this is not). The
 * store owns the open state; `returnFocus` puts focus back on the floating button when the slip closes. From 1280 px
 * it is a non-modal column docked on the right that stays open while the bettor browses.
 */
export const BetslipDialog = ({ returnFocus }: { returnFocus?: () => void; defaultOpen?: boolean }) => {
  const { isOpen } = useBetslip();
  const isDocked = useMediaQuery(BETSLIP_DOCK_QUERY);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setBetslipOpen} modal={!isDocked}>
      {isOpen ? <BetslipPanel onCloseAutoFocus={returnFocus} isDocked={isDocked} /> : null}
    </DialogPrimitive.Root>
  );
};
