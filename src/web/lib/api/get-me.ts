import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TMeResponse, ZMeResponse } from '~/domain/auth.contract';
import { apiGet } from '~/web/lib/api-client';

/** The signed-in user and subscription, or `null` for a guest (the server answers 401). */
export const getMe = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TMeResponse | null> => {
  const body = await apiGet<unknown>('/api/auth/me', { signal });
  return body === null ? null : ZMeResponse.parse(body);
};

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
  });

export const useMe = () => useQuery(meQueryOptions());
