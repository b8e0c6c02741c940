import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBetSummary } from '~/domain/bets.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export const betSummaryQueryKey = [...QUERY_KEYS.bets, 'summary'] as const;

/** The figures above My Bets (GET /api/bets/summary); `null` for a guest. */
export const getBetSummary = ({ signal }: { signal?: AbortSignal } = {}): Promise<TBetSummary | null> =>
  apiGet<TBetSummary>('/api/bets/summary', { signal });

export const betSummaryQueryOptions = () =>
  queryOptions({
    queryKey: betSummaryQueryKey,
    queryFn: ({ signal }) => getBetSummary({ signal }),
  });

export const useBetSummary = ({ isEnabled }: { isEnabled: boolean }) =>
  useQuery({ ...betSummaryQueryOptions(), enabled: isEnabled });

/** The CSV of the account's bets (a download, not a query). */
export const BETS_EXPORT_URL = '/api/bets/export.csv';
