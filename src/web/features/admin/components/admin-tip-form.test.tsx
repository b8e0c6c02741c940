import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDate } from '~/domain/uk-time';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, sentBody } from '~/web/test/render-with-api';
import { adminTip } from '../test/admin-tips';
import { NO_CARD } from '../test/racecards';
import { AdminTipForm } from './admin-tip-form';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

// The form alone: the rules are pinned in admin-tip-form.test.ts, these check the wiring and the journeys. NOTE: most
// controls are found by their label; a role query by name walks the whole form in jsdom, so it is kept for the few
// places where the role itself is the point.
const renderForm = () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <AdminTipForm />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
};

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText('Racecourse'), 'Kempton');
  await user.type(screen.getByLabelText('Race time'), '19:45');
  await user.type(screen.getByLabelText('Horse'), 'Night Owl');
  await user.type(screen.getByLabelText('Odds'), '7/2');
};

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Add Tip' }));

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admin Add New Tip', () => {
  it('shows the "Missing fields" notice and the messages under the fields, and sends nothing', async () => {
    const fetchMock = mockApi(NO_CARD);
    const user = renderForm();

    await submit(user);

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Missing fields',
        description: 'Please fill in all required fields (horse, racecourse, time, odds)',
      }),
    );
    expect(screen.getByLabelText('Horse')).toHaveAccessibleDescription('Horse name is required.');
    expect(screen.getByLabelText('Race time')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
  });

  it('posts the admin defaults with the access, handicap and runners chosen, then resets', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'POST /api/admin/tips': () => json(adminTip({ horse: 'Night Owl' }), 201),
    });
    const user = renderForm();

    await fillRequired(user);
    await user.clear(screen.getByLabelText('Stake (points)'));
    const access = screen.getByRole('group', { name: 'Who can see this tip' });
    expect(
      within(access)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Free', 'Starter', 'Monthly', 'Lifetime']);
    expect(within(access).getByLabelText(/^Free/)).toBeChecked();
    await user.click(within(access).getByLabelText(/^Monthly/));
    await user.click(screen.getByLabelText('Handicap'));
    await user.type(screen.getByLabelText(/Runners/), '14');
    await submit(user);

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

  it('opens the racecard details to show a fact it cannot read, and sends the facts once they are right', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'POST /api/admin/tips': () => json(adminTip({ horse: 'Night Owl' }), 201),
    });
    const user = renderForm();

    await fillRequired(user);
    const details = screen.getByText('Racecard details (optional)').closest('details');
    await user.click(screen.getByText('Racecard details (optional)'));
    await user.type(screen.getByLabelText(/^Weight/), '15-2');
    await user.selectOptions(screen.getByLabelText(/^Going/), 'Standard to Slow');
    await user.click(screen.getByText('Racecard details (optional)'));
    expect(details).not.toHaveAttribute('open');
    await submit(user);

    const refusal = await screen.findByText('Weight must be stones-pounds, like 11-7 (7-0 to 12-7)');
    await waitFor(() => expect(details).toHaveAttribute('open'));
    expect(refusal).toBeVisible();
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Weight/));
    await user.type(screen.getByLabelText(/^Weight/), '9-2');
    await submit(user);
    await waitFor(() =>
      expect(sentBody(fetchMock, 'POST', '/api/admin/tips')).toMatchObject({
        horseName: 'Night Owl',
        going: 'Standard to Slow',
        weight: '9-2',
      }),
    );
  });

  it("shows the server's refusal in the toast and under the field, keeping what was typed", async () => {
    expectConsoleError(/API error.*\/api\/admin\/tips/s);
    const message = 'That race has already started. Tips must be published before the off.';
    mockApi({
      ...NO_CARD,
      'POST /api/admin/tips': () =>
        json({ error: message, code: 'BAD_REQUEST', issues: [{ field: 'raceTime', message }] }, 400),
    });
    const user = renderForm();

    await fillRequired(user);
    await submit(user);

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
      ...NO_CARD,
      'POST /api/admin/tips': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = renderForm();

    await fillRequired(user);
    await submit(user);

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        variant: 'destructive',
        title: 'Something went wrong. Please try again.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Add Tip' })).toBeEnabled();
  });
});
