import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDeviceBetsForTests } from '~/web/lib/device-bets';
import { resetOfflineCopies } from '~/web/lib/offline-copy';
import { OFFLINE_COPY_HEADER } from '~/web/sw/protocol';
import { seriousViolations } from '~/web/test/axe';
import { offlineCopyLine, offlineLine } from './components/offline-note';
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

/** 14:32 in the UK (BST) on the test day. */
const STORED_AT = '2026-06-13T13:32:00.000Z';
const copy = { [OFFLINE_COPY_HEADER]: STORED_AT };

const setOnline = (isOnline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};

beforeEach(() => {
  resetDeviceBetsForTests();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-13T15:00:00Z'));
});

afterEach(() => {
  act(() => setOnline(true));
  resetOfflineCopies();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My Bets offline', () => {
  it('says the bets shown are the copy last loaded, and when; back online it reads them again and the note goes', async () => {
    let isServerReachable = false;
    // The service worker answers from its stored copies while the network is down, marked as copies.
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly'), 200, isServerReachable ? {} : copy),
      'GET /api/bets': () =>
        json([accountBet()], 200, { 'X-Total-Count': '1', ...(isServerReachable ? {} : copy) }),
      'GET /api/bets/summary': () => json(betSummary(), 200, isServerReachable ? {} : copy),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    setOnline(false);
    const { container } = renderWithProviders(<MyBetsPage />);

    expect(await screen.findByRole('article', { name: 'Galopin Des Champs, Open' })).toBeInTheDocument();
    const note = await screen.findByText("You're offline: showing your bets as last loaded at 14:32.");
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(await seriousViolations(container)).toEqual([]);

    const readsBefore = fetchMock.mock.calls.length;
    isServerReachable = true;
    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(screen.getByRole('article', { name: 'Galopin Des Champs, Open' })).toBeInTheDocument();
  }, 15_000);

  it('says a bet recorded while offline waits on this device for the account, when nothing stored is shown', async () => {
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets': () => json([], 200, { 'X-Total-Count': '0' }),
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    renderWithProviders(<MyBetsPage />);
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(
      await screen.findByText(
        "You're offline: bets you record now are kept on this device and sent to your account when you're back online.",
      ),
    ).toBeInTheDocument();
  });

  it('names the day when the copy is from an earlier one (UK time)', () => {
    expect(offlineCopyLine(new Date(STORED_AT), new Date('2026-06-13T22:59:00Z'))).toBe(
      "You're offline: showing your bets as last loaded at 14:32.",
    );
    // 23:30 UTC is already the next UK day (BST).
    expect(offlineCopyLine(new Date(STORED_AT), new Date('2026-06-13T23:30:00Z'))).toBe(
      "You're offline: showing your bets as last loaded at 14:32 on Sat 13 Jun 2026.",
    );
    expect(offlineLine(false)).toBe("You're offline: bets you record are saved on this device as usual.");
  });
});
