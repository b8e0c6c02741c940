import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** Spec 1 section 7: GET /api/tips/today refetches every 5 minutes, is stale after 60 s and retries once. */
export const TODAY_REFETCH_INTERVAL_MS = 5 * 60_000;
export const TODAY_STALE_TIME_MS = 60_000;

/** Today's tips as the caller's tier sees them (locked ones as teasers); the home teaser and the Tips page's All. */
export const getTodaysTips = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TTipOrLocked[]> =>
  // NOTE: the list is public; a 401 can only mean a stale session, which still sees the Free view.
  (await apiGet<TTipOrLocked[]>('/api/tips/today', { signal })) ?? [];

export const todaysTipsQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.todaysTips,
    queryFn: ({ signal }) => getTodaysTips({ signal }),
    refetchInterval: TODAY_REFETCH_INTERVAL_MS,
    staleTime: TODAY_STALE_TIME_MS,
    retry: 1,
  });

export const useTodaysTips = () => useQuery(todaysTipsQueryOptions());
