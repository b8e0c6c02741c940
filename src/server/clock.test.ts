import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createTestApp, loginAs, type TTestApp } from './test/test-app';
import { adminCookie, tipBody } from './test/tips-fixtures';

describe('the test clock', () => {
  it('reads its start instant, then runs at the real speed of the clock under it', () => {
    let real = 1_000_000;
    const clock = createTestClock(new Date('2026-06-13T11:00:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2026-06-13T11:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-06-13T11:01:30.000Z');
    clock.setTo(new Date('2026-06-13T15:00:00Z'));
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2026-06-13T15:00:01.000Z');
  });

  it('comes from RACEPRO_NOW, which must be an instant and is refused in production', () => {
    expect(loadConfig({ RACEPRO_NOW: '2026-06-13T12:00:00+01:00' }).testClockStart?.toISOString()).toBe(
      '2026-06-13T11:00:00.000Z',
    );
    expect(loadConfig({}).testClockStart).toBeNull();
    expect(() => loadConfig({ RACEPRO_NOW: 'tomorrow' })).toThrow(/RACEPRO_NOW: must be an ISO 8601 instant/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        RACEPRO_NOW: '2026-06-13T12:00:00Z',
        ADMIN_USERNAME: 'operator',
        ADMIN_PASSWORD: 'a-long-admin-password',
        PUBLIC_SITE_URL: 'https://racepro.example',
      }),
    ).toThrow(ConfigError);
  });
});

describe('GET and PUT /api/test/clock', () => {
  let app: TTestApp;
  let plain: TTestApp;
  // A Saturday in June (BST): noon in the UK, whatever the real time of day.
  const start = '2026-06-13T11:00:00.000Z';

  beforeAll(async () => {
    [app, plain] = await Promise.all([
      createTestApp({ config: { testClockStart: new Date(start) } }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), plain.close()]);
  });

  const readClock = async (target: TTestApp) => {
    const response = await target.inject({ method: 'GET', url: '/api/test/clock' });
    return { status: response.statusCode, now: (response.json() as { now?: string }).now };
  };
  const moveClock = (target: TTestApp, payload: unknown) =>
    target.inject({ method: 'PUT', url: '/api/test/clock', payload: payload as object });

  it('exist only on a test clock', async () => {
    expect((await readClock(plain)).status).toBe(404);
    expect((await moveClock(plain, { advanceMs: 60_000 })).statusCode).toBe(404);
  });

  it('read the server time, which started at RACEPRO_NOW', async () => {
    const { status, now } = await readClock(app);
    expect(status).toBe(200);
    expect(Date.parse(now!) - Date.parse(start)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(now!) - Date.parse(start)).toBeLessThan(60_000);
  });

  it('refuse a move that is not exactly one of an instant or a bounded step, and change nothing', async () => {
    const before = Date.parse((await readClock(app)).now!);
    for (const payload of [
      {},
      { now: start, advanceMs: 1 },
      { now: 'soon' },
      { now: '1999-12-31T23:59:59Z' },
      { advanceMs: 1.5 },
      { advanceMs: 10 * 365 * 24 * 3600 * 1000 },
      { advanceMs: '60000' },
      { advanceMs: 60_000, extra: true },
    ]) {
      const response = await moveClock(app, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as { error: string }).error).toBeTruthy();
    }
    const after = Date.parse((await readClock(app)).now!);
    expect(after - before).toBeLessThan(60_000);
  });

  it('move the time every rule reads: a race can be bet on before its off and resulted after it', async () => {
    await moveClock(app, { now: '2026-06-13T13:00:00+01:00' });
    const admin = await adminCookie(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/tips',
      headers: { cookie: admin },
      payload: tipBody(
        { tipDate: '2026-06-13', raceTime: '13:05', horseName: 'Clockwork Lad' },
        '2026-06-13',
      ),
    });
    expect(created.statusCode).toBe(201);
    const tip = created.json() as { id: number };
    const today = await app.inject({ method: 'GET', url: '/api/tips/today' });
    expect(today.body).toContain('Clockwork Lad');

    const resultEarly = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${tip.id}/result`,
      headers: { cookie: admin },
      payload: { result: 'Won', sp: '5/2' },
    });
    expect(resultEarly.statusCode).toBe(409);

    const moved = await moveClock(app, { advanceMs: 6 * 60_000 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse((moved.json() as { now: string }).now)).toBeGreaterThanOrEqual(
      Date.parse('2026-06-13T13:06:00+01:00'),
    );
    const resulted = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${tip.id}/result`,
      headers: { cookie: admin },
      payload: { result: 'Won', sp: '5/2' },
    });
    expect(resulted.statusCode).toBe(200);
  });

  it('keeps sessions working on a clock set to another day (the cookie carries Max-Age, not a date)', async () => {
    await moveClock(app, { now: '2031-01-02T10:00:00Z' });
    const cookie = await loginAs(app, 'monthly@example.com');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});
