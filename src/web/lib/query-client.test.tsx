import type { QueryClient } from '@tanstack/react-query';
import { focusManager, MutationObserver, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, QUERY_DEFAULTS, readRetryDelay } from '~/web/lib/query-client';

let queryClient: QueryClient;

/** Lets pending promises settle and advances fake time by `ms`. */
const advance = async (ms: number): Promise<void> => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
});

afterEach(() => {
  queryClient.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('createQueryClient defaults', () => {
  it('sets staleTime 60000, 2 query retries, no focus refetch and no polling', () => {
    const { queries } = queryClient.getDefaultOptions();

    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.retry).toBe(2);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBeFalsy();
  });

  it('sets 1 mutation retry', () => {
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(1);
  });

  it('exposes the same numbers in QUERY_DEFAULTS', () => {
    expect(QUERY_DEFAULTS).toEqual({
      staleTimeMs: 60_000,
      readRetries: 2,
      writeRetries: 1,
      firstRetryDelayMs: 1_000,
      laterRetryDelayMs: 2_000,
    });
  });

  it('readRetryDelay gives 1000 ms for the first retry and 2000 ms for later ones', () => {
    expect(readRetryDelay(0)).toBe(1_000);
    expect(readRetryDelay(1)).toBe(2_000);
    expect(readRetryDelay(2)).toBe(2_000);
    expect(readRetryDelay(5)).toBe(2_000);
  });

  it('uses readRetryDelay as the query retryDelay', () => {
    expect(queryClient.getDefaultOptions().queries?.retryDelay).toBe(readRetryDelay);
  });

  it('creates an independent client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe('read retries (behaviour)', () => {
  it('calls an always-failing fetcher 3 times: 1000 ms before the first retry, 2000 ms before the second', async () => {
    const callTimes: number[] = [];
    const startedAt = Date.now();
    const queryFn = vi.fn(async () => {
      callTimes.push(Date.now() - startedAt);
      throw new Error('read failed');
    });

    const outcome = queryClient.fetchQuery({ queryKey: ['always-fails'], queryFn }).then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    // First retry: not before 1000 ms after the first failure.
    await advance(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(queryFn).toHaveBeenCalledTimes(2);

    // Second retry: not before 2000 ms after the second failure.
    await advance(1_999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(queryFn).toHaveBeenCalledTimes(3);

    // No third retry, however long we wait.
    await advance(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(callTimes).toEqual([0, 1_000, 3_000]);

    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('read failed');
  });

  it('retries an observed query (useQuery) with the same count and delays, then reports the error', async () => {
    const callTimes: number[] = [];
    const startedAt = Date.now();
    const queryFn = vi.fn(async () => {
      callTimes.push(Date.now() - startedAt);
      throw new Error('observed read failed');
    });

    const { result } = renderHook(() => useQuery({ queryKey: ['observed-fails'], queryFn }), { wrapper });

    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.isError).toBe(false);

    await advance(3_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(callTimes).toEqual([0, 1_000, 3_000]);

    // No third retry, however long we wait; the observer ends in the error state.
    await advance(60_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('observed read failed');
    expect(result.current.failureCount).toBe(3);
  });

  it('keeps waiting 2000 ms (not an exponential back-off) before later retries when a query allows more', async () => {
    const callTimes: number[] = [];
    const startedAt = Date.now();
    const queryFn = vi.fn(async () => {
      callTimes.push(Date.now() - startedAt);
      throw new Error('read failed');
    });

    const outcome = queryClient
      .fetchQuery({ queryKey: ['more-retries'], queryFn, retry: 3 })
      .catch(() => 'rejected');

    await advance(60_000);
    expect(callTimes).toEqual([0, 1_000, 3_000, 5_000]);
    await expect(outcome).resolves.toBe('rejected');
  });

  it('does not retry a fetcher that succeeds the second time more than needed', async () => {
    const queryFn = vi.fn<() => Promise<string>>();
    queryFn.mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce('ok');

    const outcome = queryClient.fetchQuery({ queryKey: ['flaky'], queryFn });

    await advance(1_000);
    await expect(outcome).resolves.toBe('ok');
    await advance(10_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('mutation retries (behaviour)', () => {
  it('calls an always-failing mutationFn exactly 2 times (1 + 1 retry)', async () => {
    const mutationFn = vi.fn(async (_variables: { stake: number }) => {
      throw new Error('write failed');
    });
    const observer = new MutationObserver(queryClient, { mutationFn });

    const outcome = observer.mutate({ stake: 5 }).then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await advance(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);

    await advance(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    expect(mutationFn.mock.calls.map(([variables]) => variables)).toEqual([{ stake: 5 }, { stake: 5 }]);

    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('write failed');
    expect(observer.getCurrentResult().status).toBe('error');
    expect(observer.getCurrentResult().failureCount).toBe(2);
  });
});

describe('freshness (behaviour)', () => {
  it('keeps data fresh for 60000 ms: no refetch within 60 s, a refetch after', async () => {
    let version = 0;
    const queryFn = vi.fn(async () => {
      version += 1;
      return `v${version}`;
    });
    const options = { queryKey: ['fresh'], queryFn };

    await expect(queryClient.fetchQuery(options)).resolves.toBe('v1');
    expect(queryFn).toHaveBeenCalledTimes(1);

    await advance(59_999);
    await expect(queryClient.fetchQuery(options)).resolves.toBe('v1');
    expect(queryFn).toHaveBeenCalledTimes(1);

    await advance(1);
    await expect(queryClient.fetchQuery(options)).resolves.toBe('v2');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('ensureQueryData with revalidateIfStale does not refetch within 60 s but does after', async () => {
    const queryFn = vi.fn(async () => 'data');
    const options = { queryKey: ['ensure'], queryFn, revalidateIfStale: true };

    await queryClient.ensureQueryData(options);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await advance(30_000);
    await queryClient.ensureQueryData(options);
    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await advance(30_001);
    await queryClient.ensureQueryData(options);
    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('marks an observed query stale only after 60000 ms', async () => {
    const queryFn = vi.fn(async () => 'tips');
    const { result } = renderHook(() => useQuery({ queryKey: ['observed-fresh'], queryFn }), { wrapper });

    await advance(0);
    expect(result.current.data).toBe('tips');
    expect(result.current.isStale).toBe(false);

    await advance(59_999);
    expect(result.current.isStale).toBe(false);

    // The observer's stale timer fires at staleTime + 1 ms and its notification is batched on a
    // zero-delay timer, so the rendered result flips a few milliseconds after 60000 ms.
    await advance(10);
    expect(result.current.isStale).toBe(true);
  });
});

describe('window focus and polling (behaviour)', () => {
  it('does not refetch an active query when the window regains focus, even once stale', async () => {
    const queryFn = vi.fn(async () => 'bets');
    const { result } = renderHook(() => useQuery({ queryKey: ['focus'], queryFn }), { wrapper });

    await advance(0);
    expect(result.current.data).toBe('bets');
    expect(queryFn).toHaveBeenCalledTimes(1);

    // Past staleTime, so only refetchOnWindowFocus: false can prevent a refetch.
    await advance(61_000);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['focus'] })
        ?.isStale(),
    ).toBe(true);

    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await advance(0);

    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('control: the same focus sequence does refetch when a query opts in to refetchOnWindowFocus', async () => {
    const queryFn = vi.fn(async () => 'tips');
    const { result } = renderHook(
      () => useQuery({ queryKey: ['focus-opt-in'], queryFn, refetchOnWindowFocus: true }),
      { wrapper },
    );

    await advance(0);
    expect(result.current.data).toBe('tips');
    await advance(61_000);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['focus-opt-in'] })
        ?.isStale(),
    ).toBe(true);

    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await advance(0);

    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not poll an active query (no refetchInterval)', async () => {
    const queryFn = vi.fn(async () => 'balance');
    renderHook(() => useQuery({ queryKey: ['poll'], queryFn }), { wrapper });

    await advance(0);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await advance(10 * 60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
