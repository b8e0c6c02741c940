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
              headers: {},
              status: 'pending',
              createdAt: '2026-11-23T10:00:00.000Z',
              sentAt: null,
              attempts: 0,
              lastError: null,
            },
            {
              id: 4,
              kind: 'alert_tips_out',
              recipient: 'punter@example.com',
              subject: 'Tips are out: 2 new tips for today',
              body: '2 new tips for today.',
              headers: {
                'List-Unsubscribe': '<http://localhost:3000/api/alerts/unsubscribe?token=v1.7.tipsOut.1.sig>',
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
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
    await user.click(within(outbox).getAllByText('Show the e-mail')[0]!);
    expect(within(outbox).getByText('Amount paid: £7.99')).toBeVisible();
    // A non-transactional mail shows its one-click unsubscribe headers.
    const headers = within(outbox).getByRole('table', {
      name: 'Headers of the e-mail to punter@example.com',
    });
    expect(headers).toHaveTextContent(
      'List-Unsubscribe:<http://localhost:3000/api/alerts/unsubscribe?token=v1.7.tipsOut.1.sig>',
    );
    expect(headers).toHaveTextContent('List-Unsubscribe-Post:List-Unsubscribe=One-Click');
    expect(
      within(outbox).queryByRole('table', { name: 'Headers of the e-mail to buyer@example.com' }),
    ).toBeNull();
  });

  it('in demo mode offers the reset link of a password-reset e-mail', async () => {
    const reset = {
      id: 2,
      kind: 'password_reset',
      recipient: 'free@example.com',
      subject: 'Reset your RacePro password',
      body: 'Set a new password:\nhttp://localhost:3000/reset-password?token=abc_DEF-123\n\nThe link works once.',
      headers: {},
      status: 'pending',
      createdAt: '2026-11-23T10:00:00.000Z',
      sentAt: null,
      attempts: 0,
      lastError: null,
    };
    mockApi({
      'GET /api/admin/subscribers': () =>
        json({
          tiers: { Free: 0, Starter: 0, Monthly: 0, Lifetime: 0 },
          revenueByMonth: [],
          recentPayments: [],
        }),
      'GET /api/admin/outbox': () =>
        json({
          delivery: 'outbox',
          entries: [reset, { ...reset, id: 3, recipient: 'hidden@example.com', body: null }],
        }),
    });
    renderPanel();
    const outbox = await screen.findByRole('region', { name: 'E-mail outbox' });
    const links = await within(outbox).findAllByRole('link', { name: 'Open the reset link' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/reset-password?token=abc_DEF-123');
    expect(links[0]!.closest('p')).toHaveTextContent('it sets a new password for free@example.com');
  });

  it('says what failed and offers a retry', async () => {
    expectConsoleError(/API error.*\/api\/admin\/(subscribers|outbox)/s);
    mockApi({});
    renderPanel();
    expect(await screen.findByText(/Subscribers could not be loaded/)).toBeInTheDocument();
    expect(await screen.findByText(/The outbox could not be loaded/)).toBeInTheDocument();
  });
});
