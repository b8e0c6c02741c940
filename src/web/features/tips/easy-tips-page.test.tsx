import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBetslipState, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { addDeviceBets, resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { EasyTipsPage } from './easy-tips-page';
import { fullTip, json, mockApi, renderWithProviders, requestedUrls } from './test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
  resetDeviceBetsForTests();
});

describe('EasyTipsPage', () => {
  it("explains today's free tips with exact returns on a £10 stake", async () => {
    const fetchMock = mockApi({
      '/api/tips/free': [
        fullTip(),
        fullTip({
          id: 2,
          horse: 'Short Price',
          odds: '2/7',
          oddsNum: 2,
          oddsDen: 7,
          time: '15:40',
          racecourse: 'York',
        }),
      ],
    });
    renderWithProviders(<EasyTipsPage />, '/easy-tips');

    expect(screen.getByRole('heading', { level: 1, name: 'Easy Tips' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(
      within(first).getByText('We think Galopin Des Champs can win the 14:30 at Ascot.'),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(
        'At odds of 5/2, a £10.00 win bet would return £35.00 (your £10.00 back plus £25.00 winnings) if it wins.',
      ),
    ).toBeInTheDocument();

    // 10 x 2/7 = 2.857...: rounded down to the penny.
    const second = screen.getByRole('article', { name: 'Short Price' });
    expect(second).toHaveTextContent(
      'At odds of 2/7, a £10.00 win bet would return £12.85 (your £10.00 back plus £2.85 winnings) if it wins.',
    );
    expect(requestedUrls(fetchMock, '/api/tips/free')[0]?.searchParams.get('t')).toMatch(/^\d+$/);
  });

  it('explains each way, with the place half worked out from the race terms', async () => {
    mockApi({ '/api/tips/free': [fullTip({ betType: 'Each Way' })] });
    renderWithProviders(<EasyTipsPage />, '/easy-tips');

    const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(card).toHaveTextContent('can win the 14:30 at Ascot, or at least finish in the places.');
    expect(card).toHaveTextContent('A £10.00 each-way bet costs £20.00 in total.');
    expect(card).toHaveTextContent('the first 3 places count, at 1/5 of the odds');
    expect(card).toHaveTextContent(
      'the place half returns £15.00 (your £10.00 back plus £5.00) and the win half is lost.',
    );
  });

  it('offers Add to betslip while the race is still to run, and puts the tip on the slip', async () => {
    mockApi({ '/api/tips/free': [fullTip()] });
    renderWithProviders(<EasyTipsPage />, '/easy-tips');

    const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(within(card).getByText('Off in 2 h')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add Galopin Des Champs to betslip' }));
    expect(getBetslipState().items).toEqual([
      expect.objectContaining({ raceEntryId: 101, horse: 'Galopin Des Champs', odds: '5/2', stake: 5 }),
    ]);
    expect(within(card).getByRole('button', { name: 'In betslip: Galopin Des Champs' })).toBeInTheDocument();
  });

  // Hand-worked at the tipped 5/2 with 3 places at 1/5: win part £10 -> £35; place part at 1/2 -> £15.
  it.each([
    [
      'Win',
      'Won',
      'We tipped Galopin Des Champs to win the 14:30 at Ascot.',
      'Galopin Des Champs won (SP 9/4). A £10.00 win bet at the tipped price of 5/2 returned £35.00.',
    ],
    [
      'Win',
      'Placed',
      'We tipped Galopin Des Champs to win the 14:30 at Ascot.',
      'Galopin Des Champs finished in the places without winning (SP 9/4). A £10.00 win bet at the tipped price of 5/2 lost its stake.',
    ],
    [
      'Each Way',
      'Won',
      'We tipped Galopin Des Champs each way in the 14:30 at Ascot: to win, or at least finish in the places.',
      'Galopin Des Champs won (SP 9/4). A £10.00 each-way bet at the tipped price of 5/2 (£20.00 staked) returned £50.00.',
    ],
    [
      'Each Way',
      'Placed',
      'We tipped Galopin Des Champs each way in the 14:30 at Ascot: to win, or at least finish in the places.',
      'Galopin Des Champs finished in the places without winning (SP 9/4). A £10.00 each-way bet at the tipped price of 5/2 (£20.00 staked) returned £15.00.',
    ],
    [
      'Place',
      'Lost',
      'We tipped Galopin Des Champs to finish in the places in the 14:30 at Ascot.',
      'Galopin Des Champs finished out of the places (SP 9/4). A £10.00 place bet at the tipped price of 5/2 lost its stake.',
    ],
    [
      'Win',
      'NonRunner',
      'We tipped Galopin Des Champs to win the 14:30 at Ascot.',
      'Galopin Des Champs did not run, so bets on it were void and stakes returned.',
    ],
  ] as const)(
    'speaks in the past tense after the result: %s tip, %s',
    async (betType, result, verdict, outcome) => {
      mockApi({ '/api/tips/free': [fullTip({ betType, result, sp: '9/4' })] });
      renderWithProviders(<EasyTipsPage />, '/easy-tips');

      const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
      expect(within(card).getByText(verdict)).toBeInTheDocument();
      expect(within(card).getByText(outcome)).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/would return|We think/);
      expect(within(card).queryByRole('button', { name: /betslip/ })).not.toBeInTheDocument();
    },
  );

  it('has a glossary and links to the betting guide and responsible gambling', async () => {
    mockApi({ '/api/tips/free': [] });
    renderWithProviders(<EasyTipsPage />, '/easy-tips');

    const glossary = screen.getByRole('region', { name: 'Racing words in plain English' });
    for (const term of ['Odds', 'Win', 'Each way', 'Stake']) {
      expect(within(glossary).getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Read the betting guide' })).toHaveAttribute(
      'href',
      '/betting-guide',
    );
    expect(screen.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute(
      'href',
      '/responsible-gambling',
    );
    expect(await screen.findByRole('heading', { name: 'No Free Tips Available' })).toBeInTheDocument();
    expect(screen.getByText('Check back between 6:00 AM and 10:00 AM.')).toBeInTheDocument();
  });

  it('says "Failed to fetch tips" when the free list fails', async () => {
    expectConsoleError(/API error.*\/api\/tips\/free/s);
    mockApi({ '/api/tips/free': () => json({ error: 'down' }, 500) });
    renderWithProviders(<EasyTipsPage />, '/easy-tips');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tips');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("says a guest's tip kept on this device is tracked, with a link to My Bets instead of Add", async () => {
    const tip = fullTip();
    addDeviceBets([
      {
        id: '2f1c6f3e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
        raceEntryId: tip.raceEntryId,
        horseName: tip.horse,
        racecourse: tip.racecourse,
        raceTime: tip.time,
        raceDate: tip.date,
        betType: 'Win',
        odds: tip.odds,
        stake: 5,
        potentialReturn: 17.5,
        status: 'Open',
        createdAt: new Date().toISOString(),
      },
    ]);
    mockApi({ '/api/tips/free': [tip, fullTip({ id: 2, raceEntryId: 999, horse: 'Short Price' })] });
    const { container } = renderWithProviders(<EasyTipsPage />, '/easy-tips');
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs' });
    expect(within(card).getByRole('link', { name: 'Tracked · view in My Bets' })).toHaveAttribute(
      'href',
      '/bets',
    );
    expect(within(card).queryByRole('button', { name: /to betslip/ })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Short Price' });
    expect(within(other).getByRole('button', { name: 'Add Short Price to betslip' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
