import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTipList } from '~/domain/tip.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, createClock, createTip } from '../../test/tips-fixtures';

// NOTE: two instances share one database only on PostgreSQL (PGlite is one process), so this runs in the
// PostgreSQL stage of `npm test` (scripts/with-postgres.ts sets TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createClock();
let first: TTestApp;
let second: TTestApp;

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    first = await createTestApp({ clock: clock.now });
    second = await createTestApp({ clock: clock.now, attachTo: first.testDatabaseUrl!, demo: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a result recorded on one instance reaches the other instance caches within a second', async () => {
    const admin = await adminCookie(first);
    const tip = await createTip(first, admin, { horseName: 'Shared Horse', raceTime: '16:20' });
    const read = async () =>
      ZTipList.parse((await second.inject({ method: 'GET', url: '/api/tips/today' })).json()).find(
        (t) => t.id === tip.id,
      );
    await expect.poll(read, { timeout: 1000, interval: 25 }).toMatchObject({ result: null });

    const monthly = await loginAs(second, 'monthly@example.com');
    const tips = ZTipList.parse(
      (await second.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie: monthly } })).json(),
    );
    const raceEntryId = tips.find((t) => t.id === tip.id && !t.locked) as { raceEntryId: number };
    await second.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: monthly },
      payload: {
        raceEntryId: raceEntryId.raceEntryId,
        type: 'Win',
        odds: '5/2',
        stake: 2,
        potentialReturn: 7,
      },
    });
    const openOnSecond = async () =>
      (
        await second.inject({ method: 'GET', url: '/api/bets?status=Open', headers: { cookie: monthly } })
      ).json();
    expect(await openOnSecond()).toHaveLength(1);

    const started = Date.now();
    clock.set(AFTER_RACING);
    const recorded = await first.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${tip.id}/result`,
      headers: { cookie: admin },
      payload: { result: 'Won' },
    });
    expect(recorded.statusCode).toBe(200);
    await expect.poll(read, { timeout: 1000, interval: 25 }).toMatchObject({ result: 'Won' });
    await expect.poll(openOnSecond, { timeout: 1000, interval: 25 }).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    clock.set('2026-11-20T09:00:00Z');
  });

  it('a logout on one instance ends the session on the other', async () => {
    const cookie = await loginAs(first, 'starter@example.com');
    expect(
      (await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    await first.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await expect
      .poll(
        async () =>
          (await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
        { timeout: 1000, interval: 25 },
      )
      .toBe(401);
  });

  it('a bet placed on one instance reaches the other instance cached My Bets within a second, after it commits', async () => {
    const admin = await adminCookie(first);
    const tip = await createTip(first, admin, { horseName: 'Cached Horse', raceTime: '17:20' });
    const lifetime = await loginAs(first, 'lifetime@example.com');
    const listOn = async (app: TTestApp) =>
      (
        (
          await app.inject({ method: 'GET', url: '/api/bets?status=Open', headers: { cookie: lifetime } })
        ).json() as Array<{
          entry: { horse: string };
        }>
      ).filter((b) => b.entry.horse === 'Cached Horse').length;
    // Both instances now hold the list in their per-user caches.
    expect(await listOn(first)).toBe(0);
    expect(await listOn(second)).toBe(0);
    const tips = ZTipList.parse(
      (await first.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie: lifetime } })).json(),
    );
    const entry = tips.find((t) => t.id === tip.id && !t.locked) as { raceEntryId: number };
    const placed = await first.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: lifetime },
      payload: { raceEntryId: entry.raceEntryId, type: 'Win', odds: '5/2', stake: 2, potentialReturn: 7 },
    });
    expect(placed.statusCode).toBe(201);
    expect(await listOn(first)).toBe(1);
    await expect.poll(() => listOn(second), { timeout: 1000, interval: 25 }).toBe(1);
  });
});
