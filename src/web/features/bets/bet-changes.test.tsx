import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { MyBetsPage } from './my-bets-page';
import {
  accountBet,
  betBreakdown,
  betSummary,
  json,
  meAs,
  mockApi,
  renderWithProviders,
} from './test/fixtures';

const list = (bets: unknown[]) => json(bets, 200, { 'X-Total-Count': String(bets.length) });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const bodiesTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

const showBets = (bets: unknown[], routes: Parameters<typeof mockApi>[0] = {}) => {
  const fetchMock = mockApi({
    'GET /api/auth/me': () => json(meAs('Monthly')),
    'GET /api/bets': () => list(bets),
    'GET /api/bets/summary': () => json(betSummary()),
    'GET /api/bets/breakdown': () => json(betBreakdown()),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<MyBetsPage />) };
};

beforeEach(resetDeviceBetsForTests);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// NOTE: these fill forms key by key in dialogs loaded on first use: seconds each on a busy machine.
describe('My Bets: the price taken, corrections, voids and bets typed by hand (issue 36)', {
  timeout: 20_000,
}, () => {
  it('shows the bookmaker, BOG, the tip price beside a different price taken, and the SP once known', async () => {
    showBets([
      accountBet({
        odds: '6/1',
        tipOdds: '5/1',
        bookmaker: 'Betfred',
        priceType: 'bog',
        entry: { ...accountBet().entry!, sp: '9/2' },
      }),
      accountBet({
        id: 2,
        odds: 'SP',
        priceType: 'sp',
        entry: { ...accountBet().entry!, horse: 'Kauto Star' },
      }),
      accountBet({ id: 3, odds: '5/2', tipOdds: '5/2', entry: { ...accountBet().entry!, horse: 'Denman' } }),
    ]);
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs, Open' });
    expect(within(card).getByText('Odds').nextElementSibling).toHaveTextContent('6/1Tip 5/1');
    expect(within(card).getByText('SP').nextElementSibling).toHaveTextContent('9/2');
    expect(within(card).getByText('Bookmaker').nextElementSibling).toHaveTextContent('Betfred');
    expect(within(card).getByText('BOG')).toHaveAttribute('title', 'Best odds guaranteed');
    const sp = screen.getByRole('article', { name: 'Kauto Star, Open' });
    expect(within(sp).getByText('Odds').nextElementSibling).toHaveTextContent('SP');
    expect(within(sp).getByText('(Starting price)', { exact: false })).toBeInTheDocument();
    const same = screen.getByRole('article', { name: 'Denman, Open' });
    expect(within(same).queryByText(/^Tip /)).not.toBeInTheDocument();
  });

  it('corrects an open bet before its off, sending only what changed, and shows a refusal inline', async () => {
    expectConsoleError(/API error/);
    const user = userEvent.setup();
    let answer = json({ error: "This bet's race is off, so it can no longer be changed" }, 409);
    const { fetchMock } = showBets(
      [
        accountBet({ editableUntil: inAnHour(), bookmaker: 'Coral' }),
        accountBet({ id: 2, editableUntil: null, entry: { ...accountBet().entry!, horse: 'Denman' } }),
      ],
      { 'PATCH /api/bets/1': () => answer },
    );
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs, Open' });
    expect(
      within(screen.getByRole('article', { name: 'Denman, Open' })).queryByRole('button', {
        name: /Correct/,
      }),
    ).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Correct this bet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct this bet on Galopin Des Champs' });
    expect(within(dialog).getByLabelText('Price')).toHaveValue('5/2');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText('Change the stake, price or bookmaker first')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Stake (£)'));
    await user.type(within(dialog).getByLabelText('Stake (£)'), '10');
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '7/');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByText(/Enter the price as a fraction/)).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Price'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This bet's race is off, so it can no longer be changed",
    );

    answer = json(accountBet({ stake: 10 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(fetchMock, 'PATCH', '/api/bets/1')).toEqual([
      { stake: 10, odds: '7/1' },
      { stake: 10, odds: '7/1' },
    ]);
  });

  it('voids a bet only with a reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = showBets(
      [
        accountBet(),
        accountBet({ id: 2, status: 'Void', entry: { ...accountBet().entry!, horse: 'Denman' } }),
      ],
      { 'POST /api/bets/1/void': () => json(accountBet({ status: 'Void', voidReason: 'Typed twice' })) },
    );
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs, Open' });
    const voided = screen.getByRole('article', { name: 'Denman, Void' });
    expect(within(voided).queryByRole('button', { name: /Void this bet/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Void this bet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this bet on Galopin Des Champs' });
    await user.click(within(dialog).getByRole('button', { name: 'Void bet' }));
    expect(within(dialog).getByText('Say why you are voiding this bet')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, 'POST', '/api/bets/1/void')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Why are you voiding it?'), '  Typed twice ');
    await user.click(within(dialog).getByRole('button', { name: 'Void bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(fetchMock, 'POST', '/api/bets/1/void')).toEqual([{ reason: 'Typed twice' }]);
  });

  it('adds a bet by hand in the member odds format, checking every field first', async () => {
    const user = userEvent.setup();
    const fetchCalls = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly', { oddsFormat: 'decimal' })),
      'GET /api/bets': () => list([]),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
      'POST /api/bets/manual': () => json(accountBet({ kind: 'manual' }), 201),
    });
    renderWithProviders(<MyBetsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add a bet by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a bet by hand' });
    await user.click(within(dialog).getByRole('button', { name: 'Add bet' }));
    expect(within(dialog).getByText('Enter the course')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the horse')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the time as HH:MM')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the price you took')).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Course'), 'Punchestown');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-28');
    await user.type(within(dialog).getByLabelText('Time (UK)'), '14:10');
    await user.type(within(dialog).getByLabelText('Horse'), 'Energumene');
    await user.type(within(dialog).getByLabelText('Price'), '4.50');
    await user.selectOptions(within(dialog).getByLabelText('Bet type'), 'Each Way');
    await user.clear(within(dialog).getByLabelText('Stake each way (£)'));
    await user.type(within(dialog).getByLabelText('Stake each way (£)'), '2.5');
    await user.type(within(dialog).getByLabelText(/^Bookmaker/), 'Paddy Power');
    await user.click(within(dialog).getByRole('button', { name: 'Add bet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(fetchCalls, 'POST', '/api/bets/manual')).toEqual([
      {
        course: 'Punchestown',
        raceDate: '2026-11-28',
        raceTime: '14:10',
        horse: 'Energumene',
        odds: '7/2',
        type: 'Each Way',
        stake: 2.5,
        bookmaker: 'Paddy Power',
      },
    ]);
  });

  it('settles a bet typed by hand after its off: Placed asks for the return', async () => {
    const user = userEvent.setup();
    const manual = accountBet({
      kind: 'manual',
      entry: { ...accountBet().entry!, id: null, raceId: null, raceDate: '2020-01-01', raceTime: '14:10' },
    });
    const later = accountBet({
      id: 2,
      kind: 'manual',
      entry: { ...accountBet().entry!, id: null, raceId: null, horse: 'Denman', raceDate: '2099-01-01' },
    });
    const { fetchMock } = showBets([manual, later], {
      'POST /api/bets/1/result': () => json(accountBet({ status: 'Placed' })),
    });
    const card = await screen.findByRole('article', { name: 'Galopin Des Champs, Open' });
    expect(
      within(screen.getByRole('article', { name: 'Denman, Open' })).queryByRole('button', { name: /Settle/ }),
    ).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Settle this bet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle this bet on Galopin Des Champs' });
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(within(dialog).getByText('Choose the result')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Placed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(within(dialog).getByText('Enter what the placed bet returned')).toBeInTheDocument();
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText('What it returned (£)'), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesTo(fetchMock, 'POST', '/api/bets/1/result')).toEqual([{ result: 'Placed', return: 12.5 }]);
  });
});
