import { onlineManager, QueryClient } from '@tanstack/react-query';

/** Spec 1 sections 7 and 9: data-fetch defaults. */
export const QUERY_DEFAULTS = {
  staleTimeMs: 60_000,
  readRetries: 2,
  writeRetries: 1,
  firstRetryDelayMs: 1_000,
  laterRetryDelayMs: 2_000,
} as const;

/** TanStack passes the number of failures so far (0 before the first retry). */
export const readRetryDelay = (failureCount: number): number =>
  failureCount <= 0 ? QUERY_DEFAULTS.firstRetryDelayMs : QUERY_DEFAULTS.laterRetryDelayMs;

export const createQueryClient = (): QueryClient => {
  // NOTE: TanStack assumes it starts online and learns otherwise only from an 'offline' event, so an app opened offline
  // never saw the 'online' event as a change and read nothing again when the network came back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: QUERY_DEFAULTS.readRetries,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // NOTE: a read is tried even when the browser says it is offline: the service worker may answer it from its
        // stored copy (marked as one: offline-copy.ts). TanStack's default would wait for the network before trying.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: QUERY_DEFAULTS.writeRetries,
      },
    },
  });
};
