import { queryOptions } from '@tanstack/react-query';
import type { TAdminCardRace } from '~/domain/racing-data-import.contract';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/admin/racecards?date=YYYY-MM-DD: the day's whole-field races and their runners, in card order. */
export const getRacecards = (date: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TAdminCardRace[]>(`/api/admin/racecards?date=${encodeURIComponent(date)}`, { signal });

/** Every day's cards (a feed pass or an import changes them). */
export const RACECARDS_KEY = ['admin', 'racecards'] as const;

export const racecardsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...RACECARDS_KEY, date] as const,
    queryFn: ({ signal }) => getRacecards(date, { signal }),
  });
