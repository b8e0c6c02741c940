import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDateWindow } from '~/domain/bet-windows';
import type { TBetSummary } from '~/domain/bets.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export const betSummaryQueryKey = [...QUERY_KEYS.bets, 'summary'] as const;

const ALL_TIME: TDateWindow = { from: null, to: null };

/** `?from=...&to=...` for a window of race dates (nothing for all time). */
export const windowSearch = (window: TDateWindow): string => {
  const params = new URLSearchParams();
  if (window.from) params.set('from', window.from);
  if (window.to) params.set('to', window.to);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** The figures above My Bets for a window (GET /api/bets/summary?from&to); `null` for a guest. */
export const getBetSummary = ({
  window = ALL_TIME,
  signal,
}: {
  window?: TDateWindow;
  signal?: AbortSignal;
} = {}): Promise<TBetSummary | null> =>
  apiGet<TBetSummary>(`/api/bets/summary${windowSearch(window)}`, { signal });

export const betSummaryQueryOptions = (window: TDateWindow = ALL_TIME) =>
  queryOptions({
    queryKey: [...betSummaryQueryKey, window.from, window.to] as const,
    queryFn: ({ signal }) => getBetSummary({ window, signal }),
  });

export const useBetSummary = ({ isEnabled, window }: { isEnabled: boolean; window?: TDateWindow }) =>
  useQuery({ ...betSummaryQueryOptions(window), enabled: isEnabled });

/** The CSV of the account's bets (a download, not a query). */
export const BETS_EXPORT_URL = '/api/bets/export.csv';
