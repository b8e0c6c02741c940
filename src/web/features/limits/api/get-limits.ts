import { QUERY_KEYS } from '~/web/lib/api/query-keys';

// The betslip reads the limits too, so the endpoint's fetcher, query options and hook live in web/lib/api.
export { getLimits, limitsQueryOptions, useLimits } from '~/web/lib/api/get-limits';

export const limitsQueryKey = QUERY_KEYS.limits;
