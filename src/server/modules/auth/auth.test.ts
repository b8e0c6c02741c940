import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, sessionCookieFrom, type TTestApp } from '../../test/test-app';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('signup', () => {
  it('creates a Free account, starts a session and answers the user', async () => {
    const response = await post('/api/auth/signup', {
      email: ' New.Punter@Example.com ',
      password: 'long-enough-1',
      username: 'newpunter',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'new.punter@example.com', username: 'newpunter', role: 'user' });
    expect(body.subscription).toMatchObject({ tier: 'Free', isActive: true });
    expect(body.user).not.toHaveProperty('passwordHash');

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieFrom(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('new.punter@example.com');
  });

  it('refuses a taken e-mail or username with 409 and changes nothing', async () => {
    expect(
      (await post('/api/auth/signup', { email: 'free@example.com', password: 'long-enough-1' })).statusCode,
    ).toBe(409);
    const byName = await post('/api/auth/signup', {
      email: 'other@example.com',
      password: 'long-enough-1',
      username: 'FREE',
    });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().error).toMatch(/already exists/);
    const login = await post('/api/auth/login', { email: 'other@example.com', password: 'long-enough-1' });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough-1' }, 'email'],
    [{ email: 'a@b.com', password: 'short' }, 'password'],
    [{ email: 'a@b.com', password: 'long-enough-1', username: 'no spaces!' }, 'username'],
    [{ password: 'long-enough-1' }, 'email'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await post('/api/auth/signup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    expect(response.json().error).toMatch(new RegExp(`^${field}: `));
  });
});

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

  it('counts failures at the admin sign-in and the member sign-in together', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await post('/api/admin/login', { username: 'free', password: 'guess' })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { username: 'free', password: 'demo-pass' });
    expect(blocked.statusCode).toBe(429);
    expect((await post('/api/admin/login', { username: 'free', password: 'guess' })).statusCode).toBe(429);
  });

  it('answers 400 for a body with neither e-mail nor username', async () => {
    const response = await post('/api/auth/login', { password: 'demo-pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/e-mail or username/);
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
