import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '~/web/test/console-guard';
import { json, mockApi, renderRoute } from '~/web/test/render-with-api';
import { AdminPage } from '../admin-page';
import { adminTip, tipPage } from '../test/admin-tips';
import { NO_CARD } from '../test/racecards';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const TIPS = [adminTip(), adminTip({ id: 2, horse: 'Kyprios', result: 'Won', raceStarted: true })];

const confirmDelete = async (user: ReturnType<typeof userEvent.setup>, horse: string) => {
  await user.click(await screen.findByRole('button', { name: `Delete: ${horse}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete tip' }));
  expect(dialog.getByText('Are you sure you want to delete this tip?')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
};

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manage Tips delete', () => {
  it('removes the row first, then puts it back with the server reason when the delete is refused (409)', async () => {
    expectConsoleError(/API error.*409/s);
    let answer: (response: Response) => void = () => {};
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage(TIPS)),
      'DELETE /api/tips/2': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderRoute('/admin?tab=manage', '/admin/*', <AdminPage />);

    await confirmDelete(user, 'Kyprios');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kyprios' })).not.toBeInTheDocument());

    const reason = 'This tip has a result and is part of the track record, so it cannot be deleted';
    answer(json({ error: reason }, 409));

    expect(await screen.findByRole('heading', { name: 'Kyprios' })).toBeInTheDocument();
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'destructive', description: reason }),
    );
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Tip has been deleted' }));
  });

  it('confirms a delete the server accepted', async () => {
    let isDeleted = false;
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage(isDeleted ? TIPS.slice(1) : TIPS)),
      'DELETE /api/tips/1': () => {
        isDeleted = true;
        return json(null, 204);
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin?tab=manage', '/admin/*', <AdminPage />);

    await confirmDelete(user, 'Desert Crown');

    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Tip has been deleted' }));
    expect(screen.queryByRole('heading', { name: 'Desert Crown' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kyprios' })).toBeInTheDocument();
  });

  it('on a network failure says "Tip removed from view" and the next refresh brings the row back', async () => {
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage(TIPS)),
      'DELETE /api/tips/1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin?tab=manage', '/admin/*', <AdminPage />);

    await confirmDelete(user, 'Desert Crown');

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Notice',
          description: expect.stringMatching(/^Tip removed from view/),
        }),
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Desert Crown' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Desert Crown' })).toBeInTheDocument();
  });
});
