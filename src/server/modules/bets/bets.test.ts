import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BET_CSV_COLUMNS, parseCsv } from '~/domain/bet-csv';
import { ZBet, ZBetList, ZBetSummary, ZLimits } from '~/domain/bets.contract';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

const clock = createClock();
let app: TTestApp;
let admin: string;
let monthly: string;
let starter: string;
let free: string;
let lifetime: string;
const entry: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const entryOf = async (tipId: number) => {
  const tips = (await call('GET', '/api/tips/today', lifetime)).json() as Array<{
    id: number;
    raceEntryId: number;
  }>;
  return tips.find((t) => t.id === tipId)!.raceEntryId;
};

const place = (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/bets', cookie, { type: 'Win', odds: '5/2', stake: 10, potentialReturn: 35, ...body });

const result = (tipId: number, payload: object) =>
  atTime(clock, AFTER_RACING, () => call('PATCH', `/api/admin/tips/${tipId}/result`, admin, payload));

const tipIds: Record<string, number> = {};
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  [monthly = '', starter = '', free = '', lifetime = ''] = await Promise.all(
    ['monthly', 'starter', 'free', 'lifetime'].map((t) => loginAs(app, `${t}@example.com`)),
  );
  const specs: Array<[string, Record<string, unknown>]> = [
    ['win', { horseName: 'Win Horse', raceTime: '13:00' }],
    ['ew', { horseName: 'Each Way Horse', raceTime: '13:30', odds: '10/1', runners: 10 }],
    ['nr', { horseName: 'Non Runner', raceTime: '14:00', odds: '4/1' }],
    ['dh', { horseName: 'Dead Heater', raceTime: '14:30', odds: '6/1', runners: 10 }],
    ['r4', { horseName: 'Rule Four', raceTime: '15:00', odds: '4/1' }],
    ['premium', { horseName: 'Monthly Only', raceTime: '15:30', accessLevel: 'Monthly' }],
    ['later', { horseName: 'Later On', raceTime: '18:00', odds: '2/1' }],
    ['tripleTie', { horseName: 'Triple Tie', raceTime: '16:00', odds: '7/1', runners: 6 }],
    ['tieForSecond', { horseName: 'Tied Second', raceTime: '16:30', odds: '5/2', runners: 10 }],
  ];
  for (const [key, overrides] of specs) tipIds[key] = (await createTip(app, admin, overrides)).id;
  for (const key of Object.keys(tipIds)) entry[key] = await entryOf(tipIds[key]!);
});
afterAll(async () => {
  await app.close();
});

describe('who may record bets', () => {
  it('answers 401 to a guest on every bets route', async () => {
    for (const [method, url] of [
      ['GET', '/api/bets'],
      ['GET', '/api/bets/summary'],
      ['GET', '/api/bets/tracked?ids=1'],
      ['GET', '/api/bets/export.csv'],
      ['GET', '/api/user/balance'],
      ['GET', '/api/user/limits'],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
    expect((await place('', { raceEntryId: entry.win })).statusCode).toBe(401);
    expect((await call('PUT', '/api/user/limits', undefined, { dailyLimit: 10 })).statusCode).toBe(401);
  });

  it('tells a Free user their bets stay on the device', async () => {
    const response = await place(free, { raceEntryId: entry.win });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatch(/Free accounts keep bets on this device/);
  });

  it('refuses a selection the caller cannot see exactly as an unknown one', async () => {
    const locked = await place(starter, { raceEntryId: entry.premium });
    const unknown = await place(starter, { raceEntryId: 999_999 });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual(unknown.json());
  });
});

describe('placing', () => {
  it('records a bet and a retry with the same clientRef stores it once', async () => {
    const clientRef = randomUUID();
    const first = await place(monthly, { raceEntryId: entry.win, clientRef });
    expect(first.statusCode).toBe(201);
    const bet = ZBet.parse(first.json());
    expect(bet).toMatchObject({
      status: 'Open',
      type: 'Win',
      odds: '5/2',
      stake: 10,
      totalStake: 10,
      potentialReturn: 35,
      actualReturn: null,
    });
    expect(bet.entry).toMatchObject({ horse: 'Win Horse', raceTime: '13:00', track: 'Ascot' });
    const retry = await place(monthly, { raceEntryId: entry.win, clientRef });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(bet.id);
    const open = ZBetList.parse((await call('GET', '/api/bets?status=Open', monthly)).json());
    expect(open.filter((b) => b.clientRef === clientRef)).toHaveLength(1);
  });

  it('answers 409 naming the difference when a clientRef comes back with another stake, type or price', async () => {
    const clientRef = randomUUID();
    const first = await place(monthly, {
      raceEntryId: entry.later,
      odds: '2/1',
      potentialReturn: 30,
      clientRef,
    });
    expect(first.statusCode).toBe(201);
    const restaked = await place(monthly, {
      raceEntryId: entry.later,
      odds: '2/1',
      stake: 20,
      potentialReturn: 60,
      clientRef,
    });
    expect(restaked.statusCode).toBe(409);
    expect(restaked.json()).toMatchObject({ code: 'CONFLICT', issues: [{ field: 'clientRef' }] });
    expect(restaked.json().error).toMatch(/a stake of £10\.00, not £20\.00/);
    const otherType = await place(monthly, {
      raceEntryId: entry.later,
      type: 'Each Way',
      odds: '2/1',
      potentialReturn: 30,
      clientRef,
    });
    expect(otherType.statusCode).toBe(409);
    expect(otherType.json().error).toMatch(/a Win bet, not Each Way/);
    const otherHorse = await place(monthly, { raceEntryId: entry.win, clientRef });
    expect(otherHorse.statusCode).toBe(409);
    expect(otherHorse.json().error).toMatch(/on Later On, another selection/);
    // Still exactly one bet under that reference, as first recorded.
    const open = ZBetList.parse((await call('GET', '/api/bets?status=Open', monthly)).json());
    expect(open.filter((b) => b.clientRef === clientRef).map((b) => b.stake)).toEqual([10]);
  });

  it.each([
    [{ stake: -5 }, 'stake'],
    [{ stake: 'ten' }, 'stake'],
    [{ stake: 10.005, potentialReturn: 35.02 }, 'stake'],
    [{ stake: 0.05, potentialReturn: 0.17 }, 'stake'],
    [{ type: 'Lucky 15' }, 'type'],
    [{ raceEntryId: 999_999 }, 'raceEntryId'],
    [{ odds: '1001/1', potentialReturn: 10_020 }, 'odds'],
    [{ odds: 'SP', potentialReturn: 0 }, 'odds'],
    [{ priceType: 'sp', potentialReturn: 0 }, 'odds'],
    [{ priceType: 'evens' }, 'priceType'],
    [{ bookmaker: 'x'.repeat(61) }, 'bookmaker'],
    [{ odds: 'abc' }, 'odds'],
    [{ potentialReturn: 36 }, 'potentialReturn'],
    [{ clientRef: 'not-a-uuid' }, 'clientRef'],
  ])('refuses %j with 400 naming %s and stores nothing', async (overrides, field) => {
    const before = (await call('GET', '/api/bets', monthly)).headers['x-total-count'];
    const response = await place(monthly, { raceEntryId: entry.win, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
    expect((await call('GET', '/api/bets', monthly)).headers['x-total-count']).toBe(before);
  });

  it('says which of a list of entries the user has tracked, and only their own', async () => {
    const [email] = await createMonthlyUsers(app.database.db, 1, 'tracked-', clock.now());
    const member = await loginAs(app, email!, 'load-test-pass');
    const tracked = async (cookie: string) =>
      (await call('GET', `/api/bets/tracked?ids=${entry.later},${entry.r4},999999`, cookie)).json();
    expect(await tracked(member)).toEqual({ raceEntryIds: [] });
    const placed = await place(member, { raceEntryId: entry.later, odds: '2/1', potentialReturn: 30 });
    expect(placed.statusCode).toBe(201);
    expect(await tracked(member)).toEqual({ raceEntryIds: [entry.later] });
    expect(await tracked(starter)).toEqual({ raceEntryIds: [] });
    expect((await call('GET', '/api/bets/tracked?ids=1;drop', member)).statusCode).toBe(400);
  });

  it('recomputes an each-way potential return with the race terms (10 runners: 3 places at 1/5)', async () => {
    const wrong = await place(monthly, {
      raceEntryId: entry.ew,
      type: 'Each Way',
      odds: '10/1',
      stake: 5,
      potentialReturn: 55,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'The potential return of this bet is £70.00',
      code: 'BAD_REQUEST',
      issues: [{ field: 'potentialReturn', message: 'The potential return of this bet is £70.00' }],
    });
    const right = await place(monthly, {
      raceEntryId: entry.ew,
      type: 'Each Way',
      odds: '10/1',
      stake: 5,
      potentialReturn: 70,
    });
    expect(right.statusCode).toBe(201);
    expect(right.json()).toMatchObject({ totalStake: 10, potentialReturn: 70 });
  });

  it('refuses a race that has started', async () => {
    clock.set('2026-11-20T13:05:00Z');
    try {
      const response = await place(monthly, { raceEntryId: entry.win });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/has started/);
    } finally {
      clock.set('2026-11-20T09:00:00Z');
    }
  });

  it('lets Starter track 25 bets, then says which plan tracks more', async () => {
    const limited = await createTestApp({ clock: clock.now });
    try {
      const adminHere = await adminCookie(limited);
      const tip = await createTip(limited, adminHere, { horseName: 'Cap Horse', raceTime: '16:00' });
      const cookie = await loginAs(limited, 'starter@example.com');
      const tips = (
        await limited.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie } })
      ).json() as Array<{ id: number; raceEntryId: number }>;
      const raceEntryId = tips.find((t) => t.id === tip.id)!.raceEntryId;
      for (let i = 0; i < 25; i++) {
        const ok = await limited.inject({
          method: 'POST',
          url: '/api/bets',
          headers: { cookie },
          payload: { raceEntryId, type: 'Win', odds: '5/2', stake: 1, potentialReturn: 3.5 },
        });
        expect(ok.statusCode).toBe(201);
      }
      const refused = await limited.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { cookie },
        payload: { raceEntryId, type: 'Win', odds: '5/2', stake: 1, potentialReturn: 3.5 },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toContain('requires a Monthly subscription or higher');
      const summary = ZBetSummary.parse(
        (await limited.inject({ method: 'GET', url: '/api/bets/summary', headers: { cookie } })).json(),
      );
      expect(summary.remainingTracked).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('safer-gambling limits', () => {
  it('enforces a per-bet limit at once and makes a raise wait 24 hours', async () => {
    const set = await call('PUT', '/api/user/limits', lifetime, { perBetLimit: 5 });
    expect(ZLimits.parse(set.json())).toMatchObject({ perBetLimit: 5, pendingPerBetLimit: null });
    const refused = await place(lifetime, {
      raceEntryId: entry.later,
      odds: '2/1',
      stake: 6,
      potentialReturn: 18,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This stake of £6.00 is above your per-bet limit of £5.00.');
    const raise = ZLimits.parse(
      (await call('PUT', '/api/user/limits', lifetime, { perBetLimit: 50 })).json(),
    );
    expect(raise.perBetLimit).toBe(5);
    expect(raise.pendingPerBetLimit).toEqual({ amount: 50, effectiveAt: '2026-11-21T09:00:00.000Z' });
    clock.set('2026-11-21T09:00:01Z');
    try {
      expect(ZLimits.parse((await call('GET', '/api/user/limits', lifetime)).json())).toMatchObject({
        perBetLimit: 50,
        pendingPerBetLimit: null,
      });
    } finally {
      clock.set('2026-11-20T09:00:00Z');
      await call('PUT', '/api/user/limits', lifetime, { perBetLimit: 5 });
    }
  });

  it('enforces a daily limit, saying what is left and when it resets', async () => {
    await call('PUT', '/api/user/limits', lifetime, { perBetLimit: 5, dailyLimit: 8 });
    expect(
      (await place(lifetime, { raceEntryId: entry.later, odds: '2/1', stake: 5, potentialReturn: 15 }))
        .statusCode,
    ).toBe(201);
    const over = await place(lifetime, {
      raceEntryId: entry.later,
      odds: '2/1',
      stake: 4,
      potentialReturn: 12,
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toContain('daily limit of £8.00 (£3.00 left today)');
    expect(over.json().error).toContain('21 Nov 2026, 00:00');
    const limits = ZLimits.parse((await call('GET', '/api/user/limits', lifetime)).json());
    expect(limits).toMatchObject({
      stakedToday: 5,
      remainingToday: 3,
      dailyResetsAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('refuses bets during a time-out, which cannot be shortened', async () => {
    const taken = ZLimits.parse((await call('PUT', '/api/user/limits', starter, { timeOut: '7d' })).json());
    expect(taken.timeOutUntil).toBe('2026-11-27T09:00:00.000Z');
    const shorter = ZLimits.parse(
      (await call('PUT', '/api/user/limits', starter, { timeOut: '24h' })).json(),
    );
    expect(shorter.timeOutUntil).toBe('2026-11-27T09:00:00.000Z');
    const refused = await place(starter, {
      raceEntryId: entry.later,
      odds: '2/1',
      stake: 1,
      potentialReturn: 3,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/taking a break until 27 Nov 2026/);
  });

  it('refuses self-exclusion shorter than 6 months', async () => {
    const response = await call('PUT', '/api/user/limits', starter, { selfExcludeMonths: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe('selfExcludeMonths');
  });
});

describe('settlement from results', () => {
  const betOn = async (key: string, body: Record<string, unknown>) => {
    const response = await place(monthly, { raceEntryId: entry[key], ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const findBet = async (id: number) =>
    ZBetList.parse((await call('GET', '/api/bets?pageSize=200', monthly)).json()).find((b) => b.id === id)!;

  it('settles win, each-way-placed, void, dead-heat and Rule 4 bets with the UK rules', async () => {
    const win = await betOn('win', { stake: 2, potentialReturn: 7 });
    const ewPlaced = await betOn('ew', { type: 'Each Way', odds: '10/1', stake: 10, potentialReturn: 140 });
    const voided = await betOn('nr', { odds: '4/1', stake: 10, potentialReturn: 68, type: 'Each Way' });
    const deadHeat = await betOn('dh', { type: 'Each Way', odds: '6/1', stake: 10, potentialReturn: 92 });
    const rule4 = await betOn('r4', { odds: '4/1', stake: 10, potentialReturn: 50 });

    expect((await result(tipIds.win!, { result: 'Won' })).statusCode).toBe(200);
    await result(tipIds.ew!, { result: 'Placed' });
    await result(tipIds.nr!, { result: 'NonRunner' });
    await result(tipIds.dh!, { result: 'Won', deadHeat: 2, deadHeatPosition: 1 });
    await result(tipIds.r4!, { result: 'Won', rule4Pence: 25 });

    expect(await findBet(win)).toMatchObject({ status: 'Won', actualReturn: 7 });
    const placed = await findBet(ewPlaced);
    // An each-way bet whose horse only placed is Placed, with its return (here more than its £20 stake).
    expect(placed).toMatchObject({ status: 'Placed', actualReturn: 30, totalStake: 20 });
    expect(placed.settlement?.parts.map((part) => [part.part, part.outcome, part.returnPence])).toEqual([
      ['win', 'lost', 0],
      ['place', 'placed', 3000],
    ]);
    expect(await findBet(voided)).toMatchObject({ status: 'Void', actualReturn: 20 });
    expect(await findBet(deadHeat)).toMatchObject({ status: 'Won', actualReturn: 57 });
    const r4 = await findBet(rule4);
    expect(r4).toMatchObject({ status: 'Won', actualReturn: 40 });
    expect(r4.settlement).toMatchObject({ rule4Pence: 25, returnPence: 4000 });
  });

  it('settles dead heats by the places left from the tied position (UK rules)', async () => {
    const [email] = await createMonthlyUsers(app.database.db, 1, 'dead-heat-', clock.now());
    const bettor = await loginAs(app, email!, 'load-test-pass');
    const bet = async (key: string, body: Record<string, unknown>) => {
      const response = await place(bettor, { raceEntryId: entry[key], type: 'Each Way', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const bettorsBet = async (id: number) =>
      ZBetList.parse((await call('GET', '/api/bets?pageSize=200', bettor)).json()).find((b) => b.id === id)!;
    // The review's examples. £10 each way at 7/1, 6 runners (2 places at 1/4), three tie for first:
    // win 80/3 = £26.66, place 27.50 x 2/3 = £18.33, £44.99 in all.
    const triple = await bet('tripleTie', { odds: '7/1', stake: 10, potentialReturn: 107.5 });
    // £10 each way at 5/2, 10 runners (3 places at 1/5), three tie for 2nd: place 15.00 x 2/3 = £10.00.
    const second = await bet('tieForSecond', { odds: '5/2', stake: 10, potentialReturn: 50 });
    expect((await result(tipIds.tripleTie!, { result: 'Won', deadHeat: 3 })).statusCode).toBe(200);
    const noPosition = await result(tipIds.tieForSecond!, { result: 'Placed', deadHeat: 3 });
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().issues[0]).toMatchObject({ field: 'deadHeatPosition' });
    const beyondPlaces = await result(tipIds.tieForSecond!, {
      result: 'Placed',
      deadHeat: 2,
      deadHeatPosition: 4,
    });
    expect(beyondPlaces.statusCode).toBe(400);
    const recorded = await result(tipIds.tieForSecond!, {
      result: 'Placed',
      deadHeat: 3,
      deadHeatPosition: 2,
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ deadHeat: 3, deadHeatPosition: 2, places: 3 });
    expect(await bettorsBet(triple)).toMatchObject({ status: 'Won', actualReturn: 44.99 });
    const tied = await bettorsBet(second);
    expect(tied).toMatchObject({ status: 'Placed', actualReturn: 10 });
    expect(tied.settlement).toMatchObject({ deadHeat: { horses: 3, position: 2 } });
    expect(tied.settlement?.parts[1]?.paidShare).toEqual([2, 3]);
  });

  it('a corrected result re-settles the bets, and recording the same result again changes nothing', async () => {
    const settled = ZBetList.parse(
      (await call('GET', '/api/bets?status=Won&status=Lost&status=Void&pageSize=200', monthly)).json(),
    );
    const winBet = settled.find((b) => b.entry?.horse === 'Win Horse' && b.stake === 2)!;
    await result(tipIds.win!, { result: 'Lost', reason: 'Stewards reversed the placings' });
    expect(await findBet(winBet.id)).toMatchObject({ status: 'Lost', actualReturn: 0 });
    const again = await result(tipIds.win!, { result: 'Lost' });
    expect(again.statusCode).toBe(200);
    const after = await findBet(winBet.id);
    expect(after.settledAt).not.toBeNull();
    expect(after).toMatchObject({ status: 'Lost', actualReturn: 0 });
  });

  it('lists settled bets with the repeated status parameter and never shows another user their bets', async () => {
    const settled = ZBetList.parse((await call('GET', '/api/bets?status=Won&status=Lost', monthly)).json());
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((b) => b.status === 'Won' || b.status === 'Lost')).toBe(true);
    const theirs = ZBetList.parse((await call('GET', '/api/bets', lifetime)).json());
    expect(theirs.every((b) => !settled.some((mine) => mine.id === b.id))).toBe(true);
    expect(theirs.every((b) => b.stake <= 5)).toBe(true);
  });

  it('summary and balance are computed from the settled bets', async () => {
    await call('PUT', '/api/user/bankroll', monthly, { bankroll: 500 });
    const summary = ZBetSummary.parse((await call('GET', '/api/bets/summary', monthly)).json());
    // Decided bets (the void one is left out): £10 win and £2 win on Win Horse, both lost after the correction;
    // £5 EW (10 staked) placed -> 15; £10 EW (20) placed -> 30; dead heat £10 EW (20) -> 57; Rule 4 £10 -> 40.
    // Staked 10 + 2 + 10 + 20 + 20 + 10 = 72; returns 15 + 30 + 57 + 40 = 142; 4 of 6 returned money.
    expect(summary).toMatchObject({
      totalStaked: 72,
      totalReturns: 142,
      profitLoss: 70,
      strikeRate: 66.67,
      remainingTracked: null,
    });
    expect(summary.roi).toBeCloseTo(97.22, 2);
    const balance = (await call('GET', '/api/user/balance', monthly)).json();
    expect(balance.bankrollPence).toBe(50_000);
    expect(balance.settledProfitPence).toBe(7000);
    expect(balance.balancePence).toBe(50_000 + 7000 - balance.openStakesPence);
  });

  it('exports the bets as CSV', async () => {
    const response = await call('GET', '/api/bets/export.csv', monthly);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="racepro-bets-2026-11-20.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(BET_CSV_COLUMNS.join(','));
    const rows = parseCsv(response.body)!;
    const at = (column: (typeof BET_CSV_COLUMNS)[number]) => BET_CSV_COLUMNS.indexOf(column);
    const ruleFour = rows.find((row) => row[at('Horse')] === 'Rule Four')!;
    expect(
      (['Bet type', 'Price taken', 'Stake per line', 'Total stake', 'Status', 'Return', 'P/L'] as const).map(
        (column) => ruleFour[at(column)],
      ),
    ).toEqual(['Win', '4/1', '10.00', '10.00', 'Won', '40.00', '30.00']);
  });
});

describe('device bets', () => {
  it('gives public outcomes for settling bets kept on a device', async () => {
    const response = await call('GET', `/api/entries/results?ids=${entry.ew},${entry.later}`);
    const outcomes = response.json() as Array<{
      id: number;
      result: string | null;
      terms: { places: number };
    }>;
    expect(outcomes.find((o) => o.id === entry.ew)).toMatchObject({
      result: 'Placed',
      terms: { places: 3, fractionNum: 1, fractionDen: 5 },
    });
    expect(outcomes.find((o) => o.id === entry.later)?.result).toBeNull();
    expect((await call('GET', '/api/entries/results?ids=1;drop')).statusCode).toBe(400);
  });

  it('imports device bets under the same rules, once, and says why the rest stay on the device', async () => {
    const good = randomUUID();
    const started = randomUUID();
    const body = {
      bets: [
        { clientRef: good, raceEntryId: entry.later, type: 'Win', odds: '2/1', stake: 3 },
        { clientRef: started, raceEntryId: entry.win, type: 'Win', odds: '5/2', stake: 3 },
      ],
    };
    const first = (await call('POST', '/api/bets/import', monthly, body)).json();
    expect(first.imported).toEqual([good]);
    expect(first.refused).toEqual([
      { clientRef: started, reason: 'That race has a result, so it can no longer be bet on' },
    ]);
    const again = (await call('POST', '/api/bets/import', monthly, body)).json();
    expect(again.imported).toEqual([good]);
    const mine = ZBetList.parse((await call('GET', '/api/bets?pageSize=200', monthly)).json());
    expect(mine.filter((b) => b.clientRef === good)).toHaveLength(1);
  });
});
