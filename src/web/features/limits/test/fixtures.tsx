import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TBalance, TLimits } from '~/domain/limits.contract';
import { createQueryClient } from '~/web/lib/query-client';
import { json } from '~/web/test/render-with-api';

export { json, meAs } from '~/web/test/render-with-api';

export const limitsOf = (over: Partial<TLimits> = {}): TLimits => ({
  perBetLimit: 10,
  dailyLimit: 50,
  perWeekLimit: null,
  perMonthLimit: null,
  pendingPerBetLimit: null,
  pendingDailyLimit: null,
  pendingPerWeekLimit: null,
  pendingPerMonthLimit: null,
  stakedToday: 12,
  remainingToday: 38,
  dailyResetsAt: '2026-11-04T00:00:00.000Z',
  stakedThisWeek: 30,
  remainingThisWeek: null,
  weekResetsAt: '2026-11-09T00:00:00.000Z',
  stakedThisMonth: 95,
  remainingThisMonth: null,
  monthResetsAt: '2026-12-01T00:00:00.000Z',
  timeOutUntil: null,
  selfExcludedUntil: null,
  ...over,
});

export const balanceOf = (over: Partial<TBalance> = {}): TBalance => ({
  bankrollPence: 50_000,
  settledProfitPence: 1_250,
  openStakesPence: 1_500,
  balancePence: 49_750,
  ...over,
});

type THandler = (body: unknown) => Response;

/** Stubs fetch, routing on "METHOD /path". Unknown routes answer 404. */
export const mockApi = (routes: Record<string, THandler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler ? handler(body) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The JSON bodies sent with `method` to `path`. */
export const sentBodies = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

export const renderWithProviders = (ui: ReactElement, path = '/settings/account') => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};
