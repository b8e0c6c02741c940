import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

export type TAdminCheck = { isAdmin: boolean };

/** Whether this session belongs to an administrator (a 401 means "no"). */
export const getAdminCheck = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TAdminCheck> =>
  (await apiGet<TAdminCheck>('/api/admin/check', { signal })) ?? { isAdmin: false };

export const adminCheckQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.adminCheck, queryFn: ({ signal }) => getAdminCheck({ signal }) });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
