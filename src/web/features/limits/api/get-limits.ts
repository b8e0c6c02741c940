import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TLimits, ZLimits } from '~/domain/bets.contract';
import { apiGet } from '~/web/lib/api-client';

export const limitsQueryKey = ['user', 'limits'] as const;

/** The user's safer-gambling settings (GET /api/user/limits); `null` when signed out. */
export const getLimits = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TLimits | null> => {
  const body = await apiGet<unknown>('/api/user/limits', { signal });
  return body === null ? null : ZLimits.parse(body);
};

export const limitsQueryOptions = () =>
  queryOptions({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getLimits({ signal }) });

export const useLimits = () => useQuery(limitsQueryOptions());
