import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { invalidateBetQueries } from '~/web/lib/api/invalidate-bet-queries';
import { viewerOf } from '~/web/lib/api/use-viewer';
import { betslipItemKey, type TBetslipItem } from '~/web/lib/betslip-store';
import { placeBetslip, type TPlacementResult } from './place-betslip';
import { announcePlacement } from './placement-toast';
import { trackingModeOf } from './tracking-mode';

/** Places the slip and remembers why any line was refused, to show beside it. */
export const usePlaceBets = () => {
  const queryClient = useQueryClient();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const mutation = useMutation({
    // NOTE: no automatic retry: placeBetslip deals with every failure itself, and a refused bet must not be re-sent.
    retry: false,
    // Offline too: placeBetslip keeps what it cannot send on the device, queued for when the network is back.
    networkMode: 'always',
    mutationFn: async (items: TBetslipItem[]): Promise<TPlacementResult> => {
      // A failed read of the session counts as signed in: the POST then settles it (401 keeps bets on the device).
      const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
      return placeBetslip(items, me === undefined ? 'account' : trackingModeOf(viewerOf(me)));
    },
    onMutate: () => setRefusals({}),
    onSuccess: (result) => {
      setRefusals(
        Object.fromEntries(result.refused.map(({ item, message }) => [betslipItemKey(item), message])),
      );
      if (result.placed.length > 0) void invalidateBetQueries(queryClient);
      announcePlacement(result);
    },
  });
  return { placeBets: mutation.mutate, isPlacing: mutation.isPending, refusals };
};
