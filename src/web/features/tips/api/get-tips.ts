import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TTipOrLocked, ZTipList } from '~/domain/tip.contract';
import { apiGet } from '~/web/lib/api-client';

export type TTipListKind = 'today' | 'premium' | 'free';

export const tipsQueryKey = (kind: TTipListKind) => ['tips', kind] as const;

/** Spec 1 section 7: the home teaser's rules for GET /api/tips/today (also the Tips page's "All"). */
export const TODAY_REFETCH_INTERVAL_MS = 5 * 60_000;
export const TODAY_STALE_TIME_MS = 60_000;
/** Spec 1 section 7: the Tips page's premium and free lists poll every 10 s and on window focus. */
export const FILTERED_REFETCH_INTERVAL_MS = 10_000;

const fetchTipList = async (url: string, signal?: AbortSignal): Promise<TTipOrLocked[]> => {
  const body = await apiGet<unknown>(url, { signal });
  // NOTE: the tip lists are public; a 401 can only mean a stale session, which still sees the Free view.
  return body === null ? [] : ZTipList.parse(body);
};

export const todayTipsQueryOptions = () =>
  queryOptions({
    queryKey: tipsQueryKey('today'),
    queryFn: ({ signal }) => fetchTipList('/api/tips/today', signal),
    refetchInterval: TODAY_REFETCH_INTERVAL_MS,
    staleTime: TODAY_STALE_TIME_MS,
    retry: 1,
  });

/** The premium and free lists add a cache-busting `t` per request (spec 1 section 7). */
const filteredTipsQueryOptions = (kind: 'premium' | 'free') =>
  queryOptions({
    queryKey: tipsQueryKey(kind),
    queryFn: ({ signal }) => fetchTipList(`/api/tips/${kind}?t=${Date.now()}`, signal),
    refetchInterval: FILTERED_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

export const premiumTipsQueryOptions = () => filteredTipsQueryOptions('premium');
export const freeTipsQueryOptions = () => filteredTipsQueryOptions('free');

export const tipsQueryOptions = (kind: TTipListKind) => {
  if (kind === 'premium') return premiumTipsQueryOptions();
  if (kind === 'free') return freeTipsQueryOptions();
  return todayTipsQueryOptions();
};

export const useTips = (kind: TTipListKind) => useQuery(tipsQueryOptions(kind));
