import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi } from '~/web/test/render-with-api';
import { SubscribersPanel } from './subscribers-panel';

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SubscribersPanel />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the Subscribers tab', () => {
  it('shows members per plan, revenue by month, recent payments and the outbox', async () => {
    mockApi({
      'GET /api/admin/subscribers': () =>
        json({
          tiers: { Free: 12, Starter: 3, Monthly: 5, Lifetime: 1 },
          revenueByMonth: [{ month: '2026-11', amount: 87.86, payments: 9 }],
          recentPayments: [
            {
              id: 7,
              createdAt: '2026-11-23T10:00:00.000Z',
              plan: 'Monthly',
              amount: 7.99,
              currency: 'gbp',
              status: 'succeeded',
              reference: 'pi_sandbox_abc',
              provider: 'sandbox',
              periodStart: null,
              periodEnd: null,
              paidAt: '2026-11-23T10:00:00.000Z',
              failureMessage: null,
              email: 'buyer@example.com',
            },
          ],
        }),
      'GET /api/admin/outbox': () =>
        json({
          delivery: 'outbox',
          entries: [
            {
              id: 1,
              kind: 'receipt',
              recipient: 'buyer@example.com',
              subject: 'Your RacePro receipt: Monthly',
              body: 'Amount paid: £7.99',
              status: 'pending',
              createdAt: '2026-11-23T10:00:00.000Z',
              sentAt: null,
              attempts: 0,
              lastError: null,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    const perPlan = await screen.findByRole('region', { name: 'Members per plan' });
    expect(await within(perPlan).findByText('Monthly')).toBeInTheDocument();
    expect(within(perPlan).getByText('Monthly').nextSibling).toHaveTextContent('5');
    const revenue = screen.getByRole('region', { name: 'Revenue by month' });
    expect(within(revenue).getByRole('row', { name: 'November 2026 9 £87.86' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent payments' });
    expect(recent).toHaveTextContent('buyer@example.com');
    expect(recent).toHaveTextContent('test payment');
    const outbox = screen.getByRole('region', { name: 'E-mail outbox' });
    expect(
      await within(outbox).findByText('SMTP_URL is not set: e-mails are kept here and not sent.'),
    ).toBeInTheDocument();
    await user.click(within(outbox).getByText('Show the e-mail'));
    expect(within(outbox).getByText('Amount paid: £7.99')).toBeVisible();
  });

  it('says what failed and offers a retry', async () => {
    expectConsoleError(/API error.*\/api\/admin\/(subscribers|outbox)/s);
    mockApi({});
    renderPanel();
    expect(await screen.findByText(/Subscribers could not be loaded/)).toBeInTheDocument();
    expect(await screen.findByText(/The outbox could not be loaded/)).toBeInTheDocument();
  });
});
