import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLocalBet } from '~/domain/device-bets.contract';
import type { TTodaysBets } from '~/domain/todays-bets.contract';
import { DEVICE_BETS_STORAGE_KEY } from '~/web/lib/device-bets';
import { REALITY_CHECK_STORAGE_KEY, writeRealityCheckSetting } from '~/web/lib/reality-check-setting';
import { seriousViolations } from '~/web/test/axe';
import { json, meAs, mockApi } from '~/web/test/render-with-api';
import { RealityCheck } from './reality-check';
import { resetVisitForTests, VISIT_STORAGE_KEY } from './visit-store';

const MINUTE = 60_000;
// 12:00 BST on a Saturday in June.
const START = new Date('2026-06-13T11:00:00Z');

const deviceBet = (over: Partial<TLocalBet>): TLocalBet => ({
  id: crypto.randomUUID(),
  raceEntryId: 7,
  horseName: 'Silver Arrow',
  racecourse: 'Ascot',
  raceTime: '14:30',
  raceDate: '2026-06-13',
  betType: 'Win',
  odds: '5/2',
  stake: 5,
  potentialReturn: 17.5,
  status: 'Open',
  createdAt: '2026-06-13T10:30:00.000Z',
  ...over,
});

const Where = () => {
  const { pathname, hash } = useLocation();
  return <p>At {pathname + hash}</p>;
};

const renderShell = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tips']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <RealityCheck />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const signedIn = (today: TTodaysBets = { date: '2026-06-13', bets: 2, staked: 15, profitLoss: 0 }) =>
  mockApi({
    'GET /api/auth/me': () => json(meAs('Monthly')),
    'GET /api/bets/today': () => json(today),
  });
const guest = () => mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });

/** Moves the app's clock on, running the timers due on the way. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Reality check' });
const findDialog = () => screen.findByRole('dialog', { name: 'Reality check' });

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  // The app's clock is faked; it also moves with real time, so the queries and the lazy dialog can arrive.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
  resetVisitForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  // Drops the override, back to jsdom's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the reality check for a member', () => {
  it('comes after 60 minutes by default, not before, with the time on the site and today’s figures', async () => {
    signedIn();
    // On the device too: a lost £5 bet today (P/L -£5) and one from yesterday, which does not count.
    localStorage.setItem(
      DEVICE_BETS_STORAGE_KEY,
      JSON.stringify([
        deviceBet({ status: 'Lost', actualReturn: 0 }),
        deviceBet({ stake: 50, createdAt: '2026-06-12T22:59:00.000Z' }),
      ]),
    );
    renderShell();
    await pass(59 * MINUTE);
    expect(dialog()).toBeNull();

    await pass(MINUTE);
    const check = await findDialog();
    expect(
      await within(check).findByText(
        'You have been on RacePro for 1 hour 0 minutes. Today you have staked £20.00 and your tracked profit/loss is -£5.00.',
      ),
    ).toBeInTheDocument();
    // Focus moves into the dialog, with no answer chosen for the bettor.
    expect(check).toHaveFocus();
    expect(within(check).getByRole('button', { name: 'Carry on' })).toBeInTheDocument();

    vi.useRealTimers();
    expect(await seriousViolations(check)).toEqual([]);
  });

  it('"Carry on" closes it, and the next comes one interval later', async () => {
    signedIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell();
    await pass(60 * MINUTE);
    await user.click(within(await findDialog()).getByRole('button', { name: 'Carry on' }));
    expect(dialog()).toBeNull();

    await pass(59 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(MINUTE);
    expect(await within(await findDialog()).findByText(/for 2 hours 0 minutes\./)).toBeInTheDocument();
  });

  it('Escape carries on too', async () => {
    signedIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell();
    await pass(60 * MINUTE);
    await findDialog();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    await pass(30 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('"Take a break" goes to the Take a break settings, "Review your limits" to the stake limits', async () => {
    signedIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShell();
    await pass(60 * MINUTE);
    await user.click(within(await findDialog()).getByRole('link', { name: 'Take a break' }));
    expect(dialog()).toBeNull();
    expect(screen.getByText('At /settings/account#take-a-break')).toBeInTheDocument();

    await pass(60 * MINUTE);
    await user.click(within(await findDialog()).getByRole('link', { name: 'Review your limits' }));
    expect(dialog()).toBeNull();
    expect(screen.getByText('At /settings/account#stake-limits')).toBeInTheDocument();
  });

  it('follows the interval chosen on this device, and never comes when it is Off', async () => {
    signedIn();
    writeRealityCheckSetting('30', START.getTime());
    const view = renderShell();
    await pass(29 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(MINUTE);
    expect(await within(await findDialog()).findByText(/for 30 minutes\./)).toBeInTheDocument();
    view.unmount();

    writeRealityCheckSetting('off', Date.now());
    renderShell();
    await pass(3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
  });

  it('waits while the tab is hidden, and shows once it is visible again', async () => {
    signedIn();
    renderShell();
    await pass(50 * MINUTE);
    act(() => setVisibility('hidden'));
    await pass(20 * MINUTE);
    expect(dialog()).toBeNull();

    act(() => setVisibility('visible'));
    expect(await within(await findDialog()).findByText(/for 1 hour 10 minutes\./)).toBeInTheDocument();
  });

  it('starts a new visit after more than 30 minutes with no page visible', async () => {
    signedIn();
    renderShell();
    await pass(50 * MINUTE);
    act(() => setVisibility('hidden'));
    await pass(31 * MINUTE);
    act(() => setVisibility('visible'));
    await pass(59 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(MINUTE);
    expect(await within(await findDialog()).findByText(/for 1 hour 0 minutes\./)).toBeInTheDocument();
  });

  it('closes here when another tab carries on', async () => {
    signedIn();
    renderShell();
    await pass(60 * MINUTE);
    await findDialog();
    const visit = JSON.parse(localStorage.getItem(VISIT_STORAGE_KEY) ?? 'null') as {
      checkedAt: number | null;
    };
    const closedElsewhere = JSON.stringify({ ...visit, checkedAt: Date.now() });
    localStorage.setItem(VISIT_STORAGE_KEY, closedElsewhere);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: VISIT_STORAGE_KEY, newValue: closedElsewhere }),
      );
    });
    expect(dialog()).toBeNull();
  });

  it('says so when the account’s figures cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/bets/today': () => json({ error: 'Database unavailable' }, 503),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell();
    await pass(60 * MINUTE);
    expect(
      await within(await findDialog()).findByText(
        /We couldn’t load today’s tracked bets from your account\./,
      ),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('API error', expect.objectContaining({ status: 503 }));
  });
});

describe('the reality check for a guest', () => {
  it('is off until they choose, and stores nothing meanwhile', async () => {
    guest();
    renderShell();
    await pass(3 * 60 * MINUTE);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(VISIT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).toBeNull();
  });

  it('comes at the interval they chose, with the bets tracked on this device', async () => {
    const fetchMock = guest();
    writeRealityCheckSetting('90', START.getTime());
    localStorage.setItem(
      DEVICE_BETS_STORAGE_KEY,
      JSON.stringify([
        deviceBet({ status: 'Won', actualReturn: 17.5 }),
        deviceBet({ betType: 'Each Way', stake: 2.5, status: 'Void', actualReturn: 5 }),
      ]),
    );
    renderShell();
    await pass(89 * MINUTE);
    expect(dialog()).toBeNull();
    await pass(MINUTE);
    expect(
      await within(await findDialog()).findByText(
        'You have been on RacePro for 1 hour 30 minutes. Today you have staked £10.00 and your tracked profit/loss is +£12.50.',
      ),
    ).toBeInTheDocument();
    // A guest's figures come from the device only.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/bets/today'))).toBe(false);
  });
});
