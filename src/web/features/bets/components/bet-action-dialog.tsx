import { Dialog } from '~/web/components/ui/dialog';
import type { TBetView } from '../bet-view';
import { CorrectBetDialog } from './correct-bet-dialog';
import { SettleBetDialog } from './settle-bet-dialog';
import { VoidBetDialog } from './void-bet-dialog';

export type TBetAction = 'correct' | 'void' | 'settle';

/** One of a bet's forms in its dialog; loaded with its forms when first opened (BetActions). */
export const BetActionDialog = ({
  action,
  bet,
  accountId,
  onClose,
}: {
  action: TBetAction;
  bet: TBetView;
  accountId: number;
  onClose: () => void;
}) => (
  <Dialog open onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
    {action === 'correct' ? <CorrectBetDialog bet={bet} accountId={accountId} onDone={onClose} /> : null}
    {action === 'settle' ? <SettleBetDialog bet={bet} accountId={accountId} onDone={onClose} /> : null}
    {action === 'void' ? <VoidBetDialog bet={bet} accountId={accountId} onDone={onClose} /> : null}
  </Dialog>
);
