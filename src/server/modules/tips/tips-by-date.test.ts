import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTipOrLocked, ZTipList } from '~/domain/tip.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import { BREAK_UNTIL_HEADER } from './tips.routes';

/**
 * Issue 35: GET /api/tips?date=YYYY-MM-DD serves any UK day's published tips as the caller may see them, so tomorrow's
 * tips show as soon as they are published (they were invisible until midnight) and past days can be read back. The
 * clock is 09:00 UK time on Friday 20 November 2026.
 */
const clock = createClock('2026-11-20T09:00:00Z');
const TODAY = '2026-11-20';
const TOMORROW = '2026-11-21';
const YESTERDAY = '2026-11-19';
let app: TTestApp;
let admin: string;
const cookies: Record<string, string | undefined> = { guest: undefined };
const ids: Record<string, number> = {};

const resultTip = (id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/tips/${id}/result`, headers: { cookie: admin }, payload });

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  ids.today = (await createTip(app, admin, { horseName: 'Today Free', raceTime: '15:00' })).id;
  ids.tomorrowFree = (
    await createTip(app, admin, { horseName: 'Tomorrow Free', tipDate: TOMORROW, raceTime: '14:05' })
  ).id;
  ids.tomorrowMonthly = (
    await createTip(app, admin, {
      horseName: 'Tomorrow Monthly',
      tipDate: TOMORROW,
      raceTime: '15:05',
      accessLevel: 'Monthly',
      analysis: 'Secret reasoning for tomorrow',
    })
  ).id;
  // Scheduled for release this evening: not published yet.
  ids.scheduled = (
    await createTip(app, admin, {
      horseName: 'Tomorrow Later',
      tipDate: TOMORROW,
      raceTime: '16:05',
      publishAt: '2026-11-20T18:00:00Z',
    })
  ).id;
  // Yesterday: a Starter tip that won, and a Monthly tip whose result was never recorded.
  await atTime(clock, '2026-11-19T09:00:00Z', async () => {
    ids.pastWinner = (
      await createTip(app, admin, {
        horseName: 'Past Winner',
        tipDate: YESTERDAY,
        raceTime: '14:00',
        accessLevel: 'Starter',
      })
    ).id;
    ids.pastPending = (
      await createTip(app, admin, {
        horseName: 'Past Pending',
        tipDate: YESTERDAY,
        raceTime: '15:00',
        accessLevel: 'Monthly',
      })
    ).id;
  });
  const resulted = await atTime(clock, '2026-11-19T20:00:00Z', () =>
    resultTip(ids.pastWinner!, { result: 'Won', sp: '3/1' }),
  );
  expect(resulted.statusCode).toBe(200);
  for (const tier of ['free', 'starter', 'monthly', 'lifetime'])
    cookies[tier] = await loginAs(app, `${tier}@example.com`);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const get = (url: string, who = 'guest') => {
  const cookie = cookies[who];
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};
const tipsOn = async (date: string, who = 'guest'): Promise<TTipOrLocked[]> => {
  const response = await get(`/api/tips?date=${date}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return ZTipList.parse(response.json());
};
const byId = (tips: TTipOrLocked[], id: number) => tips.find((tip) => tip.id === id);

describe('tomorrow', () => {
  it("shows a tip published today for tomorrow's race under date=tomorrow, and not in today's lists", async () => {
    const tomorrow = await tipsOn(TOMORROW);
    expect(tomorrow.map((tip) => tip.id)).toEqual([ids.tomorrowFree, ids.tomorrowMonthly]);
    expect(byId(tomorrow, ids.tomorrowFree!)).toMatchObject({
      locked: false,
      horse: 'Tomorrow Free',
      date: TOMORROW,
      time: '14:05',
      startsAt: '2026-11-21T14:05:00.000Z',
    });
    for (const url of ['/api/tips/today', '/api/tips/free', `/api/tips?date=${TODAY}`]) {
      const body = (await get(url)).body;
      expect(body, url).toContain('Today Free');
      expect(body, url).not.toContain('Tomorrow Free');
    }
  });

  it('keeps a tip scheduled for later out until its release, then shows it', async () => {
    expect(byId(await tipsOn(TOMORROW), ids.scheduled!)).toBeUndefined();
    await atTime(clock, '2026-11-20T18:00:00Z', async () => {
      expect(byId(await tipsOn(TOMORROW), ids.scheduled!)).toMatchObject({ horse: 'Tomorrow Later' });
    });
  });

  it("locks tomorrow's Monthly tip for a guest, Free and Starter, and opens it for Monthly and Lifetime", async () => {
    for (const who of ['guest', 'free', 'starter']) {
      const response = await get(`/api/tips?date=${TOMORROW}`, who);
      expect(response.body, who).not.toContain('Tomorrow Monthly');
      expect(response.body, who).not.toContain('Secret reasoning for tomorrow');
      const tip = byId(ZTipList.parse(response.json()), ids.tomorrowMonthly!);
      expect(tip, who).toMatchObject({ locked: true, accessLevel: 'Monthly', racecourse: 'Ascot' });
      expect(tip).not.toHaveProperty('odds');
    }
    for (const who of ['monthly', 'lifetime']) {
      expect(byId(await tipsOn(TOMORROW, who), ids.tomorrowMonthly!), who).toMatchObject({
        locked: false,
        horse: 'Tomorrow Monthly',
        analysis: 'Secret reasoning for tomorrow',
      });
    }
  });

  it('answers with the API headers: JSON, no-store', async () => {
    const response = await get(`/api/tips?date=${TOMORROW}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('past days', () => {
  it("shows a past day's resulted tip in full to a guest, and keeps an unresulted one locked", async () => {
    const past = await tipsOn(YESTERDAY);
    expect(byId(past, ids.pastWinner!)).toMatchObject({
      locked: false,
      horse: 'Past Winner',
      accessLevel: 'Starter',
      result: 'Won',
      sp: '3/1',
    });
    expect(byId(past, ids.pastPending!)).toMatchObject({ locked: true, accessLevel: 'Monthly' });
    expect(JSON.stringify(past)).not.toContain('Past Pending');
    expect(byId(await tipsOn(YESTERDAY, 'monthly'), ids.pastPending!)).toMatchObject({
      locked: false,
      horse: 'Past Pending',
      result: null,
    });
  });

  it('answers an empty list for a day without tips, at both ends of the range', async () => {
    expect(await tipsOn('2020-01-01')).toEqual([]);
    expect(await tipsOn('2026-11-27')).toEqual([]);
  });

  it('leaves a withdrawn tip out', async () => {
    const withdrawn = await createTip(app, admin, {
      horseName: 'Withdrawn Tip',
      tipDate: TOMORROW,
      raceTime: '17:05',
    });
    expect(byId(await tipsOn(TOMORROW), withdrawn.id)).toBeDefined();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/tips/${withdrawn.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(byId(await tipsOn(TOMORROW), withdrawn.id)).toBeUndefined();
  });
});

describe('refused dates', () => {
  const BAD = [
    ['not a real day', '2026-02-30'],
    ['a two-digit year', '26-11-01'],
    ['no leading zeros', '2026-1-5'],
    ['day first', '20-11-2026'],
    ['no dashes', '20261120'],
    ['with a time', '2026-11-20T00:00'],
    ['more than 7 days ahead', '2026-11-28'],
    ['before 2020', '2019-12-31'],
    ['empty', ''],
    ['an injection', encodeURIComponent("2026-11-20' OR '1'='1")],
    ['a statement', encodeURIComponent('2026-11-20;drop table tips')],
    ['full-width digits', encodeURIComponent('２０２６-11-20')],
    ['a NUL byte', '2026-11-20%00'],
    ['very long', '2'.repeat(20_000)],
  ] as const;

  for (const path of ['/api/tips', '/api/results']) {
    it(`${path}: answers 400 with a message for a bad, missing or repeated date, never a 5xx`, async () => {
      const urls = [
        ...BAD.map(([name, date]) => [name, `${path}?date=${date}`] as const),
        ['missing', path] as const,
        ['repeated', `${path}?date=${TODAY}&date=${TOMORROW}`] as const,
      ];
      for (const [name, url] of urls) {
        const response = await get(url, 'monthly');
        expect(response.statusCode, name).toBe(400);
        const body = response.json() as { error: string; issues?: Array<{ field: string }> };
        expect(body.error, name).toMatch(/date/i);
        expect(body.error.length, name).toBeLessThan(200);
        expect(body.issues?.[0]?.field, name).toBe('date');
      }
      const ahead = (await get(`${path}?date=2026-11-28`)).json() as { error: string };
      expect(ahead.error).toBe('The date must be no more than 7 days ahead (2026-11-27 at the latest).');
      const unreal = (await get(`${path}?date=2026-02-30`)).json() as { error: string };
      expect(unreal.error).toBe('date: must be a real calendar day');
      const shape = (await get(`${path}?date=26-11-01`)).json() as { error: string };
      expect(shape.error).toBe('date: must be a day written YYYY-MM-DD, such as 2026-11-20');
    });
  }
});

describe('a member on a break', () => {
  it('gets every unrun tip held back on any day, and the public record in full', async () => {
    const member = cookies.lifetime!;
    const taken = await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      headers: { cookie: member },
      payload: { timeOut: '24h' },
    });
    expect(taken.statusCode).toBe(200);
    const until = taken.json().timeOutUntil as string;

    const tomorrow = await get(`/api/tips?date=${TOMORROW}`, 'lifetime');
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.headers[BREAK_UNTIL_HEADER]).toBe(until);
    expect(tomorrow.body).not.toContain('Tomorrow Free');
    expect(tomorrow.body).not.toContain('Tomorrow Monthly');
    const held = ZTipList.parse(tomorrow.json());
    expect(held.length).toBeGreaterThan(0);
    for (const tip of held) expect(tip).toMatchObject({ locked: true, heldUntil: until });

    const past = ZTipList.parse((await get(`/api/tips?date=${YESTERDAY}`, 'lifetime')).json());
    expect(byId(past, ids.pastWinner!)).toMatchObject({ locked: false, horse: 'Past Winner', result: 'Won' });
    expect(byId(past, ids.pastPending!)).toMatchObject({ locked: true, heldUntil: until });
  });
});
