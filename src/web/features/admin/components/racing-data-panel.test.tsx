import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TImportRecord, TRacecardsSummary } from '~/domain/racing-data-import.contract';
import { seriousViolations } from '~/web/test/axe';
import { expectConsoleError } from '~/web/test/console-guard';
import { callsTo, json, mockApi, renderRoute } from '~/web/test/render-with-api';
import { RacingDataPanel, summaryLine } from './racing-data-panel';

const cardsSummary: TRacecardsSummary = {
  kind: 'racecards',
  races: { added: 2, updated: 1, unchanged: 0 },
  runners: { added: 17, updated: 1, withdrawn: 1 },
  changes: ['Ascot 2026-11-20 15:10: Soft Rain withdrawn'],
  notes: ['Ascot 2026-11-20 14:30: already off, left as it is'],
  problems: [],
};
const record: TImportRecord = {
  id: 1,
  kind: 'racecards',
  source: 'import',
  admin: 'admin',
  label: 'cards-saturday.json',
  createdAt: '2026-11-20T09:00:00.000Z',
  summary: cardsSummary,
};
/** The feed's section shares the tab (its own tests are racing-feed-section.test.tsx). */
const NO_FEED = { 'GET /api/admin/racing-data/feed': () => json({ configured: false, lastPass: null }) };
const file = (name: string, text: string) => new File([text], name, { type: 'application/json' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPanel = () => renderRoute('/admin', '/admin', <RacingDataPanel />);

describe('the Racing data tab', () => {
  it('sends the chosen racecards file with its name and shows what changed, then lists it among the imports', async () => {
    let imports: TImportRecord[] = [];
    const fetchMock = mockApi({
      ...NO_FEED,
      'GET /api/admin/racing-data/imports': () => json(imports),
      'POST /api/admin/racing-data/racecards': () => {
        imports = [record];
        return json(cardsSummary);
      },
    });
    const user = userEvent.setup();
    const { container } = renderPanel();
    expect(await screen.findByText('No imports yet. Choose a racecards file to start.')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Choose the racecards file'),
      file('cards-saturday.json', '{"racecards":[{"race_id":"r1"}]}'),
    );

    const status = await screen.findByText(/^Imported:/);
    expect(status).toHaveTextContent(
      'Imported: 2 races added, 1 updated, 0 unchanged; 17 runners added, 1 updated, 1 withdrawn',
    );
    expect(screen.getByText('Ascot 2026-11-20 15:10: Soft Rain withdrawn')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/racing-data/racecards');
    expect(call!.url.searchParams.get('label')).toBe('cards-saturday.json');
    expect(JSON.parse(String(call!.init?.body))).toEqual({ racecards: [{ race_id: 'r1' }] });
    const recent = screen.getByRole('region', { name: 'Recent imports' });
    expect(await within(recent).findByText('cards-saturday.json')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("lists every row's problem when the server refuses the file", async () => {
    expectConsoleError(/API error.*400/s);
    mockApi({
      ...NO_FEED,
      'GET /api/admin/racing-data/imports': () => json([]),
      'POST /api/admin/racing-data/results': () =>
        json(
          {
            error: 'The file was not imported: nothing was changed',
            code: 'IMPORT_PROBLEMS',
            problems: [
              {
                path: 'results[0].runners[1].horse_id',
                message: 'is not on the card of Ascot 2026-11-20 14:30',
              },
              { path: 'results[2].race_id', message: 'must not be empty' },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const { container } = renderPanel();
    await user.upload(
      screen.getByLabelText('Choose the results file'),
      file('results.json', '{"results":[]}'),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported: nothing was changed');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'results[0].runners[1].horse_id: is not on the card of Ascot 2026-11-20 14:30',
      'results[2].race_id: must not be empty',
    ]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('refuses a file that is not JSON without sending it', async () => {
    const fetchMock = mockApi({ ...NO_FEED, 'GET /api/admin/racing-data/imports': () => json([]) });
    const user = userEvent.setup();
    renderPanel();
    await user.upload(
      screen.getByLabelText('Choose the racecards file'),
      file('cards.json', 'racecards: nope'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cards.json is not a JSON file: nothing was changed.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/racing-data/racecards')).toHaveLength(0);
  });

  it('says what a results import did, naming races not on our cards', () => {
    expect(
      summaryLine({
        kind: 'results',
        results: { recorded: 1, corrected: 0, unchanged: 2 },
        unknownRaceIds: ['kem-9'],
        changes: [],
        notes: [],
        problems: [],
      }),
    ).toBe('1 result recorded, 0 corrected, 2 unchanged; 1 race not on our cards (kem-9)');
  });
});
