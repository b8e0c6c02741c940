import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRaceResult, TResultsDay } from '~/domain/results.contract';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi as mockRoutes, renderRoute } from '~/web/test/render-with-api';
import { ResultsPage } from './results-page';

/**
 * Issue 35: /results lists a day's results by meeting (today by default, the day in the address), each tipped horse's
 * outcome visible. The browser's clock reads 09:00 UK time on Friday 20 November 2026.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CARD = {
  name: 'Harbour Homes Handicap Hurdle',
  type: 'Hurdle',
  raceClass: 'Class 3',
  distanceYards: 4400,
  going: 'Good to Soft',
  runners: 12,
} as const;

const race = (over: Partial<TRaceResult>): TRaceResult => ({
  id: 1,
  time: '14:30',
  startsAt: '2026-11-20T14:30:00.000Z',
  race: { ...CARD },
  placeTerms: '3 places at 1/4 odds',
  runners: [],
  ...over,
});

const DAY: TResultsDay = {
  date: '2026-11-20',
  meetings: [
    {
      racecourse: 'Ascot',
      races: [
        race({
          id: 1,
          time: '13:10',
          runners: [
            {
              id: 11,
              horse: 'Early Ascot',
              result: 'Placed',
              position: 3,
              deadHeat: { horses: 2, position: 3 },
              sp: '9/1',
              rule4Pence: 0,
              tips: [
                {
                  id: 101,
                  tipster: 'RacePro Team',
                  category: 'Value',
                  betType: 'Each Way',
                  accessLevel: 'Starter',
                  odds: '8/1',
                  oddsNum: 8,
                  oddsDen: 1,
                  outcome: 'Placed',
                  profitPoints: -0.7,
                },
              ],
            },
          ],
        }),
        race({
          id: 2,
          time: '14:30',
          runners: [
            {
              id: 12,
              horse: 'Ascot Winner',
              result: 'Won',
              position: 1,
              deadHeat: null,
              sp: '3/1',
              rule4Pence: 10,
              tips: [
                {
                  id: 102,
                  tipster: 'RacePro Team',
                  category: 'NAP',
                  betType: 'Win',
                  accessLevel: 'Monthly',
                  odds: '5/2',
                  oddsNum: 5,
                  oddsDen: 2,
                  outcome: 'Won',
                  profitPoints: 2.25,
                },
              ],
            },
          ],
        }),
      ],
    },
    {
      racecourse: 'Kempton',
      races: [
        race({
          id: 3,
          time: '13:50',
          race: { ...CARD, name: null, raceClass: null, distanceYards: null, going: null, runners: 8 },
          runners: [
            {
              id: 13,
              horse: 'Kempton Loser',
              result: 'Lost',
              position: null,
              deadHeat: null,
              sp: '6/1',
              rule4Pence: 0,
              tips: [
                {
                  id: 103,
                  tipster: 'Guest Expert',
                  category: 'Longshot',
                  betType: 'Win',
                  accessLevel: 'Free',
                  odds: '7/1',
                  oddsNum: 7,
                  oddsDen: 1,
                  outcome: 'Lost',
                  profitPoints: -1,
                },
              ],
            },
          ],
        }),
      ],
    },
  ],
};

type THandler = (url: URL) => Response;
/** A guest (GET /api/auth/me answers 401) and GET /api/results answered by `results`. */
const mockApi = ({ '/api/results': results }: { '/api/results': THandler }) =>
  mockRoutes({
    'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401),
    'GET /api/results': results,
  });
const requestedUrls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  callsTo(fetchMock, 'GET', path).map(({ url }) => url);
const renderResults = (path: string) => renderRoute(path, '/results', <ResultsPage />);

const byDate =
  (days: Record<string, TResultsDay>) =>
  (url: URL): Response => {
    const date = url.searchParams.get('date') ?? '';
    return json(days[date] ?? { date, meetings: [] });
  };
const dayLinks = () => within(screen.getByRole('list', { name: 'Choose a day' })).getAllByRole('link');

describe('ResultsPage', () => {
  it("lists today's results by meeting, races in time order, each tipped horse's outcome and the tips on it", async () => {
    const fetchMock = mockApi({ '/api/results': byDate({ '2026-11-20': DAY }) });
    renderResults('/results');

    expect(screen.getByRole('heading', { level: 1, name: 'Racing Results' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Results for Friday 20 November 2026' }),
    ).toBeInTheDocument();
    const ascot = await screen.findByRole('region', { name: 'Ascot' });
    const kempton = screen.getByRole('region', { name: 'Kempton' });
    expect(ascot.compareDocumentPosition(kempton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(ascot)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['race-1-title', 'race-2-title']);
    expect(screen.getByText('3 races resulted at 2 meetings today.')).toBeInTheDocument();

    const winner = within(ascot).getByRole('article', { name: /14:30 Ascot Harbour Homes Handicap Hurdle/ });
    expect(winner).toHaveTextContent('Class 3 · 2m 4f · Good to Soft · 12 runners · 3 places at 1/4 odds');
    expect(within(winner).getByText('Ascot Winner')).toBeInTheDocument();
    expect(within(winner).getByText('1st')).toBeInTheDocument();
    expect(within(winner).getByText('Rule 4: 10p in the £')).toBeInTheDocument();
    expect(within(winner).getByText('SP 3/1')).toBeInTheDocument();
    const tips = within(winner).getByRole('list', { name: 'Tips on Ascot Winner' });
    expect(tips).toHaveTextContent('NAP · Win at 5/2 · RacePro Team');
    expect(tips).toHaveTextContent('Tip Won');
    expect(within(tips).getByText('+2.25 pts')).toBeInTheDocument();

    const placed = within(ascot).getByRole('article', { name: /13:10 Ascot/ });
    expect(within(placed).getByText('Dead heat for 3rd (2 horses)')).toBeInTheDocument();
    expect(within(placed).getByText('-0.70 pts')).toBeInTheDocument();
    expect(within(kempton).getByRole('article', { name: /13:50 Kempton/ })).toHaveTextContent(
      '8 runners · 3 places at 1/4 odds',
    );
    expect(requestedUrls(fetchMock, '/api/results').map((url) => url.search)).toEqual(['?date=2026-11-20']);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('opens the day in the address, marks Yesterday, and picks another day from the calendar', async () => {
    const fetchMock = mockApi({ '/api/results': byDate({ '2026-11-19': DAY }) });
    renderResults('/results?date=2026-11-19');
    expect(await screen.findByRole('region', { name: 'Ascot' })).toBeInTheDocument();
    const [today, yesterday] = dayLinks();
    expect(today).toHaveAttribute('href', '/results');
    expect(yesterday).toHaveAttribute('href', '/results?date=2026-11-19');
    expect(yesterday).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('link', { name: 'See the tips yesterday' })).toHaveAttribute(
      'href',
      '/tips?date=2026-11-19',
    );

    const picker = screen.getByLabelText('Pick a day');
    expect(picker).toHaveAttribute('max', '2026-11-20');
    fireEvent.change(picker, { target: { value: '2026-11-03' } });
    expect(await screen.findByRole('heading', { name: 'No results on Tue 3 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByText('No tipped race was resulted that day.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/results').map((url) => url.search)).toEqual([
      '?date=2026-11-19',
      '?date=2026-11-03',
    ]);
  });

  it('says when nothing is resulted yet today, with the way to the tips', async () => {
    mockApi({ '/api/results': byDate({}) });
    renderResults('/results');
    expect(await screen.findByRole('heading', { name: 'No results today' })).toBeInTheDocument();
    expect(screen.getByText('Results appear here as each tipped race is settled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See today's tips" })).toHaveAttribute('href', '/tips');
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('shows today for a day in the future or one the API would refuse', async () => {
    for (const bad of ['2026-11-21', '2026-02-30', '1999-01-01']) {
      const fetchMock = mockApi({ '/api/results': byDate({}) });
      const { unmount } = renderResults(`/results?date=${bad}`);
      expect(await screen.findByRole('heading', { name: 'No results today' }), bad).toBeInTheDocument();
      expect(requestedUrls(fetchMock, '/api/results').map((url) => url.search)).toEqual(['?date=2026-11-20']);
      unmount();
    }
  });

  it('says what failed and retries', async () => {
    expectConsoleError(/API error.*\/api\/results/s);
    let isDown = true;
    mockApi({
      '/api/results': (url: URL) =>
        isDown ? new Response('boom', { status: 500 }) : byDate({ '2026-11-20': DAY })(url),
    });
    renderResults('/results');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch results');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Ascot' })).toBeInTheDocument();
  });
});
