import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

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
    expect(response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.com",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body' });
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
    expect(response.json()).toEqual({ error: 'Internal error' });
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
      payload: { email: 'csrf@example.com', password: 'long-enough-1' },
    });
    expect(response.statusCode).toBe(403);
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
      payload: { email: 'same-site@example.com', password: 'long-enough-1' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('sends security headers with a CSP that allows only our own origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('exposes only the public site settings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(Object.keys(response.json()).sort()).toEqual(['demo', 'publicSiteUrl', 'supportEmail']);
    expect(response.json().demo).toBe(false);
  });
});

describe('security headers', () => {
  it('are the headers helmet itself produces for our options, on API and page responses alike', async () => {
    const { computeSecurityHeaders, helmetOptions } = await import('./security');
    const expected = computeSecurityHeaders(helmetOptions(app.config));
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    const response = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const [name, value] of Object.entries(expected)) expect(response.headers[name], name).toBe(value);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const { computeSecurityHeaders, helmetOptions } = await import('./security');
    const headers = computeSecurityHeaders(helmetOptions({ ...app.config, isProduction: true }));
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
