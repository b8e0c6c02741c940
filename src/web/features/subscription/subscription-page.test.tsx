import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPlansResponse } from '~/domain/payments.contract';
import { LIFETIME_CLOSED_MESSAGE } from '~/domain/plans';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi } from '~/web/test/render-with-api';
import { SubscriptionPage } from './subscription-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const plansOf = (over: Partial<TPlansResponse> = {}): TPlansResponse => ({
  provider: 'sandbox',
  publishableKey: null,
  prices: { Starter: 0.99, Monthly: 7.99, Lifetime: 39.99 },
  starterIntro: true,
  unavailable: {},
  changeNotes: {},
  ...over,
});

const Where = () => {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
};

const renderPage = (path = '/subscription') => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

const api = (routes: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/me': () => json(meAs('Free')),
    'GET /api/plans': () => json(plansOf()),
    'GET /api/payments': () => json({ payments: [] }),
    'GET /api/promo/early-adopter-count': () => json({ remaining: 9_876, percentRemaining: 99 }),
    'GET /api/referrals/me': () =>
      json({ code: 'ABCD2345', link: 'https://racepro.test/sign-up?ref=ABCD2345', joined: 2 }),
    ...routes,
  });

const cardOf = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

beforeEach(() => toastMock.mockReset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the plan page', () => {
  it('shows the four plans with the prices the server gives this visitor, and the early-supporter count', async () => {
    api({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(await screen.findByText('9,876 of 10,000 places left.')).toBeInTheDocument();
    await waitFor(() => expect(cardOf('Starter')).toHaveTextContent('£0.99 first week, then £2.99 per week'));
    expect(cardOf('Free')).toHaveTextContent('£0 always free');
    expect(cardOf('Monthly Value')).toHaveTextContent('£7.99 per month');
    expect(cardOf('Monthly Value')).toHaveTextContent('£3.97 less than four weeks of Starter');
    expect(cardOf('Lifetime Access')).toHaveTextContent('£39.99 one time');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/subscription',
    );
  });

  it('asks a guest choosing a paid plan to sign in first, and brings them back to that plan', async () => {
    api({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cardOf('Monthly Value')).toHaveTextContent('£7.99'));
    await user.click(within(cardOf('Monthly Value')).getByRole('button', { name: 'Choose Monthly' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/sign-in?next=%2Fsubscription%3Fplan%3DMonthly%26checkout%3D1',
    );
  });

  it('shows the starter banner once no early-supporter places remain, promising nothing about risk', async () => {
    api({ 'GET /api/promo/early-adopter-count': () => json({ remaining: 0, percentRemaining: 0 }) });
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Try Starter a week at a time' });
    // On a gambling product "low-risk" reads as a promise about betting (issue 33): the banner is about the price.
    expect(heading.closest('section')).not.toHaveTextContent(/risk/i);
    expect(screen.queryByText(/places left/)).not.toBeInTheDocument();
  });

  it('choosing Free shows a toast and goes home after 2 seconds', async () => {
    api({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(cardOf('Free')).findByRole('button', { name: 'Stay on Free' }));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'You are on Free' }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(await screen.findByTestId('where', {}, { timeout: 3000 })).toHaveTextContent(/^\/$/);
  });

  it('a Free member sees Free as the current plan', async () => {
    api();
    renderPage();
    await waitFor(() =>
      expect(within(cardOf('Free')).getByRole('button', { name: 'Your current plan' })).toBeDisabled(),
    );
  });

  it('an unknown tier is the "Something went wrong" toast', async () => {
    api();
    renderPage('/subscription?plan=Platinum');
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Something went wrong',
        description: 'Unable to process your subscription request. Please try again.',
      }),
    );
  });

  it('opens on the card a lock asked for (?plan=), marked and focused, without opening the payment', async () => {
    api({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    renderPage('/subscription?plan=Monthly');
    await waitFor(() => expect(cardOf('Monthly Value')).toHaveFocus());
    expect(within(cardOf('Monthly Value')).getByText('Selected')).toBeInTheDocument();
    expect(within(cardOf('Starter')).queryByText('Selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the chosen plan's payment when a member comes back from signing in (&checkout=1)", async () => {
    api();
    renderPage('/subscription?plan=Monthly&checkout=1');
    expect(await screen.findByRole('dialog', { name: 'Pay for Monthly' })).toBeInTheDocument();
  });

  it('says the Lifetime offer has closed once no places remain, and shows the Starter banner', async () => {
    api({
      'GET /api/promo/early-adopter-count': () => json({ remaining: 0, percentRemaining: 0 }),
      'GET /api/plans': () => json(plansOf({ unavailable: { Lifetime: LIFETIME_CLOSED_MESSAGE } })),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Try Starter a week at a time' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cardOf('Lifetime Access')).getByRole('button', { name: 'Offer closed' })).toBeDisabled(),
    );
    expect(cardOf('Lifetime Access')).toHaveTextContent(
      'The early-supporter Lifetime offer has closed: all 10,000 places have gone.',
    );
  });

  it('opens on their own plan for a paying member: what it includes, when it ends, what an upgrade adds, payments', async () => {
    api({
      'GET /api/auth/me': () =>
        json({
          ...meAs('Monthly'),
          subscription: { ...meAs('Monthly').subscription, endDate: '2099-12-23T10:00:00.000Z' },
        }),
      'GET /api/plans': () => json(plansOf({ starterIntro: false })),
      'GET /api/payments': () => json({ payments: [] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan: Monthly' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Choose Your Plan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/places left/)).not.toBeInTheDocument();
    const includes = screen.getByRole('region', { name: 'What your plan includes' });
    expect(includes).toHaveTextContent('Active until');
    expect(includes).toHaveTextContent('Strategy library: the Advanced Analysis guides');
    expect(includes).toHaveTextContent('Everything in Starter');
    expect(includes).not.toHaveTextContent('Track up to 25 bets');
    const upgrade = screen.getByRole('region', { name: 'What an upgrade would add' });
    expect(upgrade).toHaveTextContent('AI advisor: a personal strategy from your own settled bets');
    expect(upgrade).not.toHaveTextContent('Strategy library');
    expect(within(upgrade).getByRole('button', { name: 'Upgrade to Lifetime' })).toBeEnabled();
    const payments = screen.getByRole('region', { name: 'Payments and receipts' });
    expect(await within(payments).findByText('You have not made any payments.')).toBeInTheDocument();
  });

  it('shows a Lifetime member their plan with the supporter badge and nothing to buy', async () => {
    api({
      'GET /api/auth/me': () => json(meAs('Lifetime')),
      'GET /api/plans': () => json(plansOf({ unavailable: { Starter: 'x', Monthly: 'x', Lifetime: 'x' } })),
      'GET /api/payments': () => json({ payments: [] }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan: Lifetime' })).toBeInTheDocument();
    const includes = screen.getByRole('region', { name: 'What your plan includes' });
    expect(within(includes).getByText('Supporter')).toBeInTheDocument();
    expect(includes).toHaveTextContent('Never expires');
    expect(screen.queryByRole('region', { name: 'What an upgrade would add' })).not.toBeInTheDocument();
    expect(within(includes).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the current plan and the plans it already includes', async () => {
    api({
      'GET /api/payments': () => json({ payments: [] }),
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'GET /api/plans': () =>
        json(
          plansOf({
            starterIntro: false,
            prices: { Starter: 2.99, Monthly: 7.99, Lifetime: 39.99 },
            unavailable: { Starter: 'Your Monthly plan already includes Starter.' },
          }),
        ),
    });
    renderPage();
    await waitFor(() =>
      expect(
        within(cardOf('Monthly Value')).getByRole('button', { name: 'Add another month' }),
      ).toBeEnabled(),
    );
    expect(within(cardOf('Monthly Value')).getByText('Your plan')).toBeInTheDocument();
    expect(within(cardOf('Starter')).getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(cardOf('Starter')).toHaveTextContent('£2.99 per week');
    expect(within(cardOf('Lifetime Access')).getByRole('button', { name: 'Choose Lifetime' })).toBeEnabled();
  });

  it("shows the member's invite link and how many friends joined", async () => {
    api();
    renderPage();
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(
      'https://racepro.test/sign-up?ref=ABCD2345',
    );
    expect(screen.getByText('2 friends have joined through your link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('https://racepro.test/sign-up?ref=ABCD2345')),
    );
  });
});

describe('the payment dialog (sandbox)', () => {
  const CONSENT = 'Start my plan as soon as I pay. I understand that I then lose my 14-day right to cancel.';

  const openMonthly = async (routes: Parameters<typeof mockApi>[0] = {}, { consent = true } = {}) => {
    const fetchMock = api({
      'POST /api/create-payment-intent': () =>
        json({ clientSecret: 'pi_sandbox_1_secret_2', paymentIntentId: 'pi_sandbox_1', amount: 7.99 }),
      ...routes,
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cardOf('Monthly Value')).toHaveTextContent('£7.99'));
    await user.click(within(cardOf('Monthly Value')).getByRole('button', { name: 'Choose Monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Monthly' });
    if (consent) await user.click(within(dialog).getByRole('checkbox', { name: CONSENT }));
    return { fetchMock, user, dialog };
  };

  it('opens no checkout and keeps Pay disabled until the buyer consents to immediate access', async () => {
    const { fetchMock, user, dialog } = await openMonthly({}, { consent: false });
    const box = within(dialog).getByRole('checkbox', { name: CONSENT });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Access starts the moment your payment is confirmed. Your receipt e-mail confirms this choice.',
    );
    expect(within(dialog).getByText('Tick the box above to set up your payment.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay £7.99' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(0);
    expect(within(dialog).getByRole('link', { name: 'Terms (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByRole('link', { name: 'Privacy notice (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await user.click(box);
    expect(await within(dialog).findByLabelText('Card number')).toBeEnabled();
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/create-payment-intent')[0]?.init?.body)),
    ).toEqual(expect.objectContaining({ consentToImmediateAccess: true }));
    expect(within(dialog).getByRole('button', { name: 'Pay £7.99' })).toBeEnabled();
    // Taking the consent back disables Pay again; the checkout already opened is kept.
    await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Pay £7.99' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/create-payment-intent')).toHaveLength(1);
  });

  const fillCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
    await user.type(screen.getByLabelText('Card number'), number);
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
  };

  it('sets up the payment for the server price, says it is a test, and when paid closes, says so and goes home after 2 s', async () => {
    const { fetchMock, user, dialog } = await openMonthly({
      'POST /api/payments/sandbox/confirm': () =>
        json({ status: 'succeeded', paymentIntentId: 'pi_sandbox_1' }),
      'POST /api/payment-success': () =>
        json({
          plan: 'Monthly',
          expirationDate: '2026-12-23T10:00:00.000Z',
          isLifetime: false,
          carriedOverDays: 0,
        }),
      'GET /api/auth/refresh': () => json(meAs('Monthly')),
    });
    expect(dialog).toHaveStyle({ maxWidth: '500px' });
    expect(within(dialog).getByText(/Test payment: no money moves\./)).toBeInTheDocument();
    await within(dialog).findByLabelText('Card number');
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/create-payment-intent')[0]?.init?.body)),
    ).toEqual({
      amount: 7.99,
      productName: 'RacePro Monthly (1 month)',
      description: 'Monthly plan',
      plan: 'Monthly',
      consentToImmediateAccess: true,
    });
    await fillCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £7.99' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Payment successful',
        description: 'Monthly is active.',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/payment-success')[0]?.init?.body))).toEqual({
      paymentIntentId: 'pi_sandbox_1',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/), { timeout: 3000 });
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/payments/sandbox/confirm')[0]?.init?.body)),
    ).toEqual({
      clientSecret: 'pi_sandbox_1_secret_2',
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
    });
  });

  it('tells the buyer before they pay what the plan does to the one they hold', async () => {
    const note = 'Monthly starts now, and the 3 days left on your Starter plan are added to its end.';
    const { dialog } = await openMonthly({
      'GET /api/auth/me': () => json(meAs('Starter')),
      'GET /api/plans': () => json(plansOf({ changeNotes: { Monthly: note } })),
    });
    expect(within(dialog).getByText(note)).toBeInTheDocument();
  });

  it('shows "Setting up payment..." until the client secret arrives', async () => {
    let release: (r: Response) => void = () => {};
    const { dialog } = await openMonthly({
      'POST /api/create-payment-intent': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    expect(within(dialog).getByText('Setting up payment...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay £7.99' })).toBeDisabled();
    release(json({ clientSecret: 'pi_sandbox_1_secret_2', paymentIntentId: 'pi_sandbox_1', amount: 7.99 }));
    expect(await within(dialog).findByLabelText('Card number')).toBeEnabled();
  });

  it('a declined card: "Payment failed" with the message above Pay until the card is edited, focus on the card number', async () => {
    expectConsoleError(/API error.*\/api\/payments\/sandbox\/confirm/s);
    let release: (r: Response) => void = () => {};
    const { user, dialog } = await openMonthly({
      'POST /api/payments/sandbox/confirm': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await within(dialog).findByLabelText('Card number');
    await fillCard(user, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £7.99' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Card number')).toBeDisabled();
    release(json({ error: 'Your card was declined.' }, 402));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(toastMock).not.toHaveBeenCalled();
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription('Payment failed Your card was declined.');
    expect(number).toHaveValue('4000 0000 0000 0002');
    expect(within(dialog).getByRole('button', { name: 'Pay £7.99' })).toBeEnabled();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    // Editing the card clears it.
    await user.type(number, '{Backspace}');
    expect(within(dialog).queryByText('Your card was declined.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Payment failed')).not.toBeInTheDocument();
  });

  it('checks the card before sending it', async () => {
    const { fetchMock, user, dialog } = await openMonthly();
    await within(dialog).findByLabelText('Card number');
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £7.99' }));
    expect(within(dialog).getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the expiry date')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payments/sandbox/confirm')).toHaveLength(0);
  });

  it('a failed setup is "Payment setup failed" and the dialog closes', async () => {
    expectConsoleError(/API error.*\/api\/create-payment-intent/s);
    api({ 'POST /api/create-payment-intent': () => json({ error: 'Provider down' }, 503) });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cardOf('Monthly Value')).toHaveTextContent('£7.99'));
    await user.click(within(cardOf('Monthly Value')).getByRole('button', { name: 'Choose Monthly' }));
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Payment setup failed',
        description: 'Unable to set up payment. Please try again later.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel closes the dialog', async () => {
    const { user, dialog } = await openMonthly();
    await within(dialog).findByLabelText('Card number');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
