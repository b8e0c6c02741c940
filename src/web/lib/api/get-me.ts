import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

/**
 * The page says the visitor has no session (the server marks a page it sends without a session cookie), so the app's
 * first render is a guest's, not a loading state. The answer is marked stale, so /api/auth/me still confirms it in the
 * background; when it agrees (it does, unless a page came from the browser's cache after a sign-in) nothing renders
 * again.
 */
export const seedGuest = (queryClient: QueryClient) => {
  queryClient.setQueryData<TMeResponse | null>(meQueryKey, null, { updatedAt: 0 });
};
