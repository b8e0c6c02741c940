import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem, getBetslipState, updateBetslip } from '~/web/lib/betslip-store';
import { getDeviceBets } from '~/web/lib/device-bets';
import { expectConsoleError } from '~/web/test/console-guard';
import {
  balance,
  item,
  json,
  meAs,
  offline,
  renderWithProviders,
  resetBetslipTestState,
  stubApi,
} from '../test/fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const openWith = (...items: ReturnType<typeof item>[]) => {
  for (const line of items) addItem(line);
};

const panel = () => screen.getByRole('dialog', { name: 'Betslip' });
const placeButton = () => within(panel()).getByRole('button', { name: 'Place Bets' });

beforeEach(() => {
  // The API client logs refused calls; the assertions below check what the bettor sees instead.
});
afterEach(resetBetslipTestState);

describe('BetslipPanel', () => {
  it('shows each line with its return, the each-way explanation and the totals', async () => {
    stubApi({});
    openWith(item({ horse: 'Silver Arrow', type: 'Each Way', odds: '10/1', stake: 5 }));
    renderWithProviders();
    const dialog = panel();
    expect(within(dialog).getByText('Silver Arrow')).toBeInTheDocument();
    expect(within(dialog).getByText('10/1')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bet type for Silver Arrow')).toHaveValue('Each Way');
    expect(
      within(dialog).getByText(
        /£5\.00 each way = £10\.00 staked\. Win part: £5\.00 at 10\/1 returns £55\.00; place part: £5\.00 at 1\/5 odds \(3 places\) returns £15.00\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Total stake').nextElementSibling).toHaveTextContent('£10.00');
    expect(within(dialog).getByText('Total potential return').nextElementSibling).toHaveTextContent('£70.00');
    expect(within(dialog).getByText(/never take stakes or pass bets to a bookmaker/)).toBeInTheDocument();
  });

  it('takes only stakes of zero or more, with the spec step and minimum', async () => {
    stubApi({});
    const user = userEvent.setup();
    openWith(item());
    renderWithProviders();
    const stake = screen.getByLabelText('Stake for Galopin');
    expect(stake).toHaveAttribute('type', 'number');
    expect(stake).toHaveAttribute('min', '0.1');
    expect(stake).toHaveAttribute('step', '0.1');
    await user.clear(stake);
    await user.type(stake, '3');
    fireEvent.change(stake, { target: { value: '-3' } });
    expect(getBetslipState().items[0]?.stake).toBe(3);
    expect(stake).toHaveValue(3);
    await user.clear(stake);
    await user.type(stake, '2.5');
    expect(getBetslipState().items[0]?.stake).toBe(2.5);
    expect(screen.getByText('Potential return').nextElementSibling).toHaveTextContent('£8.75');
    await user.clear(stake);
    await user.type(stake, '0.05');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a stake of at least £0.10')).toBeInTheDocument();
  });

  it('disables Place Bets for an empty slip, a zero total and while placing', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(0),
      'POST /api/bets': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    updateBetslip(() => ({ items: [], isOpen: true }));
    renderWithProviders();
    expect(placeButton()).toBeDisabled();
    expect(within(panel()).getByText(/Your betslip is empty/)).toBeInTheDocument();

    act(() => openWith(item({ stake: 0 })));
    expect(placeButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Stake for Galopin'), '4');
    expect(placeButton()).toBeEnabled();

    await user.click(placeButton());
    await waitFor(() => expect(placeButton()).toBeDisabled());
    expect(placeButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Stake for Galopin')).toBeDisabled();
    answer(json({ id: 1 }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Betslip' })).not.toBeInTheDocument());
  });

  it("posts a Monthly user's bets in pounds with a clientRef, then confirms, clears and closes", async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(100_000),
      'POST /api/bets': () => json({ id: 1 }, 201),
    });
    const user = userEvent.setup();
    openWith(
      item(),
      item({ raceEntryId: 8, horse: 'Silver Arrow', type: 'Each Way', odds: '10/1', stake: 2.5 }),
    );
    const { queryClient } = renderWithProviders();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(placeButton());

    expect(await screen.findByText('Bets placed successfully!')).toBeInTheDocument();
    expect(screen.getByText('You can view your bets in the My Bets section.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my bets' })).toHaveAttribute('href', '/bets');
    const [first, second] = api.bodies('POST', '/api/bets') as Array<Record<string, unknown>>;
    expect(first).toEqual({
      raceEntryId: 7,
      type: 'Win',
      odds: '5/2',
      stake: 5,
      potentialReturn: 17.5,
      clientRef: expect.stringMatching(UUID),
    });
    expect(second).toMatchObject({ raceEntryId: 8, type: 'Each Way', stake: 2.5, potentialReturn: 35 });
    expect(second?.clientRef).not.toBe(first?.clientRef);
    expect(getBetslipState()).toEqual({ items: [], isOpen: false });
    expect(screen.queryByRole('dialog', { name: 'Betslip' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bets'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'balance'] });
    expect(getDeviceBets()).toEqual([]);
  });

  it('keeps a refused line on the slip with the server message, and does not save it on the device', async () => {
    expectConsoleError(/API error.*\/api\/bets'/s);
    const message = 'Tracking more than 25 bets requires a Monthly subscription or higher.';
    stubApi({
      'GET /api/auth/me': () => json(meAs('Starter')),
      'GET /api/user/balance': () => balance(0),
      'POST /api/bets': ({ body }) =>
        (body as { raceEntryId: number }).raceEntryId === 8
          ? json({ error: message }, 403)
          : json({ id: 1 }, 201),
    });
    const user = userEvent.setup();
    openWith(item(), item({ raceEntryId: 8, horse: 'Silver Arrow' }));
    renderWithProviders();
    await user.click(placeButton());

    expect(await screen.findByText('Failed to place bets')).toBeInTheDocument();
    expect(screen.getByText(`${message} 1 bet placed.`)).toBeInTheDocument();
    expect(getBetslipState().items.map((i) => i.horse)).toEqual(['Silver Arrow']);
    expect(within(panel()).getByText(`Not placed: ${message}`)).toBeInTheDocument();
    expect(getDeviceBets()).toEqual([]);
  });

  it('keeps a bet on the device, pending, when the account cannot be reached, and says so plainly', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Lifetime')),
      'GET /api/user/balance': () => balance(0),
      'POST /api/bets': offline,
    });
    const user = userEvent.setup();
    openWith(item());
    renderWithProviders();
    await user.click(placeButton());

    expect(
      await screen.findByText(
        "Saved on this device - we'll add it to your account when the connection is back.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Bets placed successfully!')).not.toBeInTheDocument();
    const [sent] = api.bodies('POST', '/api/bets') as Array<{ clientRef: string }>;
    expect(getDeviceBets()).toEqual([
      expect.objectContaining({
        id: sent?.clientRef,
        horseName: 'Galopin',
        potentialReturn: 17.5,
        pendingSync: true,
        status: 'Open',
      }),
    ]);
    expect(getBetslipState().items).toEqual([]);
  });

  it("saves a guest's bets on the device without calling the bets API", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    openWith(item({ type: 'Each Way', odds: '10/1' }));
    renderWithProviders();
    expect(await within(panel()).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await user.click(placeButton());

    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(screen.getByText(/Sign in to track it in your account/)).toBeInTheDocument();
    expect(api.bodies('POST', '/api/bets')).toEqual([]);
    expect(getDeviceBets()).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(UUID),
        raceEntryId: 7,
        horseName: 'Galopin',
        racecourse: 'Ascot',
        raceTime: '14:30',
        raceDate: '2026-11-20',
        betType: 'Each Way',
        odds: '10/1',
        stake: 5,
        potentialReturn: 70,
        status: 'Open',
        placeTerms: { places: 3, fractionNum: 1, fractionDen: 5 },
      }),
    ]);
    expect(getDeviceBets()[0]?.pendingSync).toBeUndefined();
    expect(getBetslipState()).toEqual({ items: [], isOpen: false });
  });

  it("keeps a Free user's bets on the device and says Starter tracks them in the account", async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Free')),
      'GET /api/user/balance': () => balance(0),
    });
    const user = userEvent.setup();
    openWith(item());
    renderWithProviders();
    await within(panel()).findByText(/On the Free plan bets are saved on this device/);
    await user.click(placeButton());
    expect(
      await screen.findByText(/Starter tracks up to 25 bets in your account/, { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(api.bodies('POST', '/api/bets')).toEqual([]);
    expect(getDeviceBets()).toHaveLength(1);
  });

  it('warns when a stake is more than 10% of the bankroll, and offers to set one when there is none', async () => {
    stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(20_000),
    });
    openWith(
      item({ horse: 'Big Stake', stake: 25 }),
      item({ raceEntryId: 8, horse: 'Small Stake', stake: 20 }),
    );
    renderWithProviders();
    const warning = await within(panel()).findByText(/This stake is more than 10% of your £200\.00 bankroll/);
    expect(within(warning).getByRole('link', { name: 'Bankroll guidance' })).toHaveAttribute(
      'href',
      '/responsible-gambling#bankroll',
    );
    expect(within(panel()).getAllByText(/more than 10% of your/)).toHaveLength(1);
  });

  it('offers to set a bankroll when none is set', async () => {
    stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(0),
    });
    openWith(item({ stake: 500 }));
    renderWithProviders();
    expect(await within(panel()).findByRole('link', { name: 'Set your bankroll' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(within(panel()).queryByText(/more than 10% of your/)).not.toBeInTheDocument();
  });
});
