import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BETSLIP_STORAGE_KEY, resetBetslipStoreForTests } from '~/web/lib/betslip-store';
import { json, mockApi } from '~/web/test/render-with-api';
import { RootLayout } from './root-layout';

// The account menu talks to the API; the shell only needs a placeholder in its place.
vi.mock('~/web/features/auth/components/account-menu', () => ({
  AccountMenu: () => <button type="button">Account</button>,
}));

const renderShell = () => {
  // A guest: every API read answers 401 or an empty list, as the shell sees it before sign-in.
  mockApi({
    'GET /api/auth/me': () => json({ error: 'Sign in to continue' }, 401),
    'GET /api/entries/results': () => json([]),
  });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ index: true, element: <h1>Today's racing</h1> }] }],
    { initialEntries: ['/'] },
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
    expect(within(header).getByRole('link', { name: /upgrade/i })).toHaveAttribute('href', '/subscription');
    for (const name of ['Main', 'Admin', 'Footer'])
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: /0808 8020 133/ })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(footer).getByRole('link', { name: 'Manage Your Betting Limits' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(screen.getByRole('timer', { name: 'UK time' })).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Open betslip, 1 bet' }));
    const panel = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(panel).getByText('Galopin')).toBeInTheDocument();
    expect(within(panel).getByText('Total stake')).toBeInTheDocument();
  });
});
