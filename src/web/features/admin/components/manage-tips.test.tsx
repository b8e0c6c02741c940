import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminTip } from '~/domain/admin-tips.contract';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, renderRoute, sentBody } from '~/web/test/render-with-api';
import { AdminPage } from '../admin-page';
import { adminTip, tipPage } from '../test/admin-tips';
import { NO_CARD } from '../test/racecards';

const toastMock = vi.hoisted(() => vi.fn());
vi.mock('~/web/components/ui/use-toast', () => ({ toast: toastMock }));

const renderManageTips = () => renderRoute('/admin?tab=manage', '/admin/*', <AdminPage />);

const rowOf = (horse: string) => {
  const row = screen.getByRole('heading', { name: horse }).closest('li');
  if (!row) throw new Error(`no row for ${horse}`);
  return within(row);
};

beforeEach(() => {
  toastMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Manage Tips list', () => {
  it('sends the filter and page as query parameters, paginates and goes back to page 1 on a new filter', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': (url) => {
        const page = Number(url.searchParams.get('page'));
        const horse = `${url.searchParams.get('filter')} horse ${page}`;
        return json(tipPage([adminTip({ id: page, horse })], { page, total: 45 }));
      },
    });
    const user = userEvent.setup();
    renderManageTips();

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'all horse 1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/tips')[0]?.url.search).toBe(
      '?filter=all&page=1&pageSize=20',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'all horse 2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'pending');
    expect(await screen.findByRole('heading', { name: 'pending horse 1' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/tips').at(-1)?.url.search).toBe(
      '?filter=pending&page=1&pageSize=20',
    );
  });

  it('shows the spec empty text, and an error with a working Retry', async () => {
    expectConsoleError(/API error.*500/s);
    let isDown = true;
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => (isDown ? json({ error: 'Internal error' }, 500) : json(tipPage([]))),
    });
    const user = userEvent.setup();
    renderManageTips();

    expect(await screen.findByText('We could not load the tips.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tips found. Add your first tip to get started!')).toBeInTheDocument();
  });
});

describe('Manage Tips results', () => {
  it('offers no result before the off', async () => {
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([adminTip({ raceStarted: false })])),
    });
    renderManageTips();
    await screen.findByRole('heading', { name: 'Desert Crown' });
    expect(rowOf('Desert Crown').getByText(/Results open at the off/)).toBeInTheDocument();
    expect(rowOf('Desert Crown').queryByRole('button', { name: /^Won/ })).not.toBeInTheDocument();
    expect(rowOf('Desert Crown').queryByRole('button', { name: /^More/ })).not.toBeInTheDocument();
  });

  it('asks for the SP, PATCHes the chosen result with the extra comments and shows the coloured badge', async () => {
    let tip: TAdminTip = adminTip({ raceStarted: true });
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([tip])),
      'PATCH /api/admin/tips/1/result': () => {
        tip = { ...tip, result: 'Won', resultComment: 'Made all, won easily' };
        return json(tip);
      },
    });
    const user = userEvent.setup();
    renderManageTips();

    await screen.findByRole('heading', { name: 'Desert Crown' });
    await user.click(rowOf('Desert Crown').getByRole('button', { name: /^Won/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as Won' }));
    await user.type(dialog.getByLabelText(/Extra comments/), 'Made all, won easily');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByText('Enter the starting price (SP), e.g. 9/2')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toHaveLength(0);
    await user.type(dialog.getByLabelText(/^SP/), '3/1');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));

    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Tip result has been updated.' }));
    expect(sentBody(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toEqual({
      result: 'Won',
      resultComment: 'Made all, won easily',
      sp: '3/1',
    });
    expect(await rowOf('Desert Crown').findByText('Won')).toBeInTheDocument();
    expect(rowOf('Desert Crown').getByRole('button', { name: /^Correct result/ })).toBeInTheDocument();
    expect(rowOf('Desert Crown').queryByRole('button', { name: /^Placed/ })).not.toBeInTheDocument();
  });

  it('asks for a reason before correcting a recorded result', async () => {
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () =>
        json(tipPage([adminTip({ result: 'Lost', sp: '4/1', raceStarted: true })])),
      'PATCH /api/admin/tips/1/result': () => json(adminTip({ result: 'Placed', raceStarted: true })),
    });
    const user = userEvent.setup();
    renderManageTips();

    await user.click(await screen.findByRole('button', { name: /^Correct result/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct result' }));
    await user.selectOptions(dialog.getByLabelText('Result'), 'Placed');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByText('Say why the recorded result is being corrected')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Reason for the correction'), 'Judge amended the placings');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toEqual({
        result: 'Placed',
        resultComment: '',
        sp: '4/1',
        reason: 'Judge amended the placings',
      }),
    );
  });

  it('asks which place a placed horse tied for, explains the rule, and sends the position', async () => {
    let tip = adminTip({ places: 3, raceStarted: true });
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([tip])),
      'PATCH /api/admin/tips/1/result': () => {
        tip = { ...tip, result: 'Placed', deadHeat: 3, deadHeatPosition: 2 };
        return json(tip);
      },
    });
    const user = userEvent.setup();
    renderManageTips();

    await user.click(await screen.findByRole('button', { name: /^More\.\.\./ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a result' }));
    await user.selectOptions(dialog.getByLabelText('Result'), 'Placed');
    await user.selectOptions(dialog.getByLabelText(/Dead heat/), '3');
    expect(dialog.getByText(/three tied for 2nd with 3 places paid share 2 places/)).toBeInTheDocument();
    const position = dialog.getByLabelText(/Tie was for/);
    expect(
      within(position)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', '2nd place', '3rd place']);
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    expect(await dialog.findByText('Say which place the tie was for (2nd to 3rd)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toHaveLength(0);

    await user.selectOptions(position, '2');
    await user.type(dialog.getByLabelText(/^SP/), '9/2');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toEqual({
        result: 'Placed',
        resultComment: '',
        deadHeat: 3,
        deadHeatPosition: 2,
        sp: '9/2',
      }),
    );
    expect(await rowOf('Desert Crown').findByText(/dead heat of 3 for 2nd/)).toBeInTheDocument();
  });

  it("works out Rule 4 from the withdrawn horse's price on the Tattersalls scale (1/3 is 70p) and sends it", async () => {
    let tip = adminTip({ places: 3, raceStarted: true });
    const fetchMock = mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([tip])),
      'PATCH /api/admin/tips/1/result': () => {
        tip = { ...tip, result: 'Won', rule4Pence: 70 };
        return json(tip);
      },
    });
    const user = userEvent.setup();
    renderManageTips();

    await user.click(await screen.findByRole('button', { name: /^More\.\.\./ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a result' }));
    await user.selectOptions(dialog.getByLabelText('Result'), 'Won');
    const withdrawn = dialog.getByLabelText(/Withdrawn horse's price/);
    await user.type(withdrawn, '4/6');
    expect(dialog.getByLabelText(/^Rule 4/)).toHaveValue(55);
    expect(dialog.getByText(/4\/6 is in the 4\/5 to 4\/6 row: 55p in the £/)).toBeInTheDocument();
    await user.clear(withdrawn);
    await user.type(withdrawn, '1/3');
    expect(dialog.getByLabelText(/^Rule 4/)).toHaveValue(70);
    expect(dialog.getByText(/1\/3 is in the 2\/5 to 1\/3 row: 70p in the £/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^SP/), '9/2');
    await user.click(dialog.getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PATCH', '/api/admin/tips/1/result')).toEqual({
        result: 'Won',
        resultComment: '',
        rule4Pence: 70,
        sp: '9/2',
      }),
    );
  });

  it('keeps the dialog open and shows the server message when the update is refused', async () => {
    expectConsoleError(/API error.*Tip 1 not found/s);
    mockApi({
      ...NO_CARD,
      'GET /api/admin/check': () => json({ isAdmin: true }),
      'GET /api/admin/tips': () => json(tipPage([adminTip({ raceStarted: true })])),
      'PATCH /api/admin/tips/1/result': () => json({ error: 'Tip 1 not found' }, 404),
    });
    const user = userEvent.setup();
    renderManageTips();

    await user.click(await screen.findByRole('button', { name: /^Lost/ }));
    await user.type(await screen.findByLabelText(/^SP/), '5/1');
    await user.click(await screen.findByRole('button', { name: 'Save result' }));

    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to update tip result.', description: 'Tip 1 not found' }),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Mark as Lost' })).toBeInTheDocument();
  });
});
