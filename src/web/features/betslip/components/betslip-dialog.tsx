import { Dialog as DialogPrimitive } from 'radix-ui';
import { setBetslipOpen, useBetslip } from '~/web/lib/betslip-store';
import { BetslipPanel } from './betslip-panel';

/**
 * The betslip's dialog, loaded after the first paint (the floating button is part of the shell, this is not). The
 * store owns the open state; `returnFocus` puts focus back on the floating button when the slip closes.
 */
export const BetslipDialog = ({ returnFocus }: { returnFocus?: () => void; defaultOpen?: boolean }) => {
  const { isOpen } = useBetslip();
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setBetslipOpen}>
      {isOpen ? <BetslipPanel onCloseAutoFocus={returnFocus} /> : null}
    </DialogPrimitive.Root>
  );
};
