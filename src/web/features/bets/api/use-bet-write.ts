import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBetQueries } from '~/web/lib/api/invalidate-bet-queries';

/** A write to the member's bets: once it lands, the lists, summary, balance and limits are read again. */
export const useBetWrite = <TVariables>(write: (variables: TVariables) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateBetQueries(queryClient),
  });
};
