import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { AccountSettingsPage } from './account-settings-page';
import { balanceOf, json, limitsOf, meAs, mockApi, renderWithProviders, sentBodies } from './test/fixtures';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const signedIn = (routes: Record<string, (body: unknown) => Response> = {}) =>
  mockApi({
    'GET /api/auth/me': () => json(meAs('Monthly')),
    'GET /api/user/limits': () => json(limitsOf()),
    'GET /api/user/balance': () => json(balanceOf()),
    ...routes,
  });

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AccountSettingsPage', () => {
  it('asks a signed-out visitor to sign in, and still shows the helplines', async () => {
    mockApi({ 'GET /api/auth/me': () => json({ error: 'Not signed in' }, 401) });
    renderWithProviders(<AccountSettingsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Your Betting Limits' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=/settings/account',
    );
    const helplines = screen.getByRole('region', { name: 'Get free, confidential help' });
    expect(within(helplines).getAllByRole('link', { name: /Call 0808 8020 133/ })[0]).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    expect(within(helplines).getByRole('link', { name: /Call 116 123/ })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the bankroll with guidance worked out for it, and saves a new bankroll', async () => {
    const fetchMock = signedIn({
      'PUT /api/user/bankroll': () => json(balanceOf({ bankrollPence: 75_050 })),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Your bankroll' });
    await within(section).findByText('Guidance for a £500.00 bankroll');
    const guide = (label: string) => within(section).getByText(label).closest('div') as HTMLElement;
    expect(guide('Most per bet')).toHaveTextContent('(10% of bankroll)£50.00');
    expect(guide('Most per day')).toHaveTextContent('£50.00');
    expect(guide('Typical stake')).toHaveTextContent('(2-3% of bankroll)£10.00 to £15.00');
    expect(guide('Riskier bets')).toHaveTextContent('(1-5% of bankroll)£5.00 to £25.00');
    // The stop-loss is half of the user's own £50 daily limit.
    expect(guide('Stop-loss: stop for the day after losing')).toHaveTextContent(
      '(50% of your daily limit)£25.00',
    );
    expect(within(section).getByRole('link', { name: /managing your bankroll/ })).toHaveAttribute(
      'href',
      '/responsible-gambling#bankroll',
    );

    // The form loads after the page's own code.
    const input = await within(section).findByLabelText('Bankroll (£)');
    expect(input).toHaveValue('500');
    await user.clear(input);
    await user.type(input, '12.345');
    await user.click(within(section).getByRole('button', { name: 'Save bankroll' }));
    expect(
      await within(section).findByText('Enter an amount in pounds, such as 50 or 12.50'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('12.345');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'PUT', '/api/user/bankroll')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '£750.50');
    await user.click(within(section).getByRole('button', { name: 'Save bankroll' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/bankroll')).toEqual([{ bankroll: 750.5 }]),
    );
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Bankroll saved', description: 'Your bankroll is now £750.50.' }),
      ),
    );
    expect(await within(section).findByText('Guidance for a £750.50 bankroll')).toBeInTheDocument();
  });

  it('sends only the changed limit, and shows a raise waiting its 24 hours', async () => {
    const fetchMock = signedIn({
      'PUT /api/user/limits': () =>
        json(
          limitsOf({
            perBetLimit: 5,
            pendingDailyLimit: { amount: 100, effectiveAt: '2026-11-04T14:05:00.000Z' },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Stake limits' });
    expect(within(section).getByText('Staked today').nextSibling).toHaveTextContent('£12.00');
    expect(within(section).getByText('Left today').nextSibling).toHaveTextContent('£38.00');
    expect(within(section).getByText('Daily limit resets').nextSibling).toHaveTextContent(
      '00:00 on Wed 4 Nov 2026',
    );
    expect(within(section).getByText(/Lowering a limit applies immediately/)).toBeInTheDocument();
    expect(within(section).getByText(/Raising or removing a limit waits 24 hours/)).toBeInTheDocument();

    const perBet = await within(section).findByLabelText('Per-bet limit (£)');
    const daily = within(section).getByLabelText('Daily limit (£)');
    expect(perBet).toHaveValue('10');
    expect(daily).toHaveValue('50');

    await user.click(within(section).getByRole('button', { name: 'Save limits' }));
    expect(await within(section).findByText('You haven’t changed any limit.')).toBeInTheDocument();

    await user.clear(perBet);
    await user.type(perBet, '5');
    await user.clear(daily);
    await user.type(daily, '100');
    await user.click(within(section).getByRole('button', { name: 'Save limits' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toEqual([{ perBetLimit: 5, dailyLimit: 100 }]),
    );
    expect(
      await within(section).findByText('Your new limit of £100.00 takes effect at 14:05 on Wed 4 Nov 2026.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Daily limit (£)')).toHaveValue('50');
    expect(within(section).getByLabelText('Per-bet limit (£)')).toHaveValue('5');
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Limits saved',
        description:
          'Your per-bet limit is now £5.00. Your new daily limit of £100.00 takes effect at 14:05 on Wed 4 Nov 2026.',
      }),
    );
  });

  it('shows what is staked and left this week and this month, and saves weekly and monthly limits', async () => {
    const fetchMock = signedIn({
      'GET /api/user/limits': () =>
        json(
          limitsOf({ perWeekLimit: 80, remainingThisWeek: 50, perMonthLimit: 300, remainingThisMonth: 205 }),
        ),
      'PUT /api/user/limits': () =>
        json(
          limitsOf({
            perWeekLimit: 60,
            remainingThisWeek: 30,
            perMonthLimit: 300,
            remainingThisMonth: 205,
            pendingPerMonthLimit: { amount: 400, effectiveAt: '2026-11-04T14:05:00.000Z' },
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Stake limits' });
    const figure = (label: string) => within(section).getByText(label).nextSibling;
    expect(figure('Staked this week')).toHaveTextContent('£30.00');
    expect(figure('Left this week')).toHaveTextContent('£50.00');
    expect(figure('Weekly limit resets')).toHaveTextContent('00:00 on Mon 9 Nov 2026');
    expect(figure('Staked this month')).toHaveTextContent('£95.00');
    expect(figure('Left this month')).toHaveTextContent('£205.00');
    expect(figure('Monthly limit resets')).toHaveTextContent('00:00 on Tue 1 Dec 2026');

    const weekly = await within(section).findByLabelText('Weekly limit (£)');
    const monthly = within(section).getByLabelText('Monthly limit (£)');
    expect(weekly).toHaveValue('80');
    expect(monthly).toHaveValue('300');
    expect(weekly).toHaveAccessibleDescription(/Now: £80\.00\. Leave blank for no limit\./);

    await user.clear(weekly);
    await user.type(weekly, '60');
    await user.clear(monthly);
    await user.type(monthly, '400');
    await user.click(within(section).getByRole('button', { name: 'Save limits' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toEqual([
        { perWeekLimit: 60, perMonthLimit: 400 },
      ]),
    );
    expect(
      await within(section).findByText('Your new limit of £400.00 takes effect at 14:05 on Wed 4 Nov 2026.'),
    ).toBeInTheDocument();
    expect(within(section).getByLabelText('Weekly limit (£)')).toHaveValue('60');
    expect(within(section).getByLabelText('Monthly limit (£)')).toHaveValue('300');
    expect(figure('Left this week')).toHaveTextContent('£30.00');
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Limits saved',
        description:
          'Your weekly limit is now £60.00. Your new monthly limit of £400.00 takes effect at 14:05 on Wed 4 Nov 2026.',
      }),
    );
  });

  it('says there is no weekly or monthly limit when none is set', async () => {
    signedIn();
    renderWithProviders(<AccountSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Stake limits' });
    expect(within(section).getByText('Left this week').nextSibling).toHaveTextContent('No weekly limit');
    expect(within(section).getByText('Left this month').nextSibling).toHaveTextContent('No monthly limit');
    expect(await within(section).findByLabelText('Weekly limit (£)')).toHaveValue('');
    expect(within(section).getByLabelText('Monthly limit (£)')).toHaveAttribute('placeholder', 'No limit');
  });

  it('removes a limit with a blank field, and maps the server’s 400 issues under their fields', async () => {
    expectConsoleError(/API error.*400/s);
    const fetchMock = signedIn({
      'PUT /api/user/limits': (body) =>
        (body as { dailyLimit?: unknown }).dailyLimit === null
          ? json(limitsOf({ pendingDailyLimit: { amount: null, effectiveAt: '2026-11-04T14:05:00.000Z' } }))
          : json(
              {
                error: 'Invalid limits',
                issues: [
                  { field: 'dailyLimit', message: 'Your daily limit must be at least your per-bet limit' },
                ],
              },
              400,
            ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Stake limits' });
    const daily = await within(section).findByLabelText('Daily limit (£)');
    await user.clear(daily);
    await user.type(daily, '7');
    await user.click(within(section).getByRole('button', { name: 'Save limits' }));
    expect(
      await within(section).findByText('Your daily limit must be at least your per-bet limit'),
    ).toBeInTheDocument();
    expect(daily).toHaveValue('7');
    expect(daily).toHaveAccessibleDescription(/Your daily limit must be at least your per-bet limit/);

    await user.clear(daily);
    await user.click(within(section).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toEqual([
        { dailyLimit: 7 },
        { dailyLimit: null },
      ]),
    );
    expect(
      await within(section).findByText('Removing this limit takes effect at 14:05 on Wed 4 Nov 2026.'),
    ).toBeInTheDocument();
  });

  it('asks for confirmation before starting a break, and sends nothing on Cancel', async () => {
    const fetchMock = signedIn({
      'PUT /api/user/limits': () => json(limitsOf({ timeOutUntil: '2099-11-10T14:05:00.000Z' })),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Take a break' });
    await user.click(within(section).getByRole('radio', { name: '7 days' }));
    await user.click(within(section).getByRole('button', { name: 'Take a break for 7 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break for 7 days?' });
    expect(dialog).toHaveTextContent(/You won't be able to record bets until \d{2}:\d{2} on /);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Take a break for 7 days' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start my break' }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toEqual([{ timeOut: '7d' }]),
    );
    expect(await screen.findByRole('heading', { name: "You're taking a break" })).toBeInTheDocument();
    expect(screen.getByText(/You can't record bets until/)).toHaveTextContent('14:05 on Tue 10 Nov 2099');
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your break has started' }));
    // The section now says when the break ends instead of offering another.
    const running = screen.getByRole('region', { name: 'Take a break' });
    expect(running).toHaveTextContent('Your break ends at 14:05 on Tue 10 Nov 2099.');
    expect(within(running).queryByRole('button')).not.toBeInTheDocument();
  });

  it('self-excludes only after the person confirms they understand it cannot be undone early', async () => {
    const fetchMock = signedIn({
      'PUT /api/user/limits': () => json(limitsOf({ selfExcludedUntil: '2099-05-03T10:00:00.000Z' })),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountSettingsPage />);

    const section = await screen.findByRole('region', { name: 'Self-exclusion' });
    expect(within(section).getByText('self-exclusion cannot be undone early')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /GAMSTOP/ })).toHaveAttribute(
      'href',
      'https://www.gamstop.co.uk',
    );
    await user.click(within(section).getByRole('radio', { name: '1 year' }));
    await user.click(within(section).getByRole('button', { name: 'Self-exclude for 1 year' }));

    const dialog = await screen.findByRole('dialog', { name: 'Self-exclude for 1 year?' });
    const confirm = within(dialog).getByRole('button', { name: 'Self-exclude for 1 year' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByLabelText('I understand that self-exclusion cannot be undone early'),
    );
    await user.click(confirm);

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/user/limits')).toEqual([{ selfExcludeMonths: 12 }]),
    );
    const status = await screen.findByRole('region', { name: 'You are self-excluded' });
    expect(status).toHaveTextContent("You can't record bets until 11:00 on Sun 3 May 2099");
  });

  it('shows the balance against the bankroll, and asks for a bankroll first instead of a negative balance', async () => {
    signedIn();
    const { unmount } = renderWithProviders(<AccountSettingsPage />);
    const figure = async () => (await screen.findByText('Balance')).parentElement as HTMLElement;
    expect(await figure()).toHaveTextContent('£497.50');
    unmount();

    signedIn({
      'GET /api/user/balance': () =>
        json(balanceOf({ bankrollPence: 0, settledProfitPence: -500, balancePence: -2_000 })),
    });
    renderWithProviders(<AccountSettingsPage />);
    expect(await figure()).toHaveTextContent('Set a bankroll first');
    expect(await figure()).not.toHaveTextContent('-£20.00');
  });
});
