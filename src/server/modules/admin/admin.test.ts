import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminTipPage } from '~/domain/admin-tips.contract';
import type { TTipOrLocked } from '~/domain/tip.contract';
import { createTestApp, loginAs, sessionCookieFrom, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip, tipBody } from '../../test/tips-fixtures';

const clock = createClock();
let app: TTestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  member = await loginAs(app, 'lifetime@example.com');
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('admin session', () => {
  it('check says isAdmin false for guests and members, true for the admin', async () => {
    expect((await call('GET', '/api/admin/check')).json()).toEqual({ isAdmin: false });
    expect((await call('GET', '/api/admin/check', member)).json()).toEqual({ isAdmin: false });
    expect((await call('GET', '/api/admin/check', admin)).json()).toEqual({ isAdmin: true });
  });

  it('login refuses a wrong password and a non-admin account with the same message', async () => {
    const wrong = await call('POST', '/api/admin/login', undefined, { username: 'admin', password: 'nope' });
    const notAdmin = await call('POST', '/api/admin/login', undefined, {
      username: 'lifetime',
      password: 'demo-pass',
    });
    expect(wrong.statusCode).toBe(401);
    expect(notAdmin.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORISED' });
    expect(notAdmin.json()).toEqual(wrong.json());
  });

  it('login needs both fields, and logout ends the session', async () => {
    const missing = await call('POST', '/api/admin/login', undefined, { username: '', password: '' });
    expect(missing.statusCode).toBe(400);
    const login = await call('POST', '/api/admin/login', undefined, { username: 'admin', password: 'admin' });
    expect(login.json()).toEqual({ isAdmin: true });
    const cookie = sessionCookieFrom(login);
    expect((await call('POST', '/api/admin/logout', cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/check', cookie)).json()).toEqual({ isAdmin: false });
  });
});

describe('every admin route answers 401 to guests and 403 to members', () => {
  const routes: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
    ['GET', '/api/admin/tips'],
    ['POST', '/api/admin/tips', tipBody()],
    ['POST', '/api/tips', tipBody()],
    ['PATCH', '/api/admin/tips/1/result', { result: 'Won' }],
    ['PATCH', '/api/admin/tips/1', { odds: '3/1', reason: 'typo in odds' }],
    ['GET', '/api/admin/tips/1/audit'],
    ['DELETE', '/api/tips/1'],
  ];
  for (const [method, url, payload] of routes) {
    it(`${method} ${url}`, async () => {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, member, payload)).statusCode).toBe(403);
    });
  }
});

describe('creating tips', () => {
  it.each([
    [{ raceTime: '25:00' }, 'raceTime', 'Must be in format HH:MM'],
    [{ raceTime: '2:30' }, 'raceTime', 'Must be in format HH:MM'],
    [{ confidence: 6 }, 'confidence', 'Confidence must be a number from 1 to 5'],
    [{ confidence: 0 }, 'confidence', 'Confidence must be a number from 1 to 5'],
    [{ racecourse: 'Atlantis' }, 'racecourse', 'Unknown racecourse: Atlantis'],
    [{ betType: 'Lucky 15' }, 'betType', 'Unknown bet type: Lucky 15'],
    [{ odds: '5-2' }, 'odds', 'Odds must be a fraction'],
    [{ odds: '0/1' }, 'odds', 'Odds must be a fraction'],
    [{ horseName: '' }, 'horseName', 'Horse name is required'],
    [{ accessLevel: 'Gold' }, 'accessLevel', 'Access level must be'],
    [{ tipDate: '20/11/2026' }, 'tipDate', 'Date must be YYYY-MM-DD'],
  ])('refuses %j with 400 naming %s', async (overrides, field, message) => {
    const response = await call('POST', '/api/admin/tips', admin, tipBody(overrides));
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((i: { field: string }) => i.field === field);
    expect(issue?.message).toContain(message);
  });

  it('refuses a tip for a race that has already started', async () => {
    const response = await call('POST', '/api/admin/tips', admin, tipBody({ raceTime: '08:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/already started/);
  });

  it('posts a tip with its racecard facts, and every reader sees them as a card prints them', async () => {
    const response = await call(
      'POST',
      '/api/admin/tips',
      admin,
      tipBody({
        horseName: 'Card Facts',
        raceTime: '16:20',
        raceName: 'Bramble Ales Handicap Hurdle',
        raceType: 'hurdle',
        raceClass: '3',
        distance: '2m 4½f',
        going: 'good to soft',
        jockey: 'Megan Doyle',
        trainer: 'Paul Whitaker',
        age: '6',
        weight: '11-7',
        officialRating: 128,
        form: '21-3f1',
      }),
    );
    expect(response.statusCode).toBe(201);
    const tip = (
      (await call('GET', '/api/tips/today', await loginAs(app, 'free@example.com'))).json() as TTipOrLocked[]
    ).find((t) => !t.locked && t.horse === 'Card Facts');
    expect(tip).toMatchObject({
      race: {
        name: 'Bramble Ales Handicap Hurdle',
        type: 'Hurdle',
        raceClass: 'Class 3',
        distanceYards: 4510,
        going: 'Good to Soft',
      },
      runner: {
        jockey: 'Megan Doyle',
        trainer: 'Paul Whitaker',
        age: 6,
        weightLb: 161,
        draw: null,
        officialRating: 128,
        form: '21-3F1',
      },
    });
  });

  it.each([
    [{ going: 'Yielding' }, 'going', 'official description'],
    [{ raceType: 'Sprint' }, 'raceType', 'Flat, Hurdle, Chase or NH Flat'],
    [{ raceClass: '9' }, 'raceClass', 'Class must be'],
    [{ distance: '9m' }, 'distance', 'Distance must be'],
    [{ weight: '15-0' }, 'weight', 'Weight must be'],
    [{ form: '12x' }, 'form', 'Form uses'],
    [{ age: 1 }, 'age', 'Age must be a whole number from 2 to 20'],
    [{ draw: '0' }, 'draw', 'Draw must be'],
    [{ officialRating: 'high' }, 'officialRating', 'Official Rating must be'],
    [{ jockey: 'J'.repeat(61) }, 'jockey', 'too long'],
    [{ raceType: 'Chase', draw: 4 }, 'draw', 'Only Flat races have a draw'],
  ])('refuses racecard fact %j', async (facts, field, message) => {
    const response = await call(
      'POST',
      '/api/admin/tips',
      admin,
      tipBody({ horseName: 'Bad Facts', raceTime: '16:25', ...facts }),
    );
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((i: { field: string }) => i.field === field);
    expect(issue?.message).toContain(message);
  });

  it('records no result before the off', async () => {
    const tip = await createTip(app, admin, { horseName: 'Not Off Yet', raceTime: '16:30' });
    clock.set('2026-11-20T16:29:59Z');
    try {
      const early = await call('PATCH', `/api/admin/tips/${tip.id}/result`, admin, { result: 'Won' });
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe(
        'This race has not started yet: its result can be recorded after the off at 16:30',
      );
      clock.set('2026-11-20T16:30:00Z');
      const atTheOff = await call('PATCH', `/api/admin/tips/${tip.id}/result`, admin, { result: 'Won' });
      expect(atTheOff.statusCode).toBe(200);
    } finally {
      clock.set('2026-11-20T09:00:00Z');
    }
  });

  it('creates a tip from the admin form spellings (Premium = Starter, Each-Way, stake default)', async () => {
    const response = await call(
      'POST',
      '/api/admin/tips',
      admin,
      tipBody({
        accessLevel: 'Premium',
        betType: 'Each-Way',
        stake: '',
        horseName: 'Form Spelling',
        raceTime: '16:45',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      accessLevel: 'Starter',
      betType: 'Each Way',
      horse: 'Form Spelling',
      result: null,
    });
  });

  it('POST /api/tips accepts the first form spellings for an admin', async () => {
    const response = await call(
      'POST',
      '/api/tips',
      admin,
      tipBody({
        betType: 'E/W (Each Way)',
        stake: 'NAP (Max)',
        accessLevel: 'Monthly (£7.99/month)',
        horseName: 'First Form',
        raceTime: '17:15',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ accessLevel: 'Monthly', betType: 'Each Way' });
  });
});

describe('listing, results, corrections and deletion', () => {
  let tipId: number;
  beforeAll(async () => {
    tipId = (await createTip(app, admin, { horseName: 'Result Runner', raceTime: '13:30' })).id;
    await createTip(app, admin, { horseName: 'Premium Pick', raceTime: '13:40', accessLevel: 'Monthly' });
  });

  it('filters on the server and paginates', async () => {
    const all = ZAdminTipPage.parse(
      (await call('GET', '/api/admin/tips?filter=all&pageSize=2&page=1', admin)).json(),
    );
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.tips).toHaveLength(2);
    const page2 = ZAdminTipPage.parse(
      (await call('GET', '/api/admin/tips?filter=all&pageSize=2&page=2', admin)).json(),
    );
    expect(page2.tips.map((t) => t.id)).not.toContain(all.tips[0]!.id);
    const premium = ZAdminTipPage.parse((await call('GET', '/api/admin/tips?filter=premium', admin)).json());
    expect(premium.tips.every((t) => t.accessLevel !== 'Free')).toBe(true);
    const free = ZAdminTipPage.parse((await call('GET', '/api/admin/tips?filter=free', admin)).json());
    expect(free.tips.every((t) => t.accessLevel === 'Free')).toBe(true);
    expect(free.total + premium.total).toBe(all.total);
    expect((await call('GET', '/api/admin/tips?filter=bogus', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/tips?pageSize=1000', admin)).statusCode).toBe(400);
  });

  it('records a result with the extras, and pending/resulted filters follow it', async () => {
    const response = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tipId}/result`, admin, {
        result: 'Placed',
        resultComment: 'Ran on late',
        deadHeat: 2,
        deadHeatPosition: 3,
        rule4Pence: 15,
        sp: '9/2',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      result: 'Placed',
      resultComment: 'Ran on late',
      deadHeat: 2,
      deadHeatPosition: 3,
      rule4Pence: 15,
      sp: '9/2',
    });
    const resulted = ZAdminTipPage.parse(
      (await call('GET', '/api/admin/tips?filter=resulted', admin)).json(),
    );
    expect(resulted.tips.map((t) => t.id)).toContain(tipId);
    const pending = ZAdminTipPage.parse((await call('GET', '/api/admin/tips?filter=pending', admin)).json());
    expect(pending.tips.map((t) => t.id)).not.toContain(tipId);
  });

  it.each([
    [{ result: 'Fell' }, 'result'],
    [{ result: 'Won', rule4Pence: 95 }, 'rule4Pence'],
    [{ result: 'Won', deadHeat: 1 }, 'deadHeat'],
    [{ result: 'Won', sp: 'evens-ish' }, 'sp'],
    [{ result: 'Won', deadHeat: 2, deadHeatPosition: 2 }, 'deadHeatPosition'],
    [{ result: 'Placed', deadHeat: 2 }, 'deadHeatPosition'],
    [{ result: 'Lost', deadHeat: 2 }, 'deadHeat'],
    [{ result: 'Won', deadHeatPosition: 1 }, 'deadHeat'],
  ])('refuses a bad result body %j', async (payload, field) => {
    const response = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tipId}/result`, admin, payload),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
  });

  it('changing a recorded result needs a reason, and every change is audited', async () => {
    const noReason = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tipId}/result`, admin, { result: 'Won' }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues).toEqual([
      { field: 'reason', message: 'Say why the recorded result is being corrected' },
    ]);
    const corrected = await atTime(clock, AFTER_RACING, () =>
      call('PATCH', `/api/admin/tips/${tipId}/result`, admin, {
        result: 'Won',
        reason: 'Photo finish reversed',
      }),
    );
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().result).toBe('Won');
    const audit = (await call('GET', `/api/admin/tips/${tipId}/audit`, admin)).json() as Array<{
      action: string;
      before: string;
      after: string;
      reason: string | null;
    }>;
    expect(audit.map((a) => a.action)).toEqual(['result', 'result']);
    expect(JSON.parse(audit[1]!.before).result).toBe('Placed');
    expect(JSON.parse(audit[1]!.after).result).toBe('Won');
    expect(audit[1]!.reason).toBe('Photo finish reversed');
  });

  it('corrects a published tip only with a reason, keeping the old values in the audit', async () => {
    expect((await call('PATCH', `/api/admin/tips/${tipId}`, admin, { odds: '3/1' })).statusCode).toBe(400);
    const response = await call('PATCH', `/api/admin/tips/${tipId}`, admin, {
      odds: '3/1',
      reason: 'Price was 3/1 at publication',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ odds: '3/1', horse: 'Result Runner', result: 'Won' });
    const audit = (await call('GET', `/api/admin/tips/${tipId}/audit`, admin)).json() as Array<{
      action: string;
      before: string;
    }>;
    expect(audit.at(-1)!.action).toBe('correction');
    expect(JSON.parse(audit.at(-1)!.before)).toMatchObject({ odds: '5/2', horse: 'Result Runner' });
  });

  it('will not move a resulted tip to another horse (its result would vanish from the record)', async () => {
    const response = await call('PATCH', `/api/admin/tips/${tipId}`, admin, {
      horseName: 'Someone Else',
      reason: 'Wrong horse typed',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/selection cannot change/);
  });

  it('moves an unresulted tip to the corrected horse', async () => {
    const tip = await createTip(app, admin, { horseName: 'Typo Horse', raceTime: '18:10' });
    const response = await call('PATCH', `/api/admin/tips/${tip.id}`, admin, {
      horseName: 'Typo Horsey',
      reason: 'Spelling',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().horse).toBe('Typo Horsey');
  });

  it('will not delete a resulted tip (it is part of the track record)', async () => {
    const response = await call('DELETE', `/api/tips/${tipId}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/track record/);
  });

  it('will not delete a published tip once its race has started, but will before the off', async () => {
    const early = await createTip(app, admin, { horseName: 'Early Bird', raceTime: '09:30' });
    const late = await createTip(app, admin, { horseName: 'Late Bird', raceTime: '19:30' });
    clock.set('2026-11-20T09:45:00Z');
    try {
      const refused = await call('DELETE', `/api/tips/${early.id}`, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/started/);
      expect((await call('DELETE', `/api/tips/${late.id}`, admin)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/tips/${late.id}`, admin)).statusCode).toBe(404);
      const today = await call('GET', '/api/tips/today', admin);
      expect(today.body).not.toContain('Late Bird');
    } finally {
      clock.set('2026-11-20T09:00:00Z');
    }
  });

  it('answers 404 for an unknown tip and 400 for a malformed id', async () => {
    expect((await call('PATCH', '/api/admin/tips/999999/result', admin, { result: 'Won' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/tips/999999', admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/tips/abc', admin)).statusCode).toBe(400);
  });
});
