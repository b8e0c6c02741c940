import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLimits } from '~/domain/limits.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export const limitsQueryKey = QUERY_KEYS.limits;

/** The user's safer-gambling settings (GET /api/user/limits); `null` when signed out. */
export const getLimits = ({ signal }: { signal?: AbortSignal } = {}): Promise<TLimits | null> =>
  apiGet<TLimits>('/api/user/limits', { signal });

export const limitsQueryOptions = () =>
  queryOptions({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getLimits({ signal }) });

export const useLimits = () => useQuery(limitsQueryOptions());
