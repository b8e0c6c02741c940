import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
// NOTE: the signed-in user is shared app state; useMe's query is the one auth import features may make.
import { meQueryOptions } from '~/web/lib/api/get-me';
import { balanceQueryKey } from './api/get-balance';
import { betslipItemKey, type TBetslipItem } from './betslip-store';
import { placeBetslip, type TPlacementResult } from './place-betslip';
import { announcePlacement } from './placement-toast';
import { trackingModeOf } from './tracking-mode';

/** Keys of queries whose answers change once bets are recorded (spec 1 section 7, plus today's stake limits). */
export const BET_QUERY_KEYS = [['bets'], balanceQueryKey, ['user', 'limits']] as const;

/** Places the slip and remembers why any line was refused, to show beside it. */
export const usePlaceBets = () => {
  const queryClient = useQueryClient();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const mutation = useMutation({
    // NOTE: no automatic retry: placeBetslip deals with every failure itself, and a refused bet must not be re-sent.
    retry: false,
    mutationFn: async (items: TBetslipItem[]): Promise<TPlacementResult> => {
      // A failed read of the session counts as signed in: the POST then settles it (401 keeps bets on the device).
      const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
      return placeBetslip(items, me === undefined ? 'account' : trackingModeOf(me));
    },
    onMutate: () => setRefusals({}),
    onSuccess: (result) => {
      setRefusals(
        Object.fromEntries(result.refused.map(({ item, message }) => [betslipItemKey(item), message])),
      );
      if (result.placed.length > 0)
        for (const queryKey of BET_QUERY_KEYS)
          void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      announcePlacement(result);
    },
  });
  return { placeBets: mutation.mutate, isPlacing: mutation.isPending, refusals };
};
