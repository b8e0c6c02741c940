import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPlansResponse } from '~/domain/payments.contract';
import { callsTo, json, meAs, mockApi } from '~/web/test/render-with-api';
import { PaymentDialog } from './payment-dialog';

// Stripe.js is never fetched in tests: the loader and the React bindings are stand-ins that behave like Stripe's.
const stripe = vi.hoisted(() => ({
  load: vi.fn(),
  confirmPayment: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.load }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    useEffect(() => onReady?.(), [onReady]);
    return <p>Stripe card form</p>;
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({}),
}));

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const plans: TPlansResponse = {
  provider: 'stripe',
  publishableKey: 'pk_test_123',
  prices: { Starter: 0.99, Monthly: 7.99, Lifetime: 39.99 },
  starterIntro: true,
  unavailable: {},
  changeNotes: {},
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const renderDialog = (publishableKey = 'pk_test_123') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/subscription']}>
        <Routes>
          <Route
            path="/subscription"
            element={
              <PaymentDialog plan="Lifetime" plans={{ ...plans, publishableKey }} onOpenChange={() => {}} />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  toastMock.mockReset();
  stripe.load.mockReset();
  stripe.confirmPayment.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const consent = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('checkbox', { name: /^Start my plan as soon as I pay/ }));

describe('the payment dialog in Stripe mode', () => {
  const api = () =>
    mockApi({
      'POST /api/create-payment-intent': () =>
        json({ clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', amount: 39.99 }),
      'POST /api/payment-success': () =>
        json({ plan: 'Lifetime', expirationDate: null, isLifetime: true, carriedOverDays: 0 }),
      'GET /api/auth/refresh': () => json(meAs('Lifetime')),
    });

  it('loads Stripe.js with the publishable key, confirms in place, grants, toasts and goes home after 2 seconds', async () => {
    stripe.load.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const fetchMock = api();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Lifetime' });
    // Lifetime buyers consent to immediate access too, before the checkout opens.
    expect(within(dialog).queryByText('Stripe card form')).not.toBeInTheDocument();
    await consent(user, dialog);
    expect(await within(dialog).findByText('Stripe card form')).toBeInTheDocument();
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST', '/api/create-payment-intent')[0]?.init?.body)),
    ).toEqual(expect.objectContaining({ plan: 'Lifetime', consentToImmediateAccess: true }));
    expect(stripe.load).toHaveBeenCalledWith('pk_test_123');
    expect(within(dialog).queryByText(/Test payment/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay £39.99' }));
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/payment-success` },
        redirect: 'if_required',
      }),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Payment successful',
        description: 'Lifetime is yours. It never expires.',
      }),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/payment-success')[0]?.init?.body))).toEqual({
      paymentIntentId: 'pi_1',
    });
    expect(callsTo(fetchMock, 'GET', '/api/auth/refresh')).toHaveLength(1);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(await screen.findByTestId('where', {}, { timeout: 3000 })).toHaveTextContent(/^\/$/);
  });

  it('a confirmation error is "Payment failed" with Stripe\'s message, back to the form', async () => {
    stripe.load.mockResolvedValue({});
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    api();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await consent(user, dialog);
    await within(dialog).findByText('Stripe card form');
    await user.click(within(dialog).getByRole('button', { name: 'Pay £39.99' }));
    // Inside the dialog, above Pay: never a toast over the dialog.
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(toastMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Pay £39.99' })).toBeEnabled();
  });

  it('says so when Stripe.js cannot load, and nothing is charged', async () => {
    stripe.load.mockRejectedValue(new Error('Failed to load Stripe.js'));
    api();
    // Another key: Stripe.js loads once per key for the page's life, and the first tests loaded pk_test_123.
    renderDialog('pk_test_unreachable');
    const dialog = await screen.findByRole('dialog');
    await consent(userEvent.setup(), dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to load Stripe.js. Check your connection and try again; nothing has been charged.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay £39.99' })).toBeDisabled();
  });
});
