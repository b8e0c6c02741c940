import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '~/web/lib/query-client';
import { AccountMenu } from './account-menu';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const ME = {
  user: {
    id: 7,
    email: 'monthly@example.com',
    username: 'punter_7',
    role: 'user',
    oddsFormat: 'fractional',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  subscription: {
    tier: 'Monthly',
    startDate: '2025-01-01T00:00:00.000Z',
    endDate: '2099-01-01T00:00:00.000Z',
    lastPaymentDate: '2025-01-01T00:00:00.000Z',
    userId: 7,
    isActive: true,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const mockApi = (routes: Record<string, () => Response>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler() : json({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const renderMenu = () => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tips']}>
        <AccountMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountMenu', () => {
  it('offers "Sign in" to a guest (me answers 401)', async () => {
    mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    renderMenu();

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/sign-in?next=%2Ftips');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('shows the username and tier when signed in', async () => {
    mockApi({ 'GET /api/auth/me': () => json(ME) });
    renderMenu();

    expect(await screen.findByText('punter_7')).toBeInTheDocument();
    // The button's name starts with what it shows, so speech users can say it (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'punter_7, account menu' })).toBeInTheDocument();
    // A paying member's plan is the header's badge; the menu's label says it again.
    expect(screen.queryByText('Monthly')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /account menu/i }));
    expect(await screen.findByText('Monthly')).toBeInTheDocument();
  });

  it('lists the spec links and signs out', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': () => json(ME),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderMenu();

    await screen.findByText('punter_7');
    await user.click(screen.getByRole('button', { name: /account menu/i }));

    const expected: Array<[string, string]> = [
      ['My Bets', '/bets'],
      ['Expert Tips', '/tips'],
      ['Odds Calculator', '/tools/odds-calculator'],
      ['Responsible Gambling', '/responsible-gambling'],
      ['Upgrade', '/subscription'],
      ['Betting limits', '/settings/account'],
      ['Account and payments', '/account'],
    ];
    for (const [name, href] of expected) {
      expect(await screen.findByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    // Manage Tips is for administrators only.
    expect(screen.queryByRole('menuitem', { name: 'Manage Tips' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed out' })),
    );
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/auth/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('gives a Lifetime administrator "Your plan" instead of Upgrade, and Manage Tips', async () => {
    const lifetimeAdmin = {
      user: { ...ME.user, role: 'admin' },
      subscription: { ...ME.subscription, tier: 'Lifetime', endDate: null },
    };
    mockApi({ 'GET /api/auth/me': () => json(lifetimeAdmin) });
    const user = userEvent.setup();
    renderMenu();
    await screen.findByText('punter_7');
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Your plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('menuitem', { name: 'Upgrade' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage Tips' })).toHaveAttribute('href', '/admin');
  });

  it("lets a guest choose decimal odds, remembered on this device, and a member's choice is saved to the account", async () => {
    mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    const user = userEvent.setup();
    renderMenu();
    await screen.findByRole('link', { name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const group = await screen.findByRole('group', { name: 'Show odds as' });
    expect(within(group).getByRole('menuitemradio', { name: /Fractional/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(group).getByRole('menuitemradio', { name: /Decimal/ }));
    expect(localStorage.getItem('racepro.oddsFormat')).toBe('decimal');
    expect(within(group).getByRole('menuitemradio', { name: /Decimal/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    localStorage.clear();
  });

  it('keeps "Betting limits" and "Sign out" out of the guest menu', async () => {
    mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    const user = userEvent.setup();
    renderMenu();

    await screen.findByRole('link', { name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: /account menu/i }));

    expect(await screen.findByRole('menuitem', { name: 'My Bets' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Create account' })).toHaveAttribute('href', '/sign-up');
    expect(screen.queryByRole('menuitem', { name: 'Betting limits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
