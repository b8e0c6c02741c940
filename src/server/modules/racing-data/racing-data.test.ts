import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBetType } from '~/domain/bet-types';
import { ZBetList } from '~/domain/bets.contract';
import { parseFractionalOdds } from '~/domain/odds';
import { standardPlaceTerms } from '~/domain/place-terms';
import { MAX_IMPORT_BYTES } from '~/domain/racing-data.contract';
import {
  ZImportRecord,
  ZImportRefusal,
  ZRacecardsSummary,
  ZResultsSummary,
} from '~/domain/racing-data-import.contract';
import { potentialReturn, settleBet, type TOutcome } from '~/domain/settlement';
import { raceEntries, races, racingDataImports, tipAudit, tips } from '../../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

/** Issue 35 items 4 and 7: racecards and results imported by the admin, settling tips and bets as an admin result. */
const clock = createClock('2026-11-20T09:00:00Z');
const DAY = '2026-11-20';
let app: TTestApp;
let admin: string;
let monthly: string;

const runner = (horseId: string, horse: string, number: number, over: Record<string, unknown> = {}) => ({
  horse_id: horseId,
  horse,
  number,
  age: 6,
  lbs: 150 - number,
  jockey: `Jockey ${number}`,
  trainer: 'Paul Whitaker',
  form: '1-23',
  ...over,
});
const field = (prefix: string, names: string[]) =>
  names.map((name, i) => runner(`${prefix}${i + 1}`, name, i + 1));
const ASCOT_1430 = [
  'Silver Arrow',
  'Copper Kettle',
  'Blue Note',
  'Quiet Tide',
  'Brave Baron',
  'Late Show',
  'River Pilot',
  'Glen Echo',
];
const ASCOT_1500 = [
  'Dead Heater',
  'Twin Peak',
  'Hill Start',
  'Dry Stone',
  'Grey Fox',
  'Amber Sky',
  'North Wind',
  'Old Timer',
  'Pale Moon',
  'Soft Rain',
];
const race = (over: Record<string, unknown> = {}) => ({
  race_id: 'asc-1430',
  course: 'Ascot',
  date: DAY,
  off_time: '14:30',
  race_name: 'Harbour Homes Chase',
  type: 'Chase',
  race_class: 'Class 2',
  distance_f: 20,
  going: 'Good to Soft',
  runners: field('a', ASCOT_1430),
  ...over,
});
const secondRace = (over: Record<string, unknown> = {}) =>
  race({
    race_id: 'asc-1500',
    off_time: '15:00',
    race_name: 'Novices Hurdle',
    type: 'Hurdle',
    runners: field('b', ASCOT_1500),
    ...over,
  });

const post = (kind: 'racecards' | 'results', body: unknown, cookie = admin, label?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/racing-data/${kind}${label ? `?label=${encodeURIComponent(label)}` : ''}`,
    headers: { cookie, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const importCards = async (racecards: unknown[], label = 'cards.json') => {
  const response = await post('racecards', { racecards }, admin, label);
  expect(response.statusCode, response.body).toBe(200);
  return ZRacecardsSummary.parse(response.json());
};
const importResults = async (results: unknown[], label = 'results.json') => {
  const response = await post('results', { results }, admin, label);
  expect(response.statusCode, response.body).toBe(200);
  return ZResultsSummary.parse(response.json());
};
const rowCounts = async () => {
  const db = app.database.db;
  const [[r], [e], [i], [resulted]] = await Promise.all([
    db.select({ n: count() }).from(races),
    db.select({ n: count() }).from(raceEntries),
    db.select({ n: count() }).from(racingDataImports),
    db.select({ n: count() }).from(raceEntries).where(isNotNull(raceEntries.result)),
  ]);
  return { races: r!.n, entries: e!.n, imports: i!.n, resulted: resulted!.n };
};
const raceByExternal = async (externalId: string) => {
  const [row] = await app.database.db.select().from(races).where(eq(races.externalId, externalId));
  return row!;
};
const entriesOfRace = (raceId: number) =>
  app.database.db.select().from(raceEntries).where(eq(raceEntries.raceId, raceId));

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  monthly = await loginAs(app, 'monthly@example.com');
});
afterAll(async () => {
  await app.close();
});

describe('who may import', () => {
  it('answers a guest 401 and a member 403 before reading the file, and writes nothing', async () => {
    const before = await rowCounts();
    for (const kind of ['racecards', 'results'] as const) {
      const guest = await app.inject({
        method: 'POST',
        url: `/api/admin/racing-data/${kind}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"not":"a file"',
      });
      expect(guest.statusCode).toBe(401);
      expect((await post(kind, '{"not":"a file"', monthly)).statusCode).toBe(403);
      expect((await post(kind, { racecards: [race()] }, monthly)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/admin/racing-data/imports' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/racing-data/imports',
          headers: { cookie: monthly },
        })
      ).statusCode,
    ).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('importing racecards', () => {
  it('adopts the race and runner a tip typed in, and adds the rest of the field', async () => {
    await createTip(app, admin, { horseName: 'silver arrow' });
    const summary = await importCards([race(), secondRace()]);
    expect(summary).toMatchObject({
      races: { added: 1, updated: 1, unchanged: 0 },
      runners: { added: 17, updated: 1, withdrawn: 0 },
      problems: [],
    });
    expect(summary.changes).toContain('Ascot 2026-11-20 15:00: added with 10 runners');
    const ascot = await raceByExternal('asc-1430');
    expect(ascot).toMatchObject({
      fullField: true,
      runners: 8,
      raceType: 'Chase',
      distanceYards: 4400,
      isHandicap: false,
    });
    const entries = await entriesOfRace(ascot.id);
    expect(entries).toHaveLength(8);
    expect(entries.find((e) => e.externalId === 'a1')).toMatchObject({
      horse: 'Silver Arrow',
      number: 1,
      jockey: 'Jockey 1',
    });
    const detail = await app.inject({ method: 'GET', url: `/api/races/${ascot.id}` });
    expect(detail.json()).toMatchObject({ fullField: true });
    expect(detail.json().runners).toHaveLength(8);
  });

  it('changes nothing when the same file comes again, and says so', async () => {
    const before = await rowCounts();
    const summary = await importCards([race(), secondRace()]);
    expect(summary).toMatchObject({
      races: { added: 0, updated: 0, unchanged: 2 },
      runners: { added: 0, updated: 0, withdrawn: 0 },
      changes: [],
    });
    expect(await rowCounts()).toEqual({ ...before, imports: before.imports + 1 });
  });

  it('a changed card withdraws a missing runner, updates the facts and moves a re-timed race', async () => {
    const runners = field('b', ASCOT_1500).filter((r) => r.horse_id !== 'b10');
    runners[1] = { ...runners[1]!, jockey: 'New Jockey' };
    const summary = await importCards([race(), secondRace({ off_time: '15:10', going: 'Soft', runners })]);
    expect(summary).toMatchObject({
      races: { added: 0, updated: 1, unchanged: 1 },
      runners: { added: 0, updated: 1, withdrawn: 1 },
    });
    expect(summary.changes).toEqual(
      expect.arrayContaining([
        'Ascot 2026-11-20 15:10: moved from 2026-11-20 15:00',
        'Ascot 2026-11-20 15:10: Soft Rain withdrawn',
      ]),
    );
    const moved = await raceByExternal('asc-1500');
    expect(moved).toMatchObject({ raceTime: '15:10', going: 'Soft', runners: 9 });
    expect(moved.startsAt.toISOString()).toBe('2026-11-20T15:10:00.000Z');
    const entries = await entriesOfRace(moved.id);
    expect(entries.find((e) => e.externalId === 'b10')!.withdrawnAt).toEqual(clock.now());
    expect(entries.find((e) => e.externalId === 'b2')!.jockey).toBe('New Jockey');
  });

  it("lists the day's cards for the tip form, runners in card order with the withdrawn marked", async () => {
    const get = (url: string, cookie?: string) =>
      app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
    expect((await get(`/api/admin/racecards?date=${DAY}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/racecards?date=${DAY}`, monthly)).statusCode).toBe(403);
    expect((await get('/api/admin/racecards?date=tomorrow', admin)).statusCode).toBe(400);
    const response = await get(`/api/admin/racecards?date=${DAY}`, admin);
    expect(response.statusCode).toBe(200);
    const cards = response.json() as Array<{
      externalId: string;
      time: string;
      raceName: string;
      runnersOnCard: Array<{ horse: string; number: number; jockey: string; withdrawn: boolean }>;
    }>;
    expect(cards.map((c) => [c.externalId, c.time])).toEqual([
      ['asc-1430', '14:30'],
      ['asc-1500', '15:10'],
    ]);
    expect(cards[0]!.runnersOnCard.map((r) => r.horse)).toEqual(ASCOT_1430);
    expect(cards[0]!.runnersOnCard[0]).toMatchObject({ number: 1, jockey: 'Jockey 1', withdrawn: false });
    expect(cards[1]!.runnersOnCard.filter((r) => r.withdrawn).map((r) => r.horse)).toEqual(['Soft Rain']);
    expect((await get('/api/admin/racecards?date=2026-11-21', admin)).json()).toEqual([]);
  });

  it('refuses a file with bad rows as a whole, listing every row, and writes nothing', async () => {
    const before = await rowCounts();
    const bad = [
      race({ race_id: 'new-1', off_time: '25:00' }),
      race({ race_id: 'new-2', off_time: '16:00', runners: [runner('x1', 'Solo', 1, { lbs: 20 })] }),
      race({ race_id: 'new-3', off_time: '16:30', type: 'Polo' }),
      race({ race_id: 'new-4', off_time: '17:00', extra: true }),
    ];
    const response = await post('racecards', { racecards: bad });
    expect(response.statusCode).toBe(400);
    const refusal = ZImportRefusal.parse(response.json());
    expect(refusal.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'racecards[0].off_time',
        'racecards[1].runners[0].lbs',
        'racecards[2].type',
        'racecards[3]',
      ]),
    );
    // A file that reads well but clashes with the stored card: another race at a carded race's time.
    const clash = await post('racecards', {
      racecards: [
        race({ race_id: 'new-5', off_time: '17:30' }),
        race({ race_id: 'new-6', off_time: '14:30' }),
      ],
    });
    expect(clash.statusCode).toBe(400);
    expect(ZImportRefusal.parse(clash.json()).problems).toEqual([
      {
        path: 'racecards[1].off_time',
        message: 'Ascot 2026-11-20 14:30 already holds another race (race_id asc-1430)',
      },
    ]);
    expect(await rowCounts()).toEqual(before);
    expect(await raceByExternal('new-5')).toBeUndefined();
  });

  it('lists at most 50 problems for a file full of them', async () => {
    const many = Array.from({ length: 80 }, (_, i) => race({ race_id: `bad-${i}`, date: '2026-02-30' }));
    const refusal = ZImportRefusal.parse((await post('racecards', { racecards: many })).json());
    expect(refusal.problems).toHaveLength(50);
    expect(refusal.problems[0]).toEqual({
      path: 'racecards[0].date',
      message: 'must be a real calendar day',
    });
  });

  it('answers a body over the limit with 413, and bad JSON with 400, not 500', async () => {
    const big = JSON.stringify({ racecards: [race({ race_name: 'x'.repeat(MAX_IMPORT_BYTES) })] });
    expect((await post('racecards', big)).statusCode).toBe(413);
    const broken = await post('results', '{"results": [');
    expect(broken.statusCode, broken.body).toBe(400);
    expect((await post('results', { results: [] })).statusCode).toBe(400);
  });

  it('two imports of the same new file at once add its race once', async () => {
    const file = { racecards: [race({ race_id: 'kem-1', course: 'Kempton', off_time: '18:00' })] };
    const [a, b] = await Promise.all([post('racecards', file), post('racecards', file)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const added = [a, b].map((r) => ZRacecardsSummary.parse(r.json()).races.added).sort();
    expect(added).toEqual([0, 1]);
    const kempton = await raceByExternal('kem-1');
    expect(await entriesOfRace(kempton.id)).toHaveLength(8);
  });
});

describe('importing results', () => {
  const bets: Record<string, number> = {};
  const tipIds: Record<string, number> = {};
  const entryId = async (externalRace: string, horseId: string) =>
    (await entriesOfRace((await raceByExternal(externalRace)).id)).find((e) => e.externalId === horseId)!.id;
  const place = async (
    key: string,
    entry: number,
    type: TBetType,
    odds: string,
    stake: number,
    runners: number,
  ) => {
    const price = parseFractionalOdds(odds)!;
    const potential = potentialReturn(type, stake * 100, price, standardPlaceTerms(runners, false)) / 100;
    const response = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: monthly },
      payload: { raceEntryId: entry, type, odds, stake, potentialReturn: potential },
    });
    expect(response.statusCode, response.body).toBe(201);
    bets[key] = response.json().id;
  };
  const betById = async (key: string) =>
    ZBetList.parse(
      (
        await app.inject({ method: 'GET', url: '/api/bets?pageSize=200', headers: { cookie: monthly } })
      ).json(),
    ).find((b) => b.id === bets[key])!;
  /** What the Bet Settler (settleBet) returns for the bet, in pounds. */
  const settlerReturn = (type: TBetType, odds: string, stake: number, runners: number, outcome: TOutcome) =>
    settleBet({
      type,
      stakePence: stake * 100,
      odds: parseFractionalOdds(odds)!,
      terms: standardPlaceTerms(runners, false),
      outcome,
    }).returnPence / 100;
  const ascotResult = (over: Record<string, unknown> = {}) => ({
    race_id: 'asc-1430',
    runners: [
      { horse_id: 'a1', position: '1', sp: '5/2' },
      { horse_id: 'a2', position: '2', sp: '10/1', btn: '1½' },
      { horse_id: 'a4', position: '3', sp: '8/1', btn: 'nk' },
      { horse_id: 'a5', position: '4', sp: '12/1' },
      { horse_id: 'a6', position: 'PU', sp: '20/1' },
      { horse_id: 'a7', position: 'F', sp: '9/1' },
      { horse_id: 'a8', position: '5', sp: '33/1' },
    ],
    non_runners: [{ horse_id: 'a3', rule4_pence: 15 }],
    ...over,
  });
  const secondResult = () => ({
    race_id: 'asc-1500',
    runners: ['1', '1', '3', '4', '5', '6', '7', '8', '9'].map((position, i) => ({
      horse_id: `b${i + 1}`,
      position,
      sp: i === 0 ? '6/1' : '7/1',
    })),
  });

  beforeAll(async () => {
    const [silver] = await app.database.db.select({ id: tips.id }).from(tips);
    tipIds.silver = silver!.id;
    tipIds.copper = (
      await createTip(app, admin, { horseName: 'Copper Kettle', odds: '10/1', betType: 'Each Way' })
    ).id;
    tipIds.blue = (await createTip(app, admin, { horseName: 'Blue Note', odds: '5/1' })).id;
    tipIds.heater = (
      await createTip(app, admin, {
        horseName: 'Dead Heater',
        raceTime: '15:10',
        odds: '6/1',
        betType: 'Each Way',
      })
    ).id;
    await place('win', await entryId('asc-1430', 'a1'), 'Win', '5/2', 10, 8);
    await place('eachWay', await entryId('asc-1430', 'a2'), 'Each Way', '10/1', 10, 8);
    await place('nonRunner', await entryId('asc-1430', 'a3'), 'Each Way', '5/1', 10, 8);
    await place('deadHeat', await entryId('asc-1500', 'b1'), 'Each Way', '6/1', 10, 9);
  });

  it('refuses a result before the off, and one that does not fit the card, writing nothing', async () => {
    const before = await rowCounts();
    const early = await post('results', { results: [ascotResult()] });
    expect(early.statusCode).toBe(400);
    expect(ZImportRefusal.parse(early.json()).problems[0]!.message).toMatch(/has not started yet/);
    clock.set('2026-11-20T16:00:00Z');
    const misfit = await post('results', {
      results: [
        ascotResult({
          runners: [
            { horse_id: 'a1', position: '1' },
            { horse_id: 'zz', position: '2' },
            { horse_id: 'a4', position: '4' },
          ],
        }),
      ],
    });
    expect(misfit.statusCode).toBe(400);
    const problems = ZImportRefusal.parse(misfit.json()).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'results[0].runners[1].horse_id', message: 'is not on the card of Ascot 2026-11-20 14:30' },
        expect.objectContaining({ path: 'results[0].runners[2].position' }),
        expect.objectContaining({
          path: 'results[0]',
          message: expect.stringMatching(/^Copper Kettle \(horse_id a2\) is on the card/),
        }),
      ]),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('settles the tips and their bets as an admin result: win, each way placed, Rule 4 and SP, a tipped non-runner void', async () => {
    const summary = await importResults([
      ascotResult(),
      { race_id: 'no-such-race', runners: [{ horse_id: 'h', position: '1' }] },
    ]);
    expect(summary).toMatchObject({
      results: { recorded: 1, corrected: 0, unchanged: 0 },
      unknownRaceIds: ['no-such-race'],
    });
    // 8 declared, 7 ran: 2 places at 1/4; the 15p Rule 4 from Blue Note's withdrawal on the others.
    expect((await raceByExternal('asc-1430')).runners).toBe(7);
    const win = await betById('win');
    expect(win).toMatchObject({
      status: 'Won',
      actualReturn: settlerReturn('Win', '5/2', 10, 7, { result: 'Won', rule4Pence: 15 }),
    });
    expect(win.actualReturn).toBe(31.25);
    const eachWay = await betById('eachWay');
    expect(eachWay).toMatchObject({
      status: 'Placed',
      actualReturn: settlerReturn('Each Way', '10/1', 10, 7, { result: 'Placed', rule4Pence: 15 }),
    });
    expect(eachWay.settlement).toMatchObject({ rule4Pence: 15, placeTerms: { places: 2, fractionDen: 4 } });
    expect(await betById('nonRunner')).toMatchObject({ status: 'Void', actualReturn: 20 });
    const admins = (
      await app.inject({ method: 'GET', url: '/api/admin/tips', headers: { cookie: admin } })
    ).json().tips as Array<{
      id: number;
      result: string | null;
      sp: string | null;
      rule4Pence: number;
    }>;
    expect(admins.find((t) => t.id === tipIds.silver)).toMatchObject({
      result: 'Won',
      sp: '5/2',
      rule4Pence: 15,
    });
    expect(admins.find((t) => t.id === tipIds.copper)).toMatchObject({ result: 'Placed', sp: '10/1' });
    expect(admins.find((t) => t.id === tipIds.blue)).toMatchObject({
      result: 'NonRunner',
      rule4Pence: 0,
      sp: null,
    });
    const audit = await app.database.db.select().from(tipAudit).where(eq(tipAudit.tipId, tipIds.silver!));
    expect(audit.at(-1)).toMatchObject({ action: 'result', reason: 'Result by import (results.json)' });
    const blueNote = await entryId('asc-1430', 'a3');
    const [entry] = await app.database.db.select().from(raceEntries).where(eq(raceEntries.id, blueNote));
    expect(entry!.withdrawnAt).toEqual(clock.now());
  });

  it('settles a dead heat for first, the runner withdrawn from the card counting as a non-runner', async () => {
    const summary = await importResults([secondResult()]);
    expect(summary.results.recorded).toBe(1);
    expect(summary.notes).toEqual([]);
    const bet = await betById('deadHeat');
    const expected = settlerReturn('Each Way', '6/1', 10, 9, {
      result: 'Won',
      deadHeat: { horses: 2, position: 1 },
    });
    expect(expected).toBe(57);
    expect(bet).toMatchObject({ status: 'Won', actualReturn: expected });
    const [withdrawn] = await app.database.db
      .select()
      .from(raceEntries)
      .where(eq(raceEntries.externalId, 'b10'));
    expect(withdrawn).toMatchObject({ result: 'NonRunner', rule4Pence: 0 });
  });

  it('the same results again change nothing', async () => {
    const before = await rowCounts();
    const audits = await app.database.db.select({ n: count() }).from(tipAudit);
    const summary = await importResults([ascotResult(), secondResult()]);
    expect(summary).toMatchObject({ results: { recorded: 0, corrected: 0, unchanged: 2 }, changes: [] });
    expect(await rowCounts()).toEqual({ ...before, imports: before.imports + 1 });
    expect(await app.database.db.select({ n: count() }).from(tipAudit)).toEqual(audits);
  });

  it('a corrected result is audited with its reason and re-settles the bets', async () => {
    const corrected = ascotResult({
      runners: ascotResult().runners.map((r) =>
        r.horse_id === 'a1' ? { ...r, position: '2' } : r.horse_id === 'a2' ? { ...r, position: '1' } : r,
      ),
    });
    const summary = await importResults([corrected], 'results-amended.json');
    expect(summary.results).toEqual({ recorded: 0, corrected: 1, unchanged: 0 });
    expect(summary.changes).toEqual(
      expect.arrayContaining(['Ascot 2026-11-20 14:30: Silver Arrow corrected from Won to Placed']),
    );
    const audit = await app.database.db.select().from(tipAudit).where(eq(tipAudit.tipId, tipIds.silver!));
    expect(audit.at(-1)).toMatchObject({ reason: 'Corrected by import (results-amended.json)' });
    expect(JSON.parse(audit.at(-1)!.after)).toMatchObject({ result: 'Placed' });
    expect(await betById('win')).toMatchObject({ status: 'Lost', actualReturn: 0 });
    expect(await betById('eachWay')).toMatchObject({
      status: 'Won',
      actualReturn: settlerReturn('Each Way', '10/1', 10, 7, { result: 'Won', rule4Pence: 15 }),
    });
    // The admin can still correct it through the audited correction flow.
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${tipIds.silver}/result`,
      headers: { cookie: admin },
      payload: { result: 'Won', rule4Pence: 15, reason: 'Stewards reinstated the winner' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await betById('win')).toMatchObject({ status: 'Won', actualReturn: 31.25 });
  });

  it('lists the imports newest first, with who made them and what changed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/racing-data/imports',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const records = response.json().map((r: unknown) => ZImportRecord.parse(r));
    expect(records[0]).toMatchObject({
      kind: 'results',
      source: 'import',
      admin: 'admin',
      label: 'results-amended.json',
    });
    const times = records.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(records.some((r: { kind: string }) => r.kind === 'racecards')).toBe(true);
  });
});

describe("a tip picked from the day's card (issue 35 item 3)", () => {
  it("lands on the card's entry, as the tip form sends it, adding no race and no runner", async () => {
    const NEXT_DAY = '2026-11-21';
    const names = ['Harbour Light', 'Stone Wall', 'Flint Edge', 'Morning Star', 'Wet Sail'];
    await importCards(
      [
        race({
          race_id: 'san-1330',
          course: 'Sandown',
          date: NEXT_DAY,
          off_time: '13:30',
          race_name: 'Winter Novices Chase',
          distance_f: 16.5,
          going: 'Soft',
          handicap: true,
          runners: field('s', names),
        }),
      ],
      'sandown.json',
    );
    const cards = await app.inject({
      method: 'GET',
      url: `/api/admin/racecards?date=${NEXT_DAY}`,
      headers: { cookie: admin },
    });
    const [card] = cards.json() as Array<{
      id: number;
      runnersOnCard: Array<{ id: number; horse: string; number: number }>;
    }>;
    const picked = card!.runnersOnCard.find((r) => r.horse === 'Flint Edge')!;
    const before = await rowCounts();

    // What the admin panel's form posts after "Pick from the card" (its fields as text, as typed).
    const tip = await createTip(app, admin, {
      tipDate: NEXT_DAY,
      racecourse: 'Sandown',
      raceTime: '13:30',
      horseName: 'Flint Edge',
      runners: 5,
      isHandicap: true,
      raceName: 'Winter Novices Chase',
      raceType: 'Chase',
      raceClass: 'Class 2',
      distance: '2m ½f',
      going: 'Soft',
      jockey: 'Jockey 3',
      trainer: 'Paul Whitaker',
      age: '6',
      weight: '10-7',
      form: '1-23',
    });

    const [row] = await app.database.db
      .select({ entryId: tips.entryId })
      .from(tips)
      .where(eq(tips.id, tip.id));
    expect(row!.entryId).toBe(picked.id);
    expect(await rowCounts()).toEqual(before);
    const sandown = await raceByExternal('san-1330');
    expect(sandown).toMatchObject({ id: card!.id, fullField: true, runners: 5, distanceYards: 3630 });
    const entries = await entriesOfRace(sandown.id);
    expect(entries.find((e) => e.id === picked.id)).toMatchObject({
      horse: 'Flint Edge',
      externalId: 's3',
      number: 3,
      weightLb: 147,
    });
    expect(entries).toHaveLength(5);
  });
});
