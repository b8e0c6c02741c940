import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TTipOrLocked, ZTipList } from '~/domain/tip.contract';
import { apiGet } from '~/web/lib/api-client';

/** Spec 1 section 7: the home teaser refetches every 5 minutes, is stale after 60 s and retries once. */
export const HOME_TIPS_REFETCH_INTERVAL_MS = 5 * 60_000;
export const HOME_TIPS_STALE_TIME_MS = 60_000;

// NOTE: the same key and parser as the tips feature's `today` list, so both screens share one cache entry.
export const todaysTipsQueryKey = ['tips', 'today'] as const;

const getTodaysTips = async ({ signal }: { signal?: AbortSignal }): Promise<TTipOrLocked[]> => {
  const body = await apiGet<unknown>('/api/tips/today', { signal });
  return body === null ? [] : ZTipList.parse(body);
};

export const todaysTipsQueryOptions = () =>
  queryOptions({
    queryKey: todaysTipsQueryKey,
    queryFn: ({ signal }) => getTodaysTips({ signal }),
    refetchInterval: HOME_TIPS_REFETCH_INTERVAL_MS,
    staleTime: HOME_TIPS_STALE_TIME_MS,
    retry: 1,
  });

export const useTodaysTips = () => useQuery(todaysTipsQueryOptions());
