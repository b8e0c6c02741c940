import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { migrateDatabase } from './setup/data-migrations';
import { ensureAdmin, seedDemoAccounts } from './setup/seed';
import { createPostgresDatabase, createTestApp, type TTestApp } from './test/test-app';

// NOTE: two instances share one database only on PostgreSQL, so this runs in the PostgreSQL stage of `npm test`.
// Each instance listens on its own port and is called over HTTP, as a load balancer would. The result, bet and
// logout paths across instances are in modules/tips/multi-instance.test.ts, the reminder job run by both at once in
// modules/mail/mail.test.ts, and one payment fulfilled through both in modules/payments/payments.test.ts.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let first: TTestApp;
let second: TTestApp;
let urls: [string, string];

const listen = async (app: TTestApp) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};
const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

describe.runIf(onPostgres)('two instances on two ports, one PostgreSQL database', () => {
  beforeAll(async () => {
    // Real sign-in delays are kept short here; the counters are what must be shared.
    const loginThrottle = { baseDelayMs: 1, maxDelayMs: 5 };
    first = await createTestApp({ loginThrottle });
    second = await createTestApp({ attachTo: first.testDatabaseUrl!, demo: false, loginThrottle });
    urls = [await listen(first), await listen(second)];
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('two instances starting together on a fresh database both seed without a duplicate or a failure', async () => {
    // compose.yaml starts app1 and app2 at once; seeding is check-then-insert, so it runs under an advisory lock.
    const fresh = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const instances = [
      await openDatabase({ databaseUrl: fresh.url, dataDir: '' }),
      await openDatabase({ databaseUrl: fresh.url, dataDir: '' }),
    ];
    try {
      await migrateDatabase(instances[0]!);
      const admin = { username: 'operator', password: 'a-long-admin-password' };
      await Promise.all(
        instances.map(async ({ db }) => {
          await ensureAdmin(db, admin);
          await seedDemoAccounts(db);
        }),
      );
      const users = await instances[0]!.pool!.query(
        'select role, count(*)::int as n from users group by role order by role',
      );
      expect(users.rows).toEqual([
        { role: 'admin', n: 1 },
        { role: 'user', n: 4 },
      ]);
    } finally {
      for (const instance of instances) await instance.close();
      await fresh.drop();
    }
  });

  it('a session made on one instance works on the other', async () => {
    const signedIn = await login(urls[0], 'monthly@example.com', 'demo-pass');
    expect(signedIn.status).toBe(200);
    const me = await fetch(`${urls[1]}/api/auth/me`, { headers: { cookie: cookieOf(signedIn) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('monthly@example.com');
  });

  it('failed sign-ins spread across both instances still lock the account', async () => {
    // Five failures in all (the per-account limit), alternating instances; then even the right password waits.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login(urls[attempt % 2]!, 'lifetime@example.com', 'wrong-guess');
      expect(response.status).toBe(401);
    }
    for (const base of urls) {
      const blocked = await login(base, 'lifetime@example.com', 'demo-pass');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another account is not affected.
    expect((await login(urls[1], 'starter@example.com', 'demo-pass')).status).toBe(200);
    console.info(
      `scale-out: 2 instances (${urls.join(', ')}) on one PostgreSQL database; 5 failures across both lock the account`,
    );
  });
});
