import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TMeResponse } from '~/domain/auth.contract';
import { formatOdds as formatOddsAs, ODDS_FORMATS, type TOdds, type TOddsFormat } from '~/domain/odds';
import { meQueryOptions, useMe } from './api/get-me';
import { apiRequest } from './api-client';
import { readStored, storedKeyChanges } from './device-storage';

/**
 * The site-wide odds display (DESIGN.md section 4): fractional by default, decimal as the alternative. A signed-in
 * user's choice lives on the server (it follows them to every device); a guest's on this device.
 */
export const ODDS_FORMAT_STORAGE_KEY = 'racepro.oddsFormat';

const changes = storedKeyChanges(ODDS_FORMAT_STORAGE_KEY);
const readDevice = (): TOddsFormat => {
  const stored = readStored(ODDS_FORMAT_STORAGE_KEY);
  return ODDS_FORMATS.find((format) => format === stored) ?? 'fractional';
};
const setDeviceFormat = (format: TOddsFormat) => {
  try {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  changes.notify();
};

const putPreferences = async (oddsFormat: TOddsFormat): Promise<TMeResponse> =>
  apiRequest<TMeResponse>('PUT', '/api/auth/preferences', { oddsFormat });

/** The viewer's odds format, and odds written in it. */
export const useOddsDisplay = () => {
  const me = useMe();
  const deviceFormat = useSyncExternalStore(changes.subscribe, readDevice, () => 'fractional' as const);
  const format: TOddsFormat = me.data?.user.oddsFormat ?? deviceFormat;
  const formatOdds = (odds: string | Pick<TOdds, 'text' | 'num' | 'den'>) => formatOddsAs(odds, format);
  return { format, formatOdds };
};

/** Changes the odds format: on this device always, and on the account (optimistically) when signed in. */
export const useSetOddsFormat = () => {
  const me = useMe();
  const queryClient = useQueryClient();
  const key = meQueryOptions().queryKey;
  const save = useMutation({
    mutationFn: putPreferences,
    onMutate: (oddsFormat) => {
      const previous = queryClient.getQueryData(key) ?? null;
      if (previous) {
        const next: TMeResponse = { ...previous, user: { ...previous.user, oddsFormat } };
        queryClient.setQueryData(key, next);
      }
      return { previous };
    },
    onError: (_error, _format, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  return (next: TOddsFormat) => {
    setDeviceFormat(next);
    if (me.data) save.mutate(next);
  };
};
