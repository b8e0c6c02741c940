import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTodaysBets } from '~/domain/todays-bets.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

/** Under the bets root, so recording a bet invalidates it with the other bet figures. */
export const todaysBetsQueryKey = [...QUERY_KEYS.bets, 'today'] as const;

/** The account's bets placed today (GET /api/bets/today); `null` for a guest. */
export const getTodaysBets = ({ signal }: { signal?: AbortSignal } = {}): Promise<TTodaysBets | null> =>
  apiGet<TTodaysBets>('/api/bets/today', { signal });

export const todaysBetsQueryOptions = () =>
  queryOptions({
    queryKey: todaysBetsQueryKey,
    queryFn: ({ signal }) => getTodaysBets({ signal }),
    // A reality check reads the figures as they are when it opens.
    staleTime: 0,
  });

export const useTodaysBets = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...todaysBetsQueryOptions(), enabled: isEnabled });
