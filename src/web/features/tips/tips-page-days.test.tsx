import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import {
  fullTip,
  json,
  lockedTip,
  meAs,
  mockApi,
  renderWithProviders,
  requestedUrls,
  tipStats,
} from './test/fixtures';
import { TipsPage } from './tips-page';

/**
 * Issue 35: the Tips page shows Today (the spec's route and polling), Tomorrow, or a day picked from the calendar
 * (GET /api/tips?date=), the day kept in the address. The browser's clock reads 09:00 UK time on Friday 20 November
 * 2026.
 */
const NOW = new Date('2026-11-20T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  resetBetslipStoreForTests();
});

const at = (iso: string) => new Date(iso).toISOString();
const tomorrowTip = fullTip({
  id: 21,
  horse: 'Tomorrow Runner',
  date: '2026-11-21',
  time: '14:05',
  startsAt: at('2026-11-21T14:05:00Z'),
});
const tomorrowLocked = lockedTip({
  id: 22,
  accessLevel: 'Monthly',
  date: '2026-11-21',
  time: '15:05',
  startsAt: at('2026-11-21T15:05:00Z'),
});
const pastWinner = fullTip({
  id: 31,
  horse: 'Past Winner',
  date: '2026-11-17',
  startsAt: at('2026-11-17T14:30:00Z'),
  result: 'Won',
  sp: '3/1',
});
const pastStarter = fullTip({
  id: 32,
  horse: 'Past Starter',
  accessLevel: 'Starter',
  raceEntryId: 132,
  date: '2026-11-17',
  startsAt: at('2026-11-17T15:30:00Z'),
  result: 'Lost',
  sp: '4/1',
});
const pastUnresulted = lockedTip({
  id: 33,
  accessLevel: 'Monthly',
  date: '2026-11-17',
  time: '16:10',
  startsAt: at('2026-11-17T16:10:00Z'),
});

/** GET /api/tips?date= answering per day. */
const tipsByDay =
  (days: Record<string, unknown[]>) =>
  (url: URL): Response =>
    json(days[url.searchParams.get('date') ?? ''] ?? []);

const dayLinks = () => within(screen.getByRole('list', { name: 'Choose a day' })).getAllByRole('link');

describe('the Tips page on other days', () => {
  it('opens on Today from the spec route, and Tomorrow shows the tips published for tomorrow', async () => {
    const fetchMock = mockApi({
      '/api/tips/today': [fullTip({ startsAt: at('2026-11-20T14:30:00Z') })],
      '/api/tips': tipsByDay({ '2026-11-21': [tomorrowTip, tomorrowLocked] }),
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');
    await screen.findByRole('article', { name: 'Galopin Des Champs' });
    const [today, tomorrow] = dayLinks();
    expect(today).toHaveTextContent('Today');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('href', '/tips');
    expect(tomorrow).toHaveAttribute('href', '/tips?date=2026-11-21');
    expect(tomorrow).not.toHaveAttribute('aria-current');
    expect(screen.getByLabelText('Pick a day')).toHaveValue('2026-11-20');
    expect(requestedUrls(fetchMock, '/api/tips')).toEqual([]);

    await userEvent.click(tomorrow!);
    expect(await screen.findByRole('article', { name: 'Tomorrow Runner' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Galopin Des Champs' })).not.toBeInTheDocument();
    expect(dayLinks()[1]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('2 tips tomorrow')).toBeInTheDocument();
    // The locked tip is offered as tomorrow's, never with its horse.
    expect(
      screen.getByRole('region', { name: '1 more tip tomorrow for Monthly members' }),
    ).toBeInTheDocument();
    expect(requestedUrls(fetchMock, '/api/tips').map((url) => url.search)).toEqual(['?date=2026-11-21']);
  });

  it('reads a past day picked from the calendar: resulted tips in an open results fold, a locked one as its race', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': () => json(meAs('Free')),
      '/api/tips/today': [],
      '/api/tips': tipsByDay({ '2026-11-17': [pastWinner, pastStarter, pastUnresulted] }),
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips');
    await screen.findByText('No Racing Tips Available Yet');
    const picker = screen.getByLabelText('Pick a day');
    expect(picker).toHaveAttribute('min', '2020-01-01');
    expect(picker).toHaveAttribute('max', '2026-11-27');
    fireEvent.change(picker, { target: { value: '2026-11-17' } });

    const results = await screen.findByRole('region', { name: /Results on Tue 17 Nov 2026/ });
    expect(within(results).getByRole('button', { name: 'Hide results' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(results).getByText('Past Winner')).toBeVisible();
    expect(within(results).getByText('Past Starter')).toBeVisible();
    expect(within(results).getByText('SP 3/1')).toBeVisible();
    expect(screen.getByText('3 tips on Tue 17 Nov 2026, 1 without a result')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /1 more tip on Tue 17 Nov 2026/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Pick a day')).toHaveValue('2026-11-17');
    for (const link of dayLinks()) expect(link).not.toHaveAttribute('aria-current');
    expect(requestedUrls(fetchMock, '/api/tips').map((url) => url.search)).toEqual(['?date=2026-11-17']);
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('keeps the filter with the day: Free on a past day lists only its Free tips', async () => {
    mockApi({
      '/api/tips': tipsByDay({ '2026-11-17': [pastWinner, pastStarter] }),
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips?date=2026-11-17&filter=free');
    const results = await screen.findByRole('region', { name: /Results on Tue 17 Nov 2026/ });
    expect(within(results).getByText('Past Winner')).toBeInTheDocument();
    expect(within(results).queryByText('Past Starter')).not.toBeInTheDocument();
    expect(dayLinks()[0]).toHaveAttribute('href', '/tips?filter=free');
    expect(dayLinks()[1]).toHaveAttribute('href', '/tips?date=2026-11-21&filter=free');
  });

  it('says plainly when a day has no tips', async () => {
    mockApi({ '/api/tips': [], '/api/tips/stats': tipStats() });
    const { unmount } = renderWithProviders(<TipsPage />, '/tips?date=2026-11-17');
    expect(await screen.findByRole('heading', { name: 'No tips on Tue 17 Nov 2026' })).toBeInTheDocument();
    expect(screen.getByText('No tips were published for that day.')).toBeInTheDocument();
    unmount();

    renderWithProviders(<TipsPage />, '/tips?date=2026-11-21');
    expect(await screen.findByRole('heading', { name: 'No tips tomorrow' })).toBeInTheDocument();
    expect(screen.getByText(/None published yet/)).toBeInTheDocument();
  });

  it('shows today for an address whose day the API would refuse', async () => {
    for (const bad of ['2026-11-28', '2019-12-31', '2026-02-30', 'tomorrow']) {
      const fetchMock = mockApi({ '/api/tips/today': [], '/api/tips/stats': tipStats() });
      const { unmount } = renderWithProviders(<TipsPage />, `/tips?date=${bad}`);
      expect(await screen.findByText('No Racing Tips Available Yet'), bad).toBeInTheDocument();
      expect(dayLinks()[0], bad).toHaveAttribute('aria-current', 'date');
      expect(requestedUrls(fetchMock, '/api/tips'), bad).toEqual([]);
      unmount();
    }
  });

  it('shows "Failed to fetch tips" with a retry when another day cannot be read', async () => {
    expectConsoleError(/API error.*\/api\/tips\?date=2026-11-21/s);
    let calls = 0;
    mockApi({
      '/api/tips': () => {
        calls += 1;
        return calls === 1 ? new Response('{"error":"down"}', { status: 503 }) : json([tomorrowTip]);
      },
      '/api/tips/stats': tipStats(),
    });
    renderWithProviders(<TipsPage />, '/tips?date=2026-11-21');
    await screen.findByText('Failed to fetch tips');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tomorrow Runner' })).toBeInTheDocument();
  });
});
