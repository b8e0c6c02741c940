import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminTipPage } from '~/domain/admin-tips.contract';
import type { ADMIN_TIP_FILTERS } from '~/domain/tips';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

export type TAdminTipFilter = (typeof ADMIN_TIP_FILTERS)[number];
export type TAdminTipsParams = { filter: TAdminTipFilter; page: number; pageSize: number };

export const ADMIN_TIPS_PAGE_SIZE = 20;

/** One page of the admin list, or `null` when the admin session has ended (401). */
export const getAdminTips = async (
  { filter, page, pageSize }: TAdminTipsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TAdminTipPage | null> => {
  const query = new URLSearchParams({ filter, page: String(page), pageSize: String(pageSize) });
  return apiGet<TAdminTipPage>(`/api/admin/tips?${query}`, { signal });
};

/** Every page of every filter: the optimistic delete edits them all. */
export const adminTipListsQueryKey = [...QUERY_KEYS.adminTips, 'list'] as const;

export const adminTipsQueryOptions = (params: TAdminTipsParams) =>
  queryOptions({
    queryKey: [...adminTipListsQueryKey, params] as const,
    queryFn: ({ signal }) => getAdminTips(params, { signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminTips = (params: TAdminTipsParams) => useQuery(adminTipsQueryOptions(params));
