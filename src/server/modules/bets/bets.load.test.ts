import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBetLoad } from '../../../../scripts/load-bets';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

const CLIENTS = 50;
const BETS_PER_CLIENT = 40;
const clock = createClock();
let app: TTestApp;
let baseUrl: string;
let cookies: string[];
let raceEntryId: number;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const admin = await adminCookie(app);
  const tip = await createTip(app, admin, { horseName: 'Busy Horse', raceTime: '17:45', odds: '7/2' });
  const tips = (await app.inject({ method: 'GET', url: '/api/tips/today' })).json() as Array<{
    id: number;
    raceEntryId: number;
  }>;
  raceEntryId = tips.find((t) => t.id === tip.id)!.raceEntryId;
  const emails = await createMonthlyUsers(app.database.db, CLIENTS, 'load', clock.now());
  cookies = await Promise.all(
    emails.map(async (email) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'load-test-pass' },
      });
      return `racepro_session=${response.cookies.find((c) => c.name === 'racepro_session')!.value}`;
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('placing 2,000 bets from 50 concurrent clients', () => {
  it('stores every acknowledged bet exactly once, loses none and never answers 5xx', async () => {
    const result = await runBetLoad({
      baseUrl,
      cookies,
      betsPerClient: BETS_PER_CLIENT,
      raceEntryId,
      odds: '7/2',
      terms: { places: 3, fractionNum: 1, fractionDen: 5 },
    });
    const serverErrors = Object.entries(result.statuses).filter(([status]) => Number(status) >= 500);
    expect(serverErrors).toEqual([]);
    expect(result.networkErrors).toBe(0);
    expect(result.acknowledged.size).toBe(CLIENTS * BETS_PER_CLIENT);

    const rows = (await app.database.db.execute(
      sql`select client_ref, count(*)::int as n from bets where entry_id = ${raceEntryId} group by client_ref`,
    )) as unknown as { rows: Array<{ client_ref: string; n: number }> };
    expect(rows.rows).toHaveLength(CLIENTS * BETS_PER_CLIENT);
    expect(rows.rows.every((r) => r.n === 1)).toBe(true);
    const stored = new Set(rows.rows.map((r) => r.client_ref));
    for (const clientRef of result.acknowledged.keys()) expect(stored.has(clientRef)).toBe(true);
    console.info(
      `load: ${result.acknowledged.size} bets in ${Math.round(result.elapsedMs)} ms, statuses ${JSON.stringify(result.statuses)}`,
    );
  }, 180_000);
});
