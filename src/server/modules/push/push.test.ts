import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { PUSH_ENDPOINT_MAX } from '~/domain/push.contract';
import type { TVapidKeys } from '../../config';
import { pushOutbox, pushSubscriptions, users } from '../../db/schema';
import { createTestApp, signUpVerified, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { createPushRepository } from './push.repository';
import { createPushService, PUSH_MAX_ATTEMPTS, PUSH_RETRY_AFTER_MS, type TPushService } from './push.service';
import {
  decryptPush,
  makeBrowserKeys,
  startFakePushService,
  type TFakePushService,
  verifyVapid,
} from './test/fake-push-service';

const clock = createClock('2026-11-27T09:00:00Z');
const vapid: TVapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@racepro.example' };
const message = { title: 'Tips are out', body: '3 tips for today', url: '/tips', tag: 'tips-out' };

let fake: TFakePushService;
let app: TTestApp;
let members = 0;

beforeAll(async () => {
  fake = await startFakePushService();
  app = await createTestApp({
    clock: clock.now,
    demo: false,
    config: { vapid, pushTesting: { ca: fake.ca } },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(async () => {
  clock.set('2026-11-27T09:00:00Z');
  await app.database.db.delete(pushSubscriptions);
  fake.received.length = 0;
});

/** A new signed-in member: their cookie and id. */
const newMember = async () => {
  members += 1;
  const email = `push${members}@example.com`;
  const { cookie } = await signUpVerified(
    app,
    { email, password: 'Saddle-Cloth-42' },
    { remoteAddress: `10.0.${Math.floor(members / 200)}.${members % 200}` },
  );
  const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, id: user!.id };
};

const subscribe = (cookie: string | undefined, payload: unknown, target: TTestApp = app) =>
  target.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

/** A member subscribed from a new browser at `name` on the fake push service. */
const subscribedBrowser = async (member: { cookie: string }, name: string) => {
  const browser = makeBrowserKeys();
  const response = await subscribe(member.cookie, { endpoint: fake.endpoint(name), keys: browser.keys });
  expect(response.statusCode, response.body).toBe(200);
  return browser;
};

const outbox = () => app.database.db.select().from(pushOutbox).orderBy(pushOutbox.id);
const subscriptionsOf = (userId: number) =>
  app.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/public-key', () => {
  it('gives anyone the VAPID public key browsers subscribe with', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });
});

describe('POST and DELETE /api/push/subscribe', () => {
  it('refuses a guest before reading the body (401), whatever the body', async () => {
    for (const payload of [
      {},
      { endpoint: 'x'.repeat(5000) },
      { endpoint: fake.endpoint('guest'), keys: {} },
    ]) {
      const response = await subscribe(undefined, payload);
      expect(response.statusCode).toBe(401);
    }
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscribe',
      payload: { endpoint: 'x' },
    });
    expect(remove.statusCode).toBe(401);
    expect(await app.database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('refuses hostile and oversized subscriptions with a 400 and stores nothing', async () => {
    const member = await newMember();
    const { keys } = makeBrowserKeys();
    const endpoint = fake.endpoint('hostile');
    const bad: unknown[] = [
      {},
      [],
      { endpoint, keys: {} },
      { endpoint: 'http://push.example.com/abc', keys },
      { endpoint: 'javascript:alert(1)', keys },
      { endpoint: 'https://user:pass@push.example.com/abc', keys },
      { endpoint: `https://push.example.com/${'a'.repeat(PUSH_ENDPOINT_MAX)}`, keys },
      { endpoint, keys: { ...keys, p256dh: `${keys.p256dh}A` } },
      { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(1) } },
      { endpoint, keys: { ...keys, p256dh: 'A'.repeat(87) } }, // the right length, not a point on P-256
      { endpoint, keys: { ...keys, auth: `${keys.auth.slice(0, 21)}=` } },
      { endpoint, keys: { ...keys, auth: 'x'.repeat(10_000) } },
      { endpoint, keys: { p256dh: 12, auth: null } },
      { endpoint, expirationTime: -1, keys },
      { endpoint, expirationTime: 'soon', keys },
    ];
    for (const payload of bad) {
      const response = await subscribe(member.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    expect(await subscriptionsOf(member.id)).toHaveLength(0);
  });

  it('refuses a push address on our own network outside tests (an IP literal or a one-label host)', async () => {
    const service = createPushService({
      db: app.database.db,
      vapid,
      config: {},
      log: app.log,
      now: clock.now,
    });
    const { keys } = makeBrowserKeys();
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://intranet/x',
    ]) {
      await expect(service.subscribe(1, { endpoint, keys })).rejects.toMatchObject({ statusCode: 400 });
    }
    await service.close();
  });

  it('keeps a subscription per endpoint, moves it to whoever subscribes it next, and deletes only the caller’s', async () => {
    const first = await newMember();
    const second = await newMember();
    await subscribedBrowser(first, 'shared');
    // The same browser again (new keys): still one row.
    await subscribedBrowser(first, 'shared');
    expect(await subscriptionsOf(first.id)).toHaveLength(1);
    expect(
      await app.push.enqueue(app.database.db, { ...message, userId: first.id, dedupeKey: 'first:1' }),
    ).toBe(1);

    // Someone else signs in on that browser: the address is theirs now, and the first member's message is dropped.
    await subscribedBrowser(second, 'shared');
    expect(await subscriptionsOf(first.id)).toHaveLength(0);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
    expect(await outbox()).toHaveLength(0);

    // The first member cannot stop the second member's pushes.
    const other = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscribe',
      headers: { cookie: first.cookie },
      payload: { endpoint: fake.endpoint('shared') },
    });
    expect(other.statusCode).toBe(200);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
    const own = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscribe',
      headers: { cookie: second.cookie },
      payload: { endpoint: fake.endpoint('shared') },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ subscribed: false });
    expect(await subscriptionsOf(second.id)).toHaveLength(0);
  });

  it('stops every browser of the account on Sign out everywhere, and no one else’s', async () => {
    const member = await newMember();
    const other = await newMember();
    await subscribedBrowser(member, 'phone');
    await subscribedBrowser(member, 'laptop');
    await subscribedBrowser(other, 'tablet');
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'everywhere:1' });
    expect(await outbox()).toHaveLength(2);

    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await subscriptionsOf(member.id)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
  });

  it('rate-limits changes per member (429 once 30 are made in an hour)', async () => {
    const member = await newMember();
    const { keys } = makeBrowserKeys();
    for (let n = 0; n < 30; n += 1) {
      const response = await subscribe(member.cookie, { endpoint: fake.endpoint(`rate${n}`), keys });
      expect(response.statusCode).toBe(200);
    }
    const refused = await subscribe(member.cookie, { endpoint: fake.endpoint('rate30'), keys });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await subscriptionsOf(member.id)).toHaveLength(20);
  });
});

describe('sending', () => {
  it('sends an encrypted message with VAPID headers that the browser decrypts', async () => {
    const member = await newMember();
    const browser = await subscribedBrowser(member, 'deliver');
    await app.database.db.transaction(async (tx) => {
      await app.push.enqueue(tx, { ...message, userId: member.id, dedupeKey: 'tips-out:1', urgency: 'high' });
    });
    expect(fake.received).toHaveLength(0); // queued, not sent in the caller's work
    expect(await app.push.deliverPending()).toEqual({ sent: 1, failed: 0, gone: 0 });

    expect(fake.received).toHaveLength(1);
    const push = fake.received[0]!;
    expect(push.path).toBe('/push/deliver');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(6 * 60 * 60));
    expect(push.headers.urgency).toBe('high');
    const claims = verifyVapid(push.headers.authorization, {
      publicKey: vapid.publicKey,
      audience: fake.origin,
      subject: vapid.subject,
      now: new Date(),
    });
    expect(claims.sub).toBe('mailto:alerts@racepro.example');
    expect(JSON.parse(decryptPush(push.body, browser))).toEqual(message);
    // Another browser's keys cannot read it.
    expect(() => decryptPush(push.body, makeBrowserKeys())).toThrow();

    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sentAt: clock.now(), claimedUntil: null, gaveUpAt: null });
    const [subscription] = await subscriptionsOf(member.id);
    expect(subscription!.lastSuccessAt).toEqual(clock.now());
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 0, gone: 0 });
  });

  it('queues once per dedupe key, per browser, and nothing when the caller’s transaction rolls back', async () => {
    const member = await newMember();
    await subscribedBrowser(member, 'phone');
    await subscribedBrowser(member, 'laptop');
    const event = { ...message, userId: member.id, dedupeKey: 'settled:42' };
    expect(await app.push.enqueue(app.database.db, event)).toBe(2);
    expect(await app.push.enqueue(app.database.db, event)).toBe(0);
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.push.enqueue(tx, { ...event, dedupeKey: 'settled:43' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await outbox()).map((row) => row.dedupeKey)).toEqual(['settled:42', 'settled:42']);
    await app.push.deliverPending();
    expect(fake.received.map((push) => push.path).sort()).toEqual(['/push/laptop', '/push/phone']);
  });

  it('refuses a message it could not send: over 3 KB, or a url off the site', async () => {
    const base = { ...message, userId: 1, dedupeKey: 'x' };
    await expect(
      app.push.enqueue(app.database.db, { ...base, title: '馬'.repeat(100), body: '馬'.repeat(1000) }),
    ).rejects.toThrow('3072');
    await expect(
      app.push.enqueue(app.database.db, { ...base, url: 'https://evil.example/' }),
    ).rejects.toThrow();
    await expect(app.push.enqueue(app.database.db, { ...base, url: '//evil.example/' })).rejects.toThrow();
  });

  it('removes a subscription the push service says is gone (410 and 404), with its queued messages', async () => {
    const member = await newMember();
    await subscribedBrowser(member, 'gone410');
    await subscribedBrowser(member, 'gone404');
    await subscribedBrowser(member, 'alive');
    fake.answer('gone410', 410);
    fake.answer('gone404', 404);
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'a' });
    expect(await app.push.deliverPending()).toEqual({ sent: 1, failed: 0, gone: 2 });
    expect((await subscriptionsOf(member.id)).map((row) => row.endpoint)).toEqual([fake.endpoint('alive')]);
    expect(await outbox()).toHaveLength(1);
  });

  it('retries after a 500 with backoff, then succeeds', async () => {
    const member = await newMember();
    const browser = await subscribedBrowser(member, 'flaky');
    fake.answer('flaky', 500);
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'b' });
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 1, gone: 0 });
    const [failed] = await outbox();
    expect(failed).toMatchObject({
      attempts: 1,
      sentAt: null,
      gaveUpAt: null,
      lastError: expect.stringContaining('500'),
    });
    // Not due again until the backoff has passed.
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 0, gone: 0 });
    clock.set(new Date(clock.now().getTime() + PUSH_RETRY_AFTER_MS[0]).toISOString());
    expect(await app.push.deliverPending()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(fake.received).toHaveLength(2);
    expect(JSON.parse(decryptPush(fake.received[1]!.body, browser))).toEqual(message);
    // The push service holds it for what is left of its TTL.
    expect(fake.received[1]!.headers.ttl).toBe(String(6 * 60 * 60 - 15));
  });

  it(`gives up after ${PUSH_MAX_ATTEMPTS} failed attempts, and at once on an answer retrying cannot change`, async () => {
    const member = await newMember();
    await subscribedBrowser(member, 'down');
    await subscribedBrowser(member, 'refuses');
    fake.answer('down', ...Array(10).fill(503));
    fake.answer('refuses', 400);
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'c' });
    for (let n = 0; n < 10; n += 1) {
      await app.push.deliverPending();
      clock.advanceMinutes(60);
    }
    const byPath = (name: string) => fake.received.filter((push) => push.path === `/push/${name}`);
    expect(byPath('down')).toHaveLength(PUSH_MAX_ATTEMPTS);
    expect(byPath('refuses')).toHaveLength(1);
    const rows = await outbox();
    expect(rows.every((row) => row.gaveUpAt !== null && row.sentAt === null)).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, PUSH_MAX_ATTEMPTS]);
  });

  it('does not send a message older than its TTL', async () => {
    const member = await newMember();
    await subscribedBrowser(member, 'late');
    await app.push.enqueue(app.database.db, {
      ...message,
      userId: member.id,
      dedupeKey: 'd',
      ttlSeconds: 60,
    });
    clock.advanceMinutes(2);
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 1, gone: 0 });
    expect(fake.received).toHaveLength(0);
  });

  it('sends again a message whose sender stopped mid-send, once its lease has run out', async () => {
    const member = await newMember();
    const browser = await subscribedBrowser(member, 'orphan');
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'orphan' });
    // A sender leases the message and dies before recording anything.
    const [leased] = await createPushRepository(app.database.db).claimDue(
      clock.now(),
      new Date(clock.now().getTime() + 2 * 60_000),
      10,
    );
    expect(leased).toBeDefined();
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 0, gone: 0 });
    clock.advanceMinutes(3);
    expect(await app.push.deliverPending()).toEqual({ sent: 1, failed: 0, gone: 0 });
    expect(JSON.parse(decryptPush(fake.received[0]!.body, browser))).toEqual(message);
    expect((await outbox())[0]).toMatchObject({ attempts: 2, claimedUntil: null });
  });

  it('drops a subscription past the end time its browser gave, without sending', async () => {
    const member = await newMember();
    const browser = makeBrowserKeys();
    const endsAt = clock.now().getTime() + 60_000;
    const response = await subscribe(member.cookie, {
      endpoint: fake.endpoint('ending'),
      expirationTime: endsAt,
      keys: browser.keys,
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriptionsOf(member.id))[0]!.expiresAt).toEqual(new Date(endsAt));
    await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'ending' });
    clock.advanceMinutes(2);
    expect(await app.push.deliverPending()).toEqual({ sent: 0, failed: 0, gone: 1 });
    expect(fake.received).toHaveLength(0);
    expect(await subscriptionsOf(member.id)).toHaveLength(0);
  });

  it('sends each message once when two senders (two instances) deliver at the same time', async () => {
    const services: TPushService[] = [0, 1].map(() =>
      createPushService({
        db: app.database.db,
        vapid,
        config: { pushTesting: { ca: fake.ca } },
        log: app.log,
        now: clock.now,
      }),
    );
    const member = await newMember();
    for (let n = 0; n < 6; n += 1) await subscribedBrowser(member, `twin${n}`);
    for (const key of ['e1', 'e2', 'e3'])
      await app.push.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: key });
    const reports = await Promise.all([...services, ...services].map((service) => service.deliverPending()));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(18);
    expect(fake.received).toHaveLength(18);
    await Promise.all(services.map((service) => service.close()));
  });
});

describe('the sender loop', () => {
  it('delivers what was queued shortly after, without the caller waiting for it', async () => {
    const sender = createPushService({
      db: app.database.db,
      vapid,
      config: { pushTesting: { ca: fake.ca } },
      log: app.log,
      now: clock.now,
    });
    try {
      sender.startJobs({ everyMs: 60_000 });
      const member = await newMember();
      const browser = await subscribedBrowser(member, 'loop');
      await sender.enqueue(app.database.db, { ...message, userId: member.id, dedupeKey: 'loop' });
      expect(fake.received).toHaveLength(0);
      await vi.waitFor(() => expect(fake.received).toHaveLength(1), { timeout: 5_000, interval: 50 });
      expect(JSON.parse(decryptPush(fake.received[0]!.body, browser))).toEqual(message);
    } finally {
      await sender.close();
    }
  });
});

describe('without VAPID keys', () => {
  it('is off outside demo mode: the routes say so (503), enqueue queues nothing, the rest runs', async () => {
    const off = await createTestApp({ clock: clock.now, demo: false });
    try {
      const key = await off.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(key.statusCode).toBe(503);
      expect(key.json().error).toMatch(/not set up/);
      const guest = await subscribe(undefined, {}, off);
      expect(guest.statusCode).toBe(401);
      const { cookie } = await signUpVerified(off, { email: 'off@example.com', password: 'Saddle-Cloth-42' });
      const member = await subscribe(
        cookie,
        { endpoint: fake.endpoint('off'), keys: makeBrowserKeys().keys },
        off,
      );
      expect(member.statusCode).toBe(503);
      expect(await off.push.enqueue(off.database.db, { ...message, userId: 1, dedupeKey: 'off' })).toBe(0);
      expect((await off.inject({ method: 'GET', url: '/api/health' })).statusCode).toBeLessThan(500);
    } finally {
      await off.close();
    }
  });

  it('makes a pair on the demo’s first start and keeps it across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'push-demo-'));
    const boot = () =>
      createTestApp({ clock: clock.now, demo: true, config: { databaseUrl: undefined, dataDir } });
    try {
      const first = await boot();
      const before = (await first.inject({ method: 'GET', url: '/api/push/public-key' })).json();
      await first.close();
      const second = await boot();
      const after = (await second.inject({ method: 'GET', url: '/api/push/public-key' })).json();
      await second.close();
      expect(before.publicKey).toMatch(/^[\w-]{87}$/);
      expect(after).toEqual(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// NOTE: two instances share one database only on PostgreSQL (PGlite is one process): this runs in the PostgreSQL
// stage of `npm test` (scripts/with-postgres.ts sets TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL database', () => {
  it('send one push per outbox row when both deliver at once', async () => {
    const instances = await Promise.all(
      [0, 1].map(() =>
        createTestApp({
          clock: clock.now,
          demo: false,
          attachTo: app.testDatabaseUrl!,
          config: { vapid, pushTesting: { ca: fake.ca } },
        }),
      ),
    );
    try {
      const member = await newMember();
      for (let n = 0; n < 8; n += 1) await subscribedBrowser(member, `pg${n}`);
      // Both instances raise the same two events: each browser gets each once.
      for (const instance of [...instances, ...instances])
        for (const key of ['pg:a', 'pg:b'])
          await instance.push.enqueue(instance.database.db, {
            ...message,
            userId: member.id,
            dedupeKey: key,
          });
      expect(await outbox()).toHaveLength(16);
      const reports = await Promise.all(
        [...instances, ...instances].map((instance) => instance.push.deliverPending()),
      );
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(16);
      expect(fake.received).toHaveLength(16);
      expect((await outbox()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
