import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullTip, lockedTip } from '~/domain/tip.fixtures';
import { getBetslipState, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi, renderRoute, siteInfoAs } from '~/web/test/render-with-api';
import { StrategiesPage } from './strategies-page';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const TIPS = [
  fullTip({
    id: 1,
    horse: 'Copper Kettle',
    odds: '8/1',
    oddsNum: 8,
    oddsDen: 1,
    startsAt: inHours(2),
    raceEntryId: 11,
  }),
  fullTip({
    id: 2,
    horse: 'Short Price',
    odds: '6/4',
    oddsNum: 6,
    oddsDen: 4,
    startsAt: inHours(3),
    time: '15:05',
    raceEntryId: 12,
  }),
  lockedTip({ id: 3, startsAt: inHours(4) }),
];
const record = {
  window: 'all time',
  settled: 0,
  ran: 0,
  winners: 0,
  wonRace: 0,
  level: 0,
  losers: 0,
  placed: 0,
  void: 0,
  strikeRate: null,
  wonStrikeRate: null,
  profitPoints: 0,
  stakedPoints: 0,
  profitPointsSp: null,
  spSample: 0,
  roi: null,
  longestLosingRun: 0,
  maxDrawdownPoints: 0,
  hasEnoughResults: false,
};
const STATS = {
  generatedAt: new Date().toISOString(),
  last30Days: record,
  allTime: record,
  byTipster: [],
  byCategory: [],
  series: [],
};

/** What the server sends a Monthly member for Class Analysis (made up here: the web app has no library text). */
const CLASS_GUIDE = {
  id: 'class',
  title: 'Class Analysis',
  summary: 'Races are graded from Class 1 down to Class 7.',
  difficulty: 'Advanced',
  steps: ['Served step one: find the class.', 'Served step two: compare the ratings.'],
  example: { title: 'A served worked example', lines: ['Served example line.'] },
  tools: [{ label: "Today's tips", href: '/tips' }],
  caution: 'Served caution.',
};

let fetchMock: ReturnType<typeof mockApi>;
type THandler = Parameters<typeof mockApi>[0][string];

const setup = (
  tier: 'guest' | 'Free' | 'Monthly' | 'admin',
  tips: unknown = TIPS,
  guide: THandler = () => json(CLASS_GUIDE),
) => {
  fetchMock = mockApi({
    'GET /api/strategies/class': guide,
    'GET /api/auth/me': () =>
      tier === 'guest'
        ? json({ error: 'Not signed in' }, 401)
        : json(tier === 'admin' ? meAs('Free', { role: 'admin' }) : meAs(tier)),
    'GET /api/tips/today': () => json(tips),
    'GET /api/tips/stats': () => json(STATS),
    'GET /api/site': () => json(siteInfoAs()),
  });
  renderRoute('/strategies', '/strategies', <StrategiesPage />);
  return userEvent.setup();
};

beforeEach(() => resetBetslipStoreForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StrategiesPage', () => {
  it('links a signed-in administrator to the first Add New Tip form', async () => {
    setup('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Betting Strategies' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add New Tip' })).toHaveAttribute('href', '/tips/new');
  });

  it('does not offer the form to a member', async () => {
    setup('Free');
    await screen.findAllByRole('button', { name: 'View Implementation' });
    // Once the page knows who is looking (the session check has answered and been drawn), still no link for a member.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Add New Tip' })).toBeNull();
  });

  it('shows the three tabs and the four popular cards with difficulty badges', () => {
    setup('guest');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Popular Strategies',
      'Advanced Analysis',
      'AI Recommendations',
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Dutching',
      'Each-Way Value',
      'Form Cycle',
      'Value Odds',
    ]);
    expect(within(cards[1]!).getByText('Beginner')).toBeInTheDocument();
  });

  it('selects one card at a time, shows its guide, and Close deselects', async () => {
    const user = setup('guest');
    const [dutching, eachway] = screen.getAllByRole('button', { name: 'View Implementation' });
    await user.click(dutching!);
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Dutching' })).toHaveFocus();
    expect(screen.getByText('Strategy Implementation Guide')).toBeInTheDocument();
    await user.click(eachway!);
    expect(screen.getAllByRole('button', { name: 'Selected' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Each-Way Value' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Strategy Implementation Guide')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'View Implementation' })).toHaveLength(4);
  });

  it('locks the Advanced Analysis guides below Monthly with the spec message and an upgrade call', async () => {
    const user = setup('Free');
    await user.click(screen.getByRole('tab', { name: 'Advanced Analysis' }));
    expect(screen.getByText(/Advanced strategies need careful bankroll management/)).toBeInTheDocument();
    expect(
      await screen.findAllByText('This strategy library requires a Monthly subscription or higher.'),
    ).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: 'Upgrade to unlock' })[0]).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
    expect(screen.queryByRole('button', { name: 'View Implementation' })).toBeNull();
  });

  it('opens the Advanced Analysis guides for a Monthly member, reading the guide from the server', async () => {
    const user = setup('Monthly');
    await user.click(screen.getByRole('tab', { name: 'Advanced Analysis' }));
    const buttons = await screen.findAllByRole('button', { name: 'View Implementation' });
    expect(buttons).toHaveLength(4);
    await user.click(buttons[3]!);
    expect(screen.getByRole('heading', { level: 2, name: 'Class Analysis' })).toHaveFocus();
    for (const text of ['Served step one: find the class.', 'Served example line.', 'Served caution.'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the guide' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/strategies/class')).toHaveLength(1);
    // Apply to Today's Races keeps working for a library guide (its rule runs here, over the tips the member sees).
    await user.click(screen.getByRole('button', { name: "Apply to Today's Races" }));
    expect(
      await screen.findByRole('region', { name: "Class Analysis on today's races" }),
    ).toBeInTheDocument();
  });

  it('shows a placeholder while the guide loads', async () => {
    let answer: (response: Response) => void = () => {};
    const user = setup('Monthly', TIPS, () => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('tab', { name: 'Advanced Analysis' }));
    await user.click((await screen.findAllByRole('button', { name: 'View Implementation' }))[3]!);
    expect(await screen.findByRole('status', { name: 'Loading the guide' })).toBeInTheDocument();
    answer(json(CLASS_GUIDE));
    expect(await screen.findByText('Served step one: find the class.')).toBeInTheDocument();
  });

  it('says what the server said when it refuses the guide, with a way to upgrade', async () => {
    expectConsoleError(/API error.*403/s);
    const user = setup('Monthly', TIPS, () =>
      json({ error: 'This strategy library requires a Monthly subscription or higher.' }, 403),
    );
    await user.click(screen.getByRole('tab', { name: 'Advanced Analysis' }));
    await user.click((await screen.findAllByRole('button', { name: 'View Implementation' }))[3]!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This strategy library requires a Monthly subscription or higher.');
    expect(within(alert).getByRole('link', { name: 'Upgrade to unlock' })).toHaveAttribute(
      'href',
      '/subscription?plan=Monthly',
    );
    expect(callsTo(fetchMock, 'GET', '/api/strategies/class')).toHaveLength(1);
  });

  it('offers to try again when the guide cannot be read', async () => {
    expectConsoleError(/API error.*500/s);
    let failures = 2;
    const user = setup('Monthly', TIPS, () =>
      failures-- > 0 ? json({ error: 'Something went wrong' }, 500) : json(CLASS_GUIDE),
    );
    await user.click(screen.getByRole('tab', { name: 'Advanced Analysis' }));
    await user.click((await screen.findAllByRole('button', { name: 'View Implementation' }))[3]!);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We could not load this guide. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Served step one: find the class.')).toBeInTheDocument();
  });

  it("applies each way to today's races, explains the match and adds it to the betslip", async () => {
    const user = setup('Free');
    await user.click(screen.getAllByRole('button', { name: 'View Implementation' })[1]!);
    await user.click(screen.getByRole('button', { name: "Apply to Today's Races" }));
    const results = await screen.findByRole('region', { name: "Each-Way Value on today's races" });
    const list = await within(results).findByRole('list', { name: 'Matching selections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Copper Kettle/)).toBeInTheDocument();
    expect(within(list).getByText('14:30 Ascot · Each Way · £5.00')).toBeInTheDocument();
    expect(
      within(results).getByText(
        /2 of today's selections checked; 1 premium selection is locked on your plan/,
      ),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add Copper Kettle to betslip' }));
    expect(getBetslipState().items).toEqual([
      expect.objectContaining({
        raceEntryId: 11,
        horse: 'Copper Kettle',
        type: 'Each Way',
        stake: 5,
        odds: '8/1',
      }),
    ]);
  });

  it("judges value odds on the share of the tipster's tips that won the race, not the share that returned a profit", async () => {
    // 50 ran: 8 won the race (16%), 17 returned a profit (34%, placed each-way tips included).
    const tipster = {
      ...record,
      name: 'RacePro Team',
      settled: 50,
      ran: 50,
      wonRace: 8,
      winners: 17,
      losers: 33,
      wonStrikeRate: 16,
      strikeRate: 34,
      hasEnoughResults: true,
    };
    const stats = { ...STATS, byTipster: [tipster] };
    fetchMock = mockApi({
      'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401),
      'GET /api/tips/today': () => json(TIPS),
      'GET /api/tips/stats': () => json(stats),
      'GET /api/site': () => json(siteInfoAs()),
    });
    renderRoute('/strategies', '/strategies', <StrategiesPage />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'View Implementation' })[3]!);
    await user.click(screen.getByRole('button', { name: "Apply to Today's Races" }));
    const results = await screen.findByRole('region', { name: "Value Odds on today's races" });
    const list = await within(results).findByRole('list', { name: 'Matching selections' });
    // 16% x 9.00 = 1.44 for Copper Kettle at 8/1; 16% x 2.50 = 0.40 for Short Price at 6/4.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(
      'RacePro Team has won 16.0% of 50 tips that ran; at 8/1 (9.00) that is a value ratio of 1.44, above 1.2.',
    );
  });

  it('says why nothing matches', async () => {
    const user = setup('Free', [TIPS[1]]);
    await user.click(screen.getAllByRole('button', { name: 'View Implementation' })[1]!);
    await user.click(screen.getByRole('button', { name: "Apply to Today's Races" }));
    expect(await screen.findByText('Nothing matches today.')).toBeInTheDocument();
    expect(screen.getByText(/None of today’s selections is 5\/1 or longer/)).toBeInTheDocument();
  });
});
