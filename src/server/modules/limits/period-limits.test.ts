import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLimits } from '~/domain/limits.contract';
import { tips } from '../../db/schema';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

// Weekly and monthly stake limits: the UK week from Monday 00:00 and the UK month from the 1st 00:00 (Europe/London),
// enforced at placement after the user's row lock. Each test has a member of its own and sets the clock it needs.
const clock = createClock();
let app: TTestApp;
let userCount = 0;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const getLimits = async (cookie: string) =>
  ZLimits.parse((await call('GET', '/api/user/limits', cookie)).json());

/** A Monthly member whose plan runs from the clock's now. */
const newMember = async () => {
  userCount += 1;
  const [email] = await createMonthlyUsers(app.database.db, 1, `period-${userCount}-`, clock.now());
  return loginAs(app, email!, 'load-test-pass');
};

/** A selection at 2/1 (a stake returns exactly three times itself) on a race on `tipDate` at 14:30 UK time. */
const selectionOn = async (tipDate: string) => {
  const tip = await createTip(app, await adminCookie(app), {
    tipDate,
    raceTime: '14:30',
    odds: '2/1',
    horseName: `Period Horse ${randomUUID().slice(0, 8)}`,
  });
  // The tips lists show today's races; this one is days ahead, so its entry is read from the tip itself.
  const [row] = await app.database.db.select({ entryId: tips.entryId }).from(tips).where(eq(tips.id, tip.id));
  if (!row) throw new Error(`tip ${tip.id} was not stored`);
  return row.entryId;
};

const place = (cookie: string, raceEntryId: number, stake: number) =>
  call('POST', '/api/bets', cookie, {
    raceEntryId,
    type: 'Win',
    odds: '2/1',
    stake,
    potentialReturn: Math.round(stake * 300) / 100,
  });

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/user/limits', () => {
  it('answers the week and the month beside the day, with nothing left to say without limits', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    expect(await getLimits(cookie)).toEqual({
      perBetLimit: null,
      dailyLimit: null,
      perWeekLimit: null,
      perMonthLimit: null,
      pendingPerBetLimit: null,
      pendingDailyLimit: null,
      pendingPerWeekLimit: null,
      pendingPerMonthLimit: null,
      stakedToday: 0,
      remainingToday: null,
      dailyResetsAt: '2026-11-21T00:00:00.000Z',
      stakedThisWeek: 0,
      remainingThisWeek: null,
      // Friday 20 November: the week ends as Monday 23rd begins, the month as 1 December begins (GMT).
      weekResetsAt: '2026-11-23T00:00:00.000Z',
      stakedThisMonth: 0,
      remainingThisMonth: null,
      monthResetsAt: '2026-12-01T00:00:00.000Z',
      timeOutUntil: null,
      selfExcludedUntil: null,
    });
  });

  it('answers 401 to a guest before looking at the body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      payload: { perWeekLimit: 'lots' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the weekly limit', () => {
  it('allows a stake exactly at the limit, refuses a penny over, and resets at Monday 00:00 UK time', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    const monday = await selectionOn('2026-11-23');
    const set = await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 50 });
    expect(ZLimits.parse(set.json())).toMatchObject({ perWeekLimit: 50, pendingPerWeekLimit: null });

    expect((await place(cookie, monday, 40)).statusCode).toBe(201);
    const over = await place(cookie, monday, 10.01);
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toBe(
      'This stake would take you over your weekly limit of £50.00 (£10.00 left this week). It resets at 23 Nov 2026, 00:00.',
    );
    expect((await place(cookie, monday, 10)).statusCode).toBe(201);
    expect(await getLimits(cookie)).toMatchObject({
      stakedThisWeek: 50,
      remainingThisWeek: 0,
      weekResetsAt: '2026-11-23T00:00:00.000Z',
    });

    // Sunday 23:59 is still this week; Monday 00:00 starts the next one.
    clock.set('2026-11-22T23:59:00Z');
    const sunday = await place(cookie, monday, 0.1);
    expect(sunday.statusCode).toBe(403);
    expect(sunday.json().error).toContain('weekly limit of £50.00 (£0.00 left this week)');
    clock.set('2026-11-23T00:00:00Z');
    expect((await place(cookie, monday, 10)).statusCode).toBe(201);
    expect(await getLimits(cookie)).toMatchObject({
      stakedThisWeek: 10,
      remainingThisWeek: 40,
      weekResetsAt: '2026-11-30T00:00:00.000Z',
      // The month goes on counting the week before.
      stakedThisMonth: 60,
      remainingThisMonth: null,
    });
  });

  it('applies a cut at once, and makes a raise and a removal wait 24 hours while the old limit holds', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    const monday = await selectionOn('2026-11-23');
    await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 50 });
    expect((await place(cookie, monday, 30)).statusCode).toBe(201);

    const raised = ZLimits.parse(
      (await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 100 })).json(),
    );
    expect(raised).toMatchObject({
      perWeekLimit: 50,
      pendingPerWeekLimit: { amount: 100, effectiveAt: '2026-11-21T09:00:00.000Z' },
      remainingThisWeek: 20,
    });
    expect((await place(cookie, monday, 25)).statusCode).toBe(403);

    clock.set('2026-11-21T09:00:00Z');
    expect(await getLimits(cookie)).toMatchObject({
      perWeekLimit: 100,
      pendingPerWeekLimit: null,
      remainingThisWeek: 70,
    });
    expect((await place(cookie, monday, 25)).statusCode).toBe(201);

    const cut = ZLimits.parse((await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 60 })).json());
    expect(cut).toMatchObject({ perWeekLimit: 60, pendingPerWeekLimit: null, remainingThisWeek: 5 });
    expect((await place(cookie, monday, 5.01)).statusCode).toBe(403);

    const removed = ZLimits.parse(
      (await call('PUT', '/api/user/limits', cookie, { perWeekLimit: null })).json(),
    );
    expect(removed).toMatchObject({
      perWeekLimit: 60,
      pendingPerWeekLimit: { amount: null, effectiveAt: '2026-11-22T09:00:00.000Z' },
    });
    clock.set('2026-11-22T09:00:00Z');
    expect(await getLimits(cookie)).toMatchObject({ perWeekLimit: null, remainingThisWeek: null });
    expect((await place(cookie, monday, 50)).statusCode).toBe(201);
  });

  it('holds against ten £10 bets sent at once under a £50 limit: exactly five are recorded', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    const monday = await selectionOn('2026-11-23');
    await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 50 });

    const answers = await Promise.all(Array.from({ length: 10 }, () => place(cookie, monday, 10)));

    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403, 403, 403, 403, 403]);
    expect(await getLimits(cookie)).toMatchObject({ stakedThisWeek: 50, remainingThisWeek: 0 });
  });

  it('applies to bets imported from the device too', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    const monday = await selectionOn('2026-11-23');
    await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 20 });
    const [first, second] = [randomUUID(), randomUUID()];
    const answer = await call('POST', '/api/bets/import', cookie, {
      bets: [
        { clientRef: first, raceEntryId: monday, type: 'Win', odds: '2/1', stake: 15 },
        { clientRef: second, raceEntryId: monday, type: 'Win', odds: '2/1', stake: 10 },
      ],
    });
    expect(answer.json()).toEqual({
      imported: [first],
      refused: [
        {
          clientRef: second,
          reason:
            'This stake would take you over your weekly limit of £20.00 (£5.00 left this week). It resets at 23 Nov 2026, 00:00.',
        },
      ],
    });
  });
});

describe('the monthly limit', () => {
  it('counts each way as both parts, refuses a penny over, and resets on the 1st at 00:00 UK time (BST)', async () => {
    // 31 May 2027 is in BST: June begins at 23:00 UTC.
    clock.set('2027-05-31T09:00:00Z');
    const cookie = await newMember();
    const june = await selectionOn('2027-06-01');
    await call('PUT', '/api/user/limits', cookie, { perMonthLimit: 100 });

    // £30 each way is £60 staked.
    const eachWay = await call('POST', '/api/bets', cookie, {
      raceEntryId: june,
      type: 'Each Way',
      odds: '2/1',
      stake: 30,
      potentialReturn: 90 + 30 * 1.4,
    });
    expect(eachWay.statusCode).toBe(201);
    const over = await place(cookie, june, 40.01);
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toBe(
      'This stake would take you over your monthly limit of £100.00 (£40.00 left this month). It resets at 1 Jun 2027, 00:00.',
    );
    expect((await place(cookie, june, 40)).statusCode).toBe(201);
    expect(await getLimits(cookie)).toMatchObject({
      stakedThisMonth: 100,
      remainingThisMonth: 0,
      monthResetsAt: '2027-05-31T23:00:00.000Z',
    });

    clock.set('2027-05-31T22:59:59Z');
    expect((await place(cookie, june, 0.1)).statusCode).toBe(403);
    clock.set('2027-05-31T23:00:00Z');
    expect((await place(cookie, june, 50)).statusCode).toBe(201);
    expect(await getLimits(cookie)).toMatchObject({
      stakedThisMonth: 50,
      remainingThisMonth: 50,
      monthResetsAt: '2027-06-30T23:00:00.000Z',
      // Tuesday 1 June: the week began on Monday 31 May, so it holds every stake above.
      stakedThisWeek: 150,
    });
  });

  it('applies a cut at once and makes a raise wait 24 hours', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    await call('PUT', '/api/user/limits', cookie, { perMonthLimit: 200 });
    const raised = ZLimits.parse(
      (await call('PUT', '/api/user/limits', cookie, { perMonthLimit: 500 })).json(),
    );
    expect(raised).toMatchObject({
      perMonthLimit: 200,
      pendingPerMonthLimit: { amount: 500, effectiveAt: '2026-11-21T09:00:00.000Z' },
    });
    clock.set('2026-11-21T08:59:59Z');
    expect((await getLimits(cookie)).perMonthLimit).toBe(200);
    clock.set('2026-11-21T09:00:00Z');
    expect(await getLimits(cookie)).toMatchObject({ perMonthLimit: 500, pendingPerMonthLimit: null });
    const cut = ZLimits.parse((await call('PUT', '/api/user/limits', cookie, { perMonthLimit: 150 })).json());
    expect(cut).toMatchObject({ perMonthLimit: 150, pendingPerMonthLimit: null, remainingThisMonth: 150 });
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    clock.set('2026-11-20T09:00:00Z');
    const cookie = await newMember();
    await call('PUT', '/api/user/limits', cookie, { perWeekLimit: 50, perMonthLimit: 150 });
    const before = await getLimits(cookie);
    const bad: Array<[string, unknown]> = [
      ['perWeekLimit', -5],
      ['perWeekLimit', 100_000.01],
      ['perWeekLimit', '40'],
      ['perWeekLimit', 12.345],
      ['perWeekLimit', 0.05],
      ['perMonthLimit', -1],
      ['perMonthLimit', 1e9],
      ['perMonthLimit', 'none'],
      ['perMonthLimit', 99.999],
      ['perMonthLimit', true],
    ];
    for (const [field, value] of bad) {
      // A valid cut sent beside the bad value must not be applied either.
      const response = await call('PUT', '/api/user/limits', cookie, { dailyLimit: 5, [field]: value });
      expect(response.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(response.json().issues[0].field, `${field}: ${JSON.stringify(value)}`).toBe(field);
    }
    expect(await getLimits(cookie)).toEqual(before);
  });
});
