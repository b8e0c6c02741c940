import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BETSLIP_STORAGE_KEY, getBetslipState, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import {
  fullTip,
  json,
  lockedTip,
  meAs,
  mockApi,
  renderWithProviders,
  requestedUrls,
  tipStats,
  trackRecord,
} from './test/fixtures';
import { TipsPage } from './tips-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const guest = () => json({ error: 'Not signed in' }, 401);

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

describe('TipsPage', () => {
  it('shows one h1 with the release window and the three filters', async () => {
    mockApi({ '/api/auth/me': guest, '/api/tips/today': [], '/api/tips/stats': tipStats() });
    renderWithProviders(<TipsPage />, '/tips');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Racing Tips' })).toBeInTheDocument();
    expect(screen.getByText(/released daily between 6:00 AM and 10:00 AM/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All Tips', 'Premium Tips', 'Free Tips']);
    expect(await screen.findByText('No Racing Tips Available Yet')).toBeInTheDocument();
  });

  it('shows odds as the member chose: decimal when their account says so, fractional by default', async () => {
    mockApi({
      '/api/auth/me': () => json(meAs('Monthly', { oddsFormat: 'decimal' })),
      '/api/tips/today': [fullTip({ odds: '5/2', oddsNum: 5, oddsDen: 2 })],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(await within(card).findByText('3.50')).toBeInTheDocument();
    expect(within(card).queryByText('5/2')).not.toBeInTheDocument();
  });

  it("marks a tip the member has tracked, asking the server about today's entries only", async () => {
    const fetchMock = mockApi({
      '/api/auth/me': () => json(meAs('Monthly')),
      '/api/tips/today': [fullTip(), fullTip({ id: 9, raceEntryId: 202, horse: 'Kauto Star' })],
      '/api/tips/stats': tipStats(),
      '/api/bets/tracked': { raceEntryIds: [202] },
    });
    renderWithProviders(<TipsPage />, '/tips');
    const tracked = await screen.findByRole('article', { name: 'Kauto Star' });
    expect(await within(tracked).findByText('Tracked')).toBeInTheDocument();
    // Issue 36: the button tells the truth: a link to My Bets instead of Add to betslip.
    expect(within(tracked).getByRole('link', { name: 'Tracked · view in My Bets' })).toHaveAttribute(
      'href',
      '/bets',
    );
    expect(within(tracked).queryByRole('button', { name: /to betslip/ })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Galopin Des Champs' });
    expect(within(other).queryByText('Tracked')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Add Galopin Des Champs to betslip' })).toBeEnabled();
    expect(requestedUrls(fetchMock, '/api/bets/tracked').map((url) => url.searchParams.get('ids'))).toEqual([
      '101,202',
    ]);
  });

  it('renders a full tip card with the facts first and the analysis folded', async () => {
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [fullTip({ betType: 'Each Way' })],
      '/api/tips/stats': tipStats(),
    });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />, '/tips');

    const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(within(card).getByText('Ascot')).toBeInTheDocument();
    expect(within(card).getByText('14:30')).toBeInTheDocument();
    expect(within(card).getByText('5/2')).toBeInTheDocument();
    // Fractional by default, with no decimal beside it (the odds toggle switches the whole site).
    expect(within(card).queryByText('(3.50)')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Confidence 4 of 5' })).toBeInTheDocument();
    // A racecard line: the race, the runner's connections and form, the bet in one line.
    expect(card).toHaveTextContent('Harbour Homes Handicap Hurdle');
    expect(within(card).getByText('Class 3 · 2m 4f · Good to Soft · 12 runners')).toBeInTheDocument();
    expect(within(card).getByText('Harry Kendall')).toBeInTheDocument();
    expect(within(card).getByText('Nicky Thornton')).toBeInTheDocument();
    expect(within(card).getByText('6yo 11-7')).toBeInTheDocument();
    expect(card).toHaveTextContent('OR128');
    expect(card).toHaveTextContent('Form21-3F1');
    expect(within(card).getByText('Each way · 2 pts · 3 places at 1/5')).toBeInTheDocument();
    expect(within(card).getByText('NAP')).toBeInTheDocument();
    expect(card).toHaveTextContent('Expert: RacePro Team');
    expect(card).toHaveTextContent('Published 07:45');

    const disclosure = within(card).getByRole('button', { name: 'Why we like it' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('Travels well and the ground suits.')).not.toBeVisible();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Travels well and the ground suits.')).toBeVisible();
  });

  it('shows locked races as one pitch then one compact row each (time, course, lock, Unlock), never a horse', async () => {
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [
        fullTip(),
        lockedTip(),
        lockedTip({ id: 3, accessLevel: 'Monthly', time: '16:10' }),
      ],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');

    // One Starter and one Monthly tip: the pitch quotes Monthly (the cheapest plan that unlocks both) and what Starter
    // alone would unlock; the action opens the plan page on Monthly.
    const locked = await screen.findByRole('region', {
      name: '2 more tips today for Starter and Monthly members',
    });
    expect(locked).toHaveTextContent(
      'The horse, the odds and our full reasoning: Starter (£2.99 a week) unlocks 1 of them, Monthly (£7.99 a month) all 2.',
    );
    expect(within(locked).getByRole('link', { name: 'See Monthly' })).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
    // The readable tip comes first, then the one pitch for the rest.
    const readable = screen.getByRole('article', { name: 'Galopin Des Champs' });
    expect(readable.compareDocumentPosition(locked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const row = within(locked).getByRole('article', { name: '15:05 Cheltenham' });
    expect(within(row).getByText('This tip requires a Starter subscription or higher.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Unlock the 15:05 Cheltenham tip' })).toHaveAttribute(
      'href',
      '/subscription?plan=Starter',
    );
    expect(within(locked).queryByRole('button', { name: /betslip/i })).not.toBeInTheDocument();
    expect(within(locked).queryByText(/\d+\/\d+/)).not.toBeInTheDocument();

    const monthly = within(locked).getByRole('article', { name: '16:10 Cheltenham' });
    expect(
      within(monthly).getByText('This tip requires a Monthly subscription or higher.'),
    ).toBeInTheDocument();
    expect(within(monthly).getByRole('link', { name: 'Unlock the 16:10 Cheltenham tip' })).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
  });

  it('offers a Starter member an upgrade to the plan that unlocks the locked tips, never a join line', async () => {
    mockApi({
      '/api/auth/me': () => json(meAs('Starter')),
      '/api/tips/today': [
        fullTip(),
        lockedTip({ id: 3, accessLevel: 'Monthly', time: '16:10' }),
        lockedTip({ id: 4, accessLevel: 'Monthly', time: '16:45' }),
      ],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');
    const locked = await screen.findByRole('region', { name: '2 more tips today for Monthly members' });
    expect(locked).toHaveTextContent(
      'Your Starter plan does not include them. Upgrade to Monthly (£7.99 a month) to see the horse, the odds and our full reasoning.',
    );
    expect(locked).not.toHaveTextContent('£2.99');
    expect(within(locked).getByRole('link', { name: 'Upgrade to Monthly' })).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
  });

  it('shows the result badge with SP and hides Add to betslip once resulted', async () => {
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [fullTip({ result: 'Won', sp: '11/4', resultComment: 'Made all, comfortably.' })],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');

    // Nothing left to run: the results fold is open and the finished race is a line in it, not a card to bet from.
    const results = await screen.findByRole('region', { name: /Today's results/ });
    expect(within(results).getByRole('button', { name: 'Hide results' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(results).getByText('Galopin Des Champs')).toBeInTheDocument();
    expect(within(results).getByText('Won')).toBeInTheDocument();
    expect(within(results).getByText('SP 11/4')).toBeInTheDocument();
    expect(within(results).getByText('Made all, comfortably.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Galopin Des Champs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /betslip/i })).not.toBeInTheDocument();
  });

  it('shows the next race first with a live countdown, and folds finished races into the results', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [
        fullTip({ id: 1, horse: 'Later Horse', raceEntryId: 11, startsAt: inMinutes(95) }),
        fullTip({
          id: 2,
          horse: 'Done Horse',
          raceEntryId: 12,
          startsAt: inMinutes(-60),
          result: 'Lost',
          sp: '7/2',
        }),
        fullTip({ id: 3, horse: 'Next Horse', raceEntryId: 13, startsAt: inMinutes(16) }),
        fullTip({ id: 4, horse: 'Off Horse', raceEntryId: 14, startsAt: inMinutes(-5) }),
      ],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');

    await screen.findByRole('article', { name: 'Next Horse' });
    const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    expect(cards).toEqual(['tip-4-horse', 'tip-3-horse', 'tip-1-horse']);
    expect(screen.getByText(/4 tips today, 3 still to run/)).toBeInTheDocument();

    const next = screen.getByRole('article', { name: 'Next Horse' });
    expect(within(next).getByText('Off in 17 min')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Add Next Horse to betslip' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Later Horse' })).getByText('Off in 1 h 36 min'),
    ).toBeInTheDocument();

    // The off has passed and no result yet: no more bets from it (the server refuses them too).
    const off = screen.getByRole('article', { name: 'Off Horse' });
    expect(within(off).getByText('Race off, result to follow')).toBeInTheDocument();
    expect(within(off).queryByRole('button', { name: /betslip/i })).not.toBeInTheDocument();

    // Races are still to run, so the results fold starts closed and opens on demand.
    const results = screen.getByRole('region', { name: /Today's results/ });
    const toggle = within(results).getByRole('button', { name: 'Show results' });
    expect(within(results).getByText('Done Horse')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(within(results).getByText('Done Horse')).toBeVisible();
    expect(within(results).getByText('SP 7/2')).toBeVisible();
  });

  it('pitches the plans above the locked teasers on the Premium filter for a Free user', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': () => json(meAs('Free')),
      '/api/tips/premium': [lockedTip()],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips?filter=premium');

    const pitch = await screen.findByRole('region', { name: "Unlock today's premium tips" });
    expect(pitch).toHaveTextContent('£2.99 a week (first week £0.99)');
    expect(pitch).toHaveTextContent('£7.99 a month');
    expect(pitch).toHaveTextContent('£39.99 once');
    expect(within(pitch).getByRole('link', { name: 'Monthly' })).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
    expect(within(pitch).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    const teaser = await screen.findByRole('article', { name: '15:05 Cheltenham' });
    expect(pitch.compareDocumentPosition(teaser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [request] = requestedUrls(fetchMock, '/api/tips/premium');
    expect(request?.searchParams.get('t')).toMatch(/^\d+$/);
  });

  it('shows no pitch to a Starter subscriber', async () => {
    mockApi({
      '/api/auth/me': () => json(meAs('Starter')),
      '/api/tips/premium': [fullTip({ accessLevel: 'Starter' })],
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips?filter=premium');

    expect(await screen.findByRole('article', { name: 'Galopin Des Champs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Unlock today's premium tips" })).not.toBeInTheDocument();
  });

  it('switches filters and busts the cache on the free list', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [fullTip()],
      '/api/tips/free': [],
      '/api/tips/premium': [],
      '/api/tips/stats': tipStats(),
    });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />, '/tips');
    await screen.findByRole('article', { name: 'Galopin Des Champs' });

    await user.click(screen.getByRole('tab', { name: 'Free Tips' }));
    expect(await screen.findByText('No Free Tips Available')).toBeInTheDocument();
    expect(screen.getByText('Check back between 6:00 AM and 10:00 AM.')).toBeInTheDocument();
    const [request] = requestedUrls(fetchMock, '/api/tips/free');
    expect(request?.searchParams.get('t')).toMatch(/^\d+$/);

    await user.click(screen.getByRole('tab', { name: 'Premium Tips' }));
    expect(await screen.findByText('No Premium Tips Available')).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/tips/premium')[0]?.searchParams.has('t')).toBe(true);
    expect(requestedUrls(fetchMock, '/api/tips/today')[0]?.search).toBe('');
  });

  it('says "No Racing Tips Available Yet" with the release window when there are no tips', async () => {
    mockApi({ '/api/auth/me': guest, '/api/tips/today': [], '/api/tips/stats': tipStats() });
    renderWithProviders(<TipsPage />, '/tips');

    expect(await screen.findByRole('heading', { name: 'No Racing Tips Available Yet' })).toBeInTheDocument();
    expect(
      screen.getByText('New tips are published daily between 6:00 AM and 10:00 AM.'),
    ).toBeInTheDocument();
  });

  it('retries the All list once before giving up (the today rules)', async () => {
    expectConsoleError(/API error.*\/api\/tips\/today/s);
    let calls = 0;
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': () => {
        calls += 1;
        return calls === 1 ? new Response('boom', { status: 500 }) : json([fullTip()]);
      },
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');

    expect(await screen.findByRole('article', { name: 'Galopin Des Champs' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows "Failed to fetch tips" when every attempt fails, and Retry fetches again', async () => {
    expectConsoleError(/API error.*\/api\/tips\/today/s);
    let isDown = true;
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': () => (isDown ? new Response('boom', { status: 500 }) : json([fullTip()])),
      '/api/tips/stats': tipStats(),
    });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />, '/tips');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch tips');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Galopin Des Champs' })).toBeInTheDocument();
  });

  it('adds a tip to the betslip at £5, replacing the stake instead of duplicating', async () => {
    window.localStorage.setItem(
      BETSLIP_STORAGE_KEY,
      JSON.stringify({
        items: [
          {
            raceEntryId: 101,
            horse: 'Galopin Des Champs',
            race: '14:30',
            track: 'Ascot',
            odds: '5/2',
            type: 'Win',
            stake: 20,
          },
        ],
        isOpen: false,
      }),
    );
    resetBetslipStoreForTests();
    mockApi({
      '/api/auth/me': guest,
      '/api/tips/today': [
        fullTip(),
        fullTip({ id: 9, raceEntryId: 202, horse: 'Kauto Star', betType: 'Each Way' }),
      ],
      '/api/tips/stats': tipStats(),
    });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />, '/tips');

    // Already on the slip (at £20): the card says so, and adding again replaces the stake.
    await user.click(await screen.findByRole('button', { name: 'In betslip: Galopin Des Champs' }));
    expect(getBetslipState().items).toEqual([
      {
        raceEntryId: 101,
        horse: 'Galopin Des Champs',
        race: '14:30',
        track: 'Ascot',
        raceDate: '2026-11-03',
        odds: '5/2',
        type: 'Win',
        stake: 5,
        terms: { places: 3, fractionNum: 1, fractionDen: 5 },
      },
    ]);
    expect(getBetslipState().isOpen).toBe(true);

    await user.click(screen.getByRole('button', { name: 'In betslip: Galopin Des Champs' }));
    await user.click(screen.getByRole('button', { name: 'Add Kauto Star to betslip' }));
    expect(getBetslipState().items).toHaveLength(2);
    expect(getBetslipState().items[1]).toMatchObject({ raceEntryId: 202, type: 'Each Way', stake: 5 });
    expect(screen.getByRole('button', { name: 'In betslip: Kauto Star' })).toBeInTheDocument();
  });
});

describe('TipsPage track record', () => {
  const allTimeRecord = trackRecord({
    window: 'all time',
    settled: 40,
    ran: 40,
    winners: 10,
    wonRace: 8,
    losers: 30,
    placed: 5,
    void: 0,
    strikeRate: 25,
    wonStrikeRate: 20,
    roi: -6.5,
    profitPoints: -2.6,
    profitPointsSp: 1.2,
    spSample: 38,
    stakedPoints: 40,
    hasEnoughResults: true,
  });
  const stats = tipStats({
    allTime: allTimeRecord,
    byTipster: [{ ...allTimeRecord, name: 'RacePro Team' }],
  });

  it('shows one window at a time, with computed figures and no percentage below 20 settled tips', async () => {
    mockApi({ '/api/auth/me': guest, '/api/tips/today': [], '/api/tips/stats': stats });
    const user = userEvent.setup();
    renderWithProviders(<TipsPage />, '/tips');

    const section = await screen.findByRole('region', { name: 'Our Track Record' });
    const period = await within(section).findByRole('tablist', { name: 'Track record period' });
    expect(within(period).getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
    const last30 = within(section).getByRole('tabpanel', { name: '30 days' });
    // Won the race, Returned a profit and ROI wait for 20 runs.
    expect(within(last30).getAllByText('Too few results')).toHaveLength(3);
    expect(within(last30).getAllByText('11 tips ran; a percentage needs at least 20')).toHaveLength(3);
    expect(within(last30).getByText('+4.50 pts')).toHaveClass('text-won');
    expect(last30).toHaveTextContent('4 returned a profit, 7 made a loss, 1 void; 2 each-way tips placed');
    expect(last30).not.toHaveTextContent(/\d won\b/);
    expect(last30).toHaveTextContent('No SP recorded0 of 11 tips with an SP');
    expect(last30).toHaveTextContent('Of 11 tips ran');

    // All time has enough results: a real percentage to one decimal place and a signed, red loss.
    await user.click(within(period).getByRole('tab', { name: 'All time' }));
    const allTime = within(section).getByRole('tabpanel', { name: 'All time' });
    expect(within(section).queryByRole('tabpanel', { name: '30 days' })).not.toBeInTheDocument();
    expect(within(allTime).queryByText('Too few results')).not.toBeInTheDocument();
    expect(allTime).toHaveTextContent('Won the race20.0%8 of 40 that ran won the race');
    expect(allTime).toHaveTextContent('Returned a profit25.0%10 of 40 that ran returned more than staked');
    expect(within(allTime).queryByText(/strike rate/i)).not.toBeInTheDocument();
    expect(within(allTime).getByText('-6.5%')).toHaveClass('text-lost');
    expect(allTime).toHaveTextContent('Profit at advised prices-2.60 pts1pt level stakes');
    expect(within(allTime).getByText('-2.60 pts')).toHaveClass('text-lost');
    expect(allTime).toHaveTextContent('At SP+1.20 pts38 of 40 tips with an SP');
    expect(within(allTime).getByText('+1.20 pts')).toHaveClass('text-won');
    expect(allTime).toHaveTextContent('On 40.00 pts staked, at advised prices');

    // The responsible-gambling line is said once for the section, not on every tile.
    expect(within(section).getAllByText(/18\+\. Gamble responsibly\./)).toHaveLength(1);
    expect(
      within(section).getAllByText(/Past results are a record, not a promise of future profit\./).length,
    ).toBeGreaterThan(0);
    const byTipster = within(section).getByRole('table', { name: 'By tipster (all time)' });
    const headers = within(byTipster).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Tipster',
      'Won the race',
      'Returned a profit',
      'P/L at advised prices',
    ]);
    const [row] = within(byTipster).getAllByRole('row').slice(1);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('RacePro Team40 ran');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '20.0%',
      '25.0%',
      '-2.60 ptsAt SP (38 of 40 tips with an SP): +1.20 pts',
    ]);
    const byCategory = within(section).getByRole('table', { name: 'By category (all time)' });
    expect(byCategory).toHaveTextContent('NAP');
    expect(within(byCategory).getAllByText('Too few (<20 ran)')).toHaveLength(2);
    expect(
      within(section).getByRole('figure', { name: /Cumulative profit at advised prices/ }),
    ).toHaveAccessibleDescription(/from 30 Oct to 1 Nov .* now \+4\.50 pts/);
    expect(screen.queryByText(/85/)).not.toBeInTheDocument();
    expect(screen.queryByText(/48%/)).not.toBeInTheDocument();
    expect(await seriousViolations(section)).toEqual([]);
  });
});
