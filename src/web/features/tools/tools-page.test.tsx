import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTier } from '~/domain/tiers';
import { json, meAs, mockApi } from '~/web/test/render-with-api';
import { ToolsPage } from './tools-page';

const renderTools = (tier: TTier | null) => {
  mockApi({ 'GET /api/auth/me': () => (tier ? json(meAs(tier)) : json({ error: 'Sign in' }, 401)) });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/tools']}>
        <ToolsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const value = (name: string) => screen.getByLabelText(name, { selector: 'output' }).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('the tools gate', () => {
  it.each([
    ['a guest', null],
    ['a Free member', 'Free'],
  ] as const)('gives %s the Bet Calculator free, working', async (_who, tier) => {
    const user = userEvent.setup();
    renderTools(tier);
    const stake = await screen.findByLabelText('Stake', { selector: 'input' });
    expect(stake).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Premium Betting Tools' })).not.toBeInTheDocument();
    await user.clear(stake);
    await user.type(stake, '20');
    const odds = screen.getByLabelText('Fractional odds');
    await user.clear(odds);
    await user.type(odds, '11/4');
    expect(value('Potential Return')).toBe('£75.00');
  });

  it('keeps dutching, hedging and the settler behind the Starter gate, each with a real, disabled preview', async () => {
    const user = userEvent.setup();
    renderTools('Free');
    for (const name of ['Dutching', 'Hedging', 'Bet Settler']) {
      await user.click(await screen.findByRole('tab', { name }));
      const panel = screen.getByRole('tabpanel', { name });
      const gate = await within(panel).findByRole('region', { name: 'Premium Betting Tools' });
      expect(gate).toHaveTextContent(
        'This betting calculator toolbox requires a Starter subscription or higher.',
      );
      expect(within(gate).getByRole('link', { name: 'See Starter' })).toHaveAttribute(
        'href',
        '/subscription?plan=Starter',
      );
    }
    // The settler's preview shows its figures, with every field disabled.
    expect(await screen.findByLabelText('Selection 1 odds')).toBeDisabled();
    expect(value('Total Return')).toBe('£30.00');
  });

  it("sends a guest from a locked tool's gate to the Starter card (choosing it asks them to sign in)", async () => {
    const user = userEvent.setup();
    renderTools(null);
    await user.click(await screen.findByRole('tab', { name: 'Hedging' }));
    const gate = await screen.findByRole('region', { name: 'Premium Betting Tools' });
    expect(within(gate).getByRole('link', { name: 'See Starter' })).toHaveAttribute(
      'href',
      '/subscription?plan=Starter',
    );
  });

  it('opens the tools for Starter and above', async () => {
    renderTools('Starter');
    expect(await screen.findByLabelText('Stake', { selector: 'input' })).toBeEnabled();
    expect(screen.queryByText(/requires a Starter subscription/)).not.toBeInTheDocument();
    for (const name of ['Bet Calculator', 'Dutching', 'Hedging', 'Bet Settler'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Dutching' }));
    expect(screen.queryByRole('region', { name: 'Premium Betting Tools' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simple Betting Guide' })).toHaveAttribute(
      'href',
      '/tools/betting-guide',
    );
  });
});

describe('Bet Settler', () => {
  it('loads when its tab is opened, with the figures for the defaults', async () => {
    const user = userEvent.setup();
    renderTools('Starter');
    await user.click(await screen.findByRole('tab', { name: 'Bet Settler' }));
    // The settler loads apart from the page, after the dutching and hedging calculators' chunk.
    expect(await screen.findByLabelText('Selection 1 odds')).toHaveValue('2/1');
    expect(value('Total Return')).toBe('£30.00');
  });
});

describe('Bet Calculator', () => {
  it("pays Betfair's published each-way example as My Bets does: £10 each way at 7/4, 1/4 odds", async () => {
    // support.betfair.com "Each Way Terms": a £27.50 win part and a £14.375 place part. Each part drops its fraction
    // of a penny, as tracked bets are settled: £14.37, £41.87 in all (Betfair's page rounds to £14.38 and £41.88).
    const user = userEvent.setup();
    renderTools('Monthly');
    const odds = await screen.findByLabelText('Fractional odds');
    await user.clear(odds);
    await user.type(odds, '7/4');
    await user.click(screen.getByRole('switch', { name: 'Each Way' }));
    expect(screen.getByLabelText('Places')).toHaveValue('3');
    expect(screen.getByLabelText('Place terms')).toHaveValue('1/4');
    expect(
      within(screen.getByLabelText('Place terms'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1/4', '1/5', '1/3', '1/2']);
    expect(value('Total Stake')).toBe('£20.00');
    expect(value('Potential Return')).toBe('£41.87');
    expect(value('Potential Profit')).toBe('£21.87');
    expect(value('Win part return')).toBe('£27.50');
    expect(value('Place part return')).toBe('£14.37');
    expect(value('Place-only return')).toBe('£14.37');
  });

  it('keeps the three formats in step and says when a price is not understood', async () => {
    const user = userEvent.setup();
    renderTools('Monthly');
    await screen.findByLabelText('Fractional odds');
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    const decimal = screen.getByLabelText('Decimal odds');
    expect(decimal).toHaveValue('6.00');
    expect(decimal).toHaveAttribute('placeholder', '6.0');
    await user.clear(decimal);
    await user.type(decimal, '2.75');
    expect(screen.getByText(/^7\/4 = 2\.75 decimal = \+175 American/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'American' }));
    expect(screen.getByLabelText('American odds')).toHaveValue('+175');
    await user.click(screen.getByRole('radio', { name: 'Fractional' }));
    expect(screen.getByLabelText('Fractional odds')).toHaveValue('7/4');
    await user.clear(screen.getByLabelText('Fractional odds'));
    await user.type(screen.getByLabelText('Fractional odds'), '5/0');
    expect(
      screen.getByText('Not understood as fractional odds (such as 5/1): counted as evens'),
    ).toBeInTheDocument();
    expect(value('Potential Return')).toBe('£20.00');
  });

  it('shows one price in every format: switching never changes it (2.375, 1.91, and a fraction not understood)', async () => {
    const user = userEvent.setup();
    renderTools('Monthly');
    const stake = await screen.findByLabelText('Stake', { selector: 'input' });
    await user.clear(stake);
    await user.type(stake, '100');
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    await user.clear(screen.getByLabelText('Decimal odds'));
    await user.type(screen.getByLabelText('Decimal odds'), '2.375');
    // 100 x 2.375, not 100 x 2.38.
    expect(value('Potential Return')).toBe('£237.50');
    await user.click(screen.getByRole('radio', { name: 'Fractional' }));
    expect(screen.getByLabelText('Fractional odds')).toHaveValue('11/8');
    expect(value('Potential Return')).toBe('£237.50');
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    expect(screen.getByLabelText('Decimal odds')).toHaveValue('2.375');
    await user.clear(screen.getByLabelText('Decimal odds'));
    await user.type(screen.getByLabelText('Decimal odds'), '1.91');
    expect(value('Potential Return')).toBe('£191.00');
    await user.click(screen.getByRole('radio', { name: 'Fractional' }));
    // 91/100 exactly: 10/11 (1.909...) would return £190.90.
    expect(screen.getByLabelText('Fractional odds')).toHaveValue('91/100');
    expect(value('Potential Return')).toBe('£191.00');

    await user.clear(screen.getByLabelText('Fractional odds'));
    await user.type(screen.getByLabelText('Fractional odds'), 'abc');
    expect(value('Potential Return')).toBe('£200.00');
    await user.click(screen.getByRole('radio', { name: 'Decimal' }));
    expect(screen.getByLabelText('Decimal odds')).toHaveValue('2.00');
    expect(value('Potential Return')).toBe('£200.00');
    await user.click(screen.getByRole('radio', { name: 'Fractional' }));
    expect(screen.getByLabelText('Fractional odds')).toHaveValue('abc');
    expect(
      screen.getByText('Not understood as fractional odds (such as 5/1): counted as evens'),
    ).toBeInTheDocument();
    expect(value('Potential Return')).toBe('£200.00');
  });

  it('steps the stake by £1, never below £1 with minus, and recalculates as you go', async () => {
    const user = userEvent.setup();
    renderTools('Monthly');
    const stake = await screen.findByLabelText('Stake', { selector: 'input' });
    expect(stake).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'Increase stake by £1' }));
    expect(value('Potential Return')).toBe('£66.00');
    await user.clear(stake);
    await user.type(stake, '1');
    expect(screen.getByRole('button', { name: 'Decrease stake by £1' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Stake slider' })).toHaveValue('1');
    await user.clear(stake);
    await user.type(stake, '-5');
    expect(value('Total Stake')).toBe('£0.00');
    expect(value('ROI')).toBe('0.00%');
  });
});

describe('Dutching', () => {
  it('splits the stake by implied chance, adds and removes selections (never below 2)', async () => {
    const user = userEvent.setup();
    renderTools('Monthly');
    await user.click(await screen.findByRole('tab', { name: 'Dutching' }));
    // The dutching calculator loads apart from the page (it is not in the first paint).
    expect(await screen.findByLabelText('Total stake')).toHaveValue(100);
    expect(screen.queryByRole('button', { name: /Remove selection/ })).not.toBeInTheDocument();
    // Two 4/1 shots: 20% each, £50 each, each returns £250.
    expect(value('Selection 1 stake')).toBe('£50.00');
    expect(value('Guaranteed Profit')).toBe('£150.00');
    expect(value('Overround')).toBe('-60.00%');
    await user.click(screen.getByRole('button', { name: 'Add Selection' }));
    expect(screen.getByLabelText('Selection 3 odds')).toHaveValue('4/1');
    await user.clear(screen.getByLabelText('Selection 3 odds'));
    await user.type(screen.getByLabelText('Selection 3 odds'), '1/2');
    // 1/5 + 1/5 + 2/3 = 16/15: stakes £18.75, £18.75, £62.50, each returning £93.75.
    expect(value('Selection 1 stake')).toBe('£18.75');
    expect(value('Selection 3 stake')).toBe('£62.50');
    expect(value('Guaranteed Profit')).toBe('-£6.25');
    expect(value('Overround')).toBe('6.67%');
    await user.hover(screen.getByRole('button', { name: 'What is overround?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Below 0% every selection returns a profit/);
    await user.unhover(screen.getByRole('button', { name: 'What is overround?' }));
    await user.click(screen.getByRole('button', { name: 'Remove selection 3' }));
    expect(screen.queryByLabelText('Selection 3 odds')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove selection/ })).not.toBeInTheDocument();
  });
});

describe('Hedging', () => {
  it('lays the stake that makes both outcomes equal after commission', async () => {
    const user = userEvent.setup();
    renderTools('Monthly');
    await user.click(await screen.findByRole('tab', { name: 'Hedging' }));
    // £10 back at 2/1, lay at 6/4 with 5% commission: L = 30 / 2.45 = £12.24; +£1.63 either way.
    expect(await screen.findByLabelText('Back Stake')).toHaveValue(10);
    expect(value('Optimal Lay Stake')).toBe('£12.24');
    expect(value('If Back Wins')).toBe('£1.63');
    expect(value('If Back Loses')).toBe('£1.63');
    expect(value('Guaranteed Profit')).toBe('£1.63');
    const commission = screen.getByLabelText('Commission');
    await user.clear(commission);
    await user.type(commission, '25');
    expect(screen.getByText('Commission is between 0 and 10%: worked out at 10%')).toBeInTheDocument();
    await user.clear(commission);
    await user.type(commission, '0');
    // No commission: L = 30 / 2.5 = £12.00; £20 - £18 = £2.00 either way.
    expect(value('Optimal Lay Stake')).toBe('£12.00');
    expect(value('Guaranteed Profit')).toBe('£2.00');
  });
});
