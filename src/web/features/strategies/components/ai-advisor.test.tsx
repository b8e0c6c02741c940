import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVISOR_TEXTS, PERSONAL_ADVISOR_NOTE } from '~/content/advisor';
import { advisorBetCounts } from '~/domain/advisor';
import {
  ADVISOR_GENERATING_MS,
  ADVISOR_UNAVAILABLE_NOTE,
  advisorOutcome,
  type TAdvisorOutcome,
} from '~/domain/advisor-outcome';
import { trackedBet as settledBet } from '~/domain/bet.fixtures';
import type { TBet } from '~/domain/bets.contract';
import type { TAdvisorStyle } from '~/domain/strategies';
import type { TTier } from '~/domain/tiers';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
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

/** What the server answers for these bets (it runs the same domain function over the member's own bets). */
const serverOutcome = (bets: TBet[], style: TAdvisorStyle, request = ''): TAdvisorOutcome =>
  advisorOutcome(style, request, { bets, tips: [], bankrollPence: 0 }, Date.now());

type THandler = Parameters<typeof mockApi>[0][string];

const renderAdvisor = async (
  me: TTier | null,
  bets: TBet[] = [],
  personal: THandler = (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { style: TAdvisorStyle; request?: string };
    return json(serverOutcome(bets, body.style, body.request));
  },
) => {
  const onApply = vi.fn();
  const lifetimeOnly = (answer: () => Response) => () =>
    me === 'Lifetime'
      ? answer()
      : json({ error: 'This personal AI strategy requires a Lifetime subscription.' }, me ? 403 : 401);
  const fetchMock = mockApi({
    'GET /api/auth/me': () => (me ? json(meAs(me)) : json({ error: 'Not signed in' }, 401)),
    'GET /api/advisor/record': lifetimeOnly(() => json(advisorBetCounts(bets))),
    'POST /api/advisor/personal': (url, init) =>
      me === 'Lifetime' ? personal(url, init) : lifetimeOnly(() => json({}))(),
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
/** For a Lifetime member the answer comes from the server: the clock also runs on, so it can arrive. */
const takeTheClockRunning = () => vi.useFakeTimers({ shouldAdvanceTime: true });
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
    expect(screen.getByText('General guidance: not personal')).toBeInTheDocument();
    expect(screen.getByText(PERSONAL_ADVISOR_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/me']);
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
      // Only a Lifetime member's screen asks the server for a strategy (it would refuse anyone else).
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/me']);
    },
  );

  it('disables Generate for a custom request while it is empty or blank, and warns to be specific', async () => {
    await renderAdvisor(null);
    chooseTab('Custom');
    const box = requestBox();
    expect(box).toHaveAttribute('maxLength', '500');
    expect(box).toHaveAccessibleDescription(/Be Specific/);
    expect(box).toHaveAccessibleDescription(/Your request stays on this device/);
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

  it('shows a Lifetime member the strategy the server built from their 20 settled bets, with the figures table', async () => {
    const { fetchMock } = await renderAdvisor('Lifetime', twentyBets());
    expect(screen.getByText('Your strategy will be built from your 20 settled bets.')).toBeInTheDocument();

    takeTheClockRunning();
    click(generateButton());
    finishGenerating();
    expect(
      await screen.findByRole('heading', {
        level: 4,
        name: 'Your standard strategy, from your own betting record',
      }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/advisor/personal')).toEqual({ style: 'standard' });
    expect(screen.getByText('Built from your 20 settled bets')).toBeInTheDocument();
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
    // The only calls: who is looking, the record's count and the strategy; the bets never come to the browser.
    expect(
      fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`).sort(),
    ).toEqual(['GET /api/advisor/record', 'GET /api/auth/me', 'POST /api/advisor/personal']);
  });

  it('says what the strategy is built from: the settled bets the server counted, void and open bets left out', async () => {
    const bets = [
      ...twentyBets(),
      ...twentyBets().slice(0, 14),
      { ...settledBet('Win', '2/1', 5, 5, 'York'), status: 'Void' as const },
      settledBet('Win', '2/1', 5, null, 'York'),
    ];
    const { settled } = advisorBetCounts(bets);
    expect(settled).toBe(34);
    await renderAdvisor('Lifetime', bets);
    takeTheClockRunning();
    click(generateButton());
    finishGenerating();
    const heading = await screen.findByRole('heading', { name: 'Strategy Generated' });
    expect(heading.parentElement).toHaveTextContent(`Built from your ${settled} settled bets`);
    expect(screen.queryByText(/General guidance/)).toBeNull();
    expect(await seriousViolations(heading.closest('section') as HTMLElement)).toEqual([]);
  });

  it('says the general strategy is general guidance, not personal, for a Lifetime member short of bets', async () => {
    await renderAdvisor('Lifetime', twentyBets().slice(0, 12));
    takeTheClockRunning();
    click(generateButton());
    finishGenerating();
    const heading = await screen.findByRole('heading', { name: 'Strategy Generated' });
    expect(heading.parentElement).toHaveTextContent('General guidance: not personal');
    expect(screen.queryByText(/Built from your \d+ settled bets?$/)).toBeNull();
  });

  it('sends a Lifetime member’s custom request and waits for the server’s answer past the 2 seconds', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = await renderAdvisor(
      'Lifetime',
      twentyBets(),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    takeTheClockRunning();
    chooseTab('Custom');
    typeRequest('each way value');
    expect(requestBox()).toHaveAccessibleDescription(
      /Your request is sent with Generate to build your strategy/,
    );
    click(generateButton());
    finishGenerating();
    expect(generateButton()).toHaveAccessibleName('Generating Strategy...');
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/advisor/personal')).toEqual({
        style: 'custom',
        request: 'each way value',
      }),
    );
    expect(generateButton()).toHaveAccessibleName('Generating Strategy...');
    await act(async () => answer(json(serverOutcome(twentyBets(), 'custom', 'each way value'))));
    expect(
      await screen.findByRole('heading', {
        level: 4,
        name: 'Your custom strategy, from your own betting record: value and each-way',
      }),
    ).toBeInTheDocument();
  });

  it('tells a Lifetime member with fewer than 20 settled bets how many more are needed', async () => {
    const voided: TBet = { ...settledBet('Win', '2/1', 5, 5, 'York'), status: 'Void' };
    await renderAdvisor('Lifetime', [...twentyBets().slice(0, 12), voided]);
    expect(
      screen.getByText(
        'You have 12 settled bets tracked; the advisor needs 20 for a strategy built from your own record.',
      ),
    ).toBeInTheDocument();
    takeTheClockRunning();
    click(generateButton());
    finishGenerating();
    expect(await screen.findByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${PERSONAL_ADVISOR_NOTE} You have 12 settled bets tracked (void bets do not count): 8 more settled bets and this strategy is built from your own record.`,
      ),
    ).toBeInTheDocument();
  });

  it('gives a Lifetime member the general strategy, and says why, when the server cannot build theirs', async () => {
    expectConsoleError(/API error.*500/s);
    await renderAdvisor('Lifetime', twentyBets(), () => json({ error: 'Something went wrong' }, 500));
    takeTheClockRunning();
    click(generateButton());
    finishGenerating();
    expect(await screen.findByRole('heading', { name: ADVISOR_TEXTS.standard.title })).toBeInTheDocument();
    expect(screen.getByText(`${PERSONAL_ADVISOR_NOTE} ${ADVISOR_UNAVAILABLE_NOTE}`)).toBeInTheDocument();
  });
});
