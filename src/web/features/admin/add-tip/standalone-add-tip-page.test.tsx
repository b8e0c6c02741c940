import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDate } from '~/domain/uk-time';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { NO_CARD } from '../test/racecards';
import { PENDING_TIP_KEY } from './pending-tip';
import { StandaloneAddTipPage } from './standalone-add-tip-page';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const renderPage = () => {
  renderRoute('/add-tip', '/add-tip', <StandaloneAddTipPage />);
  return userEvent.setup({ delay: null });
};

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

const fillTip = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(await screen.findByLabelText('Racecourse'), 'Wolverhampton');
  await user.type(screen.getByLabelText('Race time'), '20:15');
  await user.type(screen.getByLabelText('Horse name'), 'Lunar Echo');
  await user.selectOptions(screen.getByLabelText('Bet type'), 'E/W');
  await user.type(screen.getByLabelText('Odds'), '12/1');
  await user.type(screen.getByLabelText('Analysis'), 'Drawn.');
};

beforeEach(() => {
  toastMock.mockReset();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StandaloneAddTipPage', () => {
  it('asks a signed-out visitor to sign in as admin instead of showing the form', async () => {
    mockApi({ ...NO_CARD, 'GET /api/admin/check': () => json({ isAdmin: false }) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Add New Racing Tip' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByRole('button', { name: 'Add Tip' })).not.toBeInTheDocument();
  });

  it('offers the standalone option sets', async () => {
    mockApi({ ...NO_CARD, 'GET /api/admin/check': () => json({ isAdmin: true }) });
    renderPage();

    await screen.findByLabelText('Bet type');
    expect(optionsOf('Bet type')).toEqual(['Win', 'Place', 'E/W']);
    expect(optionsOf('Category')).toEqual(['Daily Selection', 'NAP', 'Value Bet', 'Long Shot']);
    expect(optionsOf('Confidence')).toEqual(['Low', 'Moderate', 'Good', 'High', 'Very High']);
    expect(screen.getByLabelText('Confidence')).toHaveValue('3');
  });

  it('publishes through /api/tips and goes to /tips', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/tips': () => json({ horse: 'Lunar Echo' }, 201),
    });
    const user = renderPage();

    await fillTip(user);
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));

    expect(await screen.findByText('Tips screen')).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Tip added',
      description: 'Lunar Echo has been published.',
    });
    expect(callsTo(fetchMock, 'POST', '/api/tips')).toHaveLength(1);
    expect(sentBody(fetchMock, 'POST', '/api/tips')).toMatchObject({
      tipDate: ukDate(),
      racecourse: 'Wolverhampton',
      betType: 'E/W',
      category: 'Daily Selection',
      confidence: 3,
    });
  });

  it('says "Failed to add tip. Please try again." on failure, keeps the typed tip and stores nothing', async () => {
    expectConsoleError(/API error.*500/s);
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/tips': () => json({ error: 'Internal error' }, 500),
    });
    const user = renderPage();

    await fillTip(user);
    await user.click(screen.getByRole('button', { name: 'Add Tip' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', title: 'Failed to add tip. Please try again.' }),
      ),
    );
    expect(screen.getByLabelText('Horse name')).toHaveValue('Lunar Echo');
    expect(callsTo(fetchMock, 'POST', '/api/admin/tips')).toHaveLength(0);
    expect(localStorage.getItem(PENDING_TIP_KEY)).toBeNull();
  });
});
