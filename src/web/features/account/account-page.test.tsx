import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, meAs, mockApi, renderRoute, sentBody, siteInfoAs } from '~/web/test/render-with-api';
import { AccountPage } from './account-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const renderAccount = () => renderRoute('/account', '/account', <AccountPage />);
/** The payment history every signed-in account screen asks for. */
const NO_PAYMENTS = { 'GET /api/payments': () => json({ payments: [] }) };
/** The monthly statement every signed-in account screen asks for (its own tests: components/monthly-statement.test). */
const EMPTY_STATEMENT = {
  month: '2026-04',
  from: '2026-03-31T23:00:00.000Z',
  to: '2026-04-30T23:00:00.000Z',
  betsPlaced: 0,
  stakes: 0,
  settledBets: 0,
  returns: 0,
  profitLoss: 0,
  openBets: 0,
  openStakes: 0,
  biggestStake: null,
  daysBet: 0,
  limits: { perBetLimit: null, dailyLimit: null, perWeekLimit: null, perMonthLimit: null },
  months: ['2026-04'],
};
const accountApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi({
    'GET /api/user/statement': () => json(EMPTY_STATEMENT),
    'GET /api/user/statement/email': () => json({ monthlyStatementEmail: false }),
    'GET /api/alerts': () =>
      json({
        tipsOut: { push: true, email: false },
        nonRunner: { push: true, email: false },
        betSettled: { push: true, email: false },
        morningDigest: { push: false, email: false },
      }),
    ...routes,
  });

beforeEach(() => {
  toastMock.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountPage', () => {
  it('asks a guest to sign in', async () => {
    accountApi({ 'GET /api/auth/me': () => json({ error: 'Sign in to continue' }, 401) });
    renderAccount();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/account',
    );
  });

  it('checks the new password on the device, then changes it with the current one and says other devices are signed out', async () => {
    const fetchMock = accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'POST /api/auth/password': () => json(meAs('Monthly')),
    });
    const user = userEvent.setup();
    renderAccount();

    const form = within((await screen.findByRole('region', { name: 'Change password' })) as HTMLElement);
    await user.type(await form.findByLabelText('Current password'), 'Old-Saddle-1');
    await user.type(form.getByLabelText('New password'), 'monthly@example.com');
    await user.type(form.getByLabelText('New password again'), 'something-else');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Password must not be your e-mail address or username')).toBeInTheDocument();
    expect(form.getByText('The two new passwords do not match')).toBeInTheDocument();

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'Going-Clear-77');
    await user.clear(form.getByLabelText('New password again'));
    await user.type(form.getByLabelText('New password again'), 'Going-Clear-77');
    await user.click(form.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password changed' })),
    );
    expect(sentBody(fetchMock, 'POST', '/api/auth/password')).toEqual({
      currentPassword: 'Old-Saddle-1',
      newPassword: 'Going-Clear-77',
    });
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server refusal under the field that caused it', async () => {
    expectConsoleError(/API error.*\/api\/auth\/password/s);
    accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'POST /api/auth/password': () =>
        json(
          {
            error: 'Your current password is not right',
            issues: [{ field: 'currentPassword', message: 'Your current password is not right' }],
          },
          401,
        ),
    });
    const user = userEvent.setup();
    renderAccount();
    const form = within((await screen.findByRole('region', { name: 'Change password' })) as HTMLElement);
    await user.type(await form.findByLabelText('Current password'), 'wrong-one-1');
    await user.type(form.getByLabelText('New password'), 'Going-Clear-77');
    await user.type(form.getByLabelText('New password again'), 'Going-Clear-77');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    const field = await form.findByText('Your current password is not right');
    expect(form.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field.id).toBe('current-password-error');
  });

  it('signs out everywhere after a confirmation and goes to the sign-in screen', async () => {
    const fetchMock = accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Starter')),
      'POST /api/auth/logout-everywhere': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoute('/account', '/account', <AccountPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' }));
    await user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/logout-everywhere'))).toBe(
        true,
      ),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Signed out everywhere' })),
    );
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('offers a download of the member’s data as a link to the export', async () => {
    accountApi({ ...NO_PAYMENTS, 'GET /api/auth/me': () => json(meAs('Monthly')) });
    renderAccount();
    const section = within((await screen.findByRole('region', { name: 'Your data' })) as HTMLElement);
    const download = section.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/account/export');
    expect(download).toHaveAttribute('download');
    expect(section.getByText(/Payment records are kept for 6 years/)).toBeInTheDocument();
  });

  it('closes the account with the current password after a clear warning, then signs out and goes home', async () => {
    const fetchMock = accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderAccount();
    const section = within((await screen.findByRole('region', { name: 'Your data' })) as HTMLElement);
    await user.click(section.getByRole('button', { name: 'Close my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close your account?' }));
    expect(dialog.getByText(/This cannot be undone/)).toBeInTheDocument();
    // Nothing is sent without the password.
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText('Enter your current password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/account'))).toBe(false);

    await user.type(dialog.getByLabelText('Current password'), 'Old-Saddle-1');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your account is closed' })),
    );
    expect(sentBody(fetchMock, 'DELETE', '/api/account')).toEqual({ password: 'Old-Saddle-1' });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });

  it('shows a wrong password under the field and keeps the dialog open; "Keep my account" closes it', async () => {
    expectConsoleError(/API error.*\/api\/account/s);
    accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Monthly')),
      'DELETE /api/account': () =>
        json(
          {
            error: 'Your current password is not right',
            issues: [{ field: 'password', message: 'Your current password is not right' }],
          },
          403,
        ),
    });
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close your account?' }));
    await user.type(dialog.getByLabelText('Current password'), 'not-it');
    await user.click(dialog.getByRole('button', { name: 'Close my account' }));
    expect(await dialog.findByText('Your current password is not right')).toBeInTheDocument();
    expect(dialog.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(toastMock).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves the odds format to the account', async () => {
    const fetchMock = accountApi({
      ...NO_PAYMENTS,
      'GET /api/auth/me': () => json(meAs('Free')),
      'PUT /api/auth/preferences': () => json(meAs('Free', { oddsFormat: 'decimal' })),
    });
    const user = userEvent.setup();
    renderAccount();
    const decimal = await screen.findByRole('radio', { name: /Decimal/ });
    expect(screen.getByRole('radio', { name: /Fractional/ })).toBeChecked();
    await user.click(decimal);
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/auth/preferences')).toEqual({ oddsFormat: 'decimal' }),
    );
    expect(decimal).toBeChecked();
  });
});

describe('AccountPage: plan and payments', () => {
  const paid = {
    id: 3,
    createdAt: '2026-11-23T10:00:00.000Z',
    plan: 'Monthly',
    amount: 7.99,
    currency: 'gbp',
    status: 'succeeded',
    reference: 'pi_sandbox_paid',
    provider: 'sandbox',
    periodStart: '2026-11-23T10:00:00.000Z',
    periodEnd: '2026-12-23T10:00:00.000Z',
    paidAt: '2026-11-23T10:00:00.000Z',
    failureMessage: null,
    refundReason: null,
    consentedAt: '2026-11-23T09:59:00.000Z',
  };
  const refunded = {
    ...paid,
    id: 4,
    plan: 'Lifetime',
    amount: 39.99,
    status: 'refunded',
    reference: 'pi_sandbox_refunded',
    periodStart: null,
    periodEnd: null,
    paidAt: null,
    refundReason: 'you already had Lifetime',
  };
  const declined = {
    ...paid,
    id: 2,
    status: 'failed',
    reference: 'pi_sandbox_declined',
    periodStart: null,
    periodEnd: null,
    paidAt: null,
    failureMessage: 'Your card was declined.',
  };

  it('shows the plan, its end date and days left, and each payment with a receipt', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000 + 3_600_000).toISOString();
    const me = meAs('Monthly');
    accountApi({
      'GET /api/auth/me': () => json({ ...me, subscription: { ...me.subscription, endDate: end } }),
      'GET /api/payments': () => json({ payments: [refunded, paid, declined] }),
      'GET /api/site': () => json(siteInfoAs()),
    });
    const user = userEvent.setup();
    renderAccount();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Monthly');
    expect(plan).toHaveTextContent(/1[01] days left/);
    expect(within(plan).getByRole('link', { name: 'Renew or upgrade' })).toHaveAttribute(
      'href',
      '/subscription',
    );

    const payments = screen.getByRole('region', { name: 'Payments and receipts' });
    expect(await within(payments).findByText('Paid')).toBeInTheDocument();
    expect(within(payments).getByText('Failed')).toBeInTheDocument();
    expect(within(payments).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(payments).getByText('Refunded')).toBeInTheDocument();
    expect(within(payments).getByText('Refunded: you already had Lifetime')).toBeInTheDocument();
    // Only a paid payment has a receipt.
    const receipts = within(payments).getAllByRole('button', { name: /^Receipt for/ });
    expect(receipts).toHaveLength(1);
    await user.click(receipts[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(dialog).toHaveTextContent('RacePro Monthly (1 month)');
    expect(dialog).toHaveTextContent('£7.99 (GBP)');
    expect(dialog).toHaveTextContent('23 November 2026 to 23 December 2026');
    expect(dialog).toHaveTextContent('pi_sandbox_paid');
    expect(dialog).toHaveTextContent('no money was taken');
    // The consent given at checkout, and who sold the plan (from the configuration, through /api/site).
    expect(dialog).toHaveTextContent(
      'Your consent: on 23 November 2026 you asked for access to start at once and acknowledged that you lose your 14-day right to cancel once it has started.',
    );
    expect(await within(dialog).findByText('Paddock Data Ltd')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Address2 Rowley Mile, Newmarket, CB8 0TF');
    expect(dialog).toHaveTextContent('Contacthelp@racepro.test');
  });

  it('says a Lifetime plan never expires and a member without payments has none', async () => {
    accountApi({
      'GET /api/auth/me': () => json(meAs('Lifetime')),
      'GET /api/payments': () => json({ payments: [] }),
    });
    renderAccount();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Never expires');
    expect(within(plan).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByText('You have not made any payments.')).toBeInTheDocument();
  });
});
