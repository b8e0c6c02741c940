import { queryOptions } from '@tanstack/react-query';
import type { TAdminCardRace } from '~/domain/racing-data-import.contract';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/admin/racecards?date=YYYY-MM-DD: the day's whole-field races and their runners, in card order. */
export const getRacecards = (date: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiGet<TAdminCardRace[]>(`/api/admin/racecards?date=${encodeURIComponent(date)}`, { signal });

export const racecardsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['admin', 'racecards', date] as const,
    queryFn: ({ signal }) => getRacecards(date, { signal }),
  });
