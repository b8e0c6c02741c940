import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftUkDate, ukDate, ukInstant } from '~/domain/uk-time';
import { raceEntries, races } from '../../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { demoFieldsFor } from './demo-field';
import { demoCardFor } from './demo-racecard';

/** The demo card as the embedded default stores it: whole fields, and full results after each off (issue 35). */
let app: TTestApp;
const clock = createClock('2026-11-20T09:00:00Z');
const today = ukDate(clock.now());

const entriesOn = async (date: string, time: string) =>
  app.database.db
    .select({
      horse: raceEntries.horse,
      number: raceEntries.number,
      id: raceEntries.id,
      result: raceEntries.result,
      position: raceEntries.position,
      spText: raceEntries.spText,
      withdrawnAt: raceEntries.withdrawnAt,
      runners: races.runners,
    })
    .from(raceEntries)
    .innerJoin(races, eq(races.id, raceEntries.raceId))
    .where(and(eq(races.raceDate, date), eq(races.raceTime, time)));

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, demoCard: true });
  await app.inject({ method: 'GET', url: '/api/tips/today' });
});
afterAll(async () => {
  await app.close();
});

describe('the demo card in the database', () => {
  it('stores every history race with its whole field resulted: one winner, SPs, numbers 1 to N', async () => {
    const yesterday = shiftUkDate(today, -1);
    for (const tip of demoCardFor(yesterday)) {
      const entries = await entriesOn(yesterday, tip.time);
      expect(entries).toHaveLength(tip.runners);
      expect(entries[0]!.runners).toBe(tip.runners);
      expect(entries.map((e) => e.number).sort((a, b) => a! - b!)).toEqual(entries.map((_, i) => i + 1));
      expect(entries.every((e) => e.result !== null)).toBe(true);
      const ran = entries.filter((e) => e.result !== 'NonRunner');
      expect(ran.every((e) => e.spText !== null && e.position !== null)).toBe(true);
      expect(entries.filter((e) => e.position === '1')).toHaveLength(1);
      for (const e of entries.filter((x) => x.result === 'NonRunner')) expect(e.withdrawnAt).not.toBeNull();
    }
  });

  it("stores today's fields unresulted before the off and results the whole field after it", async () => {
    const first = demoCardFor(today)[0]!;
    const before = await entriesOn(today, first.time);
    expect(before.map((e) => e.horse).sort()).toEqual(
      demoFieldsFor(today)
        .get(first.time)!
        .map((r) => r.horse)
        .sort(),
    );
    expect(before.every((e) => e.result === null && e.position === null)).toBe(true);

    clock.set(new Date(ukInstant(today, first.time).getTime() + 16 * 60_000).toISOString());
    await app.inject({ method: 'GET', url: '/api/tips/today' });
    const after = await entriesOn(today, first.time);
    expect(after.every((e) => e.result !== null)).toBe(true);
    expect(after.filter((e) => e.position === '1')).toHaveLength(1);
    const tipped = after.find((e) => e.horse === first.horse)!;
    expect(tipped.result).not.toBeNull();
    // The next race, not yet off, is untouched.
    const next = await entriesOn(today, demoCardFor(today)[1]!.time);
    expect(next.every((e) => e.result === null)).toBe(true);
  });

  it('settles bets on the runners it did not tip when it results a race (issue 36: any runner can be backed)', async () => {
    const second = demoCardFor(today)[1]!;
    const off = ukInstant(today, second.time).getTime();
    clock.set(new Date(off - 10 * 60_000).toISOString());
    const runner = (await entriesOn(today, second.time)).find((e) => e.horse !== second.horse)!;
    const member = await loginAs(app, 'monthly@example.com');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: member },
      payload: { raceEntryId: runner.id, type: 'Win', stake: 2, odds: '5/1', potentialReturn: 12 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const betId = (placed.json() as { id: number }).id;

    clock.set(new Date(off + 16 * 60_000).toISOString());
    await app.inject({ method: 'GET', url: '/api/tips/today' });
    const resulted = (await entriesOn(today, second.time)).find((e) => e.id === runner.id)!;
    expect(resulted.result).not.toBeNull();
    const list = await app.inject({ method: 'GET', url: '/api/bets', headers: { cookie: member } });
    const bet = (list.json() as { id: number; status: string }[]).find((each) => each.id === betId)!;
    const expected = { Won: 'Won', Placed: 'Lost', Lost: 'Lost', NonRunner: 'Void' }[resulted.result!];
    expect(bet.status).toBe(expected);
  });

  it('keeps the full field out of the day-races read: only runners with a tip the caller may see', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/races/today' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { entries: unknown[] }[];
    for (const race of body) expect(race.entries.length).toBeLessThanOrEqual(1);
  });
});
