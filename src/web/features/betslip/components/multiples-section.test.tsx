import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLimits } from '~/domain/bets.contract';
import { settleMultiple } from '~/domain/calculators/bet-settler';
import { addItem, getBetslipState } from '~/web/lib/betslip-store';
import { getDeviceBets } from '~/web/lib/device-bets';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import {
  balance,
  item,
  json,
  limitsOf,
  meAs,
  renderWithProviders,
  resetBetslipTestState,
  stubApi,
} from '../test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TERMS = { places: 3, fractionNum: 1, fractionDen: 5 };

/** Four selections in four races (a Lucky 15's worth). */
const FOUR = [
  item({ raceEntryId: 1, raceId: 10, horse: 'Alpha', race: '13:30', odds: '2/1' }),
  item({ raceEntryId: 2, raceId: 20, horse: 'Bravo', race: '14:00', odds: '5/2' }),
  item({ raceEntryId: 3, raceId: 30, horse: 'Charlie', race: '14:30', odds: '7/1' }),
  item({ raceEntryId: 4, raceId: 40, horse: 'Delta', race: '15:00', odds: '11/4' }),
];

const panel = () => screen.getByRole('dialog', { name: 'Betslip' });
const section = () => within(panel()).getByRole('region', { name: 'Multiples' });
const typeOptions = () =>
  within(within(section()).getByLabelText('Multiple type'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const figure = (name: string) => within(section()).getByText(name).nextElementSibling;

const member = (tier: 'Monthly' | 'Free', limits: Partial<TLimits> = {}, bankrollPence = 0) =>
  stubApi({
    'GET /api/auth/me': () => json(meAs(tier)),
    'GET /api/user/balance': () => balance(bankrollPence),
    'GET /api/user/limits': () => json(limitsOf(limits)),
    'POST /api/bets/multiple': () => json({}, 201),
  });

/** A £1 Lucky 15 each way, chosen as a bettor does. */
const chooseLucky15EachWay = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(within(section()).getByLabelText('Multiple type'), 'Lucky 15');
  await user.click(within(section()).getByLabelText('Each way'));
};

afterEach(() => {
  vi.useRealTimers();
  resetBetslipTestState();
});

describe("the slip's Multiples section", () => {
  it('appears once the slip holds two selections in different races, as a double', async () => {
    stubApi({});
    addItem(FOUR[0]!);
    renderWithProviders();
    expect(within(panel()).queryByRole('region', { name: 'Multiples' })).not.toBeInTheDocument();

    addItem(FOUR[1]!);
    expect(await screen.findByRole('region', { name: 'Multiples' })).toBeInTheDocument();
    expect(typeOptions()).toEqual(['Double']);
    // £1 double at 2/1 and 5/2: 3 x 3.5 = £10.50.
    expect(figure('Lines')).toHaveTextContent('1');
    expect(figure('Total stake')).toHaveTextContent('£1.00');
    expect(figure('Potential return if all win')).toHaveTextContent('£10.50');
  });

  it('offers the types that fit the number of selections', async () => {
    stubApi({});
    for (const line of FOUR.slice(0, 3)) addItem(line);
    renderWithProviders();
    expect(typeOptions()).toEqual(['Treble', 'Trixie', 'Patent']);
    addItem(FOUR[3]!);
    await waitFor(() => expect(typeOptions()).toEqual(['4-fold accumulator', 'Yankee', 'Lucky 15']));
  });

  it('has no serious accessibility violations, with its reason and warnings showing', async () => {
    member('Monthly', { perBetLimit: 20 }, 10_000);
    const user = userEvent.setup();
    for (const line of FOUR) addItem(line);
    renderWithProviders();
    await chooseLucky15EachWay(user);
    await within(section()).findByText('£30 is above your £20 per-bet limit');
    expect(await seriousViolations(section())).toEqual([]);
  });

  it('says selections in the same race cannot be combined', async () => {
    stubApi({});
    addItem(FOUR[0]!);
    addItem(item({ raceEntryId: 9, raceId: 10, horse: 'Zulu', race: '13:30', odds: '4/1' }));
    renderWithProviders();
    expect(
      within(section()).getByText(
        'Alpha and Zulu run in the same race (13:30 Ascot), so they cannot be combined in a multiple. Remove one to see the multiples.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Place multiple' })).not.toBeInTheDocument();
  });

  it("shows a Lucky 15 each way as 30 lines, its whole stake and the Bet Settler's return if all win", async () => {
    stubApi({});
    const user = userEvent.setup();
    for (const line of FOUR) addItem(line);
    renderWithProviders();
    await chooseLucky15EachWay(user);
    const stake = within(section()).getByLabelText('Stake per line');
    await user.clear(stake);
    await user.type(stake, '0.5');

    const settler = settleMultiple({
      type: 'lucky-15',
      isEachWay: true,
      stake: 0.5,
      stakeIs: 'per-line',
      selections: [
        [2n, 1n],
        [5n, 2n],
        [7n, 1n],
        [11n, 4n],
      ].map(([num, den]) => ({ odds: { num: num!, den: den! }, result: 'Won' as const, placeTerms: TERMS })),
    });
    if (!settler.isValid) throw new Error(settler.message);
    expect(figure('Lines')).toHaveTextContent('30');
    expect(figure('Total stake')).toHaveTextContent('£15.00');
    expect(figure('Potential return if all win')).toHaveTextContent(settler.totalReturn.text);

    await user.clear(stake);
    await user.type(stake, '0.05');
    expect(within(section()).getByText('Enter a stake of at least £0.10')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Place multiple' })).toBeDisabled();
  });

  it('places it in the account with each leg at its slip price, then clears those selections', async () => {
    const api = member('Monthly');
    const user = userEvent.setup();
    for (const line of FOUR) addItem(line);
    addItem({ ...FOUR[0]!, type: 'Each Way' });
    renderWithProviders();
    await chooseLucky15EachWay(user);
    await user.click(within(section()).getByRole('button', { name: 'Place multiple' }));

    expect(await screen.findByText('Your Lucky 15 is in My Bets.')).toBeInTheDocument();
    const [body] = api.bodies('POST', '/api/bets/multiple');
    expect(body).toEqual({
      type: 'lucky-15',
      eachWay: true,
      stakePerLine: 1,
      legs: [
        { raceEntryId: 1, odds: '2/1' },
        { raceEntryId: 2, odds: '5/2' },
        { raceEntryId: 3, odds: '7/1' },
        { raceEntryId: 4, odds: '11/4' },
      ],
      clientRef: expect.stringMatching(UUID),
    });
    expect(api.bodies('POST', '/api/bets')).toEqual([]);
    expect(getBetslipState().items).toEqual([]);
  });

  it('keeps the selections and says why when the account refuses the multiple', async () => {
    expectConsoleError(/API error.*\/api\/bets\/multiple'/s);
    stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(0),
      'POST /api/bets/multiple': () => json({ error: "Alpha's race is off" }, 409),
    });
    const user = userEvent.setup();
    addItem(FOUR[0]!);
    addItem(FOUR[1]!);
    renderWithProviders();
    await user.click(within(section()).getByRole('button', { name: 'Place multiple' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent("Not placed: Alpha's race is off");
    expect(getBetslipState().items).toHaveLength(2);
  });

  it("keeps a guest's multiple on this device with its legs", async () => {
    stubApi({});
    const user = userEvent.setup();
    for (const line of FOUR) addItem(line);
    renderWithProviders();
    await chooseLucky15EachWay(user);
    await user.click(within(section()).getByRole('button', { name: 'Place multiple' }));

    await waitFor(() => expect(getDeviceBets()).toHaveLength(1));
    const [saved] = getDeviceBets();
    expect(saved).toMatchObject({ stake: 1, betType: 'Each Way', status: 'Open', horseName: 'Alpha' });
    expect(saved?.id).toMatch(UUID);
    expect(saved?.multiple?.type).toBe('lucky-15');
    expect(saved?.multiple?.eachWay).toBe(true);
    expect(saved?.multiple?.legs.map((leg) => [leg.raceEntryId, leg.raceId, leg.horse, leg.odds])).toEqual([
      [1, 10, 'Alpha', '2/1'],
      [2, 20, 'Bravo', '5/2'],
      [3, 30, 'Charlie', '7/1'],
      [4, 40, 'Delta', '11/4'],
    ]);
    expect(await screen.findByText(/Your Lucky 15 is saved on this device/)).toBeInTheDocument();
    expect(getBetslipState().items).toEqual([]);
  });

  it('checks the whole stake against the per-bet limit and the bankroll, as for a single', async () => {
    member('Monthly', { perBetLimit: 20 }, 10_000);
    const user = userEvent.setup();
    for (const line of FOUR) addItem(line);
    renderWithProviders();
    await chooseLucky15EachWay(user);

    expect(await within(section()).findByText('£30 is above your £20 per-bet limit')).toBeInTheDocument();
    expect(
      within(section()).getByText('The stake on the Lucky 15 is above your £20 per-bet limit'),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Place multiple' })).toBeDisabled();
    expect(
      within(section()).getByText(/This stake is more than 10% of your £100.00 bankroll/),
    ).toBeInTheDocument();
  });

  it('is held back during a break, saying until when', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    member('Free', { timeOutUntil: '2026-11-20T23:38:00.000Z' });
    addItem(FOUR[0]!);
    addItem(FOUR[1]!);
    renderWithProviders();
    expect(
      await within(section()).findByRole('button', { name: 'On a break until 23:38 Fri' }),
    ).toBeDisabled();
  });
});
