import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_ITEMS } from '~/content/legal';
import { loadConfig, type TConfig } from './config';
import { sessions, tips } from './db/schema';
import { SESSION_TTL_MS } from './modules/auth/auth.service';
import { startSmtpSink } from './test/smtp-sink';
import {
  createTestApp,
  loginAs,
  sessionCookieFrom,
  signupPayload,
  type TTestApp,
  verificationTokenFor,
} from './test/test-app';
import { adminCookie, createClock, tipBody } from './test/tips-fixtures';

/**
 * The security requirements checked from outside against the real app: session cookie flags (test and production
 * configurations), security headers on every kind of API answer and on pages, the cross-site write guard, and that
 * no secret ever reaches a log line.
 */
const API_CSP = "default-src 'none';frame-ancestors 'none'";
const EVIL = 'https://evil.example';
const PROD_SITE = 'https://racepro.example';
const PROD_ADMIN = { username: 'chief-steward', password: 'Paddock-Admin-Secret-2026' };
const clock = createClock();
let webRoot: string;
let app: TTestApp;
let prod: TTestApp;

/** The production configuration as loadConfig builds it, on the test database and web root. */
const productionConfig = (): Partial<TConfig> => {
  const config: Partial<TConfig> = loadConfig({
    NODE_ENV: 'production',
    ADMIN_USERNAME: PROD_ADMIN.username,
    ADMIN_PASSWORD: PROD_ADMIN.password,
    PUBLIC_SITE_URL: PROD_SITE,
    TRADER_NAME: 'Paddock Data Ltd',
    TRADER_ADDRESS: '2 Rowley Mile, Newmarket, CB8 0TF',
  });
  for (const key of ['databaseUrl', 'dataDir', 'logLevel'] as const) delete config[key];
  return { ...config, webRoot };
};

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-security-'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ clock: clock.now, config: { webRoot } });
  prod = await createTestApp({ demo: false, jobs: false, clock: clock.now, config: productionConfig() });
  expect(prod.config).toMatchObject({ isProduction: true, env: 'production', publicSiteUrl: PROD_SITE });
});
afterAll(async () => {
  await app?.close();
  await prod?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

type TCall = { cookie?: string; origin?: string; headers?: Record<string, string>; payload?: unknown };
const call = (target: TTestApp, method: string, url: string, options: TCall = {}) =>
  target.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

/** The session cookie's Set-Cookie header (`name`: racepro_session, `__Host-` in production), its attributes keyed by lower-case name. */
const sessionSetCookie = (response: LightMyRequestResponse, name = 'racepro_session') => {
  const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const raw = header.find((line) => line.startsWith(`${name}=`));
  if (!raw) throw new Error(`no ${name} Set-Cookie (status ${response.statusCode})`);
  const [pair, ...parts] = raw.split(/;\s*/);
  const attributes = Object.fromEntries(
    parts.map((part) => {
      const [name, ...value] = part.split('=');
      return [name!.toLowerCase(), value.join('=')];
    }),
  );
  return { value: pair!.slice(`${name}=`.length), attributes };
};

const isSignedIn = async (target: TTestApp, cookie: string) =>
  (await call(target, 'GET', '/api/auth/me', { cookie })).statusCode === 200;

describe('session cookies', () => {
  const expectSessionCookie = (response: LightMyRequestResponse, secure: boolean) => {
    const { value, attributes } = sessionSetCookie(
      response,
      secure ? '__Host-racepro_session' : 'racepro_session',
    );
    expect(value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite).toBe('Lax');
    expect(attributes.path).toBe('/');
    // Max-Age, counted by the browser from receipt, so a browser (or server) clock set to another day keeps it.
    expect(attributes['max-age']).toBe(String(SESSION_TTL_MS / 1000));
    expect(attributes).not.toHaveProperty('expires');
    expect('secure' in attributes).toBe(secure);
  };

  it('a member sign-in sets an HttpOnly, SameSite=Lax cookie on path / that is not Secure over plain HTTP', async () => {
    const login = await call(app, 'POST', '/api/auth/login', {
      payload: { email: 'free@example.com', password: 'demo-pass' },
    });
    expect(login.statusCode).toBe(200);
    expectSessionCookie(login, false);
  });

  it('an administrator sign-in, by the panel or the sign-in form, sets the same cookie', async () => {
    for (const url of ['/api/admin/login', '/api/auth/login']) {
      const response = await call(app, 'POST', url, { payload: { username: 'admin', password: 'admin' } });
      expect(response.statusCode, url).toBe(200);
      expectSessionCookie(response, false);
    }
  });

  it('with the production configuration every sign-in cookie is __Host-racepro_session: Secure, Path=/, no Domain', async () => {
    const email = 'prod-member@example.com';
    const password = 'Winning-Post-Pass-61';
    const signup = await call(prod, 'POST', '/api/auth/signup', {
      payload: signupPayload({ email, password }),
    });
    expect(signup.statusCode).toBe(202);
    expect(signup.headers['set-cookie']).toBeUndefined();
    const verified = await call(prod, 'POST', '/api/auth/verify-email', {
      payload: { token: await verificationTokenFor(prod, email) },
    });
    expect(verified.statusCode).toBe(200);
    expectSessionCookie(verified, true);
    const login = await call(prod, 'POST', '/api/auth/login', { payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expectSessionCookie(login, true);
    expect(sessionSetCookie(login, '__Host-racepro_session').attributes).not.toHaveProperty('domain');
    expect(login.cookies.map((c) => c.name)).toEqual(['__Host-racepro_session']);
    // The cookies page lists it by this name.
    expect(STORED_ITEMS.map((item) => item.name)).toContain('__Host-racepro_session');
    const adminLogin = await call(prod, 'POST', '/api/admin/login', { payload: PROD_ADMIN });
    expect(adminLogin.statusCode).toBe(200);
    expectSessionCookie(adminLogin, true);
    const logout = await call(prod, 'POST', '/api/auth/logout', { cookie: sessionCookieFrom(login) });
    expect(sessionSetCookie(logout, '__Host-racepro_session').attributes).toHaveProperty('secure');
  });

  it('in production a session under the old unprefixed name still works until it ends, and sign-out clears both', async () => {
    const login = await call(prod, 'POST', '/api/auth/login', {
      payload: { email: 'prod-member@example.com', password: 'Winning-Post-Pass-61' },
    });
    const token = sessionSetCookie(login, '__Host-racepro_session').value;
    const legacy = `racepro_session=${token}`;
    expect(await isSignedIn(prod, legacy)).toBe(true);
    const logout = await call(prod, 'POST', '/api/auth/logout', { cookie: legacy });
    for (const name of ['__Host-racepro_session', 'racepro_session']) {
      const { value, attributes } = sessionSetCookie(logout, name);
      expect([value, attributes['max-age'], 'secure' in attributes]).toEqual(['', '0', true]);
    }
    expect(await isSignedIn(prod, legacy)).toBe(false);
  });

  it.each(['/api/auth/logout', '/api/admin/logout'])(
    'signing out at %s clears the cookie and the old cookie no longer works',
    async (url) => {
      const cookie = url.includes('admin')
        ? await adminCookie(app)
        : await loginAs(app, 'starter@example.com');
      expect(await isSignedIn(app, cookie)).toBe(true);
      const logout = await call(app, 'POST', url, { cookie });
      expect(logout.statusCode).toBe(204);
      const { value, attributes } = sessionSetCookie(logout);
      expect(value).toBe('');
      expect(attributes.path).toBe('/');
      expect(attributes['max-age']).toBe('0');
      expect(new Date(attributes.expires!).getTime()).toBe(0);
      expect(await isSignedIn(app, cookie)).toBe(false);
    },
  );
});

describe('security headers', () => {
  const expectApiHeaders = (response: LightMyRequestResponse) => {
    expect(response.headers['content-security-policy']).toBe(API_CSP);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  };

  it.each([
    ['a public read', 'GET', '/api/site', undefined, 200],
    ['an unknown path', 'GET', '/api/no-such-thing', undefined, 404],
    ['a malformed sign-in', 'POST', '/api/auth/login', {}, 400],
    ['a guest on a member route', 'GET', '/api/auth/me', undefined, 401],
    ['a wrong password', 'POST', '/api/auth/login', { username: 'x', password: 'y' }, 401],
  ] as const)('%s (%s %s) carries the API headers', async (_name, method, url, payload, status) => {
    const response = await call(app, method, url, { payload });
    expect(response.statusCode).toBe(status);
    expectApiHeaders(response);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a refused cross-site write carries the API headers too', async () => {
    const response = await call(app, 'POST', '/api/auth/logout', { origin: EVIL });
    expect(response.statusCode).toBe(403);
    expectApiHeaders(response);
  });

  const directives = (csp: string | undefined) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([n, ...v]) => [n, v]),
    );

  it.each(['/', '/tips', '/no-such-page'])('page %s allows scripts from the site only', async (url) => {
    const response = await call(app, 'GET', url);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('the production configuration adds HSTS to API answers and pages, and upgrades page requests', async () => {
    for (const url of ['/api/site', '/api/no-such-thing', '/', '/no-such-page']) {
      const response = await call(prod, 'GET', url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
    const page = await call(prod, 'GET', '/');
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expectApiHeaders(await call(prod, 'GET', '/api/site'));
  });
});

describe('cross-site writes', () => {
  let admin: string;
  let member: string;
  let entryId: number;

  beforeAll(async () => {
    admin = await adminCookie(app);
    member = await loginAs(app, 'monthly@example.com');
    const tip = await call(app, 'POST', '/api/admin/tips', { cookie: admin, payload: tipBody() });
    expect(tip.statusCode).toBe(201);
    const today = (await call(app, 'GET', '/api/tips/today', { cookie: member })).json() as Array<{
      id: number;
      raceEntryId: number;
    }>;
    entryId = today.find((t) => t.id === tip.json().id)!.raceEntryId;
  });

  const betCount = async () =>
    Number((await call(app, 'GET', '/api/bets', { cookie: member })).headers['x-total-count']);
  const tipCount = async () => (await app.database.db.select({ n: count() }).from(tips))[0]!.n;
  const progress = async () => (await call(app, 'GET', '/api/learn/progress', { cookie: member })).body;

  /** Each write (its `n`th attempt), what it answers when allowed, and a read of what it changes. */
  const writes = [
    {
      name: 'placing a bet (POST /api/bets)',
      status: 201,
      send: (origin: string | undefined) => {
        const payload = { raceEntryId: entryId, type: 'Win', odds: '5/2', stake: 2, potentialReturn: 7 };
        return call(app, 'POST', '/api/bets', { cookie: member, origin, payload });
      },
      observe: betCount,
    },
    {
      name: 'creating a tip (POST /api/admin/tips)',
      status: 201,
      send: (origin: string | undefined, n: number) => {
        const payload = tipBody({ horseName: `Cross Check ${n}`, raceTime: `15:${10 + n}` });
        return call(app, 'POST', '/api/admin/tips', { cookie: admin, origin, payload });
      },
      observe: tipCount,
    },
    {
      name: 'saving learning progress (PUT /api/learn/progress/:lessonId)',
      status: 200,
      send: (origin: string | undefined, n: number) =>
        call(app, 'PUT', '/api/learn/progress/race-types', { cookie: member, origin, payload: { score: n } }),
      observe: progress,
    },
  ];

  it.each(writes)(
    '$name is refused from another site and changes nothing',
    async ({ send, observe, status }) => {
      const before = await observe();
      const refusedFrom = [EVIL, 'null', 'http://localhost:3000.evil.example'];
      for (const [n, origin] of refusedFrom.entries()) {
        const refused = await send(origin, n + 1);
        expect(refused.statusCode, origin).toBe(403);
        expect(refused.json(), origin).toEqual({ error: 'Cross-site request refused', code: 'CROSS_SITE' });
        expect(await observe(), origin).toEqual(before);
      }
      // From the site itself, then with no Origin at all (a client that is not a browser): both work.
      let last = before;
      for (const [n, origin] of [app.config.publicSiteUrl, undefined].entries()) {
        expect((await send(origin, n + 4)).statusCode, origin).toBe(status);
        const now = await observe();
        expect(now, origin).not.toEqual(last);
        last = now;
      }
    },
  );

  it('every route that takes a write refuses it from another site, before anything else runs', async () => {
    const routes: Array<{ method: string; url: string }> = [];
    const listed = await createTestApp({
      onRoute: (route) => {
        for (const method of Array.isArray(route.method) ? route.method : [route.method])
          if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) routes.push({ method, url: route.url });
      },
    });
    try {
      expect(routes.length).toBeGreaterThan(20);
      const admin = await adminCookie(listed);
      for (const { method, url } of routes) {
        const response = await listed.inject({
          method: method as 'POST',
          url: url.replace(/:[A-Za-z]+/g, '1'),
          headers: { origin: EVIL, cookie: admin, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json(), `${method} ${url}`).toEqual({
          error: 'Cross-site request refused',
          code: 'CROSS_SITE',
        });
      }
    } finally {
      await listed.close();
    }
  });

  it('a cross-site sign-in is refused: no cookie, no session', async () => {
    const payload = { email: 'lifetime@example.com', password: 'demo-pass' };
    const me = (await call(app, 'GET', '/api/auth/me', { cookie: await loginAs(app, payload.email) })).json();
    const sessionsOf = async () =>
      (await app.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, me.user.id)))[0]!
        .n;
    const before = await sessionsOf();
    const refused = await call(app, 'POST', '/api/auth/login', { origin: EVIL, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf()).toBe(before);
    for (const origin of [app.config.publicSiteUrl, undefined]) {
      const allowed = await call(app, 'POST', '/api/auth/login', { origin, payload });
      expect(allowed.statusCode, origin).toBe(200);
      expect(await isSignedIn(app, sessionCookieFrom(allowed))).toBe(true);
    }
    expect(await sessionsOf()).toBe(before + 2);
  });

  it('a cross-site sign-out is refused and the session lives on', async () => {
    for (const origin of [app.config.publicSiteUrl, undefined]) {
      const cookie = await loginAs(app, 'starter@example.com');
      const refused = await call(app, 'POST', '/api/auth/logout', { cookie, origin: EVIL });
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await isSignedIn(app, cookie)).toBe(true);
      expect((await call(app, 'POST', '/api/auth/logout', { cookie, origin })).statusCode).toBe(204);
      expect(await isSignedIn(app, cookie)).toBe(false);
    }
  });

  it('in production only the public site address counts as the site', async () => {
    const payload = PROD_ADMIN;
    expect((await call(prod, 'POST', '/api/admin/login', { origin: PROD_SITE, payload })).statusCode).toBe(
      200,
    );
    for (const origin of ['http://racepro.example', 'http://localhost:3000', EVIL]) {
      const refused = await call(prod, 'POST', '/api/admin/login', { origin, payload });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers['set-cookie'], origin).toBeUndefined();
    }
  });
});

describe('logs', () => {
  const lines: string[] = [];
  const admin = { username: 'admin', password: 'Adm1n-Secret-Password-777', isDefault: false };
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let logged: TTestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    logged = await createTestApp({
      config: {
        logLevel: 'trace',
        admin,
        webRoot,
        mail: { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' },
      },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
  });
  afterAll(async () => {
    await logged?.close();
    await sink?.close();
  });

  it('never hold a password, reset token, session cookie or bearer token', async () => {
    const secrets: Record<string, string> = {
      wrongPassword: 'Wr0ng-Secret-Password-XYZ',
      demoPassword: 'demo-pass',
      signupPassword: 'Sign-Up-Secret-Pass-2931',
      wrongCurrentPassword: 'Wr0ng-Current-Password-QRS',
      changedPassword: 'Changed-Secret-Pass-5510',
      resetPassword: 'Reset-Secret-Pass-8842',
      adminPassword: admin.password,
      wrongAdminPassword: 'Wr0ng-Admin-Password-JKL',
      bearer: 'xyz-secret-token',
    };
    const { wrongPassword, signupPassword, changedPassword, resetPassword } = secrets as Record<
      string,
      string
    >;
    const email = 'log-check@example.com';
    const handedOut: string[] = [];
    /** Sends with the bearer token, checks the status, and answers the latest session cookie handed out. */
    const send = async (method: string, url: string, status: number, options: TCall = {}) => {
      const headers = { authorization: `Bearer ${secrets.bearer}` };
      const response = await call(logged, method, url, { ...options, headers });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
      const value = response.headers['set-cookie'] ? sessionSetCookie(response).value : '';
      if (value) handedOut.push(value);
      return `racepro_session=${handedOut.at(-1)}`;
    };
    const post = (url: string, status: number, payload: object, cookie?: string) =>
      send('POST', url, status, { payload, cookie });

    await post('/api/auth/login', 401, { email: 'free@example.com', password: wrongPassword });
    await post('/api/auth/login', 200, { email: 'free@example.com', password: secrets.demoPassword });
    await post('/api/auth/signup', 202, signupPayload({ email, password: signupPassword! }));
    const mailsWith = (link: string) =>
      sink.mails.filter((m) => m.envelopeTo.includes(email) && m.text.includes(`/${link}?token=`));
    await expect.poll(() => mailsWith('verify-email').length).toBe(1);
    const verifyToken = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mailsWith('verify-email')[0]!.text)![1]!;
    secrets.verifyToken = verifyToken;
    await send('GET', `/verify-email?token=${verifyToken}`, 200);
    const member = await post('/api/auth/verify-email', 200, { token: verifyToken });
    const change = { currentPassword: secrets.wrongCurrentPassword, newPassword: changedPassword };
    await post('/api/auth/password', 401, change, member);
    const changed = await post(
      '/api/auth/password',
      200,
      { ...change, currentPassword: signupPassword },
      member,
    );

    await post('/api/auth/forgot-password', 202, { email });
    await expect.poll(() => mailsWith('reset-password').length).toBe(1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailsWith('reset-password')[0]!.text)![1]!;
    secrets.resetToken = token;
    await send('GET', `/reset-password?token=${token}`, 200);
    await send('GET', `/api/auth/me?token=${token}`, 200, { cookie: changed });
    await post('/api/auth/reset-password', 204, { token, password: resetPassword }, changed);
    await post('/api/auth/login', 200, { email, password: resetPassword });

    await post('/api/admin/login', 401, { username: 'admin', password: secrets.wrongAdminPassword });
    const adminSession = await post('/api/admin/login', 200, { username: 'admin', password: admin.password });
    await send('GET', '/api/admin/tips', 200, { cookie: adminSession });
    await send('GET', '/api/no-such-thing', 404, { cookie: adminSession });
    await post('/api/bets', 400, { raceEntryId: 'x' }, adminSession);
    await post('/api/auth/logout', 204, {}, adminSession);
    await expect.poll(() => lines.some((line) => line.includes('"mail sent"'))).toBe(true);

    // The scan covers the sign-ins (each one's incoming and completed lines) and the reset link's address.
    type TRecord = { msg?: string; reqId?: string; req?: { url?: string } };
    const records = lines.map((line) => JSON.parse(line) as TRecord);
    const loginIds = records.filter((r) => r.req?.url === '/api/auth/login').map((r) => r.reqId);
    expect(loginIds).toHaveLength(3);
    for (const id of loginIds)
      expect(records.some((r) => r.reqId === id && r.msg === 'request completed')).toBe(true);
    expect(records.some((r) => r.req?.url === '/reset-password?token=[redacted]')).toBe(true);
    expect(records.some((r) => r.req?.url === '/verify-email?token=[redacted]')).toBe(true);

    expect(handedOut).toHaveLength(5);
    for (const [i, value] of handedOut.entries()) secrets[`sessionCookie${i}`] = value;
    for (const [name, secret] of Object.entries(secrets))
      expect(
        lines.filter((line) => line.includes(secret)),
        name,
      ).toEqual([]);
  });

  // Stripe sends a 3-D Secure buyer back to return_url (/payment-success) with `payment_intent_client_secret` in the
  // query, and Stripe says the client secret must not be logged (redactUrlSecrets in logging.ts).
  it('never hold the Stripe client secret from the 3-D Secure return address', async () => {
    const secret = 'pi_3Sec0ndTest_secret_ClientSecretQ9x7';
    await call(
      logged,
      'GET',
      `/payment-success?payment_intent=pi_3Sec0ndTest&payment_intent_client_secret=${secret}&redirect_status=succeeded`,
    );
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    expect(lines.some((line) => line.includes('payment_intent_client_secret=[redacted]'))).toBe(true);
  });
});
