import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TTipStats, ZTipStats } from '~/domain/track-record.contract';
import { apiGet } from '~/web/lib/api-client';

// NOTE: the same key as the tips feature's track record, so the two screens share one cache entry.
export const homeTipStatsQueryKey = ['tips', 'stats'] as const;

const getTipStats = async ({ signal }: { signal?: AbortSignal }): Promise<TTipStats | null> => {
  const body = await apiGet<unknown>('/api/tips/stats', { signal });
  return body === null ? null : ZTipStats.parse(body);
};

export const homeTipStatsQueryOptions = () =>
  queryOptions({ queryKey: homeTipStatsQueryKey, queryFn: ({ signal }) => getTipStats({ signal }) });

export const useHomeTipStats = () => useQuery(homeTipStatsQueryOptions());
