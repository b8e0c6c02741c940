import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFeedStatus } from '~/domain/racing-feed.contract';
import { invalidateTipQueries } from '~/web/lib/api/create-tip';
import { apiGet, apiRequest } from '~/web/lib/api-client';
import { RACECARDS_KEY } from './get-racecards';
import { racingDataImportsQueryOptions } from './racing-data';

type TFeedPass = NonNullable<TFeedStatus['lastPass']>;

/** GET /api/admin/racing-data/feed: whether The Racing API is set up, and its last pass on this instance. */
export const getRacingFeed = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TFeedStatus>('/api/admin/racing-data/feed', { signal });

export const racingFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'racing-data', 'feed'] as const,
    queryFn: ({ signal }) => getRacingFeed({ signal }),
  });

export const useRacingFeed = () => useQuery(racingFeedQueryOptions());

/** POST /api/admin/racing-data/feed/run: a pass now ("Fetch now"); 409 with how to set it up when it is not. */
export const runRacingFeed = () => apiRequest<TFeedPass>('POST', '/api/admin/racing-data/feed/run');

export const useRunRacingFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRacingFeed,
    retry: false,
    onSuccess: (pass) => {
      queryClient.setQueryData(racingFeedQueryOptions().queryKey, (status) =>
        status ? { ...status, lastPass: pass } : status,
      );
      // A pass stores cards and results: the trail, the cards the tip form picks from and the tips change with it.
      void queryClient.invalidateQueries({ queryKey: racingDataImportsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: RACECARDS_KEY });
      void invalidateTipQueries(queryClient);
    },
  });
};
