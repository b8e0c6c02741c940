import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { ToastAction } from '~/web/components/ui/toast';
import { toast } from '~/web/components/ui/use-toast';
import { meQueryOptions } from '~/web/lib/api/get-me';
import { invalidateBetQueries } from '~/web/lib/api/invalidate-bet-queries';
import { viewerOf } from '~/web/lib/api/use-viewer';
import type { TBetslipItem } from '~/web/lib/betslip-store';
import type { TMultipleChoice } from './multiple-slip';
import { placeSlipMultiple } from './place-slip-multiple';
import { trackingModeOf } from './tracking-mode';

type TPlaceMultipleInput = {
  items: readonly TBetslipItem[];
  legs: readonly TBetslipItem[];
  choice: TMultipleChoice;
  label: string;
};

/** Places the slip's multiple and says where it went; a multiple that was not recorded keeps its reason. */
export const usePlaceMultiple = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // NOTE: no automatic retry: a refused multiple must not be re-sent.
    retry: false,
    mutationFn: async ({ items, legs, choice }: TPlaceMultipleInput) => {
      const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
      const mode = me === undefined ? 'account' : trackingModeOf(viewerOf(me));
      return { mode, placement: await placeSlipMultiple(items, legs, choice, mode) };
    },
    onSuccess: ({ mode, placement }, { label }) => {
      if (placement.outcome === 'placed') {
        void invalidateBetQueries(queryClient);
        toast({
          title: 'Multiple placed',
          description: `Your ${label} is in My Bets.`,
          action: (
            <ToastAction asChild altText="View my bets">
              <Link to="/bets">View my bets</Link>
            </ToastAction>
          ),
        });
      } else if (placement.outcome === 'on-device') {
        toast({
          title: 'Saved on this device',
          description:
            mode === 'guest'
              ? `Your ${label} is saved on this device and settles here as its results come in.`
              : `Your ${label} is saved on this device. Starter tracks up to ${STARTER_BET_LIMIT} bets in your account.`,
        });
      }
    },
  });
  const failure = mutation.data?.placement.outcome === 'not-placed' ? mutation.data.placement.message : null;
  return { placeMultiple: mutation.mutate, isPlacing: mutation.isPending, failure };
};
