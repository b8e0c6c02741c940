import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES, type TAlertPreferences } from '~/domain/alerts.contract';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, meAs, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AccountPage } from '../account-page';
import { AlertSettings } from './alert-settings';

/** The account screen's statement (its own tests: monthly-statement.test). */
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

const accountApi = (alerts: () => Response) =>
  mockApi({
    'GET /api/auth/me': () => {
      const me = meAs('Monthly');
      return json({ ...me, user: { ...me.user, emailVerified: true } });
    },
    'GET /api/payments': () => json({ payments: [] }),
    'GET /api/user/statement': () => json(EMPTY_STATEMENT),
    'GET /api/user/statement/email': () => json({ monthlyStatementEmail: false }),
    'GET /api/alerts': alerts,
    'PUT /api/alerts': (_url, init) => json(JSON.parse(String(init?.body)) as TAlertPreferences),
  });

const alertsSection = async () =>
  within((await screen.findByRole('region', { name: 'Alerts' })) as HTMLElement);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Alerts on /account', () => {
  it('shows a labelled push and e-mail switch for each alert, as saved, with no serious axe violations', async () => {
    accountApi(() => json({ ...DEFAULT_ALERT_PREFERENCES, betSettled: { push: false, email: true } }));
    renderRoute('/account', '/account', <AccountPage />);
    const section = await alertsSection();
    const named = (name: string) => section.getByLabelText(name);
    expect(await section.findByLabelText('Tips are out by Push')).toBeChecked();
    expect(named('Tips are out by Push')).toHaveAttribute('role', 'switch');
    expect(named('Tips are out by E-mail')).not.toBeChecked();
    expect(named('Non-runner by Push')).toBeChecked();
    expect(named('Bet settled by Push')).not.toBeChecked();
    expect(named('Bet settled by E-mail')).toBeChecked();
    expect(named('Morning digest by E-mail')).not.toBeChecked();
    expect(section.getAllByRole('switch')).toHaveLength(8);
    expect(named('Morning digest by E-mail')).toHaveAccessibleDescription(
      'At 9am UK time: the day’s tips on your plan and your open bets.',
    );
    const region = screen.getByRole('region', { name: 'Alerts' });
    expect(await seriousViolations(region)).toEqual([]);
  }, 20_000);

  it('saves every switch with PUT /api/alerts when one is turned, from the keyboard too', async () => {
    const fetchMock = accountApi(() => json(DEFAULT_ALERT_PREFERENCES));
    renderRoute('/account', '/account', <AlertSettings isEmailVerified />);
    const section = screen;
    const digest = await section.findByLabelText('Morning digest by E-mail');
    digest.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/alerts')).toEqual({
        ...DEFAULT_ALERT_PREFERENCES,
        morningDigest: { push: false, email: true },
      }),
    );
    expect(await section.findByText('Saved: your alerts are updated.')).toBeInTheDocument();
    expect(digest).toBeChecked();
    await userEvent.click(section.getByLabelText('Tips are out by Push'));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT', '/api/alerts')).toEqual({
        ...DEFAULT_ALERT_PREFERENCES,
        tipsOut: { push: false, email: false },
        morningDigest: { push: false, email: true },
      }),
    );
  });

  it('says when the switches could not be loaded', async () => {
    expectConsoleError(/API error.*\/api\/alerts/s);
    accountApi(() => json({ error: 'Server error' }, 500));
    renderRoute('/account', '/account', <AccountPage />);
    const section = await alertsSection();
    expect(
      await section.findByText('Your alerts could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
