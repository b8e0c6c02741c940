import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVISOR_TEXTS, PERSONAL_ADVISOR_NOTE } from '~/content/advisor';
import { ADVISOR_GENERATING_MS } from '~/domain/advisor-outcome';
import { trackedBet as settledBet } from '~/domain/bet.fixtures';
import type { TBet } from '~/domain/bets.contract';
import type { TTier } from '~/domain/tiers';
import { callsTo, json, meAs, mockApi, renderRoute } from '~/web/test/render-with-api';
import { ADVISOR_BETS_PAGE_SIZE, getAdvisorBets } from '../api/get-bets';
import { AiAdvisor } from './ai-advisor';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * 10 Win bets at Ascot at 2/1 (£10 each, 5 returned £30) and 10 each-way bets at Kempton at 12/1 (£10 outlay, all
 * lost): £200.00 staked, £150.00 back, -£50.00, 5 winners (25.0%), ROI -25.0%.
 */
const twentyBets = (): TBet[] => [
  ...Array.from({ length: 10 }, (_, i) => settledBet('Win', '2/1', 10, i < 5 ? 30 : 0, 'Ascot')),
  ...Array.from({ length: 10 }, () => settledBet('Each Way', '12/1', 10, 0, 'Kempton')),
];

const renderAdvisor = async (me: TTier | null, bets: TBet[] = []) => {
  const onApply = vi.fn();
  const fetchMock = mockApi({
    'GET /api/auth/me': () => (me ? json(meAs(me)) : json({ error: 'Not signed in' }, 401)),
    'GET /api/bets': () => json(bets, 200, { 'X-Total-Count': String(bets.length) }),
    'GET /api/tips/today': () => json([]),
    'GET /api/user/balance': () =>
      json({ bankrollPence: 0, settledProfitPence: 0, openStakesPence: 0, balancePence: 0 }),
  });
  const view = renderRoute('/strategies', '/strategies', <AiAdvisor onApply={onApply} />);
  await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
  if (me === 'Lifetime') await screen.findByText(/settled bets? tracked|will be built from/);
  return { ...view, onApply, fetchMock };
};

/**
 * NOTE: real timers until the reads are done, then the clock is the test's. Under fake timers the events are
 * fireEvent (user-event waits on timers the fake clock holds); the keyboard test's clock also runs in real time.
 */
const takeTheClock = () => vi.useFakeTimers();
const click = (element: HTMLElement) => fireEvent.click(element);
const chooseTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const requestBox = () => screen.getByRole('textbox', { name: 'Describe the strategy you want' });
const typeRequest = (value: string) => fireEvent.change(requestBox(), { target: { value } });

const generateButton = () =>
  screen.getByRole('button', { name: /Generate AI Strategy|Generating Strategy\.\.\./ });
const finishGenerating = () =>
  act(() => {
    vi.advanceTimersByTime(ADVISOR_GENERATING_MS);
  });

describe('AiAdvisor', () => {
  it('offers the five styles as tabs and the three info cards', async () => {
    await renderAdvisor(null);
    const tabs = within(screen.getByRole('tablist', { name: 'Strategy style' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Standard',
      'Conservative',
      'Aggressive',
      'Trends',
      'Custom',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    for (const title of ['Data Analysis', 'Adaptive Learning', 'Personalization'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  });

  it('goes idle, generating for 2000 ms, generated, then back to idle on Reset', async () => {
    await renderAdvisor('Free');
    takeTheClock();
    expect(generateButton()).toHaveAccessibleName('Generate AI Strategy');
    expect(generateButton()).toBeEnabled();

    click(generateButton());
    expect(generateButton()).toHaveAccessibleName('Generating Strategy...');
    expect(generateButton()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(ADVISOR_GENERATING_MS - 1);
    });
    expect(screen.queryByRole('heading', { name: 'Strategy Generated' })).toBeNull();
    expect(generateButton()).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Strategy Generated' })).toHaveFocus();
    expect(generateButton()).toHaveAccessibleName('Generate AI Strategy');
    expect(screen.getByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeInTheDocument();

    click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('heading', { name: 'Strategy Generated' })).toBeNull();
    expect(screen.queryByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeNull();
    expect(generateButton()).toHaveFocus();
  });

  it('gives a guest the canned text for the style, with the line on what would make it personal', async () => {
    const { fetchMock } = await renderAdvisor(null);
    takeTheClock();
    chooseTab('Conservative');
    click(generateButton());
    finishGenerating();
    expect(screen.getByRole('heading', { name: ADVISOR_TEXTS.conservative.title })).toBeInTheDocument();
    for (const point of ADVISOR_TEXTS.conservative.points)
      expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByText('General guidance')).toBeInTheDocument();
    expect(screen.getByText(PERSONAL_ADVISOR_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/bets')).toHaveLength(0);
  });

  it.each(['Free', 'Monthly'] as const)(
    'does not read the bets of a %s member, who gets the canned text',
    async (tier) => {
      const { fetchMock } = await renderAdvisor(tier, twentyBets());
      takeTheClock();
      click(generateButton());
      finishGenerating();
      expect(screen.getByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeInTheDocument();
      expect(screen.getByText(PERSONAL_ADVISOR_NOTE)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', '/api/bets')).toHaveLength(0);
    },
  );

  it('disables Generate for a custom request while it is empty or blank, and warns to be specific', async () => {
    await renderAdvisor(null);
    chooseTab('Custom');
    const box = requestBox();
    expect(box).toHaveAttribute('maxLength', '500');
    expect(box).toHaveAccessibleDescription(/Be Specific/);
    expect(screen.getByText('Be Specific')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    typeRequest(' \n\t ');
    expect(generateButton()).toBeDisabled();
    typeRequest(' value ');
    expect(generateButton()).toBeEnabled();
    typeRequest('x'.repeat(600));
    expect(box).toHaveValue('x'.repeat(500));
  });

  it.each([
    ['I want value', 'Your custom strategy: value'],
    ['Each-way bets with LOW RISK', 'Your custom strategy: lower risk and each-way betting'],
    ['long term profit', 'Your custom strategy: the long term and profitability'],
    ['something else entirely', 'Your custom strategy'],
  ])('answers the custom request "%s" on its words', async (request, title) => {
    await renderAdvisor(null);
    takeTheClock();
    chooseTab('Custom');
    typeRequest(request);
    click(generateButton());
    finishGenerating();
    expect(screen.getByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    expect(screen.getByText(`You asked for: "${request}".`)).toBeInTheDocument();
  });

  // Which strategy each style and request applies is the domain's (advisorApplyStrategy in advisor.test.ts); these
  // check the button passes on the style and the request the strategy was generated with.
  it.each([
    ['Trends', '', 'formcycle'],
    ['Custom', 'each way, please', 'eachway'],
  ])('applies %s "%s" to today’s races as %s', async (tab, request, id) => {
    const { onApply } = await renderAdvisor(null);
    takeTheClock();
    chooseTab(tab);
    if (request) typeRequest(request);
    click(generateButton());
    finishGenerating();
    click(screen.getByRole('button', { name: "Apply to Today's Races" }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith(id);
  });

  it('drops the result when another style is chosen', async () => {
    await renderAdvisor(null);
    takeTheClock();
    click(generateButton());
    finishGenerating();
    chooseTab('Trends');
    expect(screen.queryByRole('heading', { name: 'Strategy Generated' })).toBeNull();
    expect(generateButton()).toBeEnabled();
  });

  it('works from the keyboard', async () => {
    await renderAdvisor(null);
    // NOTE: this clock also runs on in real time: user-event's calls end by waiting on a timer that only a clock which
    // moves by itself (or Jest's) lets through. The 2 seconds are still the test's to skip.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Standard' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Conservative' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    await user.tab();
    expect(generateButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(generateButton()).toHaveAccessibleName('Generating Strategy...');
    finishGenerating();
    expect(screen.getByRole('heading', { name: 'Strategy Generated' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: ADVISOR_TEXTS.conservative.title })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('heading', { name: 'Strategy Generated' })).toBeNull();
    expect(generateButton()).toHaveFocus();
  });

  it('builds a Lifetime member’s strategy from their 20 settled bets, with the figures table', async () => {
    const { fetchMock } = await renderAdvisor('Lifetime', twentyBets());
    expect(screen.getByText('Your strategy will be built from your 20 settled bets.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'GET', '/api/bets');
    expect(call?.url.searchParams.getAll('status')).toEqual(['Won', 'Placed', 'Lost', 'Void']);
    expect(call?.url.searchParams.get('pageSize')).toBe('200');

    takeTheClock();
    click(generateButton());
    finishGenerating();
    expect(
      screen.getByRole('heading', { level: 4, name: 'Your standard strategy, from your own betting record' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Built from your bets')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Built from your 20 settled bets: 5 were winners, a strike rate of 25.0% (a winner returned more than it staked). You staked £200.00 and got back £150.00: -£50.00, an ROI of -25.0%.',
      ),
    ).toBeInTheDocument();
    const doMore = screen.getByRole('heading', { level: 5, name: 'Do more of' })
      .nextElementSibling as HTMLElement;
    expect(
      within(doMore)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Win bets: 10 bets, 5 winners (50.0%), +£50.00 on £100.00 staked, ROI +50.0%.',
      'Bets at odds-on to 2/1: 10 bets, 5 winners (50.0%), +£50.00 on £100.00 staked, ROI +50.0%.',
      'Bets at Ascot: 10 bets, 5 winners (50.0%), +£50.00 on £100.00 staked, ROI +50.0%.',
    ]);

    const table = screen.getByRole('table', { name: /Your settled bets by group/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    expect(rows).toEqual([
      ['Group', 'Bets', 'Winners', 'Strike rate', 'Staked', 'Profit', 'ROI'],
      ['Bet type: Win', '10', '5', '50.0%', '£100.00', '+£50.00', '+50.0%'],
      ['Bet type: Each Way', '10', '0', '0.0%', '£100.00', '-£100.00', '-100.0%'],
      ['Odds band: Odds-on to 2/1', '10', '5', '50.0%', '£100.00', '+£50.00', '+50.0%'],
      ['Odds band: Over 10/1', '10', '0', '0.0%', '£100.00', '-£100.00', '-100.0%'],
      ['Course: Ascot', '10', '5', '50.0%', '£100.00', '+£50.00', '+50.0%'],
      ['Course: Kempton', '10', '0', '0.0%', '£100.00', '-£100.00', '-100.0%'],
    ]);
    expect(screen.queryByText(PERSONAL_ADVISOR_NOTE, { exact: false })).toBeNull();
    // The only calls: who is looking, the member's own bets, today's tips and their bankroll (reads only).
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://racepro.test').pathname).sort(),
    ).toEqual(['/api/auth/me', '/api/bets', '/api/tips/today', '/api/user/balance']);
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('tells a Lifetime member with fewer than 20 settled bets how many more are needed', async () => {
    const voided: TBet = { ...settledBet('Win', '2/1', 5, 5, 'York'), status: 'Void' };
    await renderAdvisor('Lifetime', [...twentyBets().slice(0, 12), voided]);
    expect(
      screen.getByText(
        'You have 12 settled bets tracked; the advisor needs 20 for a strategy built from your own record.',
      ),
    ).toBeInTheDocument();
    takeTheClock();
    click(generateButton());
    finishGenerating();
    expect(screen.getByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${PERSONAL_ADVISOR_NOTE} You have 12 settled bets tracked (void bets do not count): 8 more settled bets and this strategy is built from your own record.`,
      ),
    ).toBeInTheDocument();
  });
});

describe('getAdvisorBets', () => {
  it('reads page after page until a short page', async () => {
    const full = Array.from({ length: ADVISOR_BETS_PAGE_SIZE }, () =>
      settledBet('Win', '2/1', 1, 0, 'Ascot'),
    );
    const fetchMock = mockApi({
      'GET /api/bets': (url) => json(url.searchParams.get('page') === '1' ? full : full.slice(0, 3)),
    });
    expect(await getAdvisorBets()).toHaveLength(ADVISOR_BETS_PAGE_SIZE + 3);
    expect(callsTo(fetchMock, 'GET', '/api/bets').map(({ url }) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('is empty for a guest (401)', async () => {
    mockApi({ 'GET /api/bets': () => json({ error: 'Not signed in' }, 401) });
    expect(await getAdvisorBets()).toEqual([]);
  });
});
