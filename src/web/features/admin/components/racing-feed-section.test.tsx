import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFeedStatus } from '~/domain/racing-feed.contract';
import { formatUkNumericDateTime } from '~/domain/uk-date-format';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, renderRoute } from '~/web/test/render-with-api';
import { RacingFeedSection } from './racing-feed-section';

type TPass = NonNullable<TFeedStatus['lastPass']>;

const LAST_PASS: TPass = {
  at: '2026-11-20T09:05:00.000Z',
  ran: true,
  cards: {
    races: 31,
    problems: [{ raceId: 'rac_77', problems: [{ path: 'runners.3.lbs', message: 'must be 98 to 175' }] }],
  },
  results: { races: 4, problems: [] },
};
const NOT_SET_UP =
  'The Racing API is not set up: set RACING_API_USERNAME and RACING_API_PASSWORD (and RACING_API_URL for another address).';

afterEach(() => vi.unstubAllGlobals());

const renderSection = () => renderRoute('/admin', '/admin', <RacingFeedSection />);
const section = () => screen.findByRole('region', { name: 'The Racing API' });

describe('The Racing API on the Racing data tab', () => {
  it('shows that the feed is set up and its last pass: when, races stored, and each race left out and why', async () => {
    mockApi({ 'GET /api/admin/racing-data/feed': () => json({ configured: true, lastPass: LAST_PASS }) });
    const { container } = renderSection();
    const feed = await section();

    expect(await within(feed).findByText('Set up')).toBeInTheDocument();
    expect(within(feed).getByText(/^Last pass:/)).toHaveTextContent(
      `Last pass: ${formatUkNumericDateTime(LAST_PASS.at)}`,
    );
    expect(within(feed).getByText('Racecards:').parentElement).toHaveTextContent(
      'Racecards: 31 races stored, 1 race left out',
    );
    expect(within(feed).getByText('rac_77').parentElement).toHaveTextContent(
      'rac_77: runners.3.lbs must be 98 to 175',
    );
    expect(within(feed).getByText('Results:').parentElement).toHaveTextContent('Results: 4 races stored');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says when it is not set up, and "Fetch now" shows how to set it up (409)', async () => {
    expectConsoleError(/API error.*409/s);
    const fetchMock = mockApi({
      'GET /api/admin/racing-data/feed': () => json({ configured: false, lastPass: null }),
      'POST /api/admin/racing-data/feed/run': () => json({ error: NOT_SET_UP }, 409),
    });
    const user = userEvent.setup();
    renderSection();
    const feed = await section();
    expect(await within(feed).findByText('Not set up')).toBeInTheDocument();
    expect(within(feed).getByText('No pass yet since the server started.')).toBeInTheDocument();

    await user.click(within(feed).getByRole('button', { name: 'Fetch now' }));
    expect(await within(feed).findByRole('alert')).toHaveTextContent(NOT_SET_UP);
    expect(callsTo(fetchMock, 'POST', '/api/admin/racing-data/feed/run')).toHaveLength(1);
    expect(within(feed).getByRole('button', { name: 'Fetch now' })).toBeEnabled();
  });

  it('"Fetch now" is disabled while the pass runs, then shows the pass it returns, or the error that stopped it', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /api/admin/racing-data/feed': () => json({ configured: true, lastPass: null }),
      'POST /api/admin/racing-data/feed/run': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
      'GET /api/admin/racing-data/imports': () => json([]),
    });
    const user = userEvent.setup();
    const { container } = renderSection();
    const feed = await section();
    await user.click(await within(feed).findByRole('button', { name: 'Fetch now' }));

    const running = within(feed).getByRole('button', { name: 'Fetching…' });
    expect(running).toBeDisabled();
    finish(
      json({
        at: '2026-11-20T10:00:00.000Z',
        ran: true,
        cards: { races: 12, problems: [] },
        error: 'The Racing API answered 401: check RACING_API_USERNAME and RACING_API_PASSWORD',
      }),
    );

    expect(await within(feed).findByText(/^Last pass:/)).toHaveTextContent(
      `Last pass: ${formatUkNumericDateTime('2026-11-20T10:00:00.000Z')}`,
    );
    expect(within(feed).getByText('Racecards:').parentElement).toHaveTextContent(
      'Racecards: 12 races stored',
    );
    expect(within(feed).getByText('Results:').parentElement).toHaveTextContent(
      'Results: not read on this pass',
    );
    expect(within(feed).getByText(/^Stopped:/)).toHaveTextContent(
      'Stopped: The Racing API answered 401: check RACING_API_USERNAME and RACING_API_PASSWORD',
    );
    expect(within(feed).getByRole('button', { name: 'Fetch now' })).toBeEnabled();
    expect(callsTo(fetchMock, 'POST', '/api/admin/racing-data/feed/run')).toHaveLength(1);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
