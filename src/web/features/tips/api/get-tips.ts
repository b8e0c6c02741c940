import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { getTodaysTips, TODAY_REFETCH_INTERVAL_MS, TODAY_STALE_TIME_MS } from '~/web/lib/api/get-todays-tips';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export type TTipListKind = 'today' | 'premium' | 'free';

/** ['tips', 'today'] is the shared today list (lib/api/get-todays-tips): the home teaser reads the same cache entry. */
export const tipsQueryKey = (kind: TTipListKind): readonly ['tips', TTipListKind] => [
  QUERY_KEYS.tips[0],
  kind,
];

/** Spec 1 section 7: the Tips page's premium and free lists poll every 10 s and on window focus. */
export const FILTERED_REFETCH_INTERVAL_MS = 10_000;

const fetchTipList = async (url: string, signal?: AbortSignal): Promise<TTipOrLocked[]> =>
  // NOTE: the tip lists are public; a 401 can only mean a stale session, which still sees the Free view.
  (await apiGet<TTipOrLocked[]>(url, { signal })) ?? [];

/**
 * One list of the Tips page. Today's follows the spec's home rules (every 5 minutes, stale after 60 s, one retry);
 * premium and free add a cache-busting `t` per request and poll every 10 s and on window focus.
 */
export const tipsQueryOptions = (kind: TTipListKind) =>
  queryOptions({
    queryKey: tipsQueryKey(kind),
    queryFn: ({ signal }) =>
      kind === 'today'
        ? getTodaysTips({ signal })
        : fetchTipList(`/api/tips/${kind}?t=${Date.now()}`, signal),
    ...(kind === 'today'
      ? { refetchInterval: TODAY_REFETCH_INTERVAL_MS, staleTime: TODAY_STALE_TIME_MS, retry: 1 }
      : { refetchInterval: FILTERED_REFETCH_INTERVAL_MS, refetchOnWindowFocus: true }),
  });

const isKind = (kind: TTipListKind) => (tip: TTipOrLocked) =>
  kind === 'today' || (kind === 'free') === (tip.accessLevel === 'Free');

/**
 * Another UK day's tips (issue 35: tomorrow's once published, past days): GET /api/tips?date=, one list per day with
 * the filter picked from it. Today's lists keep the spec's routes and polling; another day is read again every 5
 * minutes while it is on screen (tomorrow's tips are released through the day).
 */
export const dayTipsQueryOptions = (date: string, kind: TTipListKind) =>
  queryOptions({
    queryKey: [QUERY_KEYS.tips[0], 'day', date] as const,
    queryFn: ({ signal }) => fetchTipList(`/api/tips?date=${date}`, signal),
    select: (tips: TTipOrLocked[]) => tips.filter(isKind(kind)),
    refetchInterval: TODAY_REFETCH_INTERVAL_MS,
    staleTime: TODAY_STALE_TIME_MS,
  });

export const premiumTipsQueryOptions = () => tipsQueryOptions('premium');
export const freeTipsQueryOptions = () => tipsQueryOptions('free');

export const useTips = (kind: TTipListKind) => useQuery(tipsQueryOptions(kind));

/** Another UK day's list (issue 35). */
export const useDayTips = (date: string, kind: TTipListKind) => useQuery(dayTipsQueryOptions(date, kind));
