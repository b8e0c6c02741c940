import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi } from '~/web/test/render-with-api';
import { PaymentSuccessPage } from './payment-success-page';

const renderAt = (search: string) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/payment-success${search}`]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
          <Route path="/subscription" element={<p>Plans screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/payment-success', () => {
  it('confirms, shows "Active until" in dd MMMM yyyy, and refreshes the session', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /api/payment-success': () => new Promise<Response>((resolve) => (release = resolve)),
      'GET /api/auth/refresh': () => json(meAs('Monthly')),
    });
    const queryClient = renderAt('?payment_intent=pi_sandbox_1&redirect_status=succeeded');
    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
    release(
      json({
        plan: 'Monthly',
        expirationDate: '2026-12-23T10:00:00.000Z',
        isLifetime: false,
        carriedOverDays: 0,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Active until').nextSibling).toHaveTextContent('23 December 2026');
    expect(screen.getByRole('link', { name: "Go to today's tips" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View My Bets' })).toHaveAttribute('href', '/my-bets');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/payment-success')[0]?.init?.body))).toEqual({
      paymentIntentId: 'pi_sandbox_1',
    });
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/refresh')).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.getQueryData(['auth', 'me'])).toEqual(meAs('Monthly')));
  });

  it('says "Never expires" for Lifetime, and claims no days added to a plan with no end', async () => {
    mockApi({
      'POST /api/payment-success': () =>
        json({ plan: 'Lifetime', expirationDate: null, isLifetime: true, carriedOverDays: 0 }),
      'GET /api/auth/refresh': () => json(meAs('Lifetime')),
    });
    renderAt('?payment_intent=pi_sandbox_1&redirect_status=succeeded');
    expect(await screen.findByText('Never expires')).toBeInTheDocument();
    expect(screen.queryByText(/added to the end/)).not.toBeInTheDocument();
  });

  it('mentions the days carried over to the end of a higher plan', async () => {
    mockApi({
      'POST /api/payment-success': () =>
        json({
          plan: 'Monthly',
          expirationDate: '2026-12-26T10:00:00.000Z',
          isLifetime: false,
          carriedOverDays: 3,
        }),
      'GET /api/auth/refresh': () => json(meAs('Monthly')),
    });
    renderAt('?payment_intent=pi_sandbox_1&redirect_status=succeeded');
    expect(
      await screen.findByText(/The 3 days left on your previous plan were added to the end\./),
    ).toBeInTheDocument();
  });

  it('shows the Payment Error view when the provider did not succeed, without asking the server', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderAt('?payment_intent=pi_sandbox_1&redirect_status=failed');
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't confirm your payment. Please contact support if you believe this is an error.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment-success')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(screen.getByText('Plans screen')).toBeInTheDocument();
  });

  it('shows the Payment Error view when verification fails (logged only)', async () => {
    const logged = expectConsoleError(/API error.*\/api\/payment-success.*409/s);
    mockApi({
      'POST /api/payment-success': () => json({ error: 'This payment has not been completed' }, 409),
    });
    renderAt('?payment_intent=pi_sandbox_1&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(logged.calls).toHaveLength(1);
  });

  it("says a payment was refunded, in the server's words, and points to the payments", async () => {
    expectConsoleError(/API error.*\/api\/payment-success.*409/s);
    const message =
      'This payment has been refunded in full: you already had Lifetime. Your plan has not changed.';
    mockApi({
      'POST /api/payment-success': () => json({ error: message, code: 'PAYMENT_REFUNDED' }, 409),
    });
    renderAt('?payment_intent=pi_sandbox_1&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Payment Refunded' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your payments' })).toHaveAttribute('href', '/account');
  });

  it('shows the Payment Error view with no payment_intent at all', async () => {
    mockApi({});
    renderAt('');
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
  });
});
