import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSiteInfo } from '~/domain/site.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

export const getSiteInfo = ({ signal }: { signal?: AbortSignal } = {}): Promise<TSiteInfo | null> =>
  apiGet<TSiteInfo>('/api/site', { signal });

// NOTE: site settings only change when the server restarts, so one fetch per page load is enough.
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.site,
    queryFn: ({ signal }) => getSiteInfo({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
