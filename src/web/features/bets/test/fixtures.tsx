import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { TBetBreakdown } from '~/domain/bet-figures.contract';
import type { TBet, TBetSummary, TLocalBet } from '~/domain/bets.contract';
import { createQueryClient } from '~/web/lib/query-client';
import { json } from '~/web/test/render-with-api';

export { json, meAs } from '~/web/test/render-with-api';

export const accountBet = (over: Partial<TBet> = {}): TBet => ({
  id: 1,
  status: 'Open',
  createdAt: '2026-11-03T10:15:00.000Z',
  settledAt: null,
  type: 'Win',
  odds: '5/2',
  stake: 5,
  totalStake: 5,
  potentialReturn: 17.5,
  actualReturn: null,
  settlement: null,
  clientRef: null,
  kind: 'single',
  bookmaker: null,
  priceType: 'taken',
  tipOdds: null,
  voidReason: null,
  editableUntil: null,
  multiple: null,
  entry: {
    id: 101,
    raceId: 11,
    horse: 'Galopin Des Champs',
    raceDate: '2026-11-03',
    raceTime: '14:30',
    track: 'Ascot',
    result: null,
    placeTerms: '3 places at 1/5 odds',
    sp: null,
  },
  ...over,
});

export const deviceBet = (over: Partial<TLocalBet> = {}): TLocalBet => ({
  id: '0b6f5b4e-6a8e-4c55-9d1e-6f1f4b1d2c3a',
  raceEntryId: 202,
  horseName: 'Constitution Hill',
  racecourse: 'Cheltenham',
  raceTime: '15:05',
  raceDate: '2026-11-03',
  betType: 'Each Way',
  odds: '2/1',
  stake: 2,
  potentialReturn: 7.2,
  status: 'Open',
  createdAt: '2026-11-03T11:00:00.000Z',
  ...over,
});

export const betSummary = (over: Partial<TBetSummary> = {}): TBetSummary => ({
  from: '2026-10-05',
  to: '2026-11-03',
  openCount: 2,
  openStake: 15,
  settledCount: 8,
  totalStaked: 40,
  totalReturns: 52.5,
  profitLoss: 12.5,
  roi: 31.25,
  winners: 3,
  strikeRate: 37.5,
  countedBets: 8,
  priceBeaten: { bets: 4, beaten: 3, share: 75, averageEdge: 6.25 },
  series: [
    { date: '2026-10-30', profitLoss: 0 },
    { date: '2026-10-30', profitLoss: -5 },
    { date: '2026-11-01', profitLoss: 12.5 },
  ],
  remainingTracked: null,
  ...over,
});

const breakdownRow = (key: string, label: string, profitLoss: number) => ({
  key,
  label,
  bets: 4,
  winners: 2,
  staked: 20,
  returns: 20 + profitLoss,
  profitLoss,
  roi: (profitLoss / 20) * 100,
  strikeRate: 50,
});

/** GET /api/bets/breakdown for the summary above: 8 bets, +£12.50, in two rows of each dimension. */
export const betBreakdown = (over: Partial<TBetBreakdown> = {}): TBetBreakdown => ({
  from: '2026-10-05',
  to: '2026-11-03',
  groups: {
    betType: [breakdownRow('Win', 'Win', 17.5), breakdownRow('lucky-15', 'Lucky 15', -5)],
    bookmaker: [breakdownRow('bet365', 'Bet365', 17.5), breakdownRow('not recorded', 'Not recorded', -5)],
    course: [breakdownRow('ascot', 'Ascot', 17.5), breakdownRow('multiples', 'Multiples', -5)],
    oddsBand: [breakdownRow('9-4-to-5-1', '9/4 to 5/1', 17.5), breakdownRow('multiples', 'Multiples', -5)],
    selection: [breakdownRow('tipped', 'Tipped', 17.5), breakdownRow('own', 'Your own selections', -5)],
  },
  ...over,
});

export const GUEST = () => json({ error: 'Not signed in' }, 401);

type THandler = (url: URL, init?: RequestInit) => Response;

/**
 * Stubs fetch, routing on "METHOD /path" (query string ignored). The device's bets have no results yet unless
 * 'GET /api/entries/results' is given; other unknown routes answer 404.
 */
export const mockApi = (routes: Record<string, THandler>) => {
  const withDefaults: Record<string, THandler> = { 'GET /api/entries/results': () => json([]), ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = withDefaults[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

export const requestedUrls = (fetchMock: ReturnType<typeof mockApi>, path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

/** A retry-free client and a router that shows where links lead. */
export const renderWithProviders = (ui: ReactElement, path = '/bets') => {
  const queryClient = createQueryClient();
  // The app's offline behaviour (reads tried even offline) with no retries.
  queryClient.setDefaultOptions({
    queries: { retry: false, retryDelay: 0, networkMode: 'offlineFirst' },
    mutations: { retry: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/bets" element={ui} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
