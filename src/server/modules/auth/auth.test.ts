import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_ITEMS } from '~/content/legal';
import {
  createTestApp,
  loginAs,
  sessionCookieFrom,
  signUpVerified,
  signupPayload,
  type TTestApp,
} from '../../test/test-app';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

const PASSWORD = 'Saddle-Cloth-42';
let signups = 0;
/** A fresh account, each from its own address so the sign-up limit does not get in the way. */
const signupAs = async (email: string, username?: string) => {
  signups += 1;
  const { cookie } = await signUpVerified(
    app,
    { email, password: PASSWORD, ...(username ? { username } : {}) },
    { remoteAddress: `10.9.${Math.floor(signups / 250)}.${signups % 250}` },
  );
  return cookie;
};

describe('login', () => {
  it('signs in by e-mail or by username, case-insensitively', async () => {
    const byEmail = await post('/api/auth/login', { email: 'STARTER@example.com', password: 'demo-pass' });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().subscription.tier).toBe('Starter');
    const byUsername = await post('/api/auth/login', { username: 'Lifetime', password: 'demo-pass' });
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json().subscription.tier).toBe('Lifetime');
  });

  it('sets an httpOnly, SameSite=Lax session cookie holding an opaque token', async () => {
    const response = await post('/api/auth/login', { email: 'free@example.com', password: 'demo-pass' });
    const cookie = response.cookies.find((c) => c.name === 'racepro_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    // The cookies page lists it by its production name (`__Host-` + this one), with this lifetime: 30 days.
    expect(STORED_ITEMS.filter((item) => item.kind === 'Cookie').map((item) => item.name)).toContain(
      `__Host-${cookie.name}`,
    );
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await post(
      '/api/auth/login',
      { email: 'monthly@example.com', password: 'nope-nope' },
      { 'x-forwarded-for': '1' },
    );
    const unknown = await post('/api/auth/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('checks at most 5 passwords when 200 wrong ones arrive for one account at once', async () => {
    await signupAs('parallel@example.com');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        post('/api/auth/login', { email: 'parallel@example.com', password: 'wrong-guess' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 401 is a password that was checked; a 429 was refused before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect(
      (await post('/api/auth/login', { email: 'parallel@example.com', password: PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('gives a success its attempt back: failures before a sign-in no longer count', async () => {
    await signupAs('refund@example.com');
    for (let attempt = 0; attempt < 4; attempt++)
      expect(
        (await post('/api/auth/login', { email: 'refund@example.com', password: 'nope' })).statusCode,
      ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'refund@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      expect(
        (await post('/api/auth/login', { email: 'refund@example.com', password: 'nope' })).statusCode,
      ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'refund@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('never refuses a correct password because other accounts failed from the same address', async () => {
    await signupAs('same-proxy@example.com');
    const proxy = { remoteAddress: '203.0.113.7' };
    for (let account = 0; account < 40; account++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `stranger${account}@example.com`, password: 'guess' },
        ...proxy,
      });
      expect(response.statusCode).toBe(401);
    }
    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'same-proxy@example.com', password: PASSWORD },
      ...proxy,
    });
    expect(own.statusCode).toBe(200);
  });

  it('replaces the session the browser held when it signs in again', async () => {
    const first = await loginAs(app, 'monthly@example.com');
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'monthly@example.com', password: 'demo-pass' },
      headers: { cookie: first },
    });
    expect(second.statusCode).toBe(200);
    expect(sessionCookieFrom(second)).not.toBe(first);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: sessionCookieFrom(second) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rate-limits repeated failures with 429 and Retry-After, without blocking other accounts', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post('/api/auth/login', { email: 'lifetime@example.com', password: 'guess' })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: 'lifetime@example.com', password: 'demo-pass' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post('/api/auth/login', { email: 'starter@example.com', password: 'demo-pass' })).statusCode,
    ).toBe(200);
  });

  it('counts failures at the admin sign-in and the member sign-in together, by account not by spelling', async () => {
    await signupAs('both-routes@example.com', 'bothroutes');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post('/api/admin/login', { username: 'bothroutes', password: 'guess' })).statusCode).toBe(
        401,
      );
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(
        (await post('/api/auth/login', { email: 'BOTH-ROUTES@example.com', password: 'guess' })).statusCode,
      ).toBe(401);
    }
    // Five failures across the e-mail and the username of one account: the account is throttled, however spelt.
    const blocked = await post('/api/auth/login', { email: 'both-routes@example.com', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect((await post('/api/auth/login', { username: 'BothRoutes', password: PASSWORD })).statusCode).toBe(
      429,
    );
    expect((await post('/api/admin/login', { username: 'bothroutes', password: 'guess' })).statusCode).toBe(
      429,
    );
  });

  it('answers 400 for a body with neither e-mail nor username', async () => {
    const response = await post('/api/auth/login', { password: 'demo-pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/e-mail or username/);
  });
});

describe('signup limits and password rules', () => {
  it.each([
    ['12345678', 'one of the most commonly used'],
    ['password1', 'one of the most commonly used'],
    ['qwertyuiop', 'one of the most commonly used'],
    ['        ', 'only spaces'],
    ['aaaaaaaaaa', 'repeating'],
    ['weak-rules@example.com', 'e-mail address or username'],
    ['weak-rules', 'e-mail address or username'],
    ['RacePro2026!', 'name of this site'],
  ])('refuses the password %j (%s) with 400 on the password field', async (password, reason) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload({ email: 'weak-rules@example.com', password, username: 'weakrules' }),
      remoteAddress: '10.20.30.40',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ field: 'password' });
    expect(response.json().error).toContain(reason);
  });

  it('allows 10 sign-ups an hour from one address, however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: signupPayload({ email: `burst${i}@example.com`, password: PASSWORD }),
          remoteAddress: '198.51.100.23',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json().error).toMatch(/Too many new accounts/);
  });
});

describe('password change and signing out everywhere', () => {
  it('changes the password with the current one, ends every other session, and keeps this browser signed in', async () => {
    const here = await signupAs('changer@example.com');
    const elsewhere = sessionCookieFrom(
      await post('/api/auth/login', { email: 'changer@example.com', password: PASSWORD }),
    );
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'not-it-at-all', newPassword: 'Going-Clear-77' },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().issues[0]).toMatchObject({ field: 'currentPassword' });
    const common = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'iloveyou1' },
      { cookie: here },
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().issues[0]).toMatchObject({ field: 'newPassword' });

    const changed = await post(
      '/api/auth/password',
      { currentPassword: PASSWORD, newPassword: 'Going-Clear-77' },
      { cookie: here },
    );
    expect(changed.statusCode).toBe(200);
    const fresh = sessionCookieFrom(changed);
    for (const old of [here, elsewhere])
      expect(
        (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: old } })).statusCode,
      ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: fresh } })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { email: 'changer@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'changer@example.com', password: 'Going-Clear-77' }))
        .statusCode,
    ).toBe(200);
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const one = await signupAs('everywhere@example.com');
    const two = sessionCookieFrom(
      await post('/api/auth/login', { email: 'everywhere@example.com', password: PASSWORD }),
    );
    const response = await post('/api/auth/logout-everywhere', {}, { cookie: two });
    expect(response.statusCode).toBe(204);
    for (const cookie of [one, two])
      expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
        401,
      );
  });

  it('answers 401 to a guest before reading the body', async () => {
    expect((await post('/api/auth/password', { currentPassword: 'x'.repeat(100_000) })).statusCode).toBe(401);
    expect((await post('/api/auth/logout-everywhere', {})).statusCode).toBe(401);
  });
});

describe('odds display preference', () => {
  it('remembers decimal or fractional per user', async () => {
    const cookie = await signupAs('odds-pref@example.com');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.oddsFormat).toBe('fractional');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: { cookie },
      payload: { oddsFormat: 'decimal' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.oddsFormat).toBe('decimal');
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().user.oddsFormat).toBe('decimal');
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: { cookie },
      payload: { oddsFormat: 'american' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/auth/preferences', payload: { oddsFormat: 'decimal' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('me, refresh and logout', () => {
  it('answers 401 for a guest and for a made-up token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'racepro_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/refresh' })).statusCode).toBe(401);
  });

  it('refresh answers like me and is never cached', async () => {
    const cookie = await loginAs(app, 'monthly@example.com');
    const refresh = await app.inject({ method: 'GET', url: '/api/auth/refresh', headers: { cookie } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect(refresh.json().subscription).toMatchObject({ tier: 'Monthly', isActive: true });
  });

  it('logout ends the session on the server, not just the cookie', async () => {
    const cookie = await loginAs(app, 'free@example.com');
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'racepro_session')?.value).toBe('');
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('seeds the admin with role admin', async () => {
    const cookie = await loginAs(app, 'admin', 'admin');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ username: 'admin', role: 'admin' });
  });
});
