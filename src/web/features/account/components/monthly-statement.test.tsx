import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStatement } from '~/domain/statement.contract';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, meAs, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AccountPage } from '../account-page';

const APRIL: TStatement = {
  month: '2026-04',
  from: '2026-03-31T23:00:00.000Z',
  to: '2026-04-30T23:00:00.000Z',
  betsPlaced: 6,
  stakes: 50,
  settledBets: 4,
  returns: 51,
  profitLoss: 12,
  openBets: 2,
  openStakes: 11,
  biggestStake: 20,
  daysBet: 4,
  limits: { perBetLimit: 25, dailyLimit: null, perWeekLimit: null, perMonthLimit: 300 },
  months: ['2026-04', '2026-03', '2026-02'],
};
const MARCH: TStatement = {
  ...APRIL,
  month: '2026-03',
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-31T23:00:00.000Z',
  betsPlaced: 0,
  stakes: 0,
  settledBets: 0,
  returns: 0,
  profitLoss: 0,
  openBets: 0,
  openStakes: 0,
  biggestStake: null,
  daysBet: 0,
};

const verifiedMe = (tier: 'Free' | 'Monthly', emailVerified = true) => {
  const me = meAs(tier);
  return { ...me, user: { ...me.user, emailVerified } };
};

/** The account screen's other calls, and the statement's. */
const accountApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/auth/me': () => json(verifiedMe('Monthly')),
    'GET /api/payments': () => json({ payments: [] }),
    'GET /api/user/statement': (url) => json(url.searchParams.get('month') === '2026-03' ? MARCH : APRIL),
    'GET /api/user/statement/email': () => json({ monthlyStatementEmail: false }),
    'GET /api/alerts': () =>
      json({
        tipsOut: { push: true, email: false },
        nonRunner: { push: true, email: false },
        betSettled: { push: true, email: false },
        morningDigest: { push: false, email: false },
      }),
    ...overrides,
  });

const statementSection = async () =>
  within((await screen.findByRole('region', { name: 'Monthly statement' })) as HTMLElement);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Monthly statement on /account', () => {
  it('shows this month’s figures beside the limits, what counts, the helpline and the way to the limits', async () => {
    accountApi();
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    const figures = await section.findByRole('region', { name: 'April 2026 (so far)' });
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(figure('Bets placed')).toBe('6');
    expect(figure('Days with a bet')).toBe('4');
    expect(figure('Total staked')).toBe('£50.00');
    expect(figure('Biggest single stake')).toBe('£20.00');
    expect(figure('Settled bets')).toBe('4');
    expect(figure('Returns on settled bets')).toBe('£51.00');
    expect(figure('Profit/loss on settled bets')).toBe('+£12.00');
    expect(figure('Bets still open')).toBe('2');
    expect(within(figures).getByText('£11.00 staked')).toBeInTheDocument();
    expect(figures).toHaveTextContent(
      'Stakes count every bet you placed in April 2026 (UK time), including bets still open.',
    );

    expect(section.getByText('Per-bet limit').nextElementSibling).toHaveTextContent('£25.00');
    expect(section.getByText('Daily limit').nextElementSibling).toHaveTextContent('None set');
    expect(section.getByRole('link', { name: 'Set limits or take a break' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    expect(screen.getByRole('region', { name: 'Monthly statement' })).toHaveTextContent(
      'If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on 0808 8020 133.',
    );
    expect(section.getByRole('link', { name: /GamCare/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk',
    );
    expect(section.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:08088020133');
  });

  it('picks another month from the ones offered and says plainly when no bet was placed', async () => {
    const fetchMock = accountApi();
    const user = userEvent.setup();
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    const picker = await section.findByLabelText('Month');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['April 2026 (so far)', 'March 2026', 'February 2026']);
    await user.selectOptions(picker, '2026-03');
    expect(await section.findByText('You placed no tracked bets in March 2026.')).toBeInTheDocument();
    expect(section.getByRole('region', { name: 'March 2026' })).toBeInTheDocument();
    expect(section.queryByText('Total staked')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/user/statement').map(({ url }) => url.search)).toContain(
      '?month=2026-03',
    );
    // Only a member on the Free plan is told about bets kept on the device.
    expect(section.queryByText(/On the Free plan/)).not.toBeInTheDocument();
  });

  it('tells a Free member their device bets are not in the statement', async () => {
    accountApi({
      'GET /api/auth/me': () => json(verifiedMe('Free')),
      'GET /api/user/statement': () => json({ ...MARCH, month: '2026-04', months: ['2026-04'] }),
    });
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    expect(await section.findByText('You placed no tracked bets in April 2026.')).toBeInTheDocument();
    expect(
      section.getByText(
        'On the Free plan your bets are kept on this device, so they are not in your statement.',
      ),
    ).toBeInTheDocument();
  });

  it('says the statement could not be loaded and tries again when asked', async () => {
    expectConsoleError(/API error.*\/api\/user\/statement/s);
    let calls = 0;
    accountApi({
      'GET /api/user/statement': () => {
        calls += 1;
        return calls === 1 ? json({ error: 'Something went wrong' }, 500) : json(APRIL);
      },
    });
    const user = userEvent.setup();
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('Your statement could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('region', { name: 'April 2026 (so far)' })).toBeInTheDocument();
  });

  it('shows a loading state until the statement arrives', async () => {
    let answer: (response: Response) => void = () => {};
    accountApi({
      'GET /api/user/statement': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    expect(await section.findByRole('status', { name: 'Loading your statement' })).toBeInTheDocument();
    answer(json(APRIL));
    expect(await section.findByRole('region', { name: 'April 2026 (so far)' })).toBeInTheDocument();
    expect(section.queryByRole('status', { name: 'Loading your statement' })).not.toBeInTheDocument();
  });

  it('saves "E-mail me my monthly statement" to the account', async () => {
    const fetchMock = accountApi({
      'PUT /api/user/statement/email': (_url, init) => json(JSON.parse(String(init?.body))),
    });
    const user = userEvent.setup();
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    const box = await section.findByRole('checkbox', { name: 'E-mail me my monthly statement' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/never tips/);
    await user.click(box);
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/user/statement/email')).toEqual({
        monthlyStatementEmail: true,
      }),
    );
    await waitFor(() => expect(box).toBeChecked());
    expect(
      await section.findByText('Saved: your statement will be e-mailed each month.'),
    ).toBeInTheDocument();
  });

  it('says the e-mail waits for a confirmed address, and shows a refused save under the box', async () => {
    expectConsoleError(/API error.*\/api\/user\/statement\/email/s);
    accountApi({
      'GET /api/auth/me': () => json(verifiedMe('Monthly', false)),
      'PUT /api/user/statement/email': () => json({ error: 'Sign in to continue' }, 401),
    });
    const user = userEvent.setup();
    renderRoute('/account', '/account', <AccountPage />);
    const section = await statementSection();
    const box = await section.findByRole('checkbox', { name: 'E-mail me my monthly statement' });
    expect(box).toHaveAccessibleDescription(/once your e-mail address is confirmed/);
    await waitFor(() => expect(box).toBeEnabled());
    await user.click(box);
    expect(await section.findByText('Sign in to continue')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
