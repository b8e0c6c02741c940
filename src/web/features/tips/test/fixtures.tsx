import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TTipStats, TTrackRecord } from '~/domain/track-record.contract';
import { createQueryClient } from '~/web/lib/query-client';
import { json, siteInfoAs } from '~/web/test/render-with-api';

export { fullTip, lockedTip } from '~/domain/tip.fixtures';
export { json, meAs } from '~/web/test/render-with-api';

export const trackRecord = (over: Partial<TTrackRecord> = {}): TTrackRecord => ({
  window: 'last 30 days',
  settled: 12,
  ran: 11,
  winners: 4,
  wonRace: 3,
  level: 0,
  losers: 7,
  placed: 2,
  void: 1,
  strikeRate: null,
  wonStrikeRate: null,
  profitPoints: 4.5,
  stakedPoints: 11,
  profitPointsSp: null,
  spSample: 0,
  roi: null,
  longestLosingRun: 4,
  maxDrawdownPoints: 3.25,
  hasEnoughResults: false,
  ...over,
});

export const tipStats = (over: Partial<TTipStats> = {}): TTipStats => ({
  generatedAt: '2026-11-03T09:00:00.000Z',
  last30Days: trackRecord(),
  allTime: trackRecord({
    window: 'all time',
    settled: 40,
    ran: 40,
    winners: 10,
    wonRace: 8,
    level: 0,
    losers: 30,
    placed: 5,
    void: 0,
    strikeRate: 25,
    wonStrikeRate: 20,
    roi: -6.5,
    profitPoints: -2.6,
    stakedPoints: 40,
    hasEnoughResults: true,
  }),
  byTipster: [{ ...trackRecord({ strikeRate: 25, profitPoints: -2.6, settled: 40 }), name: 'RacePro Team' }],
  byCategory: [{ ...trackRecord(), name: 'NAP' }],
  series: [
    { date: '2026-10-30', profitPoints: 1 },
    { date: '2026-10-31', profitPoints: -0.5 },
    { date: '2026-11-01', profitPoints: 4.5 },
  ],
  ...over,
});

type THandler = (url: URL) => Response;

/** What the tip screens ask besides the tips: the session (a guest unless a test says otherwise: 401), the site's
 * settings, and which of today's entries a member tracks (none). */
const DEFAULT_ROUTES: Record<string, THandler | unknown> = {
  '/api/auth/me': () => json({ error: 'Not signed in' }, 401),
  '/api/site': siteInfoAs(),
  '/api/bets/tracked': { raceEntryIds: [] },
};

/**
 * Stubs fetch, routing on the path alone (the premium and free lists add `?t=`), as a guest unless the routes say
 * otherwise. Unknown paths answer 404, which the api client logs: the console guard then fails the test.
 */
export const mockApi = (routes: Record<string, THandler | unknown>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = { ...DEFAULT_ROUTES, ...routes }[url.pathname];
    if (route === undefined) return json({ error: 'Not found' }, 404);
    return typeof route === 'function' ? (route as THandler)(url) : json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

export const requestedUrls = (fetchMock: ReturnType<typeof mockApi>, path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

/** A retry-free client (retryDelay 0 too, for queries that set their own retry count) and a router. */
export const renderWithProviders = (ui: ReactElement, path = '/') => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
};
