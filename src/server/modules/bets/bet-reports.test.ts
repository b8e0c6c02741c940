import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BET_CSV_COLUMNS, parseCsv } from '~/domain/bet-csv';
import { ZBetBreakdown } from '~/domain/bet-figures.contract';
import { ZBetSummary } from '~/domain/bets.contract';
import { ukInstant } from '~/domain/uk-time';
import { betLegs, bets, raceEntries, races, users } from '../../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, atTime, createClock } from '../../test/tips-fixtures';

// Today is Friday 20 November 2026 (09:00 UK); 7 days is 14-20 November, 30 days 22 October-20 November.
const clock = createClock();
let app: TTestApp;
const cookies: Record<string, string> = {};
const userIds: Record<string, number> = {};

const get = (url: string, cookie = cookies.monthly) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const importCsv = (body: string, cookie = cookies.lifetime, contentType = 'text/csv') =>
  atTime(clock, AFTER_RACING, () =>
    app.inject({
      method: 'POST',
      url: '/api/bets/import.csv',
      headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType },
      payload: body,
    }),
  );
const summary = async (query = '', cookie = cookies.monthly) => {
  const response = await get(`/api/bets/summary${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return ZBetSummary.parse(response.json());
};
const countBets = async (userId: number) =>
  (await app.database.db.select({ id: bets.id }).from(bets).where(eq(bets.userId, userId))).length;

type TRunner = { date: string; time: string; course: string; horse: string; sp?: [number, number] };
const runner = async ({ date, time, course, horse, sp }: TRunner) => {
  const [race] = await app.database.db
    .insert(races)
    .values({ raceDate: date, raceTime: time, startsAt: ukInstant(date, time), racecourse: course })
    .returning({ id: races.id });
  const [entry] = await app.database.db
    .insert(raceEntries)
    .values({
      raceId: race!.id,
      horse,
      ...(sp ? { spText: `${sp[0]}/${sp[1]}`, spNum: sp[0], spDen: sp[1] } : {}),
    })
    .returning({ id: raceEntries.id });
  return entry!.id;
};

const settledAt = new Date('2026-11-20T08:00:00Z');
const base = {
  userId: 0,
  type: 'Win' as const,
  potentialReturnPence: 0,
  createdAt: new Date('2026-10-01T10:00:00Z'),
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  for (const tier of ['monthly', 'starter', 'free', 'lifetime']) {
    cookies[tier] = await loginAs(app, `${tier}@example.com`);
    const [row] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${tier}@example.com`));
    userIds[tier] = row!.id;
  }
  const userId = userIds.monthly!;
  const today = await runner({
    date: '2026-11-20',
    time: '07:30',
    course: 'Ascot',
    horse: 'Today Winner',
    sp: [2, 1],
  });
  const edge7 = await runner({
    date: '2026-11-14',
    time: '14:00',
    course: 'York',
    horse: 'Edge Seven',
    sp: [9, 2],
  });
  const out7 = await runner({ date: '2026-11-13', time: '14:00', course: 'Ascot', horse: 'Out Seven' });
  const legA = await runner({ date: '2026-11-13', time: '15:00', course: 'Kempton', horse: 'Leg A' });
  const legB = await runner({ date: '2026-11-14', time: '15:00', course: 'Lingfield', horse: 'Leg B' });
  const out30 = await runner({
    date: '2026-10-21',
    time: '14:00',
    course: 'Ascot',
    horse: 'Out Thirty',
    sp: [2, 1],
  });
  const voided = await runner({ date: '2026-11-20', time: '07:45', course: 'Ascot', horse: 'Voided' });
  const open = await runner({ date: '2026-11-20', time: '16:00', course: 'Ascot', horse: 'Still Open' });
  const single = (entryId: number, odds: [number, number]) => ({
    ...base,
    userId,
    kind: 'single' as const,
    entryId,
    oddsText: `${odds[0]}/${odds[1]}`,
    oddsNum: odds[0],
    oddsDen: odds[1],
  });
  const [multiple] = await app.database.db
    .insert(bets)
    .values([
      // 1. +25, taken 5/2 against an SP of 2/1 (beat it by 16.67%), a tip, with Bet365.
      {
        ...single(today, [5, 2]),
        stakePence: 1000,
        totalStakePence: 1000,
        status: 'Won',
        actualReturnPence: 3500,
        settledAt,
        bookmaker: 'Bet365',
        tipOddsText: '5/2',
        tipOddsNum: 5,
        tipOddsDen: 2,
      },
      // 2. -10 on the 7-day window's first day, 4/1 against 9/2 (9.09% worse).
      {
        ...single(edge7, [4, 1]),
        stakePence: 1000,
        totalStakePence: 1000,
        status: 'Lost',
        actualReturnPence: 0,
        settledAt,
      },
      // 3. +5, the day before the 7-day window.
      {
        ...single(out7, [10, 1]),
        type: 'Each Way',
        stakePence: 500,
        totalStakePence: 1000,
        status: 'Placed',
        actualReturnPence: 1500,
        settledAt,
      },
      // 4. A double, +18: in the window by its last leg (14 November) although its first ran on the 13th.
      {
        ...base,
        userId,
        kind: 'multiple',
        multipleType: 'double',
        oddsText: '-',
        oddsNum: 0,
        oddsDen: 1,
        stakePence: 200,
        totalStakePence: 200,
        status: 'Won',
        actualReturnPence: 2000,
        settledAt,
        bookmaker: 'William Hill',
      },
      // 5. A bet typed in by hand on the 30-day window's first day, -4, on a horse named like a formula.
      {
        ...base,
        userId,
        kind: 'manual',
        oddsText: '3/1',
        oddsNum: 3,
        oddsDen: 1,
        stakePence: 400,
        totalStakePence: 400,
        status: 'Lost',
        actualReturnPence: 0,
        settledAt,
        manualCourse: 'Ballinrobe',
        manualRaceDate: '2026-10-22',
        manualRaceTime: '17:10',
        manualStartsAt: ukInstant('2026-10-22', '17:10'),
        manualHorse: '=HYPERLINK("http://evil.example")',
      },
      // 6. +10, the day before the 30-day window.
      {
        ...single(out30, [2, 1]),
        stakePence: 500,
        totalStakePence: 500,
        status: 'Won',
        actualReturnPence: 1500,
        settledAt,
      },
      // 7. Void: its stake back, in no figure.
      {
        ...single(voided, [6, 1]),
        stakePence: 1000,
        totalStakePence: 1000,
        status: 'Void',
        actualReturnPence: 1000,
        settledAt,
        voidReason: 'Typed the wrong stake, "oops", twice',
        voidedAt: settledAt,
      },
      // 8. Open, today.
      { ...single(open, [7, 2]), stakePence: 300, totalStakePence: 300, potentialReturnPence: 1350 },
    ])
    .returning({ id: bets.id })
    .then((rows) => [rows[3]]);
  await app.database.db.insert(betLegs).values([
    {
      betId: multiple!.id,
      position: 0,
      entryId: legA,
      oddsText: '5/2',
      oddsNum: 5,
      oddsDen: 2,
      tipOddsText: '5/2',
    },
    { betId: multiple!.id, position: 1, entryId: legB, oddsText: '3/1', oddsNum: 3, oddsDen: 1 },
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/bets/summary', () => {
  it('answers 401 to a guest', async () => {
    expect((await get('/api/bets/summary', '')).statusCode).toBe(401);
    expect((await get('/api/bets/breakdown', '')).statusCode).toBe(401);
  });

  it('counts the 7-day window by race date, both edges included, a multiple by its last leg', async () => {
    expect(await summary('?from=2026-11-14&to=2026-11-20')).toMatchObject({
      from: '2026-11-14',
      to: '2026-11-20',
      openCount: 1,
      openStake: 3,
      settledCount: 4,
      // 10 + 10 + 2 staked; 35 + 0 + 20 back.
      totalStaked: 22,
      totalReturns: 55,
      profitLoss: 33,
      roi: 150,
      winners: 2,
      countedBets: 3,
      strikeRate: 66.67,
      // (3.5 / 3 - 1) = +16.67% and (5 / 5.5 - 1) = -9.09%: one of two beaten, 3.79% on average.
      priceBeaten: { bets: 2, beaten: 1, share: 50, averageEdge: 3.79 },
    });
    // A day later the first day (and the double, by its last leg) drop out.
    expect(await summary('?from=2026-11-15&to=2026-11-21')).toMatchObject({
      totalStaked: 10,
      profitLoss: 25,
    });
  });

  it('counts the 30-day window from its first day', async () => {
    const figures = await summary('?from=2026-10-22&to=2026-11-20');
    // Every settled bet but the one on 21 October: 10 + 10 + 10 + 2 + 4 staked, 35 + 15 + 20 back.
    expect(figures).toMatchObject({ totalStaked: 36, totalReturns: 70, profitLoss: 34, winners: 3 });
    expect((await summary('?from=2026-10-23&to=2026-11-20')).totalStaked).toBe(32);
  });

  it('counts everything without dates, and keeps the fields clients already read', async () => {
    const figures = await summary();
    expect(figures).toMatchObject({
      from: null,
      to: null,
      totalStaked: 41,
      profitLoss: 44,
      remainingTracked: null,
    });
    expect(figures.series.at(-1)?.profitLoss).toBe(44);
    expect(figures.series[0]).toEqual({ date: '2026-10-21', profitLoss: 0 });
  });

  it('draws a chart for a single settled bet: 0, then its profit', async () => {
    const figures = await summary('?from=2026-11-20&to=2026-11-20');
    expect(figures.series).toEqual([
      { date: '2026-11-20', profitLoss: 0 },
      { date: '2026-11-20', profitLoss: 25 },
    ]);
  });

  it('refuses bad dates, reversed windows and more than 10 years with a 400', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?to=20/11/2026',
      '?from=2026-11-21&to=2026-11-20',
      '?from=2016-11-19&to=2026-11-20',
      `?from=${'9'.repeat(5000)}`,
    ]) {
      const response = await get(`/api/bets/summary${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBeTruthy();
      expect((await get(`/api/bets/breakdown${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/bets/summary?from=2016-11-20&to=2026-11-20')).statusCode).toBe(200);
  });
});

describe('GET /api/bets/breakdown', () => {
  it('breaks the window down so every dimension adds up to the summary', async () => {
    const response = await get('/api/bets/breakdown');
    expect(response.statusCode).toBe(200);
    const { groups } = ZBetBreakdown.parse(response.json());
    const totals = await summary();
    for (const rows of Object.values(groups)) {
      expect(rows.reduce((n, row) => n + row.staked, 0)).toBeCloseTo(totals.totalStaked, 2);
      expect(rows.reduce((n, row) => n + row.profitLoss, 0)).toBeCloseTo(totals.profitLoss, 2);
      expect(rows.reduce((n, row) => n + row.winners, 0)).toBe(totals.winners);
    }
    expect(groups.betType.map((row) => [row.label, row.bets])).toEqual([
      ['Win', 4],
      ['Each Way', 1],
      ['Double', 1],
    ]);
    expect(groups.bookmaker.map((row) => [row.label, row.profitLoss])).toEqual([
      ['Bet365', 25],
      ['William Hill', 18],
      ['Not recorded', 1],
    ]);
    expect(groups.course.map((row) => row.label)).toEqual(['Ascot', 'Ballinrobe', 'York', 'Multiples']);
    expect(groups.selection.map((row) => [row.label, row.bets])).toEqual([
      ['Tipped', 1],
      ['Your own selections', 5],
    ]);
  });

  it('breaks down only the window asked for', async () => {
    const { groups } = ZBetBreakdown.parse(
      (await get('/api/bets/breakdown?from=2026-11-20&to=2026-11-20')).json(),
    );
    expect(groups.course.map((row) => [row.label, row.bets])).toEqual([['Ascot', 1]]);
  });
});

describe('CSV export and import', () => {
  afterEach(async () => {
    await app.database.db.delete(bets).where(eq(bets.userId, userIds.lifetime!));
  });

  const exportOf = async (cookie: string) => {
    const response = await get('/api/bets/export.csv', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    return response.body;
  };

  it('exports every field of every kind of bet, formulas disarmed', async () => {
    const csv = await exportOf(cookies.monthly!);
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe(BET_CSV_COLUMNS.join(','));
    expect(lines.filter(Boolean)).toHaveLength(8);
    const rows = parseCsv(csv)!;
    const record = (horse: string) => rows.find((row) => row.includes(horse))!;
    expect(record('Today Winner').slice(2)).toEqual([
      'single',
      '',
      '',
      'Ascot',
      '2026-11-20',
      '07:30',
      'Today Winner',
      'Win',
      'No',
      '5/2',
      '5/2',
      'taken',
      '2/1',
      'Bet365',
      '10.00',
      '1',
      '10.00',
      'Won',
      '35.00',
      '25.00',
      '',
      '2026-11-20T08:00:00.000Z',
    ]);
    const double = rows.find((row) => row[2] === 'multiple')!;
    expect(double.slice(3, 9)).toEqual([
      'Double',
      'Leg A @ 5/2 | Leg B @ 3/1',
      'Lingfield',
      '2026-11-14',
      '15:00',
      '',
    ]);
    // A lost bet's P/L is a plain negative number; a horse named like a formula is prefixed so it stays text.
    expect(record('Edge Seven')[21]).toBe('-10.00');
    expect(csv).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(record('Voided')[22]).toBe('Typed the wrong stake, "oops", twice');
  });

  it('takes its own export back: the same figures in another account', async () => {
    const csv = await exportOf(cookies.monthly!);
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 8 });
    const mine = await summary('', cookies.monthly);
    const theirs = await summary('', cookies.lifetime);
    const { priceBeaten: _mine, ...mineRest } = mine;
    const { priceBeaten: _theirs, ...theirsRest } = theirs;
    // Imported bets are typed in by hand: the runner's SP is not theirs, so price beaten starts afresh.
    expect(theirsRest).toEqual(mineRest);
    expect(theirs.priceBeaten).toBeNull();
    const byWindow = await summary('?from=2026-11-14&to=2026-11-20', cookies.lifetime);
    expect(byWindow.profitLoss).toBe(33);
    const again = parseCsv(await exportOf(cookies.lifetime!))!;
    const original = parseCsv(csv)!;
    // Every field comes back but the id, the kind (typed in by hand), the legs and the SP of our runners.
    const kept = (row: string[]) => row.filter((_, index) => ![0, 2, 4, 14].includes(index));
    expect(again.map(kept)).toEqual(original.map(kept));
    const horses = await app.database.db
      .select({ horse: bets.manualHorse })
      .from(bets)
      .where(eq(bets.userId, userIds.lifetime!));
    expect(horses.map((row) => row.horse)).toContain('=HYPERLINK("http://evil.example")');
  });

  it('reads a byte-order mark and LF line ends', async () => {
    const csv = (await exportOf(cookies.monthly!)).replaceAll('\r\n', '\n');
    const response = await importCsv(`\uFEFF${csv}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await countBets(userIds.lifetime!)).toBe(8);
  });

  const line = (over: Partial<Record<(typeof BET_CSV_COLUMNS)[number], string>> = {}) => {
    const record: Record<string, string> = {
      Course: 'Ascot',
      'Race date': '2026-11-19',
      Time: '14:00',
      Horse: 'Hand Typed',
      'Bet type': 'Win',
      'Price taken': '2/1',
      'Stake per line': '1.00',
      'Total stake': '1.00',
      Status: 'Lost',
      ...over,
    };
    return BET_CSV_COLUMNS.map((column) => record[column] ?? '').join(',');
  };
  const file = (...lines: string[]) => [BET_CSV_COLUMNS.join(','), ...lines].join('\r\n');

  it('checks the file whole: per-row errors and nothing stored', async () => {
    const response = await importCsv(
      file(
        line(),
        line({ 'Price taken': 'abc' }),
        line({ 'Race date': '2026-02-30', Status: 'Won' }),
        line({ 'Total stake': '3.00', 'Bet type': 'Each Way' }),
        line({ Time: '23:30', 'Race date': '2026-11-21' }),
        'too,few',
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'Row 3: price must be a fraction such as 5/2',
      'Row 4: race date must be a date such as 2026-11-20',
      'Row 4: return is required for a winning bet',
      'Row 5: total stake must be stake per line x lines x 2 (each way): 2.00',
      "Row 6: the race is not off yet: add a bet on a race still to run with 'Add a bet by hand'",
      `Row 7: has 2 columns, not ${BET_CSV_COLUMNS.length}`,
    ]);
    expect(await countBets(userIds.lifetime!)).toBe(0);
  });

  it('refuses wrong columns, an empty file and an open quote', async () => {
    for (const body of [
      'Placed,Race date,Horse\r\n2026-11-19,2026-11-19,X',
      BET_CSV_COLUMNS.slice().reverse().join(','),
      '',
      `${file(line())}\r\n"unclosed`,
    ]) {
      const response = await importCsv(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(await countBets(userIds.lifetime!)).toBe(0);
  });

  it('refuses 10,000 rows whole, and a file over 1 MB with a 413', async () => {
    const rows = Array.from({ length: 10_000 }, () => line());
    const many = await importCsv(file(...rows));
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual(['The file has 10000 bets: import at most 5000 at a time']);
    const huge = await importCsv(file(line({ Horse: 'x'.repeat(1024 * 1024) })));
    expect(huge.statusCode).toBe(413);
    expect(await countBets(userIds.lifetime!)).toBe(0);
  });

  it('keeps imports to Starter and above, and Starter to 25 bets in all', async () => {
    expect((await importCsv(file(line()), '')).statusCode).toBe(401);
    const free = await importCsv(file(line()), cookies.free);
    expect(free.statusCode).toBe(403);
    const tooMany = await importCsv(file(...Array.from({ length: 26 }, () => line())), cookies.starter);
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().error).toMatch(
      /Starter tracks up to 25 bets.*this file holds 26, so nothing was imported/,
    );
    expect(await countBets(userIds.starter!)).toBe(0);
    const fits = await importCsv(file(...Array.from({ length: 25 }, () => line())), cookies.starter);
    expect(fits.json()).toEqual({ imported: 25 });
    expect((await summary('', cookies.starter)).remainingTracked).toBe(0);
  });
});
