import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { TLockedTip, TTip } from '~/domain/tip.contract';
import type { TTipStats, TTrackRecord } from '~/domain/track-record.contract';
import { createQueryClient } from '~/web/lib/query-client';
import { json } from '~/web/test/render-with-api';

export { json, meAs } from '~/web/test/render-with-api';

export const fullTip = (over: Partial<TTip> = {}): TTip => ({
  id: 1,
  locked: false,
  accessLevel: 'Free',
  horse: 'Galopin Des Champs',
  confidence: 4,
  date: '2026-11-03',
  time: '14:30',
  racecourse: 'Ascot',
  startsAt: '2026-11-03T14:30:00.000Z',
  race: {
    name: 'Harbour Homes Handicap Hurdle',
    type: 'Hurdle',
    raceClass: 'Class 3',
    distanceYards: 4400,
    going: 'Good to Soft',
    runners: 12,
  },
  runner: {
    jockey: 'Harry Kendall',
    trainer: 'Nicky Thornton',
    age: 6,
    weightLb: 161,
    draw: null,
    officialRating: 128,
    form: '21-3F1',
  },
  odds: '5/2',
  oddsNum: 5,
  oddsDen: 2,
  tipster: 'RacePro Team',
  category: 'NAP',
  betType: 'Win',
  stakePoints: 2,
  analysis: 'Travels well and the ground suits.',
  raceEntryId: 101,
  result: null,
  resultComment: null,
  sp: null,
  placeTerms: '3 places at 1/5 odds',
  terms: { places: 3, fractionNum: 1, fractionDen: 5 },
  publishedAt: '2026-11-03T07:45:00.000Z',
  ...over,
});

export const lockedTip = (over: Partial<TLockedTip> = {}): TLockedTip => ({
  id: 2,
  locked: true,
  accessLevel: 'Starter',
  confidence: 5,
  date: '2026-11-03',
  time: '15:05',
  racecourse: 'Cheltenham',
  startsAt: '2026-11-03T14:30:00.000Z',
  race: {
    name: 'Harbour Homes Handicap Hurdle',
    type: 'Hurdle',
    raceClass: 'Class 3',
    distanceYards: 4400,
    going: 'Good to Soft',
    runners: 12,
  },
  category: 'Banker',
  ...over,
});

export const trackRecord = (over: Partial<TTrackRecord> = {}): TTrackRecord => ({
  window: 'last 30 days',
  settled: 12,
  ran: 11,
  winners: 4,
  level: 0,
  losers: 7,
  placed: 2,
  void: 1,
  strikeRate: null,
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
    level: 0,
    losers: 30,
    placed: 5,
    void: 0,
    strikeRate: 25,
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

/** Stubs fetch, routing on the path alone (the premium and free lists add `?t=`). Unknown paths answer 404. */
export const mockApi = (routes: Record<string, THandler | unknown>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[url.pathname];
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
