import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TCardRace, TRaceResultInput } from '~/domain/racing-data.contract';
import { createRacingApiClient } from './racing-api-client';
import { createRacingFeed, type TRacingDataSink } from './racing-feed.service';

/**
 * The Racing API feed against a fake provider on 127.0.0.1 serving its documented shapes
 * (https://api.theracingapi.com/documentation: RacecardsOddsPage, ResultsStandardPage; every value a string).
 */

type TRoute = (url: URL) => { status: number; body: unknown; delayMs?: number };
let routes: Record<string, TRoute> = {};
const requests: { url: URL; auth: string | undefined }[] = [];
const provider = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  requests.push({ url, auth: req.headers.authorization });
  const route = routes[url.pathname];
  const answer = route ? route(url) : { status: 404, body: { detail: 'Not Found' } };
  const send = () => {
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
});
let baseUrl = '';

const runner = (over: Record<string, unknown> = {}) => ({
  horse_id: 'hrs_1',
  horse: 'Pistoletto (USA)',
  age: '6',
  number: '1',
  draw: '8',
  lbs: '140',
  ofr: '75',
  jockey: 'Adam Tracey(7)',
  trainer: 'John Ryan',
  form: '3-7880',
  headgear: 'b1',
  odds: [
    { bookmaker: 'Bet365', fractional: '8' },
    { bookmaker: 'Paddy Power', fractional: '15/2' },
  ],
  dam: 'Lerici',
  silk_url: 'https://www.url-for-silk.com/svg/456789.svg',
  ...over,
});
const card = (over: Record<string, unknown> = {}) => ({
  race_id: 'rac_10880272',
  course: 'Brighton',
  course_id: 'crs_182',
  date: '2026-11-27',
  off_time: '1:50',
  off_dt: '2026-11-27T13:50:00+00:00',
  race_name: 'At The Races App Form Study Apprentice Handicap',
  distance_f: '7.0',
  region: 'GB',
  pattern: '',
  race_class: 'Class 5',
  type: 'Flat',
  going: 'Good To Firm',
  surface: 'Turf',
  is_abandoned: false,
  field_size: '3',
  runners: [
    runner(),
    runner({
      horse_id: 'hrs_2',
      horse: 'Team Happy',
      number: '2',
      draw: '3',
      ofr: '',
      headgear: '',
      odds: [{ fractional: '5/1' }],
    }),
    runner({ horse_id: 'hrs_3', horse: 'Snowthorn (IRE)', number: '3', draw: '1', headgear: 'tp', odds: [] }),
  ],
  ...over,
});
const cardsPage = (racecards: unknown[], total = racecards.length) => ({
  racecards,
  total,
  limit: 500,
  skip: 0,
  query: [],
});

/** Records what the feed stores: each pass's races as one batch (the feed sends them one race at a time). */
class RecordingSink implements TRacingDataSink {
  cards: TCardRace[][] = [];
  results: TRaceResultInput[][] = [];
  async importRacecards(cards: TCardRace[]) {
    const last = this.cards.at(-1);
    // One call per race: the test reads them as the pass's batch.
    if (last && this.batching) last.push(...cards);
    else this.cards.push([...cards]);
    this.batching = true;
    return { problems: [] };
  }
  async importResults(results: TRaceResultInput[]) {
    const last = this.results.at(-1);
    if (last && this.batchingResults) last.push(...results);
    else this.results.push([...results]);
    this.batchingResults = true;
    return { problems: [] };
  }
  /** A new pass starts new batches. */
  nextPass() {
    this.batching = false;
    this.batchingResults = false;
  }
  private batching = false;
  private batchingResults = false;
}
const warnings: { object: object; message: string }[] = [];
const log = {
  info: () => undefined,
  warn: (object: object, message: string) => warnings.push({ object, message }),
};

const feedWith = (sink: RecordingSink, options: { timeoutMs?: number; pool?: pg.Pool | null } = {}) =>
  createRacingFeed({
    client: createRacingApiClient({
      baseUrl,
      username: 'racepro-user',
      password: 's3cret-pass',
      timeoutMs: options.timeoutMs ?? 2_000,
    }),
    sink: () => sink,
    log: log as never,
    pool: options.pool ?? null,
  });

/** 14:30 UK on a race day: results are read. */
const RACING = new Date('2026-11-27T14:30:00Z');
/** 08:00 UK: cards only. */
const MORNING = new Date('2026-11-27T08:00:00Z');

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
  warnings.length = 0;
  routes = {
    '/v1/racecards/standard': (url) => ({
      status: 200,
      body: cardsPage(url.searchParams.get('day') === 'today' ? [card()] : []),
    }),
    '/v1/results/today': () => ({
      status: 200,
      body: { results: [], total: 0, limit: 500, skip: 0, query: [] },
    }),
  };
});

describe('the racecards', () => {
  it("reads today's and tomorrow's British cards with Basic authentication and maps them to our card", async () => {
    const sink = new RecordingSink();
    const pass = await feedWith(sink).run(MORNING);
    expect(pass).toMatchObject({ ran: true, cards: { races: 1, problems: [] } });
    expect(pass.results).toBeUndefined();
    const asked = requests.map((r) => `${r.url.pathname}?${r.url.searchParams}`);
    expect(asked).toEqual([
      '/v1/racecards/standard?day=today&region_codes=gb&limit=500&skip=0',
      '/v1/racecards/standard?day=tomorrow&region_codes=gb&limit=500&skip=0',
    ]);
    expect(requests[0]!.auth).toBe(`Basic ${Buffer.from('racepro-user:s3cret-pass').toString('base64')}`);
    expect(sink.cards).toHaveLength(1);
    const [race] = sink.cards[0]!;
    expect(race).toMatchObject({
      raceId: 'rac_10880272',
      course: 'Brighton',
      date: '2026-11-27',
      offTime: '13:50',
      raceType: 'Flat',
      raceClass: 'Class 5',
      distanceYards: 1540,
      going: 'Good to Firm',
      handicap: true,
    });
    expect(race!.runners).toEqual([
      expect.objectContaining({
        horseId: 'hrs_1',
        horse: 'Pistoletto (USA)',
        number: 1,
        draw: 8,
        age: 6,
        weightLb: 140,
        officialRating: 75,
        jockey: 'Adam Tracey(7)',
        form: '3-7880',
        headgear: 'b',
      }),
      expect.objectContaining({ horseId: 'hrs_2', number: 2, officialRating: null, headgear: null }),
      expect.objectContaining({ horseId: 'hrs_3', horse: 'Snowthorn (IRE)', headgear: 'tp' }),
    ]);
  });

  it('turns a 12-hour off time into the UK clock, in summer time too, and strips (AW) from the course', async () => {
    routes['/v1/racecards/standard'] = (url) => ({
      status: 200,
      body: cardsPage(
        url.searchParams.get('day') === 'today'
          ? [
              card({
                race_id: 'r_summer',
                date: '2026-06-13',
                off_time: '8:15',
                off_dt: '2026-06-13T20:15:00+01:00',
                course: 'Kempton (AW)',
                going: 'Standard To Slow',
              }),
              card({ race_id: 'r_no_dt', off_time: '12:20', off_dt: null, race_name: 'Novice Stakes' }),
            ]
          : [],
      ),
    });
    const sink = new RecordingSink();
    await feedWith(sink).run(MORNING);
    const [summer, noDt] = sink.cards[0]!;
    expect(summer).toMatchObject({
      course: 'Kempton',
      date: '2026-06-13',
      offTime: '20:15',
      going: 'Standard to Slow',
    });
    expect(noDt).toMatchObject({ offTime: '12:20', handicap: false });
  });

  it('reads every page of a long day', async () => {
    const many = Array.from({ length: 501 }, (_, i) =>
      card({ race_id: `rac_${i}`, off_dt: null, off_time: '2:00' }),
    );
    routes['/v1/racecards/standard'] = (url) => {
      if (url.searchParams.get('day') !== 'today') return { status: 200, body: cardsPage([]) };
      const skip = Number(url.searchParams.get('skip'));
      return { status: 200, body: cardsPage(many.slice(skip, skip + 500), many.length) };
    };
    const sink = new RecordingSink();
    await feedWith(sink).run(MORNING);
    expect(
      requests
        .filter((r) => r.url.searchParams.get('day') === 'today')
        .map((r) => r.url.searchParams.get('skip')),
    ).toEqual(['0', '500']);
    expect(sink.cards[0]).toHaveLength(501);
  });

  it('leaves out a race it cannot read and reports it, keeping the rest of a partial day', async () => {
    routes['/v1/racecards/standard'] = (url) => ({
      status: 200,
      body: cardsPage(
        url.searchParams.get('day') === 'today'
          ? [
              card(),
              card({ race_id: 'r_broken', distance_f: 'far' }),
              card({ race_id: 'r_abandoned', is_abandoned: true }),
              { race_id: 'r_not_a_card' },
              card({
                race_id: 'r_odd_going',
                going: 'Good To Soft (Soft in places)',
                runners: [runner({ form: '1x?' })],
              }),
            ]
          : [],
      ),
    });
    const sink = new RecordingSink();
    const pass = await feedWith(sink).run(MORNING);
    expect(sink.cards[0]!.map((r) => r.raceId)).toEqual(['rac_10880272', 'r_odd_going']);
    expect(sink.cards[0]![1]).toMatchObject({
      going: null,
      runners: [expect.objectContaining({ form: null })],
    });
    const problems = pass.cards!.problems;
    expect(problems.map((p) => p.raceId)).toEqual(['r_broken', 'r_abandoned', '(unknown)']);
    expect(problems[0]!.problems[0]!.path).toBe('distance_f');
  });

  it('reads the cards again after 30 minutes, so a re-timed race reaches the card', async () => {
    const sink = new RecordingSink();
    const feed = feedWith(sink);
    await feed.run(MORNING);
    routes['/v1/racecards/standard'] = (url) => ({
      status: 200,
      body: cardsPage(
        url.searchParams.get('day') === 'today'
          ? [card({ off_time: '2:05', off_dt: '2026-11-27T14:05:00+00:00' })]
          : [],
      ),
    });
    sink.nextPass();
    await feed.run(new Date(MORNING.getTime() + 10 * 60_000));
    expect(sink.cards).toHaveLength(1);
    await feed.run(new Date(MORNING.getTime() + 31 * 60_000));
    expect(sink.cards).toHaveLength(2);
    expect(sink.cards[1]![0]).toMatchObject({ raceId: 'rac_10880272', offTime: '14:05' });
  });
});

describe('when the provider fails', () => {
  it.each([
    [
      'refuses the credentials',
      () => ({ status: 401, body: { detail: 'Not authenticated' } }),
      'The Racing API answered 401',
    ],
    ['fails', () => ({ status: 500, body: 'Internal Server Error' }), 'The Racing API answered 500'],
    [
      'answers with something that is not JSON',
      () => ({ status: 200, body: '<html>' }),
      'The Racing API answer is not JSON',
    ],
    [
      'answers without the list',
      () => ({ status: 200, body: { detail: 'odd' } }),
      'The Racing API answer without a racecards list',
    ],
    [
      'does not answer in time',
      () => ({ status: 200, body: cardsPage([]), delayMs: 1_500 }),
      'The Racing API no answer within 300 ms',
    ],
  ])(
    'reports a pass where it %s, stores nothing, and never logs the credentials',
    async (_case, route, error) => {
      routes['/v1/racecards/standard'] = route;
      const sink = new RecordingSink();
      const pass = await feedWith(sink, { timeoutMs: 300 }).run(MORNING);
      expect(pass).toMatchObject({ ran: true, error });
      expect(sink.cards).toEqual([]);
      const logged = JSON.stringify(warnings);
      expect(logged).toContain('racing feed pass failed');
      expect(logged).not.toContain('s3cret-pass');
      expect(logged).not.toContain(Buffer.from('racepro-user:s3cret-pass').toString('base64'));
    },
  );
});

describe('the results', () => {
  const resultsPage = (results: unknown[]) => ({
    results,
    total: results.length,
    limit: 500,
    skip: 0,
    query: [],
  });
  const result = (over: Record<string, unknown> = {}) => ({
    race_id: 'rac_10880272',
    date: '2026-11-27',
    course: 'Brighton',
    off_dt: '2026-11-27T13:50:00+00:00',
    region: 'GB',
    non_runners: '',
    runners: [
      { horse_id: 'hrs_2', horse: 'Team Happy', position: '1', sp: '5/2F', btn: '0' },
      { horse_id: 'hrs_1', horse: 'Pistoletto (USA)', position: '2', sp: 'Evs', btn: '1½' },
      { horse_id: 'hrs_3', horse: 'Snowthorn (IRE)', position: 'pu', sp: '20/1', btn: '' },
    ],
    ...over,
  });

  it('reads the finishing order with SPs (the favourite mark taken off) and distances beaten during racing hours', async () => {
    routes['/v1/results/today'] = () => ({ status: 200, body: resultsPage([result()]) });
    const sink = new RecordingSink();
    const pass = await feedWith(sink).run(RACING);
    expect(pass.results).toEqual({ races: 1, problems: [] });
    expect(requests.at(-1)!.url.search).toBe('?region=gb&limit=500&skip=0');
    expect(sink.results[0]).toEqual([
      {
        raceId: 'rac_10880272',
        runners: [
          { horseId: 'hrs_2', position: '1', sp: { text: '5/2', num: 5, den: 2 }, beaten: null },
          { horseId: 'hrs_1', position: '2', sp: { text: 'Evens', num: 1, den: 1 }, beaten: '1½' },
          { horseId: 'hrs_3', position: 'PU', sp: { text: '20/1', num: 20, den: 1 }, beaten: null },
        ],
        nonRunners: [],
      },
    ]);
  });

  it('matches a late non-runner to the card and gives the Rule 4 for its quoted price; a reserve gets none', async () => {
    routes['/v1/racecards/standard'] = (url) => ({
      status: 200,
      body: cardsPage(
        url.searchParams.get('day') === 'today'
          ? [
              card({
                runners: [
                  ...card().runners,
                  runner({
                    horse_id: 'hrs_9',
                    horse: 'Late Scratch',
                    number: '4',
                    odds: [{ fractional: '5/1' }],
                  }),
                  runner({ horse_id: 'hrs_8', horse: 'Spare One', number: '5', odds: [] }),
                ],
              }),
            ]
          : [],
      ),
    });
    routes['/v1/results/today'] = () => ({
      status: 200,
      body: resultsPage([result({ non_runners: 'Late Scratch, Spare One (reserve), Somebody Else' })]),
    });
    const sink = new RecordingSink();
    const pass = await feedWith(sink).run(RACING);
    // Tattersalls Rule 4(c): a withdrawal at 5/1 (the 9/2 to 11/2 row) takes 15p in the pound.
    expect(sink.results[0]![0]!.nonRunners).toEqual([
      { horseId: 'hrs_9', rule4Pence: 15 },
      { horseId: 'hrs_8', rule4Pence: 0 },
    ]);
    expect(pass.results!.problems).toEqual([
      {
        raceId: 'rac_10880272',
        problems: [{ path: 'non_runners', message: 'not on the card we hold: Somebody Else' }],
      },
    ]);
  });

  it('reports a result it cannot read and keeps the others', async () => {
    routes['/v1/results/today'] = () => ({
      status: 200,
      body: resultsPage([
        result(),
        result({ race_id: 'r_bad', runners: [{ horse_id: 'hrs_1', position: 'ZZ', sp: '5/2' }] }),
      ]),
    });
    const sink = new RecordingSink();
    const pass = await feedWith(sink).run(RACING);
    expect(sink.results[0]!.map((r) => r.raceId)).toEqual(['rac_10880272']);
    expect(pass.results!.problems[0]).toMatchObject({
      raceId: 'r_bad',
      problems: [{ path: 'runners[0].position' }],
    });
  });

  it('does not ask for results outside racing hours unless forced', async () => {
    const sink = new RecordingSink();
    const feed = feedWith(sink);
    await feed.run(MORNING);
    expect(requests.some((r) => r.url.pathname === '/v1/results/today')).toBe(false);
    await feed.run(MORNING, { force: true });
    expect(requests.some((r) => r.url.pathname === '/v1/results/today')).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances on PostgreSQL', () => {
  it('runs one pass at a time: a second instance skips while the first holds the lock', async () => {
    routes['/v1/racecards/standard'] = (url) => ({
      status: 200,
      body: cardsPage(url.searchParams.get('day') === 'today' ? [card()] : []),
      delayMs: 300,
    });
    const pools = [
      new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 }),
      new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 }),
    ];
    try {
      const sinks = [new RecordingSink(), new RecordingSink()];
      const passes = await Promise.all(
        [0, 1].map((i) => feedWith(sinks[i]!, { pool: pools[i]! }).run(MORNING)),
      );
      expect(passes.filter((p) => p.ran)).toHaveLength(1);
      expect(passes.filter((p) => p.skipped === 'locked')).toHaveLength(1);
      expect(sinks.flatMap((s) => s.cards)).toHaveLength(1);
      // The lock is released: the next pass runs.
      expect((await feedWith(sinks[1]!, { pool: pools[1]! }).run(MORNING)).ran).toBe(true);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
