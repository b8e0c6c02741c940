import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLimits } from '~/domain/limits.contract';
import { ZTodaysBets } from '~/domain/todays-bets.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

// 23:50 UK time (GMT in November) on the day before the races.
const clock = createClock('2026-11-19T23:50:00Z');
let app: TTestApp;
let admin: string;
let monthly: string;
let lifetime: string;
const tipIds: Record<string, number> = {};
const entry: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const place = (key: string, body: Record<string, unknown> = {}) =>
  call('POST', '/api/bets', monthly, {
    raceEntryId: entry[key],
    type: 'Win',
    odds: '5/2',
    stake: 10,
    potentialReturn: 35,
    ...body,
  });

const today = async (cookie = monthly) => {
  const response = await call('GET', '/api/bets/today', cookie);
  expect(response.statusCode).toBe(200);
  return ZTodaysBets.parse(response.json());
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  [monthly = '', lifetime = ''] = await Promise.all(
    ['monthly', 'lifetime'].map((tier) => loginAs(app, `${tier}@example.com`)),
  );
  const specs: Array<[string, Record<string, unknown>]> = [
    ['winner', { horseName: 'Bright Winner', raceTime: '13:00' }],
    ['loser', { horseName: 'Slow Loser', raceTime: '13:30', odds: '10/1', runners: 10 }],
    ['nonRunner', { horseName: 'Stayed Home', raceTime: '14:00', odds: '4/1' }],
    ['open', { horseName: 'Still Running', raceTime: '18:00', odds: '2/1' }],
  ];
  for (const [key, overrides] of specs) tipIds[key] = (await createTip(app, admin, overrides)).id;
  // The race day's card, read on the race day.
  const tips = (
    await atTime(clock, '2026-11-20T09:00:00Z', () => call('GET', '/api/tips/today', lifetime))
  ).json() as Array<{ id: number; raceEntryId: number }>;
  for (const [key, id] of Object.entries(tipIds))
    entry[key] = tips.find((tip) => tip.id === id)?.raceEntryId ?? 0;
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/bets/today', () => {
  it('answers 401 to a guest', async () => {
    const response = await call('GET', '/api/bets/today');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Sign in to continue' });
  });

  it("counts the bets placed on today's UK date, not one at 23:59 yesterday, and agrees with the limits' Staked today", async () => {
    expect(Object.values(entry).every((id) => id > 0)).toBe(true);
    clock.set('2026-11-19T23:59:00Z');
    expect((await place('open', { stake: 50, odds: '2/1', potentialReturn: 150 })).statusCode).toBe(201);
    expect(await today()).toEqual({ date: '2026-11-19', bets: 1, staked: 50, profitLoss: 0 });

    clock.set('2026-11-20T09:00:00Z');
    expect((await place('winner')).statusCode).toBe(201);
    // Each way: £5 on each part, £10 in all.
    expect(
      (await place('loser', { type: 'Each Way', odds: '10/1', stake: 5, potentialReturn: 70 })).statusCode,
    ).toBe(201);
    expect((await place('nonRunner', { odds: '4/1', potentialReturn: 50 })).statusCode).toBe(201);
    expect((await place('open', { stake: 5, odds: '2/1', potentialReturn: 15 })).statusCode).toBe(201);

    expect(await today()).toEqual({ date: '2026-11-20', bets: 4, staked: 35, profitLoss: 0 });
    const limits = ZLimits.parse((await call('GET', '/api/user/limits', monthly)).json());
    expect(limits.stakedToday).toBe(35);
  });

  it('adds the profit or loss of the settled ones, a void bet returning its stake', async () => {
    const result = (key: string, payload: object) =>
      atTime(clock, AFTER_RACING, () =>
        call('PATCH', `/api/admin/tips/${tipIds[key]}/result`, admin, payload),
      );
    expect((await result('winner', { result: 'Won' })).statusCode).toBe(200);
    expect((await result('loser', { result: 'Lost' })).statusCode).toBe(200);
    expect((await result('nonRunner', { result: 'NonRunner' })).statusCode).toBe(200);

    // Won: £35 back for £10 (+£25); each way lost: -£10; non-runner: £0; the 18:00 bet is still open.
    clock.set('2026-11-20T22:00:00Z');
    expect(await today()).toEqual({ date: '2026-11-20', bets: 4, staked: 35, profitLoss: 15 });
  });

  it('starts again at UK midnight, and shows each member only their own bets', async () => {
    expect(await today(lifetime)).toEqual({ date: '2026-11-20', bets: 0, staked: 0, profitLoss: 0 });
    clock.set('2026-11-21T00:00:30Z');
    expect(await today()).toEqual({ date: '2026-11-21', bets: 0, staked: 0, profitLoss: 0 });
  });
});
