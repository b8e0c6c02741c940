import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TTipStats, ZTipStats } from '~/domain/track-record.contract';
import { apiGet } from '~/web/lib/api-client';

export const tipStatsQueryKey = ['tips', 'stats'] as const;

/** The computed track record (GET /api/tips/stats); `null` only if the server ever answers 401. */
export const getTipStats = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TTipStats | null> => {
  const body = await apiGet<unknown>('/api/tips/stats', { signal });
  return body === null ? null : ZTipStats.parse(body);
};

export const tipStatsQueryOptions = () =>
  queryOptions({
    queryKey: tipStatsQueryKey,
    queryFn: ({ signal }) => getTipStats({ signal }),
  });

export const useTipStats = () => useQuery(tipStatsQueryOptions());
