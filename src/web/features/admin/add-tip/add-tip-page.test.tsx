import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDate } from '~/domain/uk-time';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { NO_CARD } from '../test/racecards';
import { AddTipPage } from './add-tip-page';
import { PENDING_TIP_KEY } from './pending-tip';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const SAVED_MESSAGE = "Saved on this device only - not published yet. We'll retry when you're back online.";

const CREATED = {
  id: 7,
  date: ukDate(),
  racecourse: 'York',
  time: '15:35',
  horse: 'Kyprios',
  betType: 'Win',
  category: 'Standard',
  odds: '5/1',
  accessLevel: 'Free',
  result: null,
  resultComment: null,
  tipster: 'RacePro Team',
  confidence: 3,
  sp: null,
  deadHeat: null,
  rule4Pence: 0,
  publishedAt: '2025-06-14T08:00:00.000Z',
  raceStarted: false,
};

const EXPECTED_BODY = {
  tipDate: ukDate(),
  racecourse: 'York',
  raceTime: '15:35',
  horseName: 'Kyprios',
  betType: 'Win',
  odds: '5/1',
  stake: '1pt',
  analysis: 'Stays.',
  confidence: 3,
  tipster: 'RacePro Team',
  accessLevel: 'Free',
  category: 'Standard',
};

const renderPage = () => {
  renderRoute('/tips/new', '/tips/new', <AddTipPage />);
  return userEvent.setup({ delay: null });
};

const fillTip = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(await screen.findByLabelText('Racecourse'), 'York');
  await user.type(screen.getByLabelText('Race time'), '15:35');
  await user.type(screen.getByLabelText('Horse name'), 'Kyprios');
  await user.type(screen.getByLabelText('Odds'), '5/1');
  await user.type(screen.getByLabelText('Analysis'), 'Stays.');
};

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit Tip' }));

const isAdmin = { 'GET /api/admin/check': () => json({ isAdmin: true }) };

beforeEach(() => {
  toastMock.mockReset();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The form's rules are pinned in tip-form.test.ts, the fallback call in lib/api/create-tip.test.ts and the device copy
// in use-pending-tip.test.tsx; these are the journeys through the page.
describe('AddTipPage form', () => {
  it('shows each message under the field that caused it, keeps what was typed and sends nothing', async () => {
    const fetchMock = mockApi({ ...NO_CARD, ...isAdmin });
    const user = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Add New Tip' })).toBeInTheDocument();
    expect(screen.getByText('Create a new racing tip to share with users.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Race time'), '3.35pm');
    await submit(user);

    expect(await screen.findByText('Must be in format HH:MM')).toBeInTheDocument();
    expect(screen.getByLabelText('Horse name')).toHaveAccessibleDescription('Horse name is required.');
    expect(screen.getByLabelText('Racecourse')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Race time')).toHaveValue('3.35pm');
    expect(callsTo(fetchMock, 'POST', '/api/tips')).toHaveLength(0);
  });

  it('publishes through /api/tips, says "Success!" and goes to /tips', async () => {
    const fetchMock = mockApi({ ...NO_CARD, ...isAdmin, 'POST /api/tips': () => json(CREATED, 201) });
    const user = renderPage();

    await fillTip(user);
    await submit(user);

    expect(await screen.findByText('Tips screen')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/tips')).toEqual(EXPECTED_BODY);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success!' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
  });
});

describe('AddTipPage refusals', () => {
  it('shows a 400 under its field, without the fallback call and without keeping the tip', async () => {
    expectConsoleError(/API error.*400/s);
    const message = 'That race has already started. Tips must be published before the off.';
    const fetchMock = mockApi({
      ...NO_CARD,
      ...isAdmin,
      'POST /api/tips': () =>
        json({ error: `raceTime: ${message}`, issues: [{ field: 'raceTime', message }] }, 400),
    });
    const user = renderPage();

    await fillTip(user);
    await submit(user);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Race time')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Failed to add tip. Server returned an error.',
      }),
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
    expect(screen.getByLabelText('Horse name')).toHaveValue('Kyprios');
  });
});

describe('AddTipPage honest failure', () => {
  it('keeps the tip as pendingTip with submittedAt when both calls fail, says so, and never claims success', async () => {
    expectConsoleError(/API error.*500/s);
    mockApi({
      ...NO_CARD,
      ...isAdmin,
      'POST /api/tips': () => json({ error: 'Internal error' }, 500),
      'POST /api/admin/tips': () => json({ error: 'Internal error' }, 500),
    });
    const user = renderPage();

    await fillTip(user);
    await submit(user);

    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(PENDING_TIP_KEY) ?? 'null');
    expect(stored).toMatchObject(EXPECTED_BODY);
    expect(new Date(stored.submittedAt).toISOString()).toBe(stored.submittedAt);
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Success!' }));
    expect(screen.queryByText('Tips screen')).not.toBeInTheDocument();
  });

  it('sends a tip saved earlier on the next visit and clears the notice', async () => {
    localStorage.setItem(
      PENDING_TIP_KEY,
      JSON.stringify({ ...EXPECTED_BODY, submittedAt: '2025-06-14T09:00:00.000Z' }),
    );
    const fetchMock = mockApi({ ...NO_CARD, ...isAdmin, 'POST /api/tips': () => json(CREATED, 201) });
    renderPage();

    expect(screen.getByText(SAVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument());
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
    expect(sentBody(fetchMock, 'POST', '/api/tips')).toEqual(EXPECTED_BODY);
  });
});

describe('AddTipPage admin only', () => {
  it('shows the sign-in-as-admin card on a 403 and keeps nothing on the device', async () => {
    expectConsoleError(/API error.*403/s);
    mockApi({ ...NO_CARD, ...isAdmin, 'POST /api/tips': () => json({ error: 'Administrators only' }, 403) });
    const user = renderPage();

    await fillTip(user);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Sign in as an administrator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute('href', '/admin');
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Tip' })).not.toBeInTheDocument();
  });

  it('shows the sign-in card up front to a signed-out visitor', async () => {
    mockApi({ ...NO_CARD, 'GET /api/admin/check': () => json({ error: 'Not signed in' }, 401) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Sign in as an administrator' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Horse name')).not.toBeInTheDocument();
  });
});
