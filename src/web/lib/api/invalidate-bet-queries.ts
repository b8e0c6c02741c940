import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from './query-keys';

/** Once bets are recorded (placed, retried or imported): the bet lists and summary, the balance and today's limits. */
export const invalidateBetQueries = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(
    [QUERY_KEYS.bets, QUERY_KEYS.balance, QUERY_KEYS.limits].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
