import { toast } from '~/web/components/ui/use-toast';
import type { TImportOutcome } from './import-device-bets';
import type { TSyncResult } from './sync-pending-bets';

const bets = (count: number) => (count === 1 ? '1 bet' : `${count} bets`);
const isOrAre = (count: number) => (count === 1 ? 'is' : 'are');

/** After a retry of bets saved on the device while the account could not be reached. */
export const announceSync = ({ synced, refused }: TSyncResult) => {
  if (refused.length > 0) {
    const reasons = refused.map(({ bet, message }) => `${bet.horseName}: ${message}`).join(' ');
    const added = synced.length > 0 ? ` ${bets(synced.length)} added to your account.` : '';
    toast({
      variant: 'destructive',
      title: 'Not added to your account',
      description: `${reasons} ${refused.length === 1 ? 'It stays' : 'They stay'} on this device.${added}`,
    });
  } else if (synced.length > 0) {
    toast({
      title: 'Bets added to your account',
      description: `${bets(synced.length)} saved on this device ${isOrAre(synced.length)} now in your account.`,
    });
  }
};

/** After importing device bets into the account; refused ones are named with the server's reason. */
export const announceImport = ({ imported, refused, horseByRef }: TImportOutcome) => {
  if (refused.length === 0) {
    toast({
      title: 'Bets imported',
      description: `${bets(imported.length)} from this device ${isOrAre(imported.length)} now in your account.`,
    });
    return;
  }
  const reasons = refused.map(
    ({ clientRef, reason }) => `${horseByRef.get(clientRef) ?? 'A bet'}: ${reason}`,
  );
  toast({
    title: imported.length > 0 ? `${bets(imported.length)} imported` : 'Bets not imported',
    description: `${bets(refused.length)} stayed on this device. ${reasons.join(' ')}`,
  });
};
