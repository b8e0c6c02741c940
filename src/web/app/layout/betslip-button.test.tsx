import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addItem, getBetslipState, resetBetslipStoreForTests, setBetslipOpen } from '~/web/lib/betslip-store';
import { createQueryClient } from '~/web/lib/query-client';
import { BetslipButton } from './betslip-button';

const line = {
  raceEntryId: 7,
  horse: 'Galopin',
  race: '14:30',
  track: 'Ascot',
  odds: '5/2',
  type: 'Win',
  stake: 5,
} as const;

const renderButton = () => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ error: 'Not signed in' }), { status: 401 }),
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BetslipButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

afterEach(() => {
  window.localStorage.clear();
  resetBetslipStoreForTests();
  vi.unstubAllGlobals();
});

describe('BetslipButton', () => {
  it('shows the count, opens the slide-in panel and closes it on Escape', async () => {
    addItem(line);
    addItem({ ...line, raceEntryId: 8, horse: 'Silver Arrow' });
    setBetslipOpen(false);
    const user = userEvent.setup();
    renderButton();
    // 2 x £5 win bets: the button says the count and the total stake.
    const button = screen.getByRole('button', { name: 'Open betslip, 2 bets, total stake £10.00' });
    expect(button).toHaveTextContent('2£10.00');
    expect(button).toHaveClass('fixed', 'right-[4.25rem]');
    await user.click(button);
    // The panel's code loads on first use (or after the first paint): it arrives, then the dialog shows.
    const panel = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(within(panel).getByText('Silver Arrow')).toBeInTheDocument();
    expect(getBetslipState().isOpen).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getBetslipState().isOpen).toBe(false);
    expect(button).toHaveFocus();
  });

  it('says "1 bet" for a single selection and counts both parts of an each-way stake', () => {
    addItem({ ...line, type: 'Each Way', stake: 2.5 });
    setBetslipOpen(false);
    renderButton();
    expect(
      screen.getByRole('button', { name: 'Open betslip, 1 bet, total stake £5.00' }),
    ).toBeInTheDocument();
  });

  it('shows just the icon while the slip is empty', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Open betslip, 0 bets' });
    expect(button).toHaveTextContent('');
  });

  it('docks as a column from 1280 px: no overlay, and using the page leaves it open', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(min-width: 1280px)',
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    addItem(line);
    const user = userEvent.setup();
    renderButton();
    const panel = await screen.findByRole('dialog', { name: 'Betslip' });
    expect(panel).not.toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveClass('w-[22rem]');
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Betslip' })).toBeInTheDocument();
    expect(getBetslipState().isOpen).toBe(true);
  });
});
