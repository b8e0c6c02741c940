import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleBet } from '~/domain/settlement';
import { addDeviceBets, resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { expectConsoleError } from '~/web/test/console-guard';
import { MyBetsPage } from './my-bets-page';
import {
  accountBet,
  betBreakdown,
  betSummary,
  deviceBet,
  GUEST,
  json,
  meAs,
  mockApi,
  renderWithProviders,
  requestedUrls,
} from './test/fixtures';

const list = (bets: unknown[], total = bets.length) => json(bets, 200, { 'X-Total-Count': String(total) });

beforeEach(() => {
  resetDeviceBetsForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyBetsPage', () => {
  it('has one h1 and merges the account open bets with the open bets saved on this device', async () => {
    addDeviceBets([
      deviceBet({ pendingSync: true, raceId: 77 }),
      deviceBet({ id: 'settled-on-device', horseName: 'Energumene', status: 'Won' }),
    ]);
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => list([accountBet()]),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    renderWithProviders(<MyBetsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'My Bets' })).toBeInTheDocument();
    const account = await screen.findByRole('article', { name: 'Galopin Des Champs, Open' });
    expect(within(account).getByText('5/2')).toBeInTheDocument();
    expect(within(account).getByText('£17.50')).toBeInTheDocument();
    expect(within(account).getByText(/14:30 Ascot, Tue 3 Nov 2026/)).toBeInTheDocument();
    // Each bet's race opens its page: the card before the off, the full result after (issue 35).
    expect(within(account).getByRole('link', { name: /14:30 Ascot/ })).toHaveAttribute('href', '/races/11');
    expect(within(account).queryByText(/Saved on this device/)).not.toBeInTheDocument();

    const device = screen.getByRole('article', { name: 'Constitution Hill, Open' });
    expect(within(device).getByText('Saved on this device, waiting to sync')).toBeInTheDocument();
    expect(within(device).getByRole('link', { name: /Ascot|Cheltenham|\d\d:\d\d/ })).toHaveAttribute(
      'href',
      '/races/77',
    );
    expect(within(device).getByText(/£2.00 each way/)).toHaveTextContent('£2.00 each way£4.00 total');
    expect(screen.queryByText('Energumene')).not.toBeInTheDocument();

    const [request] = requestedUrls(fetchMock, '/api/bets');
    expect(request?.searchParams.getAll('status')).toEqual(['Open']);
    expect(request?.searchParams.get('page')).toBe('1');
  });

  it('asks for settled bets with repeated status parameters and explains how each was settled', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': (url) =>
        url.searchParams.getAll('status').includes('Won')
          ? list([
              accountBet({
                id: 2,
                status: 'Placed',
                type: 'Each Way',
                stake: 5,
                totalStake: 10,
                potentialReturn: 20,
                actualReturn: 7.5,
                settledAt: '2026-11-03T15:00:00.000Z',
                settlement: settleBet({
                  type: 'Each Way',
                  stakePence: 500,
                  odds: { num: 5, den: 2 },
                  terms: { places: 3, fractionNum: 1, fractionDen: 5 },
                  outcome: { result: 'Placed' },
                }).detail,
                entry: { ...accountBet().entry!, result: 'Placed' },
              }),
            ])
          : list([]),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    renderWithProviders(<MyBetsPage />);

    await user.click(await screen.findByRole('tab', { name: 'Settled' }));
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs, Placed' });
    expect(within(card).getByText('£7.50')).toBeInTheDocument();
    expect(within(card).getByText('-£2.50')).toBeInTheDocument();
    await user.click(within(card).getByText('How this was settled'));
    expect(within(card).getByText('Place part placed (1/5 odds): returns £7.50.')).toBeVisible();

    const settled = requestedUrls(fetchMock, '/api/bets').find((url) =>
      url.searchParams.has('status', 'Won'),
    );
    expect(settled?.search).toContain('status=Won&status=Placed&status=Lost&status=Void');
    expect(settled?.searchParams.getAll('status')).toEqual(['Won', 'Placed', 'Lost', 'Void']);
  });

  it('falls back to the bets saved on this device with a notice when the account read fails, and retries', async () => {
    expectConsoleError(/API error.*\/api\/bets\?status=Open/s);
    addDeviceBets([deviceBet()]);
    let isDown = true;
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => (isDown ? json({ error: 'Database unavailable' }, 500) : list([accountBet()])),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyBetsPage />);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      "Showing bets saved on this device; we couldn't load your account's bets",
    );
    expect(screen.getByRole('article', { name: 'Constitution Hill, Open' })).toBeInTheDocument();
    expect(screen.queryByText('You have no open bets')).not.toBeInTheDocument();

    isDown = false;
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Galopin Des Champs, Open' })).toBeInTheDocument();
    expect(screen.queryByText(/we couldn't load your account's bets/)).not.toBeInTheDocument();
  });

  it('shows the exact empty states, and Place a Bet goes home', async () => {
    mockApi({ 'GET /api/auth/me': GUEST, 'GET /api/bets': GUEST, 'GET /api/bets/summary': GUEST });
    const user = userEvent.setup();
    renderWithProviders(<MyBetsPage />);

    expect(await screen.findByRole('heading', { name: 'You have no open bets' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(await screen.findByRole('heading', { name: 'You have no settled bets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Place a Bet' })).not.toBeInTheDocument();
    // The settled empty state says what lands here and offers the next step.
    expect(
      screen.getByText('Bets move here with their result and return once their race is settled.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See today's tips" })).toHaveAttribute('href', '/tips');

    await user.click(screen.getByRole('tab', { name: 'Open' }));
    const placeBet = await screen.findByRole('link', { name: 'Place a Bet' });
    expect(placeBet).toHaveAttribute('href', '/');
    await user.click(placeBet);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('tells a guest their bets stay on this device, with no account figures', async () => {
    addDeviceBets([deviceBet()]);
    const fetchMock = mockApi({ 'GET /api/auth/me': GUEST, 'GET /api/bets': GUEST });
    renderWithProviders(<MyBetsPage />);

    const note = await screen.findByRole('complementary', { name: 'About bets saved on this device' });
    expect(within(note).getByRole('link', { name: 'Starter and above' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(note).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/bets',
    );
    expect(await screen.findByRole('article', { name: 'Constitution Hill, Open' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/bets/summary')).toHaveLength(0);
  });

  it("settles this device's bets from their results as the page opens, with no touch needed", async () => {
    addDeviceBets([deviceBet({ betType: 'Win', odds: '4/1', priceType: 'bog' })]);
    mockApi({
      'GET /api/auth/me': GUEST,
      'GET /api/bets': GUEST,
      'GET /api/entries/results': () =>
        json([
          {
            id: 202,
            result: 'Won',
            deadHeat: null,
            deadHeatPosition: null,
            rule4Pence: 0,
            terms: { places: 3, fractionNum: 1, fractionDen: 5 },
            sp: '11/2',
          },
        ]),
    });
    renderWithProviders(<MyBetsPage />, '/bets?tab=settled');
    // £2 win at 4/1 with best odds guaranteed, SP 11/2: 2 x 6.5 = £13.00.
    const card = await screen.findByRole('article', { name: 'Constitution Hill, Won' });
    expect(within(card).getByText('£13.00')).toBeInTheDocument();
  });

  it('lists the bets before the record, and shows no zero tiles until something has settled', async () => {
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => list([]),
      'GET /api/bets/summary': () =>
        json(
          betSummary({
            settledCount: 0,
            openCount: 2,
            openStake: 10,
            totalStaked: 0,
            totalReturns: 0,
            profitLoss: 0,
            roi: null,
            strikeRate: null,
            winners: 0,
            countedBets: 0,
            priceBeaten: null,
            series: [],
          }),
        ),
    });
    renderWithProviders(<MyBetsPage />);

    const section = await screen.findByRole('region', { name: 'Your betting record' });
    const betList = screen.getByRole('region', { name: 'Your bets' });
    expect(betList.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      await within(section).findByText(
        /Last 30 days: 2 open bets, £10.00 staked and waiting on results\. Your figures appear here once a bet in this period has settled\./,
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText('Strike rate')).not.toBeInTheDocument();
    expect(within(section).queryByText('Total staked')).not.toBeInTheDocument();
  });

  it('shows the summary tiles with their sample size, the 18+ line, the CSV link and the Starter allowance', async () => {
    mockApi({
      'GET /api/auth/me': () => json(meAs('Starter')),
      'GET /api/bets': () => list([]),
      'GET /api/bets/summary': () => json(betSummary({ remainingTracked: 0 })),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    renderWithProviders(<MyBetsPage />);

    const section = await screen.findByRole('region', { name: 'Your betting record' });
    // The tile's label (a <dt>): the breakdown tables below name some of the same figures in their headers.
    const tile = async (label: string) =>
      (await within(section).findByText(label, { selector: 'dt' })).parentElement as HTMLElement;
    expect(await tile('Total staked')).toHaveTextContent('£40.00');
    expect(await tile('Returns')).toHaveTextContent('£52.50');
    const profit = await tile('Profit/loss');
    expect(profit).toHaveTextContent('+£12.50');
    expect(profit).toHaveTextContent('18+. Gamble responsibly.');
    expect(within(profit).getByText('+£12.50')).toHaveClass('text-won');
    expect(await tile('ROI')).toHaveTextContent('+31.3%');
    expect(await tile('Strike rate')).toHaveTextContent(
      '37.5%Counts bets that returned more than their stake: 3 of 8 settled bets',
    );

    expect(within(section).getByText('0 of 25 tracked bets left')).toBeInTheDocument();
    expect(
      within(section).getByText('This unlimited bet tracking requires a Monthly subscription or higher.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Upgrade to Monthly' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(within(section).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/bets/export.csv',
    );
    expect(
      within(section).getByRole('figure', { name: /Your profit over time/ }),
    ).toHaveAccessibleDescription(/now \+£12\.50, highest \+£12\.50, lowest -£5\.00/);
  });

  it('loads the next page of account bets with Load more', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 50 }, (_, index) =>
      accountBet({ id: index + 1, entry: { ...accountBet().entry!, horse: `Runner ${index + 1}` } }),
    );
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': (url) =>
        url.searchParams.get('page') === '2'
          ? list([accountBet({ id: 51, entry: { ...accountBet().entry!, horse: 'Runner 51' } })], 51)
          : list(firstPage, 51),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    renderWithProviders(<MyBetsPage />);

    expect(await screen.findByText('Showing 50 of 51 bets from your account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Runner 51, Open' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(requestedUrls(fetchMock, '/api/bets').map((url) => url.searchParams.get('pageSize'))).toEqual([
      '50',
      '50',
    ]);
    // NOTE: 50 cards, each with its own buttons (issue 36): jsdom's role queries over them take seconds on a busy machine.
  }, 20_000);
});
