import { afterEach, describe, expect, it, vi } from 'vitest';
import { todaysTipsQueryOptions as todayTipsQueryOptions } from '~/web/lib/api/get-todays-tips';
import { freeTipsQueryOptions, premiumTipsQueryOptions, tipsQueryOptions } from './get-tips';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tip list query options', () => {
  it('gives today the home rules: every 5 minutes, stale after 60 s, one retry', () => {
    const options = todayTipsQueryOptions();
    expect(options.queryKey).toEqual(['tips', 'today']);
    expect(options).toMatchObject({ refetchInterval: 300_000, staleTime: 60_000, retry: 1 });
    expect(tipsQueryOptions('today').queryKey).toEqual(['tips', 'today']);
  });

  it.each([
    ['premium', premiumTipsQueryOptions],
    ['free', freeTipsQueryOptions],
  ] as const)('polls %s every 10 s and on window focus', (kind, makeOptions) => {
    const options = makeOptions();
    expect(options.queryKey).toEqual(['tips', kind]);
    expect(options).toMatchObject({ refetchInterval: 10_000, refetchOnWindowFocus: true });
  });

  it('adds a fresh cache-busting t to every premium request and parses the list', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(Date, 'now').mockReturnValueOnce(1_700_000_000_000).mockReturnValueOnce(1_700_000_010_000);
    const { queryFn } = premiumTipsQueryOptions();
    const context = { signal: new AbortController().signal } as Parameters<NonNullable<typeof queryFn>>[0];

    await expect(queryFn?.(context)).resolves.toEqual([]);
    await queryFn?.(context);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/tips/premium?t=1700000000000',
      '/api/tips/premium?t=1700000010000',
    ]);
  });
});
