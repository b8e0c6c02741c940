import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrate';
import { bets, dataMigrations, raceEntries } from '../db/schema';
import { createMonthlyUsers } from '../test/bulk-users';
import { createTestApp, loginAs, type TTestApp } from '../test/test-app';
import { adminCookie, createClock, createTip } from '../test/tips-fixtures';
import { DATA_MIGRATIONS } from './data-migrations';

const clock = createClock();
let app: TTestApp;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});

describe('data migrations', () => {
  it('are recorded once run, so a restart does not run them again', async () => {
    const names = (await app.database.db.select().from(dataMigrations)).map((r) => r.name);
    expect(names).toEqual(DATA_MIGRATIONS.map((m) => m.name));
    let runs = 0;
    await runMigrations(app.database, [{ name: DATA_MIGRATIONS[0]!.name, run: async () => void runs++ }]);
    expect(runs).toBe(0);
  });

  it('re-settles bets settled under the old rules: each-way placed becomes Placed, a tie for first shares the places', async () => {
    const admin = await adminCookie(app);
    const [email] = await createMonthlyUsers(app.database.db, 1, 'legacy-', clock.now());
    const bettor = await loginAs(app, email!, 'load-test-pass');
    const placedTip = await createTip(app, admin, {
      horseName: 'Placed Only',
      raceTime: '13:00',
      odds: '10/1',
      runners: 10,
    });
    const tieTip = await createTip(app, admin, {
      horseName: 'Three Way',
      raceTime: '13:30',
      odds: '7/1',
      runners: 6,
    });
    const tips = (
      await app.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie: bettor } })
    ).json() as Array<{
      id: number;
      raceEntryId: number;
    }>;
    const entryOf = (id: number) => tips.find((t) => t.id === id)!.raceEntryId;
    const placeBet = async (raceEntryId: number, odds: string, potentialReturn: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/bets',
        headers: { cookie: bettor },
        payload: { raceEntryId, type: 'Each Way', odds, stake: 10, potentialReturn },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const placedBet = await placeBet(entryOf(placedTip.id), '10/1', 140);
    const tieBet = await placeBet(entryOf(tieTip.id), '7/1', 107.5);
    clock.set('2026-11-20T14:00:00Z');
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${placedTip.id}/result`,
      headers: { cookie: admin },
      payload: { result: 'Placed' },
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${tieTip.id}/result`,
      headers: { cookie: admin },
      payload: { result: 'Won', deadHeat: 3 },
    });

    // Put both back as the old rules left them: Won for the placed each way; the tie recorded without its position
    // and paid the undivided place part (£26.66 + £27.50).
    const firstSettled = new Date('2026-11-20T14:05:00Z');
    const { db } = app.database;
    await db
      .update(bets)
      .set({ status: 'Won', settlement: null, settledAt: firstSettled })
      .where(eq(bets.id, placedBet));
    await db
      .update(raceEntries)
      .set({ deadHeatPosition: null })
      .where(eq(raceEntries.id, entryOf(tieTip.id)));
    await db
      .update(bets)
      .set({ actualReturnPence: 5416, settledAt: firstSettled })
      .where(eq(bets.id, tieBet));

    clock.set('2026-11-22T09:00:00Z');
    await DATA_MIGRATIONS[0]!.run(db, clock.now());

    const [placed] = await db.select().from(bets).where(eq(bets.id, placedBet));
    expect(placed).toMatchObject({ status: 'Placed', actualReturnPence: 3000, settledAt: firstSettled });
    expect(placed!.settlement?.parts.map((p) => p.outcome)).toEqual(['lost', 'placed']);
    const [tie] = await db.select().from(bets).where(eq(bets.id, tieBet));
    expect(tie).toMatchObject({ status: 'Won', actualReturnPence: 4499, settledAt: firstSettled });
  });
});
