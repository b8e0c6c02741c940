import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBetBreakdown } from '~/domain/bet-figures.contract';
import type { TDateWindow } from '~/domain/bet-windows';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';
import { windowSearch } from './get-bet-summary';

/** The window's figures by bet type, bookmaker, course, odds band and tipped or own (GET /api/bets/breakdown). */
export const getBetBreakdown = ({
  window,
  signal,
}: {
  window: TDateWindow;
  signal?: AbortSignal;
}): Promise<TBetBreakdown | null> =>
  apiGet<TBetBreakdown>(`/api/bets/breakdown${windowSearch(window)}`, { signal });

export const betBreakdownQueryOptions = (window: TDateWindow) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.bets, 'breakdown', window.from, window.to] as const,
    queryFn: ({ signal }) => getBetBreakdown({ window, signal }),
  });

export const useBetBreakdown = (window: TDateWindow) => useQuery(betBreakdownQueryOptions(window));
