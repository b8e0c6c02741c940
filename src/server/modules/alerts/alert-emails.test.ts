import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES } from '~/domain/alerts.contract';
import { ZOutboxList } from '~/domain/mail.contract';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock, createTip } from '../../test/tips-fixtures';

/**
 * Alert e-mails (issue 37 item 4): the one-click unsubscribe (RFC 8058) that works without signing in, its headers in
 * the outbox and on the wire, the plain-text part, the trader's details, and the morning digest.
 */
const clock = createClock('2026-11-20T08:30:00Z');
let app: TTestApp;
let admin: string;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const outbox = async () =>
  ZOutboxList.parse((await call('GET', '/api/admin/outbox?limit=100', admin)).json()).entries;

const tokenOf = (header: string | undefined) => /token=([^>\s]+)/.exec(header ?? '')?.[1];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  await createTip(app, admin, { horseName: 'Free Morning', raceTime: '13:10', accessLevel: 'Free' });
  await createTip(app, admin, { horseName: 'Premium Morning', raceTime: '13:40', accessLevel: 'Monthly' });
});

afterAll(async () => {
  await app.close();
});

describe('the morning digest', () => {
  it('goes from 09:00 UK time, once a day, listing only the tips the member’s plan sees, with the unsubscribe headers', async () => {
    const free = await loginAs(app, 'free@example.com');
    const monthly = await loginAs(app, 'monthly@example.com');
    const digestOn = { ...DEFAULT_ALERT_PREFERENCES, morningDigest: { push: false, email: true } };
    for (const cookie of [free, monthly])
      expect((await call('PUT', '/api/alerts', cookie, digestOn)).statusCode).toBe(200);

    await app.alerts.run();
    expect(
      (await outbox()).filter((mail) => mail.kind === 'morning_digest'),
      'before 09:00',
    ).toEqual([]);

    clock.set('2026-11-20T09:05:00Z');
    await app.alerts.run();
    await app.alerts.run();
    const digests = (await outbox()).filter((mail) => mail.kind === 'morning_digest');
    expect(digests.map((mail) => mail.recipient).sort()).toEqual(['free@example.com', 'monthly@example.com']);
    const forFree = digests.find((mail) => mail.recipient === 'free@example.com')!;
    expect(forFree.subject).toBe('Your RacePro morning digest');
    expect(forFree.body).toContain("Today's tips on your plan (1):");
    expect(forFree.body).toContain('- 13:10 Ascot: Free Morning, Win at 5/2');
    expect(forFree.body).not.toContain('Premium Morning');
    expect(forFree.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const forMonthly = digests.find((mail) => mail.recipient === 'monthly@example.com')!;
    expect(forMonthly.body).toContain('Premium Morning');
  });
});

describe('the unsubscribe link', () => {
  it('turns that e-mail off with one POST and no session, and answers 200 again when it is already off', async () => {
    const digest = (await outbox()).find(
      (mail) => mail.kind === 'morning_digest' && mail.recipient === 'free@example.com',
    )!;
    const link = /^<(.+)>$/.exec(digest.headers['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    // As a mailbox provider sends it (RFC 8058 section 3.2): a form POST, no cookie, no Origin.
    const oneClick = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      kind: 'morningDigest',
      message: 'You will no longer get "Morning digest" e-mails.',
    });
    expect((await oneClick()).statusCode).toBe(200);
    const free = await loginAs(app, 'free@example.com');
    expect((await call('GET', '/api/alerts', free)).json()).toEqual(DEFAULT_ALERT_PREFERENCES);
    // The other member's switch is untouched.
    const monthly = await loginAs(app, 'monthly@example.com');
    expect((await call('GET', '/api/alerts', monthly)).json().morningDigest).toEqual({
      push: false,
      email: true,
    });
  });

  it('shows a confirmation page with a button that posts, and answers a forged or expired token with 400, changing nothing', async () => {
    const digest = (await outbox()).find(
      (mail) => mail.kind === 'morning_digest' && mail.recipient === 'monthly@example.com',
    )!;
    const token = tokenOf(digest.headers['List-Unsubscribe'])!;
    const page = await call('GET', `/api/alerts/unsubscribe?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop &#34;Morning digest&#34; e-mails?');
    expect(page.body).toContain(`<form method="post" action="/api/alerts/unsubscribe?token=${token}">`);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');

    const [payload, signature] = [
      token.slice(0, token.lastIndexOf('.')),
      token.slice(token.lastIndexOf('.') + 1),
    ];
    const otherMember = payload.replace(/^v1\.(\d+)\./, (_m, id: string) => `v1.${Number(id) + 1}.`);
    const forged = [
      `${otherMember}.${signature}`,
      `${payload.replace('morningDigest', 'tipsOut')}.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'v1.1.tipsOut.9999999999.not-a-signature',
    ];
    for (const bad of forged) {
      expect(
        (await call('POST', `/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`)).statusCode,
      ).toBe(400);
      expect((await call('GET', `/api/alerts/unsubscribe?token=${encodeURIComponent(bad)}`)).statusCode).toBe(
        400,
      );
    }
    expect((await call('POST', '/api/alerts/unsubscribe')).statusCode).toBe(400);

    const saved = clock.now().toISOString();
    clock.set('2027-06-01T09:00:00Z');
    const expired = await call('POST', `/api/alerts/unsubscribe?token=${token}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatch(/not valid or has expired/);
    clock.set(saved);
    const monthly = await loginAs(app, 'monthly@example.com');
    expect((await call('GET', '/api/alerts', monthly)).json().morningDigest).toEqual({
      push: false,
      email: true,
    });

    // The page's button: a browser form POST answers a page.
    const done = await app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get &#34;Morning digest&#34; e-mails.');
    expect((await call('GET', '/api/alerts', monthly)).json().morningDigest).toEqual({
      push: false,
      email: false,
    });
  });

  it('stops the monthly statement e-mail too, whose mail carries the headers', async () => {
    const lifetime = await loginAs(app, 'lifetime@example.com');
    expect(
      (await call('PUT', '/api/user/statement/email', lifetime, { monthlyStatementEmail: true })).statusCode,
    ).toBe(200);
    await app.statements.runMonthlyStatements(new Date('2026-12-01T09:30:00Z'));
    const statement = (await outbox()).find(
      (mail) => mail.kind === 'monthly_statement' && mail.recipient === 'lifetime@example.com',
    )!;
    expect(statement.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(statement.body).toContain('or stop it with one click here:');
    const token = tokenOf(statement.headers['List-Unsubscribe'])!;
    expect(token).toContain('.monthlyStatement.');
    expect((await call('POST', `/api/alerts/unsubscribe?token=${token}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/statement/email', lifetime)).json()).toEqual({
      monthlyStatementEmail: false,
    });
  });
});

describe('on the wire', () => {
  it('sends an alert as one plain-text part with the List-Unsubscribe headers and the trader’s details', async () => {
    const sink = await startSmtpSink();
    const sender = await createTestApp({
      clock: clock.now,
      config: { mail: { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' } },
    });
    try {
      const starter = await loginAs(sender, 'starter@example.com');
      await sender.inject({
        method: 'PUT',
        url: '/api/alerts',
        headers: { cookie: starter },
        payload: { ...DEFAULT_ALERT_PREFERENCES, tipsOut: { push: false, email: true } },
      });
      await createTip(sender, await adminCookie(sender), { horseName: 'Wire Horse', raceTime: '15:10' });
      expect(await sender.alerts.run()).toMatchObject({ email: 1 });
      // The dispatch starts delivery in the background; a second run picks up anything it left.
      await sender.mail.deliverPending();
      await expect.poll(() => sink.mails.length, { timeout: 5000 }).toBeGreaterThan(0);
      const [mail] = sink.mails.filter((m) => m.envelopeTo.includes('starter@example.com'));
      expect(mail!.subject).toBe('Tips are out: 1 new tip for today');
      expect(mail!.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/);
      expect(mail!.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=v1\./,
      );
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.text).toContain('Sent by: RacePro Demo Ltd');
      expect(mail!.text).toContain('Address: 1 Example Street, London, EC1A 1AA');
      expect(mail!.text).not.toContain('Wire Horse');
    } finally {
      await sender.close();
      await sink.close();
    }
  });
});
