import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '~/web/lib/api-client';

const ZAdminCheck = z.object({ isAdmin: z.boolean() });
export type TAdminCheck = z.infer<typeof ZAdminCheck>;

/** Whether this session belongs to an administrator (a 401 means "no"). Shares its key with the admin panel. */
export const getAdminCheck = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TAdminCheck> => {
  const body = await apiGet<unknown>('/api/admin/check', { signal });
  return body === null ? { isAdmin: false } : ZAdminCheck.parse(body);
};

export const adminCheckQueryKey = ['admin', 'check'] as const;

export const adminCheckQueryOptions = () =>
  queryOptions({
    queryKey: adminCheckQueryKey,
    queryFn: ({ signal }) => getAdminCheck({ signal }),
  });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
