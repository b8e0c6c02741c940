import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupPayload, type TTestApp } from '../test/test-app';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ demo: false });
});
afterAll(async () => {
  await app.close();
});

describe('error handling', () => {
  it('answers unknown /api routes with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });

  it('answers an over-long path parameter with 414 in the API format, quoting at most 40 characters', async () => {
    for (const url of [
      `/api/payments/${'x'.repeat(15_000)}`,
      `/api/admin/tips/${'9'.repeat(15_000)}/audit`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(414);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body.length).toBeLessThan(200);
      expect(response.json()).toEqual({
        error: `The address is too long: ${url.slice(0, 40)}...`,
        code: 'URI_TOO_LONG',
      });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body', code: 'MALFORMED_JSON' });
  });

  it('refuses a write that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.com',
    });
    expect(response.statusCode).toBe(415);
  });

  it('hides an unexpected error behind 500 "Internal error" and logs it with the request id', async () => {
    const lines: string[] = [];
    const local = await createTestApp({
      demo: false,
      config: { logLevel: 'info' },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
      extend: (instance) =>
        instance.get('/api/test-explodes', async () => {
          throw new Error('secret database detail');
        }),
    });
    const response = await local.inject({
      method: 'GET',
      url: '/api/test-explodes',
      headers: { cookie: 'racepro_session=super-secret-token' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal error', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret');
    const errorLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    expect(errorLine).toMatchObject({
      level: 50,
      reqId: response.headers['x-request-id'] ?? expect.any(String),
    });
    expect(errorLine.err.message).toBe('secret database detail');
    expect(lines.join('\n')).not.toContain('super-secret-token');
    await local.close();
  });
});

describe('security', () => {
  it('refuses a write whose Origin names another site with 403 and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://evil.example' },
      payload: signupPayload({ email: 'csrf@example.com', password: 'long-enough-1' }),
    });
    expect(response.statusCode).toBe(403);
    await app.signup.idle();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'csrf@example.com', password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a write from our own origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'http://localhost:3000' },
      payload: signupPayload({ email: 'same-site@example.com', password: 'long-enough-1' }),
    });
    expect(response.statusCode).toBe(202);
  });

  it('sends API answers the strict API headers: nothing may load or frame them, no sniffing, no caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('exposes only the public site settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(Object.keys(response.json()).sort()).toEqual([
      'demo',
      'demoAccounts',
      'publicSiteUrl',
      'supportEmail',
      'trader',
    ]);
    expect(response.json()).toMatchObject({ demo: false, demoAccounts: null });
  });

  it("gives the trader's name, address and contact e-mail from the configuration", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/site' })).json().trader).toEqual({
      name: 'RacePro Demo Ltd',
      address: '1 Example Street, London, EC1A 1AA',
      email: 'support@racepro.example',
    });
    const configured = await createTestApp({
      config: {
        traderName: 'Paddock Data Ltd',
        traderAddress: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
        supportEmail: 'help@paddock.example',
      },
    });
    expect((await configured.inject({ method: 'GET', url: '/api/site' })).json().trader).toEqual({
      name: 'Paddock Data Ltd',
      address: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
      email: 'help@paddock.example',
    });
    await configured.close();
  });

  it('lists the seeded demo accounts in demo mode, with the admin password only when it is the default', async () => {
    const demo = await createTestApp();
    expect((await demo.inject({ method: 'GET', url: '/api/site' })).json().demoAccounts).toEqual({
      password: 'demo-pass',
      members: [
        { email: 'free@example.com', tier: 'Free' },
        { email: 'starter@example.com', tier: 'Starter' },
        { email: 'monthly@example.com', tier: 'Monthly' },
        { email: 'lifetime@example.com', tier: 'Lifetime' },
      ],
      admin: { username: 'admin', password: 'admin' },
    });
    await demo.close();
    const configured = await createTestApp({
      config: { admin: { username: 'operator', password: 'a-configured-secret', isDefault: false } },
    });
    const site = (await configured.inject({ method: 'GET', url: '/api/site' })).json();
    expect(site.demoAccounts.admin).toEqual({ username: 'operator', password: null });
    expect(JSON.stringify(site)).not.toContain('a-configured-secret');
    // The seeded administrator is the configured one: its credentials work.
    const login = await configured.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'operator', password: 'a-configured-secret' },
    });
    expect(login.statusCode).toBe(200);
    await configured.close();
  });
});

describe('security headers', () => {
  it('are the headers helmet itself produces for our options: the page set off /api, the API set on it', async () => {
    const { apiHelmetOptions, computeSecurityHeaders, helmetOptions } = await import('./security');
    const page = computeSecurityHeaders(helmetOptions(app.config));
    expect(Object.keys(page).length).toBeGreaterThanOrEqual(10);
    expect(page['content-security-policy']).toContain("script-src 'self'");
    expect(page['content-security-policy']).not.toMatch(/https?:\/\//);
    const pageResponse = await app.inject({ method: 'GET', url: '/no-such-page' });
    for (const [name, value] of Object.entries(page)) expect(pageResponse.headers[name], name).toBe(value);

    const api = computeSecurityHeaders(apiHelmetOptions(app.config));
    const apiResponse = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const [name, value] of Object.entries(api)) expect(apiResponse.headers[name], name).toBe(value);
    expect(apiResponse.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(apiResponse.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const { apiHelmetOptions, computeSecurityHeaders, helmetOptions } = await import('./security');
    const headers = computeSecurityHeaders(helmetOptions({ ...app.config, isProduction: true }));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = computeSecurityHeaders(apiHelmetOptions({ ...app.config, isProduction: true }));
    expect(api['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
