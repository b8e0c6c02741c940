import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeResponse } from '~/domain/auth.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** The signed-in user and subscription, or `null` for a guest (the server answers 401). */
export const getMe = ({ signal }: { signal?: AbortSignal } = {}): Promise<TMeResponse | null> =>
  apiGet<TMeResponse>('/api/auth/me', { signal });

export const meQueryKey = QUERY_KEYS.me;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
  });

export const useMe = () => useQuery(meQueryOptions());
