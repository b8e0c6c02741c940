import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/web/lib/api-client';
import { useDeviceBetEntryIds } from '~/web/lib/device-bets-store';
import { QUERY_KEYS } from './query-keys';
import { useViewer } from './use-viewer';

/** GET /api/bets/tracked: which of these entries the signed-in user has a tracked bet on (null for a guest). */
export const getTrackedEntries = (
  ids: readonly number[],
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ raceEntryIds: number[] } | null> =>
  apiGet<{ raceEntryIds: number[] }>(`/api/bets/tracked?ids=${ids.join(',')}`, { signal });

export const trackedEntriesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    // Under the bets root, so placing or importing a bet (which invalidates it) refreshes the marks.
    queryKey: [...QUERY_KEYS.bets, 'tracked', [...ids].sort((a, b) => a - b).join(',')] as const,
    queryFn: ({ signal }) => getTrackedEntries(ids, { signal }),
  });

/**
 * The entries among `ids` the viewer has tracked: in their account when their plan tracks bets there, and on this
 * device (bets kept in the browser) for everyone.
 */
export const useTrackedEntries = (ids: readonly number[]): ReadonlySet<number> => {
  const viewer = useViewer();
  const onAccount = viewer.isSignedIn && viewer.tracking.where === 'account';
  const server = useQuery({
    ...trackedEntriesQueryOptions(ids.slice(0, 100)),
    enabled: onAccount && ids.length > 0,
  });
  const deviceEntryIds = useDeviceBetEntryIds();
  const tracked = new Set<number>(server.data?.raceEntryIds ?? []);
  for (const id of ids) if (deviceEntryIds.has(id)) tracked.add(id);
  return tracked;
};
