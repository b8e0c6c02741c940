import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AdminPage } from './admin-page';
import { tipPage } from './test/admin-tips';
import { NO_CARD } from './test/racecards';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const renderAdmin = () => renderRoute('/admin', '/admin/*', <AdminPage />);

const logIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminPage login', () => {
  it('asks for both fields before sending anything', async () => {
    const fetchMock = mockApi({ ...NO_CARD, 'GET /api/admin/check': () => json({ isAdmin: false }) });
    const user = userEvent.setup();
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/admin/login')).toBe(false);
  });

  it('shows the destructive "Invalid username or password" toast on a 401 and stays on the form', async () => {
    expectConsoleError(/API error.*401/s);
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: false }),
      'POST /api/admin/login': () => json({ error: 'Invalid username or password' }, 401),
    });
    const user = userEvent.setup();
    renderAdmin();
    await logIn(user);

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', description: 'Invalid username or password' }),
      ),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
  });

  it('says "Failed to connect to the server." when the server cannot be reached', async () => {
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: false }),
      'POST /api/admin/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    await logIn(user);

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', description: 'Failed to connect to the server.' }),
      ),
    );
  });

  it('welcomes the admin and opens the panel on success', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: false }),
      'POST /api/admin/login': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([])),
    });
    const user = userEvent.setup();
    renderAdmin();
    await logIn(user);

    expect(await screen.findByRole('tab', { name: 'Add New Tip' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manage Tips' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Login successful',
      description: 'Welcome to the admin panel.',
    });
    expect(sentBody(fetchMock, 'POST', '/api/admin/login')).toEqual({ username: 'admin', password: 'wrong' });
    expect(screen.getByRole('link', { name: 'Open the full tip form' })).toHaveAttribute('href', '/tips/new');
  });
});

describe('AdminPage logout', () => {
  it('logs out and says so even when the call fails', async () => {
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'POST /api/admin/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'You have been logged out of the admin panel' }),
      ),
    );
  });
});
