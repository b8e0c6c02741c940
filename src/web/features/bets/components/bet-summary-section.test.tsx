import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '~/web/test/axe';
import {
  betBreakdown,
  betSummary,
  json,
  mockApi,
  renderWithProviders,
  requestedUrls,
} from '../test/fixtures';
import { BetSummarySection } from './bet-summary-section';

// The section, its lazy breakdown tables and axe take a few seconds on a shared machine.
// Tuesday 3 November 2026, 23:59 UK (GMT): the windows end today, the 3rd.
const now = () => new Date('2026-11-03T23:59:00Z');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderSection = () =>
  renderWithProviders(<BetSummarySection isStarter={false} tracksInAccount={true} now={now} />);

const windowsAsked = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  requestedUrls(fetchMock, path).map(
    (url) => `${url.searchParams.get('from')}..${url.searchParams.get('to')}`,
  );

describe('BetSummarySection', () => {
  it('shows the last 30 days by default: the figures, price beaten, the chart and the breakdowns, axe clean', async () => {
    const fetchMock = mockApi({
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    const { container } = renderSection();
    const section = await screen.findByRole('region', { name: 'Your betting record' });
    expect(windowsAsked(fetchMock, '/api/bets/summary')).toEqual(['2026-10-05..2026-11-03']);
    const tile = async (label: string) =>
      (await within(section).findByText(label, { selector: 'dt' })).parentElement as HTMLElement;
    expect(await tile('Profit/loss')).toHaveTextContent('+£12.50Last 30 days.');
    expect(await tile('Total staked')).toHaveTextContent('£40.00Last 30 days, 8 settled bets');
    expect(await tile('Price beaten')).toHaveTextContent(
      '75.0%3 of 4 bets taken above SP; on average +6.3% against SP',
    );
    expect(
      within(section).getByRole('figure', { name: /Your profit over time/ }),
    ).toHaveAccessibleDescription(/\(2 settled bets\): now \+£12\.50/);

    const byBookmaker = await within(section).findByRole('table', { name: 'By bookmaker' });
    const rows = within(byBookmaker).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'BookmakerBetsStakedProfit/lossROIStrike rate',
      'Bet3654£20.00+£17.50+87.5%50.0%',
      'Not recorded4£20.00-£5.00-25.0%50.0%',
    ]);
    for (const name of ['By bet type', 'By course', 'By odds band', 'By tipped or your own'])
      expect(within(section).getByRole('table', { name })).toBeInTheDocument();
    expect(windowsAsked(fetchMock, '/api/bets/breakdown')).toEqual(['2026-10-05..2026-11-03']);
    expect(await seriousViolations(container)).toEqual([]);
  }, 20_000);

  it('asks again for the period picked, and for custom dates only once they make a window', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
    });
    const { container } = renderSection();
    const period = await screen.findByRole('combobox', { name: 'Period' });

    await user.selectOptions(period, '7 days');
    await waitFor(() =>
      expect(windowsAsked(fetchMock, '/api/bets/summary')).toContain('2026-10-28..2026-11-03'),
    );
    await user.selectOptions(period, 'All time');
    await waitFor(() => expect(windowsAsked(fetchMock, '/api/bets/summary')).toContain('null..null'));
    expect(await screen.findByText('All time. 18+. Gamble responsibly.')).toBeInTheDocument();

    await user.selectOptions(period, 'Custom dates');
    expect(await screen.findByText('Choose a start and an end date.')).toBeInTheDocument();
    const asked = requestedUrls(fetchMock, '/api/bets/summary').length;
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-02');
    await user.type(to, '2026-11-01');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(requestedUrls(fetchMock, '/api/bets/summary')).toHaveLength(asked);
    await user.clear(to);
    await user.type(to, '2026-11-03');
    await waitFor(() =>
      expect(windowsAsked(fetchMock, '/api/bets/summary')).toContain('2026-11-02..2026-11-03'),
    );
    expect(await seriousViolations(container)).toEqual([]);
  }, 20_000);

  it('imports a CSV file as it is and lists every problem by row', async () => {
    const user = userEvent.setup();
    const bodies: string[] = [];
    let answer = json(
      {
        error: 'Nothing was imported: correct the rows below and import the file again.',
        errors: [
          'Row 4: price must be a fraction such as 5/2',
          'Row 7: time must be the race time such as 14:30',
        ],
      },
      400,
    );
    mockApi({
      'GET /api/bets/summary': () => json(betSummary()),
      'GET /api/bets/breakdown': () => json(betBreakdown()),
      'POST /api/bets/import.csv': (_url, init) => {
        bodies.push(String(init?.body));
        expect(new Headers(init?.headers).get('content-type')).toBe('text/csv');
        return answer;
      },
    });
    const { container } = renderSection();
    const input = await screen.findByLabelText('Import CSV');
    const file = new File(['Id,Placed at\r\n1,2026-11-01'], 'bets.csv', { type: 'text/csv' });

    await user.upload(input, file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 4: price must be a fraction such as 5/2',
      'Row 7: time must be the race time such as 14:30',
    ]);
    expect(bodies).toEqual(['Id,Placed at\r\n1,2026-11-01']);
    expect(await seriousViolations(container)).toEqual([]);

    answer = json({ imported: 2 });
    await user.upload(input, file);
    expect(await screen.findByText('Imported 2 bets.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);
});
