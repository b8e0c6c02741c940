import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdvancedStrategyId, TStrategyGuide } from '~/domain/strategies';
import { ApiError, apiRequest } from '~/web/lib/api-client';

/**
 * GET /api/strategies/:id: a strategy library guide in full. Only Monthly and Lifetime members get it (the server
 * answers 401 or 403 otherwise); the web app carries the library's teasers only.
 */
export const getStrategyGuide = (id: TAdvancedStrategyId): Promise<TStrategyGuide> =>
  apiRequest<TStrategyGuide>('GET', `/api/strategies/${encodeURIComponent(id)}`);

/** Session-scoped (signing out or in clears it): what the server answers depends on who asks. */
export const strategyGuideQueryOptions = (id: TAdvancedStrategyId) =>
  queryOptions({
    queryKey: ['strategies', 'guide', id] as const,
    queryFn: () => getStrategyGuide(id),
    // A guide changes only with a release: read once a session.
    staleTime: Number.POSITIVE_INFINITY,
    // A refusal (401, 403) or an unknown guide (404) is an answer; only a failure is worth one more try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useStrategyGuide = (id: TAdvancedStrategyId) => useQuery(strategyGuideQueryOptions(id));
