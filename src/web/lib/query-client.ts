import { QueryClient } from '@tanstack/react-query';

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

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: QUERY_DEFAULTS.readRetries,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: QUERY_DEFAULTS.writeRetries,
      },
    },
  });
