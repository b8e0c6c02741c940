import type { QueryClient } from '@tanstack/react-query';
import type { TMeResponse } from '~/domain/auth.contract';
import { apiGet } from '~/web/lib/api-client';
import { meQueryKey } from './get-me';
import { isSessionScopedQuery } from './session-scoped';

/**
 * GET /api/auth/refresh after a payment (spec 1 section 4): the new tier replaces the cached session at once, and
 * everything that depends on the tier (tips, plans, bets) is fetched again.
 */
export const refreshAuth = async (queryClient: QueryClient): Promise<TMeResponse | null> => {
  const me = await apiGet<TMeResponse>('/api/auth/refresh');
  queryClient.setQueryData(meQueryKey, me);
  await queryClient.invalidateQueries({ predicate: isSessionScopedQuery });
  return me;
};
