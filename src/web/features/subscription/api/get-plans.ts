import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlansResponse } from '~/domain/payments.contract';
import { QUERY_KEYS } from '~/web/lib/api/query-keys';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/plans: what this visitor pays for each plan (the £0.99 first week or not) and which provider takes cards. */
export const getPlans = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TPlansResponse>('/api/plans', { signal });

export const plansQueryOptions = () =>
  queryOptions({ queryKey: QUERY_KEYS.plans, queryFn: ({ signal }) => getPlans({ signal }) });

export const usePlans = () => useQuery(plansQueryOptions());
