import { Link } from 'react-router';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { ToastAction } from '~/web/components/ui/toast';
import { toast } from '~/web/components/ui/use-toast';
import type { TPlacementResult } from './place-betslip';

const bets = (count: number) => (count === 1 ? '1 bet' : `${count} bets`);
const itOrThem = (count: number) => (count === 1 ? 'it' : 'them');

export const pendingMessage = (count: number) =>
  `Saved on this device - we'll add ${itOrThem(count)} to your account when the connection is back.`;

const deviceMessage = ({ mode, onDevice }: TPlacementResult): string => {
  const saved = `${onDevice.length === 1 ? 'Your bet is' : 'Your bets are'} saved on this device.`;
  return mode === 'guest'
    ? `${saved} Sign in to track ${itOrThem(onDevice.length)} in your account.`
    : `${saved} Starter tracks up to ${STARTER_BET_LIMIT} bets in your account.`;
};

/** Spec 1 section 8 toasts, honest about where each bet ended up (one toast at a time, so one sums it up). */
export const announcePlacement = (result: TPlacementResult) => {
  const { placed, refused, pending, signedOut, onDevice } = result;
  if (onDevice.length > 0 && refused.length === 0) {
    toast({ title: 'Saved on this device', description: deviceMessage(result) });
    return;
  }
  const isAllPlaced = placed.length > 0 && refused.length + pending.length + signedOut.length === 0;
  if (isAllPlaced) {
    toast({
      title: 'Bets placed successfully!',
      description: 'You can view your bets in the My Bets section.',
      action: (
        <ToastAction asChild altText="View my bets">
          <Link to="/bets">View my bets</Link>
        </ToastAction>
      ),
    });
    return;
  }
  const lines: string[] = [];
  for (const { item, message } of refused)
    lines.push(refused.length > 1 ? `${item.horse}: ${message}` : message);
  if (placed.length > 0) lines.push(`${bets(placed.length)} placed.`);
  if (pending.length > 0) lines.push(pendingMessage(pending.length));
  if (signedOut.length > 0)
    lines.push(
      `You're signed out, so ${bets(signedOut.length)} ${signedOut.length === 1 ? 'is' : 'are'} saved on this device. Sign in to add ${itOrThem(signedOut.length)} to your account.`,
    );
  const description = lines.join(' ');
  if (refused.length > 0) toast({ variant: 'destructive', title: 'Failed to place bets', description });
  else if (pending.length > 0) toast({ title: 'Not in your account yet', description });
  else toast({ title: 'Saved on this device', description });
};
