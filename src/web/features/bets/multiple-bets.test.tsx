import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBetLeg } from '~/domain/bets.contract';
import { penceToPounds } from '~/domain/money';
import { settleMultipleBet } from '~/domain/multiple-bets';
import { addDeviceBets, resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { seriousViolations } from '~/web/test/axe';
import { fromAccountBet } from './bet-view';
import { MyBetsPage } from './my-bets-page';
import {
  accountBet,
  betBreakdown,
  betSummary,
  deviceBet,
  json,
  meAs,
  mockApi,
  renderWithProviders,
} from './test/fixtures';

const list = (bets: unknown[]) => json(bets, 200, { 'X-Total-Count': String(bets.length) });
const TERMS = { places: 3, fractionNum: 1, fractionDen: 5 };

const leg = (id: number, horse: string, odds: string, result: TBetLeg['result']): TBetLeg => ({
  id,
  raceId: id * 10,
  horse,
  raceDate: '2026-11-03',
  raceTime: `1${id}:30`,
  track: 'Ascot',
  result,
  placeTerms: '3 places at 1/5 odds',
  sp: null,
  odds,
  tipOdds: null,
});

/** A £1 Lucky 15 each way settled: Alpha won, Bravo a non-runner, Charlie placed, Delta lost. */
const settledLucky15 = () => {
  const legs = [
    leg(1, 'Alpha', '2/1', 'Won'),
    leg(2, 'Bravo', '5/2', 'NonRunner'),
    leg(3, 'Charlie', '7/1', 'Placed'),
    leg(4, 'Delta', '11/4', 'Lost'),
  ];
  const settled = settleMultipleBet({
    type: 'lucky-15',
    isEachWay: true,
    stakePerLinePence: 100,
    legs: [
      { odds: { num: 2, den: 1 }, result: 'Won', placeTerms: TERMS },
      { odds: { num: 5, den: 2 }, result: 'NonRunner', placeTerms: TERMS },
      { odds: { num: 7, den: 1 }, result: 'Placed', placeTerms: TERMS },
      { odds: { num: 11, den: 4 }, result: 'Lost', placeTerms: TERMS },
    ],
  });
  return accountBet({
    id: 9,
    kind: 'multiple',
    status: settled.status,
    type: 'Each Way',
    odds: '',
    stake: 1,
    totalStake: 30,
    potentialReturn: 1234.56,
    actualReturn: penceToPounds(settled.returnPence),
    settledAt: '2026-11-03T16:00:00.000Z',
    entry: null,
    bookmaker: 'William Hill',
    multiple: { type: 'lucky-15', eachWay: true, lineCount: 15, legs, lines: settled.lines },
  });
};

beforeEach(() => resetDeviceBetsForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a multiple's card in My Bets", () => {
  it('shows its type and stake, every leg with its price, result and race, and every settled line', async () => {
    const bet = settledLucky15();
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': (url) => (url.searchParams.getAll('status').includes('Won') ? list([bet]) : list([])),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyBetsPage />, '/bets?tab=settled');

    const card = await screen.findByRole('article', { name: 'Lucky 15 each way, Won' });
    expect(within(card).getByRole('heading', { name: 'Lucky 15 each way' })).toBeInTheDocument();
    expect(within(card).getByText('£1 per line · 30 lines · £30 staked')).toBeInTheDocument();
    expect(within(card).getByText('Bookmaker').nextElementSibling).toHaveTextContent('William Hill');

    const legs = within(within(card).getByRole('list', { name: 'Legs' })).getAllByRole('listitem');
    expect(legs.map((item) => item.textContent)).toEqual([
      'Alpha11:30 Ascot, Tue 3 Nov 2026Price 2/1Won',
      'Bravo12:30 Ascot, Tue 3 Nov 2026Price 5/2Non-runner',
      'Charlie13:30 Ascot, Tue 3 Nov 2026Price 7/1Placed',
      'Delta14:30 Ascot, Tue 3 Nov 2026Price 11/4Lost',
    ]);
    expect(within(legs[2]!).getByRole('link', { name: /13:30 Ascot/ })).toHaveAttribute('href', '/races/30');

    await user.click(within(card).getByText('How this was settled'));
    const lines = within(card).getByText('How this was settled').closest('details')!.querySelectorAll('li');
    expect(lines).toHaveLength(30);
    // Alpha (2/1) won and Bravo was a non-runner: the double is a single on Alpha, £1 x 3.
    expect(within(card).getByText('Double: Alpha + Bravo, win: £1.00 -> £3.00')).toBeVisible();
    // Charlie placed at 1/5 of 7/1 (2.4) with Alpha's place part (1.4) and Bravo's void (1): £3.36.
    expect(within(card).getByText('Treble: Alpha + Bravo + Charlie, place: £1.00 -> £3.36')).toBeVisible();
    expect(within(card).getByText('Double: Charlie + Delta, win: £1.00 -> £0.00')).toBeVisible();
    expect(
      within(card).getByText(`Returned £${bet.actualReturn?.toFixed(2)} from £30.00 staked.`),
    ).toBeVisible();
  });

  it('has no serious accessibility violations, settled and open', async () => {
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => list([settledLucky15()]),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByRole('article', { name: 'Lucky 15 each way, Won' });
    await user.click(within(card).getByText('How this was settled'));
    expect(await seriousViolations(card)).toEqual([]);
  });

  it("corrects an open multiple's stake per line (its prices are its legs') and voids it from its card", async () => {
    const open = accountBet({
      id: 12,
      kind: 'multiple',
      type: 'Win',
      odds: '',
      stake: 0.5,
      totalStake: 2,
      editableUntil: new Date(Date.now() + 3_600_000).toISOString(),
      entry: null,
      multiple: {
        type: 'trixie',
        eachWay: false,
        lineCount: 4,
        legs: [leg(1, 'Alpha', '2/1', null), leg(2, 'Bravo', '5/2', null), leg(3, 'Charlie', '7/1', null)],
        lines: null,
      },
    });
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => list([open]),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
      'PATCH /api/bets/12': () => json({ ...open, stake: 1, totalStake: 4 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByRole('article', { name: 'Trixie, Open' });
    expect(within(card).getByRole('button', { name: /Void this bet/ })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Correct this bet/ }));
    const dialog = await screen.findByRole('dialog', { name: /Correct this bet/ });
    expect(within(dialog).queryByLabelText('Price')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Stake per line (£)'));
    await user.type(within(dialog).getByLabelText('Stake per line (£)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patches = fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url).endsWith('/api/bets/12') && (init as RequestInit | undefined)?.method === 'PATCH',
    );
    expect(patches.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([{ stake: 1 }]);
  });

  it('shows a multiple kept on this device with its legs awaiting results, not as its first leg', async () => {
    addDeviceBets([
      deviceBet({
        id: 'multiple-on-device',
        betType: 'Win',
        stake: 0.5,
        multiple: {
          type: 'trixie',
          eachWay: false,
          legs: ['Alpha', 'Bravo', 'Charlie'].map((horse, index) => ({
            raceEntryId: index + 1,
            raceId: index + 10,
            horse,
            racecourse: 'York',
            raceTime: '15:00',
            raceDate: '2026-11-03',
            odds: '3/1',
          })),
        },
      }),
    ]);
    mockApi({
      'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401),
      'GET /api/bets': () => json({ error: 'Not signed in' }, 401),
      'GET /api/bets/summary': () => json({ error: 'Not signed in' }, 401),
    });
    renderWithProviders(<MyBetsPage />);
    const card = await screen.findByRole('article', { name: 'Trixie, Open' });
    expect(within(card).getByText('£0.50 per line · 4 lines · £2 staked')).toBeInTheDocument();
    expect(within(card).getByText('Saved on this device')).toBeInTheDocument();
    expect(within(card).getAllByText('Awaiting result')).toHaveLength(3);
    expect(within(card).queryByText('How this was settled')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Constitution Hill/ })).not.toBeInTheDocument();
  });

  it('names an account multiple by its type, not its first leg, and counts its lines from the domain', () => {
    const view = fromAccountBet(settledLucky15());
    expect(view.horse).toBe('Lucky 15 each way');
    expect(view.placeTerms).toBeNull();
    expect(view.multiple?.legs.map((item) => item.horse)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });
});
