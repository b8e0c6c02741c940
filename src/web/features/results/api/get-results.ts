import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TResultsDay } from '~/domain/results.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

/**
 * GET /api/results?date= (issue 35): a day's results by meeting. Kept under the tips key, so recording a result
 * (which invalidates every tips read) refreshes it; read again every 5 minutes while on screen, as today's tips are.
 */
const REFETCH_INTERVAL_MS = 5 * 60_000;
const STALE_TIME_MS = 60_000;

export const resultsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [QUERY_KEYS.tips[0], 'results', date] as const,
    queryFn: async ({ signal }): Promise<TResultsDay> =>
      (await apiGet<TResultsDay>(`/api/results?date=${date}`, { signal })) ?? { date, meetings: [] },
    refetchInterval: REFETCH_INTERVAL_MS,
    staleTime: STALE_TIME_MS,
  });

export const useResults = (date: string) => useQuery(resultsQueryOptions(date));
