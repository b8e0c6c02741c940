import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { ZLimits, ZPlaceBetBody } from '~/domain/bets.contract';
import { ZSetResultBody } from '~/domain/tip-authoring.contract';
import { ukDate, ukInstant } from '~/domain/uk-time';
import { AppError } from '../../errors';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

// Placements sent at once, against every rule that depends on what else is being placed. On PostgreSQL these run
// on separate connections (the point of the test); on PGlite they queue on its one connection.
const clock = createClock();
let app: TTestApp;
let admin: string;

const place = (cookie: string, raceEntryId: number, stake = 1) =>
  app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { cookie },
    payload: { raceEntryId, type: 'Win', odds: '5/2', stake, potentialReturn: stake * 3.5 },
  });

const entryOf = async (tipId: number, cookie: string) => {
  const tips = (
    await app.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie } })
  ).json() as Array<{
    id: number;
    raceEntryId: number;
  }>;
  return tips.find((t) => t.id === tipId)!.raceEntryId;
};

const statusCounts = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
});

describe('placements sent at once', () => {
  it('a daily limit of £10 lets exactly ten £1 bets through out of twenty', async () => {
    const tip = await createTip(app, admin, { horseName: 'Daily Limit Horse', raceTime: '15:10' });
    const cookie = await loginAs(app, 'lifetime@example.com');
    await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      headers: { cookie },
      payload: { dailyLimit: 10 },
    });
    const raceEntryId = await entryOf(tip.id, cookie);

    const answers = await Promise.all(Array.from({ length: 20 }, () => place(cookie, raceEntryId)));

    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 201: 10, 403: 10 });
    const limits = ZLimits.parse(
      (await app.inject({ method: 'GET', url: '/api/user/limits', headers: { cookie } })).json(),
    );
    expect(limits).toMatchObject({ stakedToday: 10, remainingToday: 0 });
  });

  it(`Starter's ${STARTER_BET_LIMIT}-bet cap holds against forty placements at once`, async () => {
    const tip = await createTip(app, admin, { horseName: 'Starter Cap Horse', raceTime: '15:40' });
    const cookie = await loginAs(app, 'starter@example.com');
    const raceEntryId = await entryOf(tip.id, cookie);

    const answers = await Promise.all(Array.from({ length: 40 }, () => place(cookie, raceEntryId)));

    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: STARTER_BET_LIMIT,
      403: 40 - STARTER_BET_LIMIT,
    });
  });

  it('a result recorded at the off while bets sent just before it are being placed leaves no bet open', async () => {
    const tip = await createTip(app, admin, { horseName: 'Racing Result Horse', raceTime: '16:10' });
    const emails = await createMonthlyUsers(app.database.db, 30, 'result-race-', clock.now());
    const cookies = await Promise.all(emails.map((email) => loginAs(app, email, 'load-test-pass')));
    const raceEntryId = await entryOf(tip.id, cookies[0]!);
    const bettors = (await app.database.db.execute(
      sql`select id from users where email like 'result-race-%'`,
    )) as unknown as { rows: Array<{ id: number }> };
    const off = ukInstant(ukDate(clock.now()), '16:10');
    const justBefore = new Date(off.getTime() - 1);

    // Through the services, so each side keeps its own clock: the bets a moment before the off, the result at it.
    const placements = bettors.rows.map(({ id }) =>
      app.bets
        .place(
          { id, tier: 'Monthly' },
          ZPlaceBetBody.parse({ raceEntryId, type: 'Win', odds: '5/2', stake: 1, potentialReturn: 3.5 }),
          justBefore,
        )
        .then(
          () => 'placed',
          (error: unknown) => (error instanceof AppError ? 'refused' : Promise.reject(error)),
        ),
    );
    const recorded = app.tipAuthoring.setResult(tip.id, ZSetResultBody.parse({ result: 'Won' }), null, off);
    const outcomes = await Promise.all(placements);
    await recorded;

    expect(outcomes.filter((o) => o === 'placed').length).toBe(30);
    const open = (await app.database.db.execute(
      sql`select count(*)::int as n from bets where entry_id = ${raceEntryId} and status = 'Open'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(open.rows[0]!.n).toBe(0);
    const won = (await app.database.db.execute(
      sql`select count(*)::int as n from bets where entry_id = ${raceEntryId} and status = 'Won'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(won.rows[0]!.n).toBe(30);
  });
});
