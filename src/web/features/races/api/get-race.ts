import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRaceDetail } from '~/domain/races.contract';
import { ApiError, apiGet } from '~/web/lib/api-client';

/** A race card changes as results come in: read again every minute while the page is open, and on focus. */
export const RACE_REFETCH_INTERVAL_MS = 60_000;

export const raceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['race', id] as const,
    queryFn: async ({ signal }) => {
      const race = await apiGet<TRaceDetail>(`/api/races/${encodeURIComponent(id)}`, { signal });
      if (!race) throw new ApiError(`/api/races/${id}`, 401, '', 'Unauthorized');
      return race;
    },
    refetchInterval: RACE_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: true,
    // A race that does not exist will not start existing: no retries on 4xx.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export const useRace = (id: string) => useQuery(raceQueryOptions(id));
