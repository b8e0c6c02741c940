import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TBet, TBetStatus } from '~/domain/bets.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { ApiError, discardBody } from '~/web/lib/api-client';
import { noteAnswer } from '~/web/lib/offline-copy';

/** The two My Bets tabs and the statuses each one asks the server for (repeated `status` parameters). */
export const BET_LIST_STATUSES = {
  open: ['Open'],
  settled: ['Won', 'Placed', 'Lost', 'Void'],
} as const satisfies Record<string, readonly TBetStatus[]>;
export type TBetListKind = keyof typeof BET_LIST_STATUSES;

export const BETS_PAGE_SIZE = 50;

export type TBetsPage = { bets: TBet[]; total: number };

export const betsUrl = (kind: TBetListKind, page: number, pageSize = BETS_PAGE_SIZE): string => {
  const params = new URLSearchParams();
  for (const status of BET_LIST_STATUSES[kind]) params.append('status', status);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `/api/bets?${params.toString()}`;
};

/**
 * One page of the account's bets. NOTE: not `apiGet`, which hides the headers and the total lives in
 * `X-Total-Count`; the rules are the same (credentials, 401 = signed out = no bets, other failures throw, a stored copy
 * served offline is noted).
 */
export const getBetsPage = async (
  kind: TBetListKind,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TBetsPage> => {
  const url = betsUrl(kind, page);
  const response = await fetch(url, { method: 'GET', credentials: 'include', signal });
  noteAnswer(url, response);
  if (response.status === 401) {
    await discardBody(response);
    return { bets: [], total: 0 };
  }
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    const error = new ApiError(url, response.status, bodyText, response.statusText);
    console.error('API error', { url, status: response.status, message: error.message });
    throw error;
  }
  const bets = (await response.json()) as TBet[];
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  if (Number.isInteger(total) && total >= 0) return { bets, total };
  // Without the header, a full page suggests there may be more.
  return { bets, total: bets.length === BETS_PAGE_SIZE ? Number.POSITIVE_INFINITY : bets.length };
};

export const betListQueryKey = (kind: TBetListKind) => [...QUERY_KEYS.bets, 'list', kind] as const;

export const betListQueryOptions = (kind: TBetListKind) =>
  infiniteQueryOptions({
    queryKey: betListQueryKey(kind),
    queryFn: ({ pageParam, signal }) => getBetsPage(kind, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.bets.length, 0);
      return lastPage.bets.length > 0 && loaded < lastPage.total ? pages.length + 1 : undefined;
    },
  });

export const useBetList = (kind: TBetListKind) => useInfiniteQuery(betListQueryOptions(kind));
