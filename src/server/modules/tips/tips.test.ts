import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTipList } from '~/domain/tip.contract';
import { ZTipStats } from '~/domain/track-record.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

const clock = createClock();
let app: TTestApp;
let admin: string;
const cookies: Record<string, string | undefined> = {};
const HORSES = {
  Free: 'Free Spirit',
  Starter: 'Starter Gun',
  Monthly: 'Monthly Magic',
  Lifetime: 'Lifetime Legend',
} as const;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  let minute = 10;
  for (const [accessLevel, horseName] of Object.entries(HORSES)) {
    await createTip(app, admin, {
      accessLevel,
      horseName,
      raceTime: `15:${minute}`,
      analysis: `Secret analysis for ${horseName}`,
    });
    minute += 10;
  }
  cookies.guest = undefined;
  for (const tier of ['free', 'starter', 'monthly', 'lifetime'])
    cookies[tier] = await loginAs(app, `${tier}@example.com`);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who: string) => {
  const cookie = cookies[who];
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};

// Which tips each caller may see in full.
const ACCESS: Record<string, Array<keyof typeof HORSES>> = {
  guest: ['Free'],
  free: ['Free'],
  starter: ['Free', 'Starter'],
  monthly: ['Free', 'Starter', 'Monthly'],
  lifetime: ['Free', 'Starter', 'Monthly', 'Lifetime'],
};

describe('entitlements are enforced on the server', () => {
  for (const [who, visible] of Object.entries(ACCESS)) {
    it(`${who}: full tips only at their tier, locked teasers without horse, odds or analysis otherwise`, async () => {
      for (const url of ['/api/tips/today', '/api/tips/premium', '/api/tips/free', '/api/races/today']) {
        const response = await get(url, who);
        expect(response.statusCode, url).toBe(200);
        for (const [level, horse] of Object.entries(HORSES)) {
          const shouldSee = visible.includes(level as keyof typeof HORSES);
          if (!shouldSee) {
            expect(response.body, `${who} ${url} leaks ${horse}`).not.toContain(horse);
            expect(response.body).not.toContain(`Secret analysis for ${horse}`);
          }
        }
        if (url === '/api/races/today') continue;
        const tips = ZTipList.parse(response.json());
        for (const tip of tips) {
          const shouldSee = visible.includes(tip.accessLevel);
          expect(tip.locked).toBe(!shouldSee);
          if (tip.locked) {
            expect(Object.keys(tip).sort()).toEqual([
              'accessLevel',
              'category',
              'confidence',
              'date',
              'id',
              'locked',
              'race',
              'raceId',
              'racecourse',
              'startsAt',
              'time',
            ]);
            // The race's card facts are public; nothing about the runner is.
            expect(Object.keys(tip.race).sort()).toEqual([
              'distanceYards',
              'going',
              'name',
              'raceClass',
              'runners',
              'type',
            ]);
          } else {
            expect(tip.horse).toBe(HORSES[tip.accessLevel]);
          }
        }
      }
    });
  }

  it('splits premium and free lists by access level', async () => {
    const free = ZTipList.parse((await get('/api/tips/free', 'lifetime')).json());
    const premium = ZTipList.parse((await get('/api/tips/premium', 'lifetime')).json());
    expect(free.map((t) => t.accessLevel)).toEqual(['Free']);
    expect(premium.map((t) => t.accessLevel).sort()).toEqual(['Lifetime', 'Monthly', 'Starter']);
  });

  it('accepts the spec clients cache-busting query', async () => {
    const response = await get('/api/tips/premium?t=1732262400000', 'monthly');
    expect(response.statusCode).toBe(200);
    expect(ZTipList.parse(response.json())).toHaveLength(3);
  });

  it('an expired Monthly subscription sees what Free sees', async () => {
    const expired = createClock('2027-03-01T09:00:00Z');
    const later = await createTestApp({ clock: expired.now });
    try {
      const cookie = await loginAs(later, 'monthly@example.com');
      const me = await later.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().subscription).toMatchObject({ tier: 'Free' });
    } finally {
      await later.close();
    }
  });
});

describe('a plan that ends while its session is cached', () => {
  it('the caller falls to Free the moment the Monthly plan ends, without waiting for the session cache', async () => {
    const own = createClock('2026-11-20T09:00:00Z');
    const other = await createTestApp({ clock: own.now });
    try {
      await createTip(other, await adminCookie(other), {
        accessLevel: 'Monthly',
        horseName: 'Ends At Noon',
        raceTime: '15:00',
      });
      await other.database.db.execute(
        sql`update subscriptions set end_date = '2026-11-20T12:00:00Z' where user_id = (select id from users where email = 'monthly@example.com')`,
      );
      own.set('2026-11-20T11:59:50Z');
      const cookie = await loginAs(other, 'monthly@example.com');
      const today = () => other.inject({ method: 'GET', url: '/api/tips/today', headers: { cookie } });
      expect((await today()).body).toContain('Ends At Noon');
      own.set('2026-11-20T12:00:01Z');
      const after = await today();
      expect(after.body).not.toContain('Ends At Noon');
      expect(ZTipList.parse(after.json())[0]).toMatchObject({ locked: true, accessLevel: 'Monthly' });
    } finally {
      await other.close();
    }
  });
});

describe('today and results', () => {
  it('sends the cached list compressed when the caller accepts it, decoding to the same JSON', async () => {
    const plain = await get('/api/tips/today', 'lifetime');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toBe('accept-encoding');
    const cookie = cookies.lifetime!;
    const br = await app.inject({
      method: 'GET',
      url: '/api/tips/today',
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/tips/today',
      headers: { cookie, 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('lists tips in race-time order with the spec fields', async () => {
    const tips = ZTipList.parse((await get('/api/tips/today', 'lifetime')).json());
    expect(tips.map((t) => t.time)).toEqual(['15:10', '15:20', '15:30', '15:40']);
    const first = tips[0]!;
    expect(first).toMatchObject({
      locked: false,
      racecourse: 'Ascot',
      odds: '5/2',
      tipster: 'RacePro Team',
      category: 'NAP',
      betType: 'Win',
      confidence: 4,
      result: null,
    });
    expect(first.locked === false && first.raceEntryId).toBeGreaterThan(0);
  });

  it('does not show a tip scheduled for later until its release time', async () => {
    const scheduled = await createTip(app, admin, {
      horseName: 'Later Release',
      raceTime: '18:00',
      publishAt: '2026-11-20T10:00:00Z',
    });
    expect((await get('/api/tips/today', 'lifetime')).body).not.toContain('Later Release');
    clock.set('2026-11-20T10:00:01Z');
    expect((await get('/api/tips/today', 'lifetime')).body).toContain('Later Release');
    clock.set('2026-11-20T09:00:00Z');
    await app.inject({ method: 'DELETE', url: `/api/tips/${scheduled.id}`, headers: { cookie: admin } });
  });

  it('a result recorded by the admin is visible on the next (cached) read', async () => {
    const before = ZTipList.parse((await get('/api/tips/today', 'free')).json());
    const free = before.find((t) => !t.locked)!;
    expect(free.locked === false && free.result).toBeNull();
    const patch = await atTime(clock, AFTER_RACING, () =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/tips/${free.id}/result`,
        headers: { cookie: admin },
        payload: { result: 'Won', resultComment: 'Made all', sp: '3/1' },
      }),
    );
    expect(patch.statusCode).toBe(200);
    const after = ZTipList.parse((await get('/api/tips/today', 'free')).json()).find(
      (t) => t.id === free.id,
    )!;
    expect(after).toMatchObject({ result: 'Won', resultComment: 'Made all', sp: '3/1' });
  });

  it('races today lists the race of a locked tip but not its horse', async () => {
    const races = (await get('/api/races/today', 'free')).json() as Array<{
      time: string;
      entries: Array<{ horse: string }>;
    }>;
    expect(races.map((r) => r.time)).toEqual(expect.arrayContaining(['15:10', '15:20', '15:30', '15:40']));
    expect(races.find((r) => r.time === '15:20')!.entries).toEqual([]);
    expect(races.find((r) => r.time === '15:10')!.entries.map((e) => e.horse)).toEqual(['Free Spirit']);
  });
});

describe('track record', () => {
  it('is computed from results and withholds percentages under 20 runs', async () => {
    const response = await get('/api/tips/stats', 'guest');
    expect(response.statusCode).toBe(200);
    const stats = ZTipStats.parse(response.json());
    expect(stats.allTime).toMatchObject({
      settled: 1,
      winners: 1,
      strikeRate: null,
      roi: null,
      hasEnoughResults: false,
      profitPoints: 2.5,
    });
    expect(stats.allTime.profitPointsSp).toBe(3);
    expect(stats.byCategory.map((c) => c.name)).toEqual(['NAP']);
    expect(stats.series).toEqual([{ date: '2026-11-20', profitPoints: 2.5 }]);
    expect(response.body).not.toContain('Monthly Magic');
  });
});
