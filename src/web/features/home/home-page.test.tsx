import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLockedTip, TTip } from '~/domain/tip.contract';
import { fullTip, lockedTip } from '~/domain/tip.fixtures';
import type { TTipStats, TTrackRecord } from '~/domain/track-record.contract';
import { seedGuest } from '~/web/lib/api/get-me';
import { todaysTipsQueryOptions } from '~/web/lib/api/get-todays-tips';
import { resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { createQueryClient } from '~/web/lib/query-client';
import { expectConsoleError } from '~/web/test/console-guard';
import { meAs } from '~/web/test/render-with-api';
import { HomePage } from './home-page';

const tip = (over: Partial<TTip> = {}): TTip =>
  fullTip({ stakePoints: 1, analysis: 'Goes well fresh.', raceEntryId: 11, ...over });

const locked = (over: Partial<TLockedTip> = {}): TLockedTip =>
  lockedTip({ confidence: 3, time: '13:15', racecourse: 'Kempton', category: 'Value', ...over });

const record = (over: Partial<TTrackRecord> = {}): TTrackRecord => ({
  window: 'last 30 days',
  settled: 42,
  ran: 42,
  winners: 12,
  wonRace: 10,
  level: 0,
  losers: 30,
  placed: 5,
  void: 0,
  strikeRate: 28.57,
  wonStrikeRate: 23.8,
  profitPoints: 12.5,
  stakedPoints: 42,
  profitPointsSp: null,
  spSample: 0,
  roi: 29.76,
  longestLosingRun: 6,
  maxDrawdownPoints: 7,
  hasEnoughResults: true,
  ...over,
});

const stats = (last30Days: TTrackRecord = record()): TTipStats => ({
  generatedAt: '2026-11-03T09:00:00.000Z',
  last30Days,
  allTime: record({ window: 'all time' }),
  byTipster: [],
  byCategory: [],
  series: [],
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type TRoute = (() => Response | Promise<Response>) | unknown;
/** The session check a guest's page makes in the background (seedGuest): the server says not signed in. */
const GUEST = { '/api/auth/me': () => json({ error: 'Not signed in' }, 401) };
const mockApi = (routes: Record<string, TRoute>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const route = ({ ...GUEST, ...routes } as Record<string, TRoute>)[
      new URL(String(input), 'http://localhost').pathname
    ];
    if (route === undefined) return json({ error: 'Not found' }, 404);
    return typeof route === 'function' ? (route as () => Response)() : json(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** As the server sends it: marked as a guest's page (no session cookie) unless `hasSession`. */
const renderHome = ({ hasSession = false } = {}) => {
  const queryClient = createQueryClient();
  // NOTE: retryDelay 0 so the teaser's one built-in retry happens at once.
  queryClient.setDefaultOptions({ queries: { retry: false, retryDelay: 0 } });
  if (!hasSession) seedGuest(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const teaser = () => screen.getByRole('region', { name: "Today's Tips" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

describe('HomePage', () => {
  it('has one h1, the two calls to action and the 18+ line', () => {
    mockApi({ '/api/tips/today': [], '/api/tips/stats': stats() });
    renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: "See today's tips" })).toHaveAttribute('href', '/tips');
    expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getAllByText(/18\+\. Gamble responsibly\./).length).toBeGreaterThan(0);
    expect(screen.queryByText(/guarantee(d)? (profit|win)/i)).not.toBeInTheDocument();
  });

  it("gives a signed-in member no hero and no sign-up call: today's racing comes first", async () => {
    mockApi({ '/api/auth/me': meAs('Monthly'), '/api/tips/today': [], '/api/tips/stats': stats() });
    renderHome({ hasSession: true });

    // Before /api/auth/me answers: a page sent with a session cookie is a member's.
    expect(screen.getByRole('heading', { level: 1, name: "Today's racing" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
    expect(await screen.findByText('Welcome back, monthly.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
  });

  it('shows the hero once a session turns out to have ended', async () => {
    mockApi({
      '/api/auth/me': () => json({ error: 'Not signed in' }, 401),
      '/api/tips/today': [],
      '/api/tips/stats': stats(),
    });
    renderHome({ hasSession: true });

    expect(await screen.findByRole('link', { name: 'Start free' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: "Today's racing" })).not.toBeInTheDocument();
  });

  it('links every resource', () => {
    mockApi({ '/api/tips/today': [], '/api/tips/stats': stats() });
    renderHome();

    const resources = screen.getByRole('region', { name: 'Everything in one place' });
    const hrefs = within(resources)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/betting-guide',
      '/tools/odds-calculator',
      '/strategies',
      '/learn',
      '/bets',
      '/responsible-gambling',
    ]);
  });
});

describe("Home: today's tips teaser", () => {
  it('uses the spec rules for GET /api/tips/today: every 5 minutes, stale after 60 s, one retry', () => {
    const options = todaysTipsQueryOptions();
    expect(options.queryKey).toEqual(['tips', 'today']);
    expect(options.refetchInterval).toBe(300_000);
    expect(options.staleTime).toBe(60_000);
    expect(options.retry).toBe(1);
  });

  it('shows a skeleton while loading, then up to 3 tips with the free ones in full first', async () => {
    mockApi({
      '/api/tips/today': [
        locked({ id: 2 }),
        tip({ id: 1 }),
        locked({ id: 3, time: '15:50', accessLevel: 'Monthly' }),
        tip({ id: 4, horse: 'Kauto Star', time: '16:20', racecourse: 'Haydock' }),
        locked({ id: 5, time: '17:00' }),
      ],
      '/api/tips/stats': stats(),
    });
    renderHome();

    expect(within(teaser()).getByRole('status')).toHaveTextContent("Loading today's tips");
    expect(await within(teaser()).findByText('5 tips today, 2 free')).toBeInTheDocument();

    const cards = within(teaser()).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(3);
    expect(cards[0]).toHaveAccessibleName('Galopin Des Champs');
    expect(cards[0]).toHaveTextContent('5/2');
    expect(cards[1]).toHaveAccessibleName('Kauto Star');
    expect(cards[2]).toHaveAccessibleName('13:15 Kempton');
    expect(cards[2]).toHaveTextContent('This tip requires a Starter subscription or higher.');
    expect(within(cards[2]!).getByRole('link', { name: /^Unlock\s+the 13:15 Kempton tip$/ })).toHaveAttribute(
      'href',
      '/subscription?plan=Starter',
    );
    // The readable races still to run can go straight on the slip from the home screen.
    await userEvent.click(
      within(cards[0]!).getByRole('button', { name: 'Add Galopin Des Champs to betslip' }),
    );
    expect(
      within(cards[0]!).getByRole('button', { name: 'In betslip: Galopin Des Champs' }),
    ).toBeInTheDocument();
    expect(within(teaser()).getByRole('link', { name: 'View all tips' })).toHaveAttribute('href', '/tips');
  });

  it('puts the races a bettor can still back first, soonest off first, with a live countdown', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();
    mockApi({
      '/api/tips/today': [
        tip({ id: 1, horse: 'Already Won', startsAt: inMinutes(-90), result: 'Won', sp: '2/1' }),
        tip({ id: 2, horse: 'Gone Off', startsAt: inMinutes(-3) }),
        tip({ id: 3, horse: 'Later On', startsAt: inMinutes(120) }),
        locked({ id: 4, startsAt: inMinutes(30) }),
        tip({ id: 5, horse: 'Up Next', startsAt: inMinutes(9) }),
      ],
      '/api/tips/stats': stats(),
    });
    renderHome();

    await within(teaser()).findByText('5 tips today, 4 free');
    const cards = within(teaser()).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'home-tip-5',
      'home-tip-3',
      'home-tip-4',
    ]);
    expect(cards[0]).toHaveTextContent('Off in 10 min');
    expect(cards[1]).toHaveTextContent('Off in 2 h 1 min');
    expect(cards[2]).toHaveTextContent('Off in 31 min');
  });

  it('says "No Racing Tips Available Yet" with the release window when there are none', async () => {
    mockApi({ '/api/tips/today': [], '/api/tips/stats': stats() });
    renderHome();

    expect(await within(teaser()).findByText('No Racing Tips Available Yet')).toBeInTheDocument();
    expect(
      within(teaser()).getByText('New tips are published daily between 6:00 AM and 10:00 AM.'),
    ).toBeInTheDocument();
    expect(within(teaser()).getByRole('link', { name: 'View all tips' })).toHaveAttribute('href', '/tips');
  });

  it('says "Failed to fetch tips" after its one retry, and Retry fetches again', async () => {
    expectConsoleError(/API error.*\/api\/tips\/today/s);
    let calls = 0;
    let isDown = true;
    mockApi({
      '/api/tips/today': () => {
        calls += 1;
        return isDown ? new Response('boom', { status: 500 }) : json([tip()]);
      },
      '/api/tips/stats': stats(),
    });
    const user = userEvent.setup();
    renderHome();

    const alert = await within(teaser()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch tips');
    expect(calls).toBe(2);

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(teaser()).findByRole('article', { name: 'Galopin Des Champs' })).toBeInTheDocument();
  });

  it('shows our computed 30-day record: both rates named plainly with their samples, profit at advised prices and at SP, and the 18+ line', async () => {
    mockApi({
      '/api/tips/today': [tip()],
      '/api/tips/stats': stats(record({ profitPointsSp: 8, spSample: 38 })),
    });
    renderHome();

    const line = await within(teaser()).findByText(/Our record, last 30 days/);
    const paragraph = line.closest('p');
    expect(paragraph).toHaveTextContent('Our record, last 30 days (42 tips ran, 1pt level stakes).');
    expect(paragraph).toHaveTextContent('Won the race: 23.8% (10 of 42).');
    expect(paragraph).toHaveTextContent('Returned a profit: 28.6% (12 of 42).');
    expect(paragraph).toHaveTextContent('Profit at advised prices: +12.50 pts.');
    expect(paragraph).toHaveTextContent('At SP (38 of 42 tips with an SP): +8.00 pts.');
    expect(paragraph).not.toHaveTextContent(/strike rate/i);
    expect(paragraph).toHaveTextContent('18+. Gamble responsibly.');
  });

  it('says "At SP" alone when every tip that ran has an SP, and nothing about SP when none has', async () => {
    mockApi({
      '/api/tips/today': [tip()],
      '/api/tips/stats': stats(record({ profitPointsSp: -3.25, spSample: 42 })),
    });
    const { unmount } = renderHome();
    const withSp = (await within(teaser()).findByText(/Our record, last 30 days/)).closest('p');
    expect(withSp).toHaveTextContent('Profit at advised prices: +12.50 pts. At SP: -3.25 pts.');
    unmount();
    vi.unstubAllGlobals();

    mockApi({ '/api/tips/today': [tip()], '/api/tips/stats': stats() });
    renderHome();
    const withoutSp = (await within(teaser()).findByText(/Our record, last 30 days/)).closest('p');
    expect(withoutSp).toHaveTextContent('Profit at advised prices: +12.50 pts.');
    expect(withoutSp).not.toHaveTextContent('At SP');
  });

  it('gives counts but no percentages while fewer than 20 tips have run', async () => {
    mockApi({
      '/api/tips/today': [tip()],
      '/api/tips/stats': stats(
        record({
          ran: 8,
          winners: 2,
          wonRace: 1,
          losers: 6,
          placed: 1,
          settled: 8,
          strikeRate: null,
          wonStrikeRate: null,
          roi: null,
          profitPoints: -1.5,
          hasEnoughResults: false,
        }),
      ),
    });
    renderHome();

    const line = await within(teaser()).findByText(/Our record, last 30 days/);
    const paragraph = line.closest('p');
    expect(paragraph).not.toHaveTextContent(/\d%/);
    expect(paragraph).toHaveTextContent(
      'Our record, last 30 days (8 tips ran, 1pt level stakes). Won the race: 1 of 8. Returned a profit: 2 of 8 (too few tips for percentages). Profit at advised prices: -1.50 pts.',
    );
  });
});

/** Issue 32: a member on a break sees the break's notice where the live tips would be. */
describe('HomePage during a break', () => {
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  it('shows the notice with the helpline in place of the live tips, and no empty-day message', async () => {
    const held = lockedTip({
      id: 8,
      accessLevel: 'Free',
      startsAt: hoursFromNow(3),
      heldUntil: hoursFromNow(24),
    });
    mockApi({
      '/api/auth/me': { ...meAs('Free'), activeBreak: { kind: 'self-exclusion', until: hoursFromNow(30) } },
      '/api/tips/today': [held],
      '/api/tips/stats': stats(),
    });
    renderHome({ hasSession: true });
    const notice = await screen.findByRole('region', { name: 'You are self-excluded' });
    expect(notice).toHaveTextContent('You are self-excluded until');
    expect(notice).toHaveTextContent('0808 8020 133');
    expect(screen.queryByText('No Racing Tips Available Yet')).not.toBeInTheDocument();
  });

  it('shows the tips as before once the break has ended', async () => {
    mockApi({
      '/api/auth/me': { ...meAs('Free'), activeBreak: { kind: 'time-out', until: hoursFromNow(-1) } },
      '/api/tips/today': [],
      '/api/tips/stats': stats(),
    });
    renderHome({ hasSession: true });
    expect(await screen.findByText('No Racing Tips Available Yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /taking a break/ })).not.toBeInTheDocument();
  });
});
