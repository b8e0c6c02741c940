import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEarlyAdopterCount } from '~/domain/payments.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/** GET /api/promo/early-adopter-count: early-supporter Lifetime places left (spec 1 section 7). */
export const getEarlyAdopterCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TEarlyAdopterCount>('/api/promo/early-adopter-count', { signal });

export const earlyAdopterCountQueryOptions = () =>
  queryOptions({
    queryKey: QUERY_KEYS.earlyAdopterCount,
    queryFn: ({ signal }) => getEarlyAdopterCount({ signal }),
  });

export const useEarlyAdopterCount = () => useQuery(earlyAdopterCountQueryOptions());
