import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID } from '~/domain/auth.contract';
import { emailOutbox, passwordResetTokens, rateBuckets } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';

const clock = createClock('2026-11-20T09:00:00Z');
const PASSWORD = 'Saddle-Cloth-42';
const NEW_PASSWORD = 'Furlong-Marker-77';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: TTestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp({
    clock: clock.now,
    config: { mail: { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' } },
  });
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});
beforeEach(async () => {
  clock.set('2026-11-20T09:00:00Z');
  await app.database.db.delete(rateBuckets);
});

let addresses = 0;
/** Each call from its own address unless one is given, so the per-address limit does not get in the way. */
const post = (url: string, payload: unknown, remoteAddress?: string, cookie?: string) => {
  addresses += 1;
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: remoteAddress ?? `10.40.${Math.floor(addresses / 250)}.${addresses % 250}`,
    headers: cookie ? { cookie } : {},
  });
};

let accounts = 0;
const newAccount = async () => {
  accounts += 1;
  const email = `reset${accounts}@example.com`;
  addresses += 1;
  const { cookie } = await signUpVerified(
    app,
    { email, password: PASSWORD },
    { remoteAddress: `10.41.${Math.floor(addresses / 250)}.${addresses % 250}` },
  );
  return { email, cookie };
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Asks for a reset link and answers the token from the e-mail the mail server received. */
const requestToken = async (email: string): Promise<string> => {
  // Reset mails only (the sign-up's confirmation went to the same address).
  const mailsTo = () =>
    sink.mails.filter(
      (mail) => mail.envelopeTo.includes(email) && mail.text.includes('/reset-password?token='),
    );
  const before = mailsTo().length;
  const response = await post('/api/auth/forgot-password', { email });
  expect(response.statusCode).toBe(202);
  await expect.poll(() => mailsTo().length, { timeout: 5000, interval: 10 }).toBeGreaterThan(before);
  const mail = mailsTo().at(-1)!;
  expect(mail.envelopeTo).toEqual([email]);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
};

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 with the same message whether or not the account exists', async () => {
    const { email } = await newAccount();
    const known = await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toBe(known.body);

    await app.passwordReset.idle();
    const queued = await app.database.db.select().from(emailOutbox);
    expect(queued.filter((row) => row.recipient === 'nobody-here@example.com')).toEqual([]);
  });

  it('stores only the hash of a single-use token valid 30 minutes, and e-mails the link', async () => {
    const { email } = await newAccount();
    const token = await requestToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = sink.mails.find((received) => received.text.includes(token))!;
    expect(mail.subject).toBe('Reset your RacePro password');
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=${token}`);

    const [stored] = await app.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(stored).toBeDefined();
    expect(stored!.expiresAt).toEqual(new Date(clock.now().getTime() + 30 * 60_000));
    expect(stored!.usedAt).toBeNull();
    const rows = await app.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);

    const [outboxRow] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `reset:${sha256(token)}`));
    expect(outboxRow).toMatchObject({ kind: 'password_reset', recipient: email });
    await expect
      .poll(async () => {
        const [row] = await app.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, outboxRow!.id));
        return row?.lastError === null && row.sentAt !== null;
      })
      .toBe(true);
  });

  it('allows 3 requests an hour for one e-mail, then 429 with Retry-After', async () => {
    const { email } = await newAccount();
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const refused = await post('/api/auth/forgot-password', { email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().error).toMatch(/Too many/);
    clock.advanceMinutes(61);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
  });

  it('allows 5 requests an hour from one address, whatever the e-mails', async () => {
    const from = '192.0.2.44';
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/api/auth/forgot-password', { email: `probe${i}@example.com` }, from)).statusCode,
      ).toBe(202);
    const refused = await post('/api/auth/forgot-password', { email: 'probe9@example.com' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/api/auth/forgot-password', { email: 'probe9@example.com' })).statusCode).toBe(202);
  });

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: `${'a'.repeat(300)}@example.com` }], [{ email: 5 }]])(
    'answers 400 for %j',
    async (payload) => {
      const response = await post('/api/auth/forgot-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].field).toBe('email');
    },
  );
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const { email, cookie } = await newAccount();
    const other = await loginAs(app, email, PASSWORD);
    const token = await requestToken(email);

    const reset = await post(
      '/api/auth/reset-password',
      { token, password: NEW_PASSWORD },
      undefined,
      cookie,
    );
    expect(reset.statusCode).toBe(204);
    expect(reset.cookies.find((c) => c.name === 'racepro_session')?.value).toBe('');
    for (const session of [cookie, other])
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } })).statusCode,
      ).toBe(401);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'Another-Gallop-55' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: RESET_LINK_INVALID, issues: [{ field: 'token' }] });
    expect((await post('/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired or unknown token with the same message', async () => {
    const { email } = await newAccount();
    const token = await requestToken(email);
    clock.advanceMinutes(31);
    for (const attempt of [token, 'made-up-token', 'x'.repeat(200)]) {
      const response = await post('/api/auth/reset-password', { token: attempt, password: NEW_PASSWORD });
      expect(response.statusCode, attempt).toBe(400);
      expect(response.json().error, attempt).toBe(RESET_LINK_INVALID);
    }
    expect((await post('/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('applies the sign-up password rules and keeps the link usable after a refusal', async () => {
    const { email } = await newAccount();
    const token = await requestToken(email);
    for (const [password, message] of [
      ['short', 'Password must be at least 8 characters'],
      [email, 'Password must not be your e-mail address or username'],
      ['password123', 'commonly used'],
      ['x'.repeat(201), 'Password must be at most 200 characters'],
    ] as const) {
      const response = await post('/api/auth/reset-password', { token, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().issues, password).toEqual([
        { field: 'password', message: expect.stringContaining(message) },
      ]);
    }
    expect((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('lets only one of two requests using one token at once succeed', async () => {
    const { email } = await newAccount();
    const token = await requestToken(email);
    const results = await Promise.all([
      post('/api/auth/reset-password', { token, password: NEW_PASSWORD }),
      post('/api/auth/reset-password', { token, password: 'Another-Gallop-55' }),
      post('/api/auth/reset-password', { token, password: 'Third-Fence-Jump-9' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400, 400]);
    const winner = results.findIndex((r) => r.statusCode === 204);
    const passwords = [NEW_PASSWORD, 'Another-Gallop-55', 'Third-Fence-Jump-9'];
    expect((await post('/api/auth/login', { email, password: passwords[winner]! })).statusCode).toBe(200);
  });

  it('ends the older links of the account once one is used', async () => {
    const { email } = await newAccount();
    const first = await requestToken(email);
    const second = await requestToken(email);
    expect(
      (await post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const older = await post('/api/auth/reset-password', { token: first, password: 'Another-Gallop-55' });
    expect(older.statusCode).toBe(400);
  });

  it.each([
    [{}],
    [{ token: 'abc' }],
    [{ password: NEW_PASSWORD }],
    [{ token: 'x'.repeat(201), password: NEW_PASSWORD }],
  ])('answers 400 for %j', async (payload) => {
    expect((await post('/api/auth/reset-password', payload)).statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('never hold a reset token, from the e-mail, the page address or the reset call', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      demo: false,
      clock: clock.now,
      config: { logLevel: 'info', mail: { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' } },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    try {
      const email = 'logged@example.com';
      await signUpVerified(logged, { email, password: PASSWORD });
      await logged.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      const resetMails = () =>
        sink.mails.filter(
          (mail) => mail.envelopeTo.includes(email) && mail.text.includes('/reset-password?token='),
        );
      await expect.poll(() => resetMails().length, { timeout: 5000 }).toBe(1);
      const mail = resetMails()[0]!;
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      await logged.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await logged.inject({ method: 'GET', url: `/api/nothing-here?token=${token}&x=1` });
      const reset = await logged.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(204);
      expect(lines.some((line) => line.includes('mail sent'))).toBe(true);
      expect(lines.some((line) => line.includes('token=[redacted]'))).toBe(true);
      expect(lines.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
