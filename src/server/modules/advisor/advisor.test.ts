import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdvisorRecord, ZPersonalAdvice } from '~/domain/advisor.contract';
import { advisorOutcome } from '~/domain/advisor-outcome';
import { ZBetList } from '~/domain/bets.contract';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';

const LOCKED = 'This personal AI strategy requires a Lifetime subscription.';
const clock = createClock();
let app: TTestApp;
const cookies: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const advise = (cookie: string | undefined, payload: unknown) =>
  call('POST', '/api/advisor/personal', cookie, payload);

/** The member's bets as My Bets lists them (every status), for "nothing changed" and the domain's own figures. */
const betsOf = async (cookie: string | undefined) =>
  ZBetList.parse((await call('GET', '/api/bets?pageSize=200', cookie)).json());

/**
 * The Lifetime member's record: 10 £10 win bets at Ascot on a 2/1 winner (£30 back each) and 12 £5 win bets at
 * Kempton on a 12/1 loser: 22 settled bets, 10 winners, £160.00 staked, £300.00 back. An 18:00 race at Ascot is
 * still to run, so today's races point to the course in "do more of".
 */
beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const admin = await adminCookie(app);
  for (const tier of ['free', 'starter', 'monthly', 'lifetime'])
    cookies[tier] = await loginAs(app, `${tier}@example.com`);
  const winner = await createTip(app, admin, { horseName: 'Ascot Winner', raceTime: '13:00', odds: '2/1' });
  const loser = await createTip(app, admin, {
    horseName: 'Kempton Loser',
    racecourse: 'Kempton',
    raceTime: '13:30',
    odds: '12/1',
  });
  await createTip(app, admin, { horseName: 'Still To Run', raceTime: '18:00', odds: '3/1' });
  const today = (await call('GET', '/api/tips/today', cookies.lifetime)).json() as Array<{
    id: number;
    raceEntryId: number;
  }>;
  const entryOf = (id: number) => today.find((tip) => tip.id === id)!.raceEntryId;
  const place = async (raceEntryId: number, odds: string, stake: number, potentialReturn: number) => {
    const response = await call('POST', '/api/bets', cookies.lifetime, {
      raceEntryId,
      type: 'Win',
      odds,
      stake,
      potentialReturn,
      clientRef: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  for (let i = 0; i < 10; i += 1) await place(entryOf(winner.id), '2/1', 10, 30);
  for (let i = 0; i < 12; i += 1) await place(entryOf(loser.id), '12/1', 5, 65);
  for (const [tip, result] of [
    [winner, 'Won'],
    [loser, 'Lost'],
  ] as const) {
    const response = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tip.id}/result`, admin, { result }),
    );
    expect(response.statusCode, response.body).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('who may have a personal strategy', () => {
  it('asks a guest to sign in before reading the body', async () => {
    for (const payload of [{ style: 'standard' }, { style: 'evil', request: 'x'.repeat(10_000) }, []]) {
      const response = await advise(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Sign in to continue');
    }
    expect((await call('GET', '/api/advisor/record')).statusCode).toBe(401);
  });

  it.each(['free', 'starter', 'monthly'])(
    'refuses a %s member with the locked-content message, whatever the body',
    async (tier) => {
      for (const payload of [{ style: 'standard' }, { style: 'evil', extra: 1 }]) {
        const response = await advise(cookies[tier], payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: LOCKED, code: 'FORBIDDEN' });
      }
      const record = await call('GET', '/api/advisor/record', cookies[tier]);
      expect(record.statusCode).toBe(403);
      expect(record.json().error).toBe(LOCKED);
    },
  );
});

describe('a Lifetime member', () => {
  it('reads how many settled bets the strategy will count', async () => {
    const response = await call('GET', '/api/advisor/record', cookies.lifetime);
    expect(response.statusCode).toBe(200);
    expect(ZAdvisorRecord.parse(response.json())).toEqual({ settled: 22, void: 0, open: 0 });
  });

  it('gets the strategy the domain builds from their own bets, today’s races and bankroll', async () => {
    const response = await advise(cookies.lifetime, { style: 'standard' });
    expect(response.statusCode, response.body).toBe(200);
    const advice = ZPersonalAdvice.parse(response.json());
    expect(advice.noteDetail).toBeNull();
    expect(advice.personal?.totals).toMatchObject({
      bets: 22,
      winners: 10,
      stakedPence: 16_000,
      returnedPence: 30_000,
      profitPence: 14_000,
    });
    expect(advice.personal?.doMore.map((group) => group.label)).toContain('Ascot');
    expect(advice.personal?.doLess.map((group) => group.label)).toContain('Kempton');
    expect(advice.personal?.todaysMatches).toEqual([
      expect.objectContaining({ racecourse: 'Ascot', time: '18:00' }),
    ]);

    // The same figures as the domain's, from what the member can read through the API themselves.
    const tips = (await call('GET', '/api/tips/today', cookies.lifetime)).json() as TTipOrLocked[];
    const { bankrollPence } = (await call('GET', '/api/user/balance', cookies.lifetime)).json();
    const expected = advisorOutcome(
      'standard',
      '',
      { bets: await betsOf(cookies.lifetime), tips, bankrollPence },
      clock.now().getTime(),
    );
    expect(advice).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('answers a custom request on its words', async () => {
    const response = await advise(cookies.lifetime, { style: 'custom', request: 'each-way value please' });
    expect(response.statusCode).toBe(200);
    const advice = ZPersonalAdvice.parse(response.json());
    expect(advice.personal?.title).toBe(
      'Your custom strategy, from your own betting record: value and each-way',
    );
    expect(advice.personal?.paragraphs).toContain('You asked for: "each-way value please".');
  });

  it('is told how many more settled bets it needs, with the general strategy, while it has fewer than 20', async () => {
    const { response: signup } = await signUpVerified(
      app,
      { email: 'new-lifetime@example.com', password: 'Saddle-Cloth-42' },
      { remoteAddress: '10.62.0.1' },
    );
    await createSubscriptionsRepository(app.database.db).upsert({
      userId: signup.json().user.id,
      tier: 'Lifetime',
      startDate: clock.now(),
      endDate: null,
      lastPaymentDate: clock.now(),
    });
    const cookie = await loginAs(app, 'new-lifetime@example.com', 'Saddle-Cloth-42');
    expect((await call('GET', '/api/advisor/record', cookie)).json()).toEqual({
      settled: 0,
      void: 0,
      open: 0,
    });
    const response = await advise(cookie, { style: 'conservative' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      personal: null,
      noteDetail:
        'You have 0 settled bets tracked (void bets do not count): 20 more settled bets and this strategy is built from your own record.',
    });
  });

  it('refuses oversized or hostile input with 400 and changes nothing', async () => {
    const before = await betsOf(cookies.lifetime);
    const first = (await advise(cookies.lifetime, { style: 'standard' })).json();
    for (const payload of [
      { style: 'standard', request: 'x'.repeat(501) },
      { style: 'custom' },
      { style: 'custom', request: ' \n\t ' },
      { style: 'evil' },
      { style: 'standard', request: 42 },
      { style: 'standard', bets: [{ status: 'Won', totalStake: 1, actualReturn: 1_000_000 }] },
      { style: 'standard', userId: 1 },
      { style: { $ne: null } },
      {},
      [],
      null,
    ]) {
      const response = await advise(cookies.lifetime, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/advisor/personal',
      headers: { cookie: cookies.lifetime, 'content-type': 'text/plain' },
      payload: 'standard',
    });
    expect(text.statusCode).toBe(415);
    expect(await betsOf(cookies.lifetime)).toEqual(before);
    expect((await advise(cookies.lifetime, { style: 'standard' })).json()).toEqual(first);
  });
});
