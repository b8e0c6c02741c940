import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { entryIds, entryOutcomesQueryOptions } from '~/web/lib/api/get-entry-outcomes';
import { settleDeviceBets, useDeviceBets } from '~/web/lib/device-bets';

export const DEVICE_RESULTS_POLL_MS = 5 * 60_000;

/** Open device bets settle on the device with the server's rules once their entries have results. */
export const useDeviceBetResults = () => {
  const openBets = useDeviceBets().filter((bet) => bet.status === 'Open');
  // A multiple needs every leg's result.
  const ids = entryIds(
    openBets.flatMap((bet) => bet.multiple?.legs.map((leg) => leg.raceEntryId) ?? [bet.raceEntryId]),
  );
  const { data } = useQuery({ ...entryOutcomesQueryOptions(ids), refetchInterval: DEVICE_RESULTS_POLL_MS });
  useEffect(() => {
    if (data) settleDeviceBets(data);
  }, [data]);
};
