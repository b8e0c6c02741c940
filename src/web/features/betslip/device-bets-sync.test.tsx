import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem } from '~/web/lib/betslip-store';
import { addDeviceBets, getDeviceBets } from '~/web/lib/device-bets';
import { expectConsoleError } from '~/web/test/console-guard';
import { DeviceBetsSync } from './device-bets-sync';
import {
  BetslipHost,
  balance,
  deviceBet,
  item,
  json,
  meAs,
  offline,
  renderWithProviders,
  resetBetslipTestState,
  stubApi,
} from './test/fixtures';
import { PENDING_RETRY_MS } from './use-pending-bets-retry';

const REF_A = '11111111-1111-4111-8111-111111111111';
const REF_B = '22222222-2222-4222-8222-222222222222';

afterEach(resetBetslipTestState);

describe('DeviceBetsSync', () => {
  it('retries a bet kept after a network failure with the same clientRef, once, when the connection is back', async () => {
    let isOnline = false;
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(0),
      'POST /api/bets': () => (isOnline ? json({ id: 1 }, 200) : offline()),
    });
    const user = userEvent.setup();
    addItem(item());
    renderWithProviders(
      <>
        <BetslipHost />
        <DeviceBetsSync />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Place Bets' }));
    await waitFor(() => expect(getDeviceBets()).toHaveLength(1));
    const [pending] = getDeviceBets();
    expect(pending?.pendingSync).toBe(true);

    isOnline = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(getDeviceBets()).toEqual([]));
    const sent = api.bodies('POST', '/api/bets') as Array<{ clientRef: string }>;
    expect(sent.map((body) => body.clientRef)).toEqual([pending?.id, pending?.id]);
    expect(await screen.findByText('Bets added to your account')).toBeInTheDocument();
  });

  it('with the browser offline, Place Bets keeps the bet on the device at once, and the online event sends it', async () => {
    const setOnline = (isOnline: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
      window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
    };
    let isReachable = false;
    const api = stubApi({
      'GET /api/auth/me': () => (isReachable ? json(meAs('Monthly')) : offline()),
      'GET /api/user/balance': () => (isReachable ? balance(0) : offline()),
      'POST /api/bets': () => (isReachable ? json({ id: 1 }, 200) : offline()),
    });
    try {
      act(() => setOnline(false));
      const user = userEvent.setup();
      addItem(item());
      renderWithProviders(
        <>
          <BetslipHost />
          <DeviceBetsSync />
        </>,
      );
      await user.click(screen.getByRole('button', { name: 'Place Bets' }));
      // Not held back until the network returns: tried at once, and kept on the device when it fails.
      expect(
        await screen.findByText(
          "Saved on this device - we'll add it to your account when the connection is back.",
        ),
      ).toBeInTheDocument();
      const [pending] = getDeviceBets();
      expect(pending?.pendingSync).toBe(true);

      isReachable = true;
      act(() => setOnline(true));
      await waitFor(() => expect(getDeviceBets()).toEqual([]));
      const sent = api.bodies('POST', '/api/bets') as Array<{ clientRef: string }>;
      expect(sent.at(-1)?.clientRef).toBe(pending?.id);
    } finally {
      act(() => setOnline(true));
    }
  });

  it('retries pending bets on start, and keeps a refused one on the device with the reason', async () => {
    expectConsoleError(/API error.*\/api\/bets'/s);
    addDeviceBets([deviceBet({ id: REF_A, pendingSync: true })]);
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Starter')),
      'POST /api/bets': () => json({ error: 'The race has started' }, 400),
    });
    renderWithProviders(<DeviceBetsSync />);
    expect(await screen.findByText('Not added to your account')).toBeInTheDocument();
    expect(
      screen.getByText(/Silver Arrow: The race has started It stays on this device/),
    ).toBeInTheDocument();
    expect(api.bodies('POST', '/api/bets')).toEqual([
      { raceEntryId: 7, type: 'Win', odds: '5/2', stake: 5, potentialReturn: 17.5, clientRef: REF_A },
    ]);
    expect(getDeviceBets()).toEqual([expect.objectContaining({ id: REF_A, pendingSync: false })]);
  });

  it('offers device bets for import once per sign-in and reports the refused ones', async () => {
    addDeviceBets([
      deviceBet({ id: REF_A, horseName: 'Galopin' }),
      deviceBet({
        id: REF_B,
        raceEntryId: 8,
        horseName: 'Silver Arrow',
        betType: 'Each Way',
        stake: 2,
        bookmaker: 'Coral',
        priceType: 'bog',
      }),
    ]);
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'POST /api/bets/import': () =>
        json({
          imported: [REF_A],
          refused: [{ clientRef: REF_B, reason: 'That race already has a result' }],
        }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<DeviceBetsSync />);
    const dialog = await screen.findByRole('dialog', { name: 'Bets saved on this device' });
    expect(within(dialog).getByText('Import 2 bets from this device into your account?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 bets' }));

    // NOTE: all-matches: Radix Toast may also copy a toast's text into its screen-reader announcement.
    expect(await screen.findAllByText('1 bet imported')).not.toHaveLength(0);
    expect(
      screen.getAllByText(/1 bet stayed on this device\. Silver Arrow: That race already has a result/),
    ).not.toHaveLength(0);
    expect(api.bodies('POST', '/api/bets/import')).toEqual([
      {
        bets: [
          { clientRef: REF_A, raceEntryId: 7, type: 'Win', odds: '5/2', stake: 5 },
          {
            clientRef: REF_B,
            raceEntryId: 8,
            type: 'Each Way',
            odds: '5/2',
            stake: 2,
            priceType: 'bog',
            bookmaker: 'Coral',
          },
        ],
      },
    ]);
    expect(getDeviceBets().map((bet) => bet.id)).toEqual([REF_B]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    view.unmount();
    renderWithProviders(<DeviceBetsSync />);
    await waitFor(() => expect(api.bodies('GET', '/api/auth/me').length).toBe(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('imports device multiples on sign-in through POST /api/bets/multiple, keeping a refused one with the reason', async () => {
    const REF_C = '33333333-3333-4333-8333-333333333333';
    const legs = [7, 8, 9].map((raceEntryId, index) => ({
      raceEntryId,
      horse: `Leg ${index + 1}`,
      racecourse: 'Ascot',
      raceTime: '14:30',
      raceDate: '2026-11-03',
      odds: '2/1',
    }));
    addDeviceBets([
      deviceBet({
        id: REF_A,
        betType: 'Each Way',
        stake: 0.5,
        bookmaker: 'Coral',
        multiple: { type: 'trixie', eachWay: true, legs },
      }),
      deviceBet({
        id: REF_C,
        stake: 1,
        multiple: { type: 'double', eachWay: false, legs: legs.slice(0, 2) },
      }),
    ]);
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'POST /api/bets/multiple': ({ body }) =>
        (body as { clientRef: string }).clientRef === REF_A
          ? json({ id: 1 }, 201)
          : json({ error: 'Leg 1: That race has started, so it can no longer be bet on' }, 400),
    });
    expectConsoleError(/API error/);
    const user = userEvent.setup();
    renderWithProviders(<DeviceBetsSync />);
    const dialog = await screen.findByRole('dialog', { name: 'Bets saved on this device' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 bets' }));

    expect(await screen.findAllByText('1 bet imported')).not.toHaveLength(0);
    expect(
      screen.getAllByText(/1 bet stayed on this device\. Double: Leg 1: That race has started/),
    ).not.toHaveLength(0);
    expect(api.bodies('POST', '/api/bets/multiple')).toEqual([
      {
        type: 'trixie',
        eachWay: true,
        stakePerLine: 0.5,
        legs: legs.map((leg) => ({ raceEntryId: leg.raceEntryId, odds: '2/1' })),
        clientRef: REF_A,
        bookmaker: 'Coral',
      },
      {
        type: 'double',
        eachWay: false,
        stakePerLine: 1,
        legs: legs.slice(0, 2).map((leg) => ({ raceEntryId: leg.raceEntryId, odds: '2/1' })),
        clientRef: REF_C,
      },
    ]);
    expect(api.bodies('POST', '/api/bets/import')).toEqual([]);
    expect(getDeviceBets().map((bet) => bet.id)).toEqual([REF_C]);
  });

  it('retries every minute while a bet is pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    addDeviceBets([deviceBet({ id: REF_A, pendingSync: true })]);
    let isOnline = false;
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'POST /api/bets': () => (isOnline ? json({ id: 1 }, 201) : offline()),
    });
    try {
      // NOTE: vi.waitFor keeps real timers; Testing Library's waitFor polls with the faked setInterval.
      renderWithProviders(<DeviceBetsSync />);
      await vi.waitFor(() => expect(api.bodies('POST', '/api/bets')).toHaveLength(1), { timeout: 5000 });
      isOnline = true;
      act(() => vi.advanceTimersByTime(PENDING_RETRY_MS));
      await vi.waitFor(() => expect(getDeviceBets()).toEqual([]), { timeout: 5000 });
      expect(api.bodies('POST', '/api/bets')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(PENDING_RETRY_MS * 3));
      expect(api.bodies('POST', '/api/bets')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not offer an import to a Free account', async () => {
    addDeviceBets([deviceBet({ id: REF_A })]);
    const api = stubApi({ 'GET /api/auth/me': () => json(meAs('Free')) });
    renderWithProviders(<DeviceBetsSync />);
    await waitFor(() => expect(api.bodies('GET', '/api/auth/me')).toHaveLength(1));
    await waitFor(() => expect(api.bodies('GET', '/api/entries/results')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('settles open device bets from the public results', async () => {
    addDeviceBets([deviceBet({ id: REF_A, betType: 'Each Way', odds: '10/1', stake: 10 })]);
    const api = stubApi({
      'GET /api/entries/results': () =>
        json([
          {
            id: 7,
            result: 'Placed',
            deadHeat: null,
            deadHeatPosition: null,
            rule4Pence: 0,
            terms: { places: 3, fractionNum: 1, fractionDen: 5 },
          },
        ]),
    });
    renderWithProviders(<DeviceBetsSync />);
    await waitFor(() => expect(getDeviceBets()[0]).toMatchObject({ status: 'Placed', actualReturn: 30 }));
    expect(
      api.requests.find((r) => r.url.pathname === '/api/entries/results')?.url.searchParams.get('ids'),
    ).toBe('7');
  });
});
