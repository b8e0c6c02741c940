import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTipList } from '~/domain/tip.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import type { TPushMessage } from './push-channel';

// NOTE: two instances share one database only on PostgreSQL (PGlite is one process), so this runs in the
// PostgreSQL stage (scripts/with-postgres.ts sets TEST_DATABASE_URL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const clock = createClock('2026-11-20T09:00:00Z');
const pushed: TPushMessage[] = [];
const pushChannel = {
  enqueue: async (_db: unknown, message: TPushMessage) => {
    pushed.push(message);
    return true;
  },
};
let first: TTestApp;
let second: TTestApp;

describe.runIf(onPostgres)('alerts with two instances on one database', () => {
  beforeAll(async () => {
    first = await createTestApp({ clock: clock.now, pushChannel });
    second = await createTestApp({
      clock: clock.now,
      pushChannel,
      attachTo: first.testDatabaseUrl!,
      demo: false,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('send each member one alert per event when both instances run every job at once', async () => {
    const admin = await adminCookie(first);
    const tip = await createTip(first, admin, {
      horseName: 'Twin Runner',
      raceTime: '12:10',
      accessLevel: 'Free',
    });
    const lifetime = await loginAs(second, 'lifetime@example.com');
    const lifetimeId = (
      await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: lifetime } })
    ).json().user.id as number;
    const tips = ZTipList.parse(
      (await second.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie: lifetime } })).json(),
    );
    const entry = tips.find((t) => t.id === tip.id && !t.locked) as { raceEntryId: number };
    const placed = await second.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { cookie: lifetime },
      payload: { raceEntryId: entry.raceEntryId, type: 'Win', odds: '5/2', stake: 2, potentialReturn: 7 },
    });
    expect(placed.statusCode).toBe(201);

    const runBoth = () =>
      Promise.all([first.alerts.run(), second.alerts.run(), first.alerts.run(), second.alerts.run()]);
    await runBoth();
    const tipsOut = pushed.filter((push) => push.tag === 'tipsOut');
    expect(tipsOut.filter((push) => push.userId === lifetimeId)).toHaveLength(1);
    expect(new Set(tipsOut.map((push) => push.userId)).size).toBe(tipsOut.length);

    await atTime(clock, AFTER_RACING, () =>
      first.inject({
        method: 'PATCH',
        url: `/api/admin/tips/${tip.id}/result`,
        headers: { cookie: admin },
        payload: { result: 'NonRunner' },
      }),
    );
    await runBoth();
    await runBoth();
    const mine = pushed.filter((push) => push.userId === lifetimeId);
    expect(mine.map((push) => push.tag).sort()).toEqual(['betSettled', 'nonRunner', 'tipsOut']);
    expect(new Set(pushed.map((push) => push.dedupeKey)).size).toBe(pushed.length);
  });
});
