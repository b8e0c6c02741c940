import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZOutboxList } from '~/domain/mail.contract';
import type { TTier } from '~/domain/tiers';
import { freePort } from '../../../../scripts/free-port';
import type { TConfig } from '../../config';
import { emailOutbox } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { createAuthRepository } from '../auth/auth.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { createMailService, MAX_ATTEMPTS, type TMailService } from './mail.service';
import {
  emailVerificationEmail,
  formatMailDate,
  passwordResetEmail,
  receiptEmail,
  renewalReminderEmail,
  type TMailMessage,
} from './mail-templates';

const clock = createClock('2026-11-20T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(clock.now().getTime() + ms);
let app: TTestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, demo: false });
  admin = await loginAs(app, 'admin', 'admin');
  ({ cookie: member } = await signUpVerified(app, {
    email: 'member@example.com',
    password: 'Saddle-Cloth-42',
  }));
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  clock.set('2026-11-20T09:00:00Z');
  await app.database.db.delete(emailOutbox);
});

const outbox = () => app.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);

const message = (n: number, overrides: Partial<TMailMessage> = {}): TMailMessage => ({
  kind: 'receipt',
  recipient: `buyer${n}@example.com`,
  subject: `Receipt ${n}`,
  body: `Body of receipt ${n}.\n`,
  dedupeKey: `test:${n}`,
  ...overrides,
});

/** A mail service of its own (another instance, as far as the outbox can tell) on the test database. */
const services: TMailService[] = [];
const serviceWith = (smtpUrl: string | null) => {
  const config: Pick<TConfig, 'mail' | 'publicSiteUrl' | 'demo'> = {
    mail: { smtpUrl, from: 'RacePro <no-reply@racepro.example>' },
    publicSiteUrl: 'https://racepro.example',
    demo: false,
  };
  const service = createMailService({ db: app.database.db, config, log: app.log, now: clock.now });
  services.push(service);
  return service;
};
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

let users = 0;
const memberWithPlan = async (tier: TTier, endDate: Date | null) => {
  users += 1;
  const repo = createAuthRepository(app.database.db);
  const user = await repo.insertUser({
    email: `plan${users}@example.com`,
    username: null,
    passwordHash: 'not-a-hash',
  });
  await createSubscriptionsRepository(app.database.db).upsert({
    userId: user.id,
    tier,
    startDate: clock.now(),
    endDate,
    lastPaymentDate: null,
  });
  return user;
};

const TRADER = {
  name: 'Paddock Data Ltd',
  address: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
  email: 'help@paddock.example',
};

describe('templates', () => {
  it('writes a receipt in pounds with UK dates, and says when no money was taken', () => {
    const receipt = receiptEmail({
      to: 'buyer@example.com',
      username: 'punter',
      planName: 'Monthly',
      amountPence: 799,
      reference: 'pi_123',
      // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
      paidAt: new Date('2026-06-30T23:30:00Z'),
      periodStart: new Date('2026-06-30T23:30:00Z'),
      periodEnd: new Date('2026-07-31T23:30:00Z'),
      isSandbox: true,
      consentedAt: new Date('2026-06-30T23:29:00Z'),
      trader: TRADER,
    });
    expect(receipt).toMatchObject({
      kind: 'receipt',
      recipient: 'buyer@example.com',
      dedupeKey: 'receipt:pi_123',
      subject: 'Your RacePro receipt: Monthly',
    });
    expect(receipt.body).toContain('Hello punter,');
    expect(receipt.body).toContain('Amount paid: £7.99');
    expect(receipt.body).toContain('Date paid: 1 July 2026');
    expect(receipt.body).toContain('Plan period: 1 July 2026 to 1 August 2026');
    expect(receipt.body).toContain('Payment reference: pi_123');
    expect(receipt.body).toContain('Test payment: no money was taken.');
    expect(receipt.body).toContain('does not renew automatically');
    expect(receipt.body).toContain('18+. Gamble responsibly.');
    expect(receipt.body).toContain(
      'Your consent: on 1 July 2026 you asked for access to start at once and acknowledged that you lose your 14-day right to cancel once it has started.',
    );
    expect(receipt.body).not.toContain('you may cancel within 14 days');
    // Who sold the plan, with their geographic address and contact, at the end before the footer.
    expect(receipt.body).toContain(
      'Sold by: Paddock Data Ltd\nAddress: 2 Rowley Mile, Newmarket, Suffolk, CB8 0TF\nContact: help@paddock.example\n\n--\n',
    );

    const lifetime = receiptEmail({
      to: 'buyer@example.com',
      username: null,
      planName: 'Lifetime',
      amountPence: 3999,
      reference: 'pi_456',
      paidAt: new Date('2026-11-23T10:00:00Z'),
      periodStart: new Date('2026-11-23T10:00:00Z'),
      periodEnd: null,
      isSandbox: false,
      consentedAt: null,
      trader: TRADER,
    });
    expect(lifetime.body).toContain('Hello there,');
    expect(lifetime.body).toContain('Amount paid: £39.99');
    expect(lifetime.body).toContain('from 23 November 2026, with no end date');
    expect(lifetime.body).not.toContain('Test payment');
    // No consent recorded (an API client that did not send it): the 14-day right to cancel stays, and it says so.
    expect(lifetime.body).toContain('you may cancel within 14 days of paying for a full refund');
    expect(lifetime.body).not.toContain('Your consent:');
    expect(lifetime.body).toContain('Sold by: Paddock Data Ltd');
  });

  it('writes a renewal reminder naming the end date, no auto-renewal, Free, and the plans link', () => {
    const reminder = renewalReminderEmail({
      to: 'member@example.com',
      userId: 7,
      planName: 'Monthly',
      endDate: new Date('2026-11-23T09:00:00Z'),
      siteUrl: 'https://racepro.example',
    });
    expect(reminder.kind).toBe('renewal_reminder');
    expect(reminder.dedupeKey).toBe('renewal:7:2026-11-23T09:00:00.000Z');
    expect(reminder.subject).toBe('Your RacePro Monthly plan ends on 23 November 2026');
    expect(reminder.body).toContain('ends on 23 November 2026');
    expect(reminder.body).toContain('There is no auto-renewal');
    expect(reminder.body).toContain('returns to the Free plan');
    expect(reminder.body).toContain('https://racepro.example/subscription');
  });

  it('writes a reset mail with the link, keyed by the token hash', () => {
    const reset = passwordResetEmail({
      to: 'member@example.com',
      link: 'https://racepro.example/reset-password?token=abc',
      tokenHash: 'f00d',
    });
    expect(reset).toMatchObject({ kind: 'password_reset', dedupeKey: 'reset:f00d' });
    expect(reset.body).toContain('https://racepro.example/reset-password?token=abc');
    expect(reset.body).toContain('within 30 minutes');
    expect(formatMailDate(new Date('2026-03-29T00:30:00Z'))).toBe('29 March 2026');
  });
});

describe('the outbox without SMTP', () => {
  it('queues a message once per dedupe key and keeps it as the record', async () => {
    expect(await app.mail.enqueue(message(1))).toBe(true);
    expect(await app.mail.enqueue(message(1, { subject: 'Changed' }))).toBe(false);
    expect(await app.mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Receipt 1', sentAt: null, attempts: 0, lastError: null });
  });

  it("joins the caller's transaction: rolled back with it, stored with it", async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        expect(await app.mail.enqueue(message(2), tx)).toBe(true);
        throw new Error('fulfilment failed');
      }),
    ).rejects.toThrow('fulfilment failed');
    expect(await outbox()).toHaveLength(0);
    await app.database.db.transaction(async (tx) => {
      await app.mail.enqueue(message(3), tx);
    });
    expect((await outbox()).map((row) => row.dedupeKey)).toEqual(['test:3']);
  });
});

describe('delivery over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  it('sends each due mail with its recipient, subject and body, and marks it sent', async () => {
    const mail = serviceWith(sink.url);
    const receipt = receiptEmail({
      to: 'buyer@example.com',
      username: 'punter',
      planName: 'Monthly',
      amountPence: 799,
      reference: 'pi_smtp',
      paidAt: clock.now(),
      periodStart: clock.now(),
      periodEnd: at(30 * DAY),
      consentedAt: null,
      isSandbox: true,
      trader: TRADER,
    });
    await mail.enqueue(receipt);
    expect(await mail.deliverPending()).toEqual({ sent: 1, failed: 0 });

    expect(sink.mails).toHaveLength(1);
    const [received] = sink.mails;
    expect(received!.envelopeTo).toEqual(['buyer@example.com']);
    expect(received!.envelopeFrom).toBe('no-reply@racepro.example');
    expect(received!.headers.to).toBe('buyer@example.com');
    expect(received!.subject).toBe('Your RacePro receipt: Monthly');
    expect(received!.text).toContain('Amount paid: £7.99');
    expect(received!.text).toContain('Test payment: no money was taken.');
    expect(received!.text).toBe(receipt.body.replace(/\n$/, ''));

    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row!.sentAt).toEqual(clock.now());
    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect(sink.mails).toHaveLength(1);
  });

  it('sends each mail once when two senders (two instances) deliver at the same time', async () => {
    for (let n = 1; n <= 12; n += 1) await app.mail.enqueue(message(n));
    const first = serviceWith(sink.url);
    const second = serviceWith(sink.url);
    const reports = await Promise.all([
      first.deliverPending(),
      second.deliverPending(),
      first.deliverPending(),
      second.deliverPending(),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    expect(sink.mails.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Receipt ${i + 1}`).sort(),
    );
    expect((await outbox()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});

describe('a mail server that refuses connections', () => {
  it('records the attempt and the reason, retries later, and gives up after 5 attempts', async () => {
    const mail = serviceWith(`smtp://127.0.0.1:${await freePort()}`);
    await mail.enqueue(message(1));
    await expect(mail.deliverPending()).resolves.toEqual({ sent: 0, failed: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);

    // Not again at once: the next attempt is due a minute after it was queued.
    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    expect((await outbox())[0]!.attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      clock.advanceMinutes(6 * 60);
      expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 1 });
    }
    clock.advanceMinutes(24 * 60);
    expect(await mail.deliverPending()).toEqual({ sent: 0, failed: 0 });
    [row] = await outbox();
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(row!.sentAt).toBeNull();

    const listed = ZOutboxList.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } })).json(),
    );
    expect(listed.entries[0]).toMatchObject({ status: 'failed', attempts: 5, sentAt: null });
    expect(listed.entries[0]!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('never puts the SMTP URL (its password) in the stored reason', async () => {
    const port = await freePort();
    const mail = serviceWith(`smtp://user:s3cret-pass@127.0.0.1:${port}`);
    await mail.enqueue(message(1));
    await mail.deliverPending();
    const [row] = await outbox();
    expect(row!.lastError).toBeTruthy();
    expect(row!.lastError).not.toContain('s3cret-pass');
  });
});

describe('renewal reminders', () => {
  const reminders = async () =>
    (await outbox()).filter((row) => row.kind === 'renewal_reminder').map((row) => row.recipient);

  it('queues one reminder per plan period for Starter and Monthly plans ending within 3 days', async () => {
    const monthlyEnd = at(2 * DAY);
    const monthly = await memberWithPlan('Monthly', monthlyEnd);
    const starter = await memberWithPlan('Starter', at(3 * DAY));
    const later = await memberWithPlan('Monthly', at(5 * DAY));
    const ended = await memberWithPlan('Starter', at(-DAY));
    const free = await memberWithPlan('Free', at(DAY));
    const lifetime = await memberWithPlan('Lifetime', at(DAY));

    expect(await app.mail.runRenewalReminders(clock.now())).toEqual({ queued: 2 });
    expect(await app.mail.runRenewalReminders(clock.now())).toEqual({ queued: 0 });
    clock.advanceMinutes(60);
    expect(await app.mail.runRenewalReminders()).toEqual({ queued: 0 });

    const sent = await reminders();
    expect(sent.sort()).toEqual([monthly.email, starter.email].sort());
    for (const other of [later, ended, free, lifetime]) expect(sent).not.toContain(other.email);

    const [row] = (await outbox()).filter((r) => r.recipient === monthly.email);
    expect(row!.dedupeKey).toBe(`renewal:${monthly.id}:${monthlyEnd.toISOString()}`);
    expect(row!.subject).toBe('Your RacePro Monthly plan ends on 22 November 2026');
    expect(row!.body).toContain('http://localhost:3000/subscription');

    // A renewal moves the end date: the new period gets its own reminder when it comes near.
    await createSubscriptionsRepository(app.database.db).upsert({
      userId: monthly.id,
      tier: 'Monthly',
      startDate: clock.now(),
      endDate: at(32 * DAY),
      lastPaymentDate: clock.now(),
    });
    clock.set(at(30 * DAY).toISOString());
    expect(await app.mail.runRenewalReminders()).toEqual({ queued: 1 });
    expect((await reminders()).filter((email) => email === monthly.email)).toHaveLength(2);
  });

  it('queues a reminder once when two runs (two instances) overlap', async () => {
    const monthly = await memberWithPlan('Monthly', at(2 * DAY));
    const other = serviceWith(null);
    const results = await Promise.all([
      app.mail.runRenewalReminders(),
      other.runRenewalReminders(),
      app.mail.runRenewalReminders(),
    ]);
    const queued = await reminders();
    expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(queued.length);
    expect(new Set(queued).size).toBe(queued.length);
    expect(queued.filter((email) => email === monthly.email)).toHaveLength(1);
  });

  it('runs on a timer once started, and stops when closed', async () => {
    const monthly = await memberWithPlan('Monthly', at(DAY));
    const mail = serviceWith(null);
    mail.startJobs({ firstRunMs: 5, everyMs: 20 });
    await expect.poll(reminders, { timeout: 2000, interval: 10 }).toContain(monthly.email);
    await mail.close();
    await app.database.db.delete(emailOutbox);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await reminders()).toEqual([]);
  });
});

describe('the app', () => {
  it('runs the reminder job on a timer when jobs are on, and closes cleanly', async () => {
    const withJobs = await createTestApp({
      clock: clock.now,
      demo: false,
      jobs: { firstRunMs: 5, everyMs: 20 },
    });
    try {
      const repo = createAuthRepository(withJobs.database.db);
      const user = await repo.insertUser({ email: 'timed@example.com', username: null, passwordHash: 'x' });
      await createSubscriptionsRepository(withJobs.database.db).upsert({
        userId: user.id,
        tier: 'Starter',
        startDate: clock.now(),
        endDate: at(DAY),
        lastPaymentDate: clock.now(),
      });
      const queued = () => withJobs.database.db.select().from(emailOutbox);
      await expect.poll(async () => (await queued()).length, { timeout: 3000, interval: 10 }).toBe(1);
    } finally {
      await withJobs.close();
    }
  });

  it('runs no job in tests unless asked', async () => {
    await memberWithPlan('Monthly', at(DAY));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await outbox()).toEqual([]);
  });
});

describe('GET /api/admin/outbox', () => {
  it('answers 401 to a guest and 403 to a member', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(guest.statusCode).toBe(401);
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=oops',
      headers: { cookie: member },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('lists the most recent mails first, without the body of a password reset', async () => {
    await app.mail.enqueue(message(1));
    clock.advanceMinutes(1);
    await app.mail.enqueue(
      passwordResetEmail({
        to: 'member@example.com',
        link: 'https://racepro.example/reset-password?token=live-secret',
        tokenHash: 'abc',
      }),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('live-secret');
    const list = ZOutboxList.parse(response.json());
    expect(list.delivery).toBe('outbox');
    expect(list.entries.map((entry) => entry.kind)).toEqual(['password_reset', 'receipt']);
    expect(list.entries[0]).toMatchObject({
      recipient: 'member@example.com',
      subject: 'Reset your RacePro password',
      body: null,
      status: 'pending',
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    expect(list.entries[1]).toMatchObject({ body: 'Body of receipt 1.\n', status: 'pending' });
    expect(list.entries[0]!.createdAt).toBe(clock.now().toISOString());
  });

  it('never shows the body of an e-mail confirmation outside demo mode (a live sign-in link)', async () => {
    await app.mail.enqueue(
      emailVerificationEmail({
        to: 'member@example.com',
        link: 'https://racepro.example/verify-email?token=live-secret',
        tokenHash: 'def',
      }),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin },
    });
    expect(response.body).not.toContain('live-secret');
    expect(ZOutboxList.parse(response.json()).entries[0]).toMatchObject({
      kind: 'email_verification',
      body: null,
    });
  });

  it('takes a limit from 1 to 100 (default 50)', async () => {
    for (let n = 1; n <= 55; n += 1) await app.mail.enqueue(message(n));
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/admin/outbox${query}`, headers: { cookie: admin } });
    expect((await get('')).json().entries).toHaveLength(50);
    expect((await get('?limit=3')).json().entries).toHaveLength(3);
    for (const bad of ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5']) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error, bad).toMatch(/^limit: /);
    }
  });
});

describe('outbox statuses', () => {
  it('shows a sent mail as sent, and one the sender stopped while sending as sending', async () => {
    await app.database.db.insert(emailOutbox).values({ ...message(9), attempts: 1, sentAt: clock.now() });
    const list = ZOutboxList.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } })).json(),
    );
    expect(list.entries[0]).toMatchObject({ status: 'sent', sentAt: clock.now().toISOString() });
    await app.database.db
      .update(emailOutbox)
      .set({ lastError: 'sending' })
      .where(eq(emailOutbox.id, list.entries[0]!.id));
    const again = ZOutboxList.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: admin } })).json(),
    );
    expect(again.entries[0]).toMatchObject({ status: 'sending', sentAt: null, lastError: null });
  });
});

// NOTE: two instances share one database only on PostgreSQL (PGlite is one process): this runs in the PostgreSQL
// stage of `npm test` (scripts/with-postgres.ts sets TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL database', () => {
  it('queue and send one reminder when both run the job at once', async () => {
    const sink = await startSmtpSink();
    const mail = { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' };
    const instances = await Promise.all(
      [0, 1].map(() =>
        createTestApp({ clock: clock.now, demo: false, attachTo: app.testDatabaseUrl!, config: { mail } }),
      ),
    );
    try {
      const monthly = await memberWithPlan('Monthly', at(2 * DAY));
      const runs = await Promise.all(
        [...instances, ...instances].map((instance) => instance.mail.runRenewalReminders()),
      );
      const queued = (await outbox()).filter((row) => row.kind === 'renewal_reminder');
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(queued.length);
      expect(queued.filter((row) => row.recipient === monthly.email)).toHaveLength(1);
      await Promise.all(instances.map((instance) => instance.mail.deliverPending()));
      const recipients = sink.mails.flatMap((received) => received.envelopeTo);
      expect(recipients.filter((to) => to === monthly.email)).toHaveLength(1);
      expect(new Set(recipients).size).toBe(recipients.length);
      expect(recipients.length).toBe(queued.length);
      const mine = sink.mails.find((received) => received.envelopeTo.includes(monthly.email));
      expect(mine!.subject).toBe('Your RacePro Monthly plan ends on 22 November 2026');
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await sink.close();
    }
  });
});
