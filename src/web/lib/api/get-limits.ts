import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLimits } from '~/domain/limits.contract';
import { apiGet } from '~/web/lib/api-client';
import { QUERY_KEYS } from './query-keys';

/**
 * GET /api/user/limits: the member's stake limits, what is left today, this week and this month, and any break; null
 * when signed out (401). Shared by the limits screen and the betslip, which checks stakes as they are typed.
 */
export const getLimits = ({ signal }: { signal?: AbortSignal } = {}): Promise<TLimits | null> =>
  apiGet<TLimits>('/api/user/limits', { signal });

export const limitsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.limits, queryFn: ({ signal }) => getLimits({ signal }) });

export const useLimits = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...limitsQueryOptions(), enabled });
