import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTipStats } from '~/domain/track-record.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** The computed track record (GET /api/tips/stats). */
export const getTipStats = ({ signal }: { signal?: AbortSignal } = {}): Promise<TTipStats | null> =>
  apiGet<TTipStats>('/api/tips/stats', { signal });

export const tipStatsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.tipStats, queryFn: ({ signal }) => getTipStats({ signal }) });

export const useTipStats = () => useQuery(tipStatsQueryOptions());
