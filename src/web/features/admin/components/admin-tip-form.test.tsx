import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatUkDateText } from '~/domain/uk-date-format';
import { ukDate } from '~/domain/uk-time';
import { json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AdminPage } from '../admin-page';
import { adminTip, tipPage } from '../test/admin-tips';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(await screen.findByLabelText('Racecourse'), 'Kempton');
  await user.type(screen.getByLabelText('Race time'), '19:45');
  await user.type(screen.getByLabelText('Horse'), 'Night Owl');
  await user.type(screen.getByLabelText('Odds'), '7/2');
};

beforeEach(() => {
  toastMock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Admin Add New Tip', () => {
  it('shows the "Missing fields" notice and sends nothing when horse, racecourse, time or odds are empty', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/check': () => json({ isAdmin: true }) });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);

    await user.click(await screen.findByRole('button', { name: 'Add Tip' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Missing fields',
        description: 'Please fill in all required fields (horse, racecourse, time, odds)',
      }),
    );
    expect(screen.getByText('Horse name is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts the admin defaults (stake 1pt when empty, no analysis, fixed tipster, access choice) and resets', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/admin/tips': () => json(adminTip({ horse: 'Night Owl' }), 201),
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);

    await fillRequired(user);
    // The date is typed day first, whatever the browser's locale, and the day it means is spelled out under it.
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue(formatUkDateText(ukDate()));
    await user.clear(date);
    await user.type(date, '11/23/2026');
    expect(date).toHaveAccessibleDescription('Day/month/year, e.g. 23/11/2026');
    await user.clear(date);
    await user.type(date, '23/11/2026');
    expect(date).toHaveAccessibleDescription('Monday 23 November 2026');
    await user.clear(date);
    await user.type(date, formatUkDateText(ukDate()));
    await user.clear(screen.getByLabelText('Stake (points)'));
    const access = screen.getByRole('group', { name: 'Who can see this tip' });
    expect(
      within(access)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Free', 'Starter', 'Monthly', 'Lifetime']);
    expect(within(access).getByRole('radio', { name: /^Free/ })).toBeChecked();
    await user.click(within(access).getByRole('radio', { name: /^Monthly/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Handicap' }));
    await user.type(screen.getByLabelText(/Runners/), '14');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Success',
        description: 'Tip has been added successfully',
      }),
    );
    expect(sentBody(fetchMock, 'POST', '/api/admin/tips')).toEqual({
      tipDate: ukDate(),
      racecourse: 'Kempton',
      raceTime: '19:45',
      horseName: 'Night Owl',
      betType: 'Win',
      odds: '7/2',
      stake: '1pt',
      analysis: 'No analysis provided',
      confidence: 3,
      tipster: 'RacePro Team',
      accessLevel: 'Monthly',
      category: 'Daily Selection',
      runners: 14,
      isHandicap: true,
    });
    expect(screen.getByLabelText('Horse')).toHaveValue('');
    expect(screen.getByLabelText('Stake (points)')).toHaveValue(1);
  });

  it('sends the racecard details given, and points at one it cannot read', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/admin/tips': () => json(adminTip({ horse: 'Night Owl' }), 201),
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);

    await fillRequired(user);
    await user.click(screen.getByText('Racecard details (optional)'));
    await user.type(screen.getByLabelText(/Race name/), 'Kingfisher Glass Handicap');
    await user.selectOptions(screen.getByLabelText(/Race type/), 'Flat');
    await user.type(screen.getByLabelText(/^Class/), '5');
    await user.type(screen.getByLabelText(/^Distance/), '1m 2f');
    await user.selectOptions(screen.getByLabelText(/^Going/), 'Standard to Slow');
    await user.type(screen.getByLabelText(/^Jockey/), 'Lucy Tranter');
    await user.type(screen.getByLabelText(/^Weight/), '15-2');
    await user.type(screen.getByLabelText(/^Draw/), '3');
    await user.type(screen.getByLabelText(/^Form/), '4-21');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    expect(
      await screen.findByText('Weight must be stones-pounds, like 11-7 (7-0 to 12-7)'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Weight/));
    await user.type(screen.getByLabelText(/^Weight/), '9-2');
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/admin/tips')).toMatchObject({
        horseName: 'Night Owl',
        raceName: 'Kingfisher Glass Handicap',
        raceType: 'Flat',
        raceClass: '5',
        distance: '1m 2f',
        going: 'Standard to Slow',
        jockey: 'Lucy Tranter',
        weight: '9-2',
        draw: '3',
        form: '4-21',
      }),
    );
  });

  it("shows the server's refusal in the toast and under the field", async () => {
    const message = 'That race has already started. Tips must be published before the off.';
    mockApi({
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/admin/tips': () =>
        json({ error: message, code: 'BAD_REQUEST', issues: [{ field: 'raceTime', message }] }, 400),
      'GET /api/admin/tips': () => json(tipPage([])),
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Race time')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(toastMock).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Failed to add tip. Server returned an error.',
      description: message,
    });
    expect(screen.getByLabelText('Horse')).toHaveValue('Night Owl');
  });

  it('says "Something went wrong. Please try again." when the server cannot be reached', async () => {
    mockApi({
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/admin/tips': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin', '/admin/*', <AdminPage />);

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Something went wrong. Please try again.',
      }),
    );
  });
});
