import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBetList } from '~/domain/bets.contract';
import { ZRaceDetail } from '~/domain/races.contract';
import { ZFeedPass, ZFeedStatus } from '~/domain/racing-feed.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

/**
 * The feed inside the app (issue 35 item 5): a fake The Racing API on 127.0.0.1 serves a day's card, the admin runs a
 * pass, the race holds its whole field; a tip is published on one runner and a member backs it; the result, with a
 * late non-runner, comes through the next pass and settles the tip and the bet as an admin result would.
 */
let results: unknown[] = [];
const provider = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const body =
    url.pathname === '/v1/racecards/standard'
      ? { racecards: url.searchParams.get('day') === 'today' ? [CARD] : [], total: 1, limit: 500, skip: 0 }
      : url.pathname === '/v1/results/today'
        ? { results, total: results.length, limit: 500, skip: 0 }
        : null;
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body ?? { detail: 'Not Found' }));
});

const runner = (id: number, horse: string, odds: string) => ({
  horse_id: `hrs_${id}`,
  horse,
  age: '5',
  number: String(id),
  draw: '',
  lbs: String(160 - id),
  ofr: String(130 - id),
  jockey: `Jockey ${id}`,
  trainer: `Trainer ${id}`,
  form: '1-23',
  headgear: '',
  odds: [{ bookmaker: 'Bet365', fractional: odds }],
});
const CARD = {
  race_id: 'rac_900',
  course: 'Sandown',
  date: '2026-11-20',
  off_time: '2:30',
  off_dt: '2026-11-20T14:30:00+00:00',
  race_name: 'Harbour Homes Handicap Chase',
  distance_f: '24.0',
  race_class: 'Class 2',
  pattern: '',
  type: 'Chase',
  going: 'Soft',
  region: 'GB',
  is_abandoned: false,
  runners: [
    runner(1, 'Brave Baron', '5/2'),
    runner(2, 'Quiet Tide', '3/1'),
    runner(3, 'Royal Comet', '9/2'),
    runner(4, 'Late Scratch', '5/1'),
    runner(5, 'Amber Sonnet', '8/1'),
    runner(6, 'Misty Quest', '12/1'),
    runner(7, 'Wild Harvest', '16/1'),
    runner(8, 'Copper Lantern', '20/1'),
  ],
};

let app: TTestApp;
const clock = createClock('2026-11-20T08:00:00Z');
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  app = await createTestApp({
    clock: clock.now,
    config: { racingApi: { username: 'user', password: 'pass', baseUrl: `http://127.0.0.1:${port}` } },
  });
});
afterAll(async () => {
  await app.close();
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const runPass = async (cookie: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/racing-data/feed/run',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return ZFeedPass.parse(response.json());
};

describe('The Racing API feed in the app', () => {
  it('is run by an admin only, and reports its last pass', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/racing-data/feed/run' })).statusCode).toBe(
      401,
    );
    const member = await loginAs(app, 'monthly@example.com');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/racing-data/feed/run',
          headers: { cookie: member },
        })
      ).statusCode,
    ).toBe(403);
    const admin = await adminCookie(app);
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/racing-data/feed',
      headers: { cookie: admin },
    });
    expect(ZFeedStatus.parse(status.json())).toEqual({ configured: true, lastPass: null });
  });

  it('stores the whole card, and a result with a late non-runner settles the tip and the bet on it', async () => {
    const admin = await adminCookie(app);
    const first = await runPass(admin);
    expect(first).toMatchObject({ ran: true, cards: { races: 1, problems: [] } });

    // The tip names a runner on the imported card: it takes that entry, with its card facts.
    const tip = await createTip(app, admin, {
      racecourse: 'Sandown',
      raceTime: '14:30',
      horseName: 'Brave Baron',
      odds: '5/2',
      accessLevel: 'Free',
    });
    const today = (await app.inject({ method: 'GET', url: '/api/tips/today' })).json() as {
      id: number;
      raceId: number;
      raceEntryId: number;
      runner: { jockey: string };
    }[];
    const published = today.find((t) => t.id === tip.id)!;
    expect(published.runner.jockey).toBe('Jockey 1');
    const card = ZRaceDetail.parse(
      (await app.inject({ method: 'GET', url: `/api/races/${published.raceId}` })).json(),
    );
    expect(card).toMatchObject({ fullField: true, racecourse: 'Sandown', time: '14:30' });
    expect(card.runners).toHaveLength(8);

    const member = await loginAs(app, 'monthly@example.com');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: member },
      payload: {
        raceEntryId: published.raceEntryId,
        type: 'Win',
        odds: '5/2',
        stake: 10,
        potentialReturn: 35,
      },
    });
    expect(placed.statusCode).toBe(201);

    // A second tip, on Copper Lantern; then the card read half an hour later no longer lists it: a non-runner, which
    // can no longer be backed.
    const outsider = await createTip(app, admin, {
      racecourse: 'Sandown',
      raceTime: '14:30',
      horseName: 'Copper Lantern',
      odds: '20/1',
      accessLevel: 'Free',
      category: 'Longshot',
    });
    const outsiderEntry = (
      (await app.inject({ method: 'GET', url: '/api/tips/today' })).json() as {
        id: number;
        raceEntryId: number;
      }[]
    ).find((t) => t.id === outsider.id)!.raceEntryId;
    CARD.runners = CARD.runners.filter((r) => r.horse !== 'Copper Lantern');
    clock.set('2026-11-20T08:31:00Z');
    const recard = await runPass(admin);
    expect(recard.cards).toEqual({ races: 1, problems: [] });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: member },
      payload: { raceEntryId: outsiderEntry, type: 'Win', odds: '20/1', stake: 1, potentialReturn: 21 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Copper Lantern is a non-runner, so it can no longer be bet on');
    // The tip says so before the result: its card shows a non-runner instead of an Add button.
    const marked = (
      (await app.inject({ method: 'GET', url: '/api/tips/today' })).json() as {
        id: number;
        withdrawn: boolean;
      }[]
    ).find((t) => t.id === outsider.id)!;
    expect(marked.withdrawn).toBe(true);

    // After the off: Brave Baron wins; Late Scratch (quoted 5/1) was withdrawn late, a 15p Rule 4.
    clock.set('2026-11-20T15:00:00Z');
    results = [
      {
        race_id: 'rac_900',
        date: '2026-11-20',
        course: 'Sandown',
        off_dt: '2026-11-20T14:30:00+00:00',
        region: 'GB',
        non_runners: 'Late Scratch',
        runners: [
          { horse_id: 'hrs_1', horse: 'Brave Baron', position: '1', sp: '9/4F', btn: '0' },
          { horse_id: 'hrs_2', horse: 'Quiet Tide', position: '2', sp: '3/1', btn: '2' },
          { horse_id: 'hrs_3', horse: 'Royal Comet', position: '3', sp: '5/1', btn: 'nk' },
          { horse_id: 'hrs_5', horse: 'Amber Sonnet', position: '4', sp: '8/1', btn: '6' },
          { horse_id: 'hrs_6', horse: 'Misty Quest', position: 'PU', sp: '14/1', btn: '' },
          { horse_id: 'hrs_7', horse: 'Wild Harvest', position: 'F', sp: '16/1', btn: '' },
        ],
      },
    ];
    const second = await runPass(admin);
    expect(second.results).toEqual({ races: 1, problems: [] });

    const bets = ZBetList.parse(
      (await app.inject({ method: 'GET', url: '/api/bets', headers: { cookie: member } })).json(),
    );
    const bet = bets.find((b) => b.entry?.id === published.raceEntryId)!;
    // £10 at 5/2 wins £25; Rule 4 takes 15p in the pound of it (£3.75): £21.25 + £10 stake = £31.25.
    expect(bet).toMatchObject({ status: 'Won', actualReturn: 31.25 });

    const result = ZRaceDetail.parse(
      (await app.inject({ method: 'GET', url: `/api/races/${published.raceId}` })).json(),
    );
    expect(result.resulted).toBe(true);
    const winner = result.runners.find((r) => r.horse === 'Brave Baron')!;
    expect(winner.result).toMatchObject({ outcome: 'Won', position: '1', sp: '9/4', rule4Pence: 15 });
    expect(result.runners.find((r) => r.horse === 'Late Scratch')!.result?.outcome).toBe('NonRunner');
    // The tip on the horse withdrawn from the card is void: its stake comes back.
    const void_ = (
      (await app.inject({ method: 'GET', url: '/api/tips/today' })).json() as {
        id: number;
        result: string | null;
      }[]
    ).find((t) => t.id === outsider.id)!;
    expect(void_.result).toBe('NonRunner');
    expect(result.runners.find((r) => r.horse === 'Misty Quest')!.result).toMatchObject({
      outcome: 'Lost',
      positionLabel: 'Pulled up',
    });

    // The same result again changes nothing.
    const third = await runPass(admin);
    expect(third.results).toEqual({ races: 1, problems: [] });
    const again = ZBetList.parse(
      (await app.inject({ method: 'GET', url: '/api/bets', headers: { cookie: member } })).json(),
    );
    expect(again.find((b) => b.entry?.id === published.raceEntryId)).toMatchObject({ actualReturn: 31.25 });
  });
});

describe('without The Racing API set up', () => {
  it('says how to set it up instead of fetching', async () => {
    const plain = await createTestApp({ clock: clock.now });
    try {
      const admin = await adminCookie(plain);
      const status = await plain.inject({
        method: 'GET',
        url: '/api/admin/racing-data/feed',
        headers: { cookie: admin },
      });
      expect(status.json()).toEqual({ configured: false, lastPass: null });
      const run = await plain.inject({
        method: 'POST',
        url: '/api/admin/racing-data/feed/run',
        headers: { cookie: admin },
      });
      expect(run.statusCode).toBe(409);
      expect(run.json().error).toMatch(/RACING_API_USERNAME and RACING_API_PASSWORD/);
    } finally {
      await plain.close();
    }
  });
});
