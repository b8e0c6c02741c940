import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BETSLIP_STORAGE_KEY, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { json, meAs, mockApi } from '~/web/test/render-with-api';
import { RootLayout } from './root-layout';

// The account menu talks to the API; the shell only needs a placeholder in its place.
vi.mock('~/web/features/auth/components/account-menu', () => ({
  AccountMenu: () => <button type="button">Account</button>,
}));

const renderShell = ({
  me = null,
  path = '/',
}: {
  me?: ReturnType<typeof meAs> | null;
  path?: string;
} = {}) => {
  // A guest by default: every API read answers 401 or an empty list, as the shell sees it before sign-in.
  mockApi({
    'GET /api/auth/me': () => (me ? json(me) : json({ error: 'Sign in to continue' }, 401)),
    'GET /api/entries/results': () => json([]),
    'GET /api/bets/tracked': () => json([]),
  });
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <h1>Today's racing</h1> },
          { path: 'admin', element: <h1>Admin Panel</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => {
  window.localStorage.clear();
  resetBetslipStoreForTests();
  vi.unstubAllGlobals();
});

describe('RootLayout', () => {
  it('renders the landmarks, skip link, page and footer helpline', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { name: "Today's racing" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'RacePro home' })).toHaveAttribute('href', '/');
    expect(await within(header).findByRole('link', { name: 'UPGRADE' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    for (const name of ['Main', 'Footer'])
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    // The admin strip is for administrators; everyone else has a footer link.
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /0808 8020 133/ })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(footer).getByRole('link', { name: 'Manage Your Betting Limits' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(within(footer).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    for (const [name, href] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
    ])
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('timer', { name: 'UK time' })).toBeInTheDocument();
  });

  it.each(['Starter', 'Monthly', 'Lifetime'] as const)(
    'shows a %s member their plan instead of UPGRADE',
    async (tier) => {
      renderShell({ me: meAs(tier) });
      const header = screen.getByRole('banner');
      expect(await within(header).findByRole('link', { name: `Your plan: ${tier}` })).toHaveAttribute(
        'href',
        '/subscription',
      );
      expect(within(header).queryByRole('link', { name: 'UPGRADE' })).not.toBeInTheDocument();
    },
  );

  it('keeps UPGRADE for a Free member', async () => {
    renderShell({ me: meAs('Free') });
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'UPGRADE' }),
    ).toBeInTheDocument();
  });

  it('gives an administrator the admin strip, and drops the shopper chrome on admin screens', async () => {
    renderShell({ me: meAs('Free', { role: 'admin' }), path: '/admin' });
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open betslip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open chat assistant' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'UPGRADE' }),
    ).not.toBeInTheDocument();
  });

  it('opens the chat assistant panel and closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: 'Open chat assistant' }));
    const panel = await screen.findByRole('dialog', { name: 'RacePro Assistant' });
    expect(within(panel).getByText("Hi! I'm the RacePro Assistant.")).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Betting Guide' })).toHaveAttribute(
      'href',
      '/betting-guide',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the betslip count and its summary', async () => {
    window.localStorage.setItem(
      BETSLIP_STORAGE_KEY,
      JSON.stringify({
        items: [
          {
            raceEntryId: 7,
            horse: 'Galopin',
            race: '2:30',
            track: 'Ascot',
            odds: '5/2',
            type: 'Win',
            stake: 5,
          },
        ],
        isOpen: false,
      }),
    );
    const user = userEvent.setup();
    renderShell();
    await user.click(await screen.findByRole('button', { name: /^Open betslip, 1 bet, total stake £/ }));
    const panel = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(panel).getByText('Galopin')).toBeInTheDocument();
    expect(within(panel).getByText('Total stake')).toBeInTheDocument();
  });
});
