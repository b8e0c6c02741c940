import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '~/web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/web/components/ui/dialog';
import { invalidateBetQueries } from '~/web/lib/api/invalidate-bet-queries';
import { ApiError } from '~/web/lib/api-client';
import { getDeviceBets, useDeviceBets } from '~/web/lib/device-bets';
import { importableDeviceBets, importBetsFromDevice } from '../import-device-bets';
import { forgetImportOffer, rememberImportOffer, wasImportOffered } from '../import-offer-marker';
import { announceImport } from '../sync-toasts';

const bets = (count: number) => (count === 1 ? '1 bet' : `${count} bets`);

type TImportDeviceBetsDialogProps = {
  /** The signed-in user's id, null for a guest, undefined while unknown. */
  userId: number | null | undefined;
  tracksInAccount: boolean;
};

/** DESIGN.md "Bet tracking by tier": after sign-in, device bets are offered (once) for import into the account. */
export const ImportDeviceBetsDialog = ({ userId, tracksInAccount }: TImportDeviceBetsDialogProps) => {
  const queryClient = useQueryClient();
  const count = importableDeviceBets(useDeviceBets()).length;
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (userId === null) forgetImportOffer();
    if (userId == null || !tracksInAccount || count === 0 || wasImportOffered(userId)) return;
    rememberImportOffer(userId);
    setIsOpen(true);
  }, [userId, tracksInAccount, count]);

  const importBets = useMutation({
    retry: false,
    mutationFn: () => importBetsFromDevice(importableDeviceBets(getDeviceBets())),
    onSuccess: (outcome) => {
      setIsOpen(false);
      if (outcome.imported.length > 0) void invalidateBetQueries(queryClient);
      announceImport(outcome);
    },
  });
  const failure = importBets.error instanceof ApiError ? importBets.error.userMessage : 'No connection';

  return (
    <Dialog open={isOpen && count > 0} onOpenChange={setIsOpen}>
      <DialogContent maxWidth={440}>
        <DialogHeader>
          <DialogTitle>Bets saved on this device</DialogTitle>
          <DialogDescription>Import {bets(count)} from this device into your account?</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Imported bets are tracked in your account. Any bet your account cannot take stays on this device,
          and we will say why.
        </p>
        {importBets.isError ? (
          <p role="alert" className="mt-3 text-sm font-medium text-lost">
            We could not import your bets ({failure}). They are still on this device.
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button
            onClick={() => importBets.mutate()}
            disabled={importBets.isPending}
            aria-busy={importBets.isPending}
          >
            Import {bets(count)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
