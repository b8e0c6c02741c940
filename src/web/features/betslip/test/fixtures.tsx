import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TLimits, TLocalBet } from '~/domain/bets.contract';
import { Toaster } from '~/web/components/ui/toaster';
import { dismiss } from '~/web/components/ui/use-toast';
import { resetBetslipStoreForTests, setBetslipOpen, useBetslip } from '~/web/lib/betslip-store';
import { resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { createQueryClient } from '~/web/lib/query-client';
import { json } from '~/web/test/render-with-api';
import { BetslipPanel } from '../components/betslip-panel';

export { betslipItem as item } from '~/web/test/betslip-item';
export { json, meAs } from '~/web/test/render-with-api';

export const deviceBet = (over: Partial<TLocalBet> = {}): TLocalBet => ({
  id: '2f1c6f3e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
  raceEntryId: 7,
  horseName: 'Silver Arrow',
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-11-20',
  betType: 'Win',
  odds: '5/2',
  stake: 5,
  potentialReturn: 17.5,
  status: 'Open',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** GET /api/user/limits for a member (Friday 20 November 2026): no limits and no break unless given. */
export const limitsOf = (over: Partial<TLimits> = {}): TLimits => ({
  perBetLimit: null,
  dailyLimit: null,
  perWeekLimit: null,
  perMonthLimit: null,
  pendingPerBetLimit: null,
  pendingDailyLimit: null,
  pendingPerWeekLimit: null,
  pendingPerMonthLimit: null,
  stakedToday: 0,
  remainingToday: null,
  dailyResetsAt: '2026-11-21T00:00:00.000Z',
  stakedThisWeek: 0,
  remainingThisWeek: null,
  weekResetsAt: '2026-11-23T00:00:00.000Z',
  stakedThisMonth: 0,
  remainingThisMonth: null,
  monthResetsAt: '2026-12-01T00:00:00.000Z',
  timeOutUntil: null,
  selfExcludedUntil: null,
  ...over,
});

export const balance = (bankrollPence: number) =>
  json({ bankrollPence, settledProfitPence: 0, openStakesPence: 0, balancePence: bankrollPence });

type TRequest = { url: URL; method: string; body: unknown };
type THandler = (request: TRequest) => Response | Promise<Response>;

/**
 * Stubs fetch with real Responses, routed on "METHOD /path". A guest unless 'GET /api/auth/me' is given, with no
 * results for the device's bets unless 'GET /api/entries/results' is, and a member with no limits unless
 * 'GET /api/user/limits' is; other unknown paths answer 404 (the api client logs it, and the console guard fails the
 * test). A handler may reject to act as a network failure.
 */
export const stubApi = (routes: Record<string, THandler>) => {
  const requests: TRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { url, method, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(request);
    if (url.pathname === '/api/auth/me') return json({ error: 'Not signed in' }, 401);
    // The bets kept on the device are checked for results: none has one yet.
    if (url.pathname === '/api/entries/results') return json([]);
    if (url.pathname === '/api/user/limits') return json(limitsOf());
    return json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Bodies sent to a path with a method, in order. */
    bodies: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === path).map((r) => r.body),
    requests,
  };
};

/** Network failure, as fetch reports it. */
export const offline = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/** The panel inside its Dialog root, as the floating button hosts it. */
export const BetslipHost = () => {
  const { isOpen } = useBetslip();
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setBetslipOpen}>
      <BetslipPanel />
    </DialogPrimitive.Root>
  );
};

/** A retry-free QueryClient, a router and the toaster around the UI (the betslip panel by default). */
export const renderWithProviders = (ui: ReactElement = <BetslipHost />) => {
  const queryClient = createQueryClient();
  // The app's offline behaviour (reads tried even offline) with no retries.
  queryClient.setDefaultOptions({
    queries: { retry: false, retryDelay: 0, networkMode: 'offlineFirst' },
    mutations: { retry: false },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
};

export const resetBetslipTestState = () => {
  window.localStorage.clear();
  resetBetslipStoreForTests();
  resetDeviceBetsForTests();
  dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
};
