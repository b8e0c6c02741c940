import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addItem } from '~/web/lib/betslip-store';
import { getDeviceBets } from '~/web/lib/device-bets';
import { seriousViolations } from '~/web/test/axe';
import {
  balance,
  item,
  json,
  meAs,
  renderWithProviders,
  resetBetslipTestState,
  stubApi,
} from '../test/fixtures';

const panel = () => screen.getByRole('dialog', { name: 'Betslip' });
const returnOf = () => within(panel()).getByText('Potential return').nextElementSibling;

afterEach(resetBetslipTestState);

// NOTE: typed key by key with an axe pass: seconds on a busy machine.
describe('the slip price, bookmaker, BOG and SP (issue 36)', { timeout: 15_000 }, () => {
  it('takes the price the member typed, works the return out from it and sends it with the bookmaker and BOG', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/user/balance': () => balance(100_000),
      'POST /api/bets': () => json({ id: 1 }, 201),
    });
    const user = userEvent.setup();
    addItem(item({ odds: '5/2', stake: 10 }));
    renderWithProviders();

    const price = within(panel()).getByLabelText('Price for Galopin');
    expect(price).toHaveValue('5/2');
    expect(returnOf()).toHaveTextContent('£35.00');

    await user.clear(price);
    expect(within(panel()).getByText('Enter the price you took')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Place Bets' })).toBeDisabled();
    await user.type(price, '7/1');
    expect(returnOf()).toHaveTextContent('£80.00');
    await user.type(price, 'x');
    expect(within(panel()).getByText(/Enter the price as a fraction such as 5\/2/)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.type(price, '{Backspace}');

    const bookmaker = within(panel()).getByLabelText(/Bookmaker for Galopin/);
    expect(bookmaker).toHaveAttribute('list');
    const list = document.getElementById(bookmaker.getAttribute('list') ?? '');
    expect(list?.querySelector('option[value="William Hill"]')).not.toBeNull();
    await user.type(bookmaker, '  Betfred ');
    await user.click(within(panel()).getByLabelText('Best odds guaranteed for Galopin'));
    expect(await seriousViolations(panel())).toEqual([]);

    await user.click(within(panel()).getByRole('button', { name: 'Place Bets' }));
    await waitFor(() => expect(api.bodies('POST', '/api/bets')).toHaveLength(1));
    expect(api.bodies('POST', '/api/bets')[0]).toMatchObject({
      odds: '7/1',
      stake: 10,
      potentialReturn: 80,
      bookmaker: 'Betfred',
      priceType: 'bog',
    });
  });

  it('reads and converts a decimal price for a member who sees decimal odds', async () => {
    const api = stubApi({
      'GET /api/auth/me': () => json(meAs('Monthly', { oddsFormat: 'decimal' })),
      'GET /api/user/balance': () => balance(100_000),
      'POST /api/bets': () => json({ id: 1 }, 201),
    });
    const user = userEvent.setup();
    addItem(item({ odds: '5/2', stake: 10 }));
    renderWithProviders();
    const price = within(panel()).getByLabelText('Price for Galopin');
    await waitFor(() => expect(price).toHaveValue('3.50'));
    await user.clear(price);
    await user.type(price, '1.91');
    expect(returnOf()).toHaveTextContent('£19.10');
    expect(within(panel()).getByText('1.91', { selector: 'span' })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Place Bets' }));
    await waitFor(() => expect(api.bodies('POST', '/api/bets')).toHaveLength(1));
    expect(api.bodies('POST', '/api/bets')[0]).toMatchObject({ odds: '91/100', potentialReturn: 19.1 });
    expect(api.bodies('POST', '/api/bets')[0]).not.toHaveProperty('priceType');
  });

  it('an SP bet shows SP for its price, no potential return, and is kept on a guest device as SP', async () => {
    stubApi({});
    const user = userEvent.setup();
    addItem(item({ odds: '', stake: 4 }));
    renderWithProviders();
    const place = within(panel()).getByRole('button', { name: 'Place Bets' });
    expect(place).toBeDisabled();
    await user.click(within(panel()).getByLabelText(/SP .*for Galopin/));
    expect(within(panel()).getByLabelText('Price for Galopin')).toHaveValue('SP');
    expect(within(panel()).queryByText('Potential return')).not.toBeInTheDocument();
    expect(within(panel()).getByLabelText('Best odds guaranteed for Galopin')).toBeDisabled();
    await user.type(within(panel()).getByLabelText(/Bookmaker for Galopin/), 'Tote');
    expect(place).toBeEnabled();
    await user.click(place);
    await waitFor(() => expect(getDeviceBets()).toHaveLength(1));
    expect(getDeviceBets()[0]).toMatchObject({
      odds: 'SP',
      potentialReturn: 0,
      priceType: 'sp',
      bookmaker: 'Tote',
    });
  });
});
