import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TSiteInfo, ZSiteInfo } from '~/domain/site.contract';
import { apiGet } from '~/web/lib/api-client';

export const getSiteInfo = async ({ signal }: { signal?: AbortSignal } = {}): Promise<TSiteInfo | null> => {
  const body = await apiGet<unknown>('/api/site', { signal });
  return body === null ? null : ZSiteInfo.parse(body);
};

// NOTE: site settings only change when the server restarts, so one fetch per page load is enough.
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'info'],
    queryFn: ({ signal }) => getSiteInfo({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
