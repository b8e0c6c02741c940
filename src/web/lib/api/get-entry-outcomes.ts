import { queryOptions } from '@tanstack/react-query';
import type { TEntryOutcome } from '~/domain/bets.contract';
import { apiGet } from '~/web/lib/api-client';

/** GET /api/entries/results?ids=1,2,3 (public): each entry's result (null until resulted) and each-way terms. */
export const getEntryOutcomes = async (
  ids: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<TEntryOutcome[]> =>
  (await apiGet<TEntryOutcome[]>(`/api/entries/results?ids=${ids.join(',')}`, { signal })) ?? [];

/** Sorted, unique ids, so the same set of entries shares one cache entry. */
export const entryIds = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

export const entryOutcomesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: ['entries', 'results', ids.join(',')],
    queryFn: ({ signal }) => getEntryOutcomes(ids, { signal }),
    enabled: ids.length > 0,
  });
