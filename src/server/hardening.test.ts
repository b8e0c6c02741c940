import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ukDate } from '~/domain/uk-time';
import { bets } from './db/schema';
import { createTestApp, loginAs, type TTestApp } from './test/test-app';
import { adminCookie, createClock, createTip, tipBody } from './test/tips-fixtures';

/**
 * Issue 8's regressions, tried from outside as the review did: one-request denial of service, authorisation before
 * validation, int4 ids, money overflow, slow bodies, the decoded /api prefix, page 404s and what guests can learn.
 */
const clock = createClock();
const today = ukDate(clock.now());
let app: TTestApp;
let admin: string;
let member: string;
const routes: RouteOptions[] = [];

const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, onRoute: (route) => routes.push(route) });
  admin = await adminCookie(app);
  member = await loginAs(app, 'monthly@example.com');
});
afterAll(async () => {
  await app.close();
});

/** Routes anyone may call (everything else needs a session, and /admin/* an administrator). */
const PUBLIC = new Set([
  'GET /api/site',
  'GET /api/health',
  'GET /api/tips/today',
  'GET /api/tips/free',
  'GET /api/tips/premium',
  'GET /api/tips/stats',
  'GET /api/tips',
  'GET /api/results',
  'GET /api/races/today',
  'GET /api/races/:id',
  'GET /api/entries/results',
  'POST /api/auth/signup',
  'POST /api/auth/verify-email',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'GET /api/auth/refresh',
  'GET /api/plans',
  'GET /api/promo/early-adopter-count',
  'POST /api/chat',
  'POST /api/payments/webhook',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/check',
  'GET /api/push/public-key',
  // The e-mails' one-click unsubscribe (RFC 8058): the signed token in the address is the authority, no session.
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
]);
/** Times in milliseconds since 1970, bounded at 2100 (past the 1e12 rule): a browser's push subscription end. */
const EPOCH_MS = new Set(['POST /api/push/subscribe body.expirationTime']);
const YEAR_2100_MS = Date.UTC(2100, 0, 1);
const ADMIN_ONLY = (key: string) =>
  key.includes(' /api/admin/') || key === 'POST /api/tips' || key === 'DELETE /api/tips/:id';

const apiRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/'))
    .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, route: r })))
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, route }) => ({ key: `${method} ${route.url}`, method, route }));

/** Every string and number a caller can send must have a bound; returns the paths that lack one. */
const unbounded = (schema: z.ZodType | undefined, at: string): string[] => {
  if (!schema) return [];
  // biome-ignore lint/suspicious/noExplicitAny: walking zod's internal definition tree.
  const node = schema as any;
  const def = node._zod.def;
  switch (def.type) {
    case 'string':
      return node.maxLength === null || node.maxLength > 10_000 ? [`${at} (string without .max)`] : [];
    case 'number':
      return node.maxValue === null ||
        node.maxValue > (EPOCH_MS.has(at) ? YEAR_2100_MS : 1e12) ||
        node.minValue === null
        ? [`${at} (number without bounds)`]
        : [];
    case 'object':
      return Object.entries(def.shape).flatMap(([key, value]) =>
        unbounded(value as z.ZodType, `${at}.${key}`),
      );
    case 'array': {
      const max = (def.checks ?? []).find(
        (c: { _zod: { def: { check: string } } }) => c._zod.def.check === 'max_length',
      );
      return [...(max ? [] : [`${at} (array without .max)`]), ...unbounded(def.element, `${at}[]`)];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unbounded(def.innerType, at);
    case 'pipe':
      return unbounded(def.in, at);
    case 'union':
      return def.options.flatMap((option: z.ZodType, i: number) => unbounded(option, `${at}|${i}`));
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
      return [];
    default:
      return [`${at} (${def.type} is not checked)`];
  }
};

describe('every API contract bounds what a caller can send', () => {
  it('has a maximum on every string, array and number in every body, query and path', () => {
    const problems = apiRoutes().flatMap(({ key, route }) => {
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      return [
        ...unbounded(schema.body, `${key} body`),
        ...unbounded(schema.querystring, `${key} query`),
        ...unbounded(schema.params, `${key} params`),
      ];
    });
    expect(problems).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(25);
  });
});

describe('authorisation comes before validation', () => {
  const hostile = { accessLevel: 'x'.repeat(128 * 1024), ids: '1'.repeat(5000), bets: 'nope' };
  const urlOf = (url: string) => url.replace(':id', '1');

  it('answers 401 to a guest on every member and admin route, whatever the body', async () => {
    const guarded = apiRoutes().filter(({ key }) => !PUBLIC.has(key));
    expect(guarded.length).toBeGreaterThan(15);
    for (const { key, method, route } of guarded) {
      const response = await call(
        method,
        urlOf(route.url),
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : hostile,
      );
      expect(response.statusCode, key).toBe(401);
      expect(response.json().error, key).toBe('Sign in to continue');
    }
  });

  it('answers 403 to a member on every admin route, whatever the body', async () => {
    const adminRoutes = apiRoutes().filter(({ key }) => !PUBLIC.has(key) && ADMIN_ONLY(key));
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const { key, method, route } of adminRoutes) {
      const response = await call(
        method,
        urlOf(route.url),
        member,
        method === 'GET' || method === 'DELETE' ? undefined : hostile,
      );
      expect(response.statusCode, key).toBe(403);
    }
  });

  it('a 128 KB access level from a guest is refused before any parsing; from an admin, by its length rule', async () => {
    const body = tipBody({ accessLevel: `Free${' ('.repeat(64 * 1024)}` });
    const guest = await call('POST', '/api/tips', undefined, body);
    expect(guest.statusCode).toBe(401);
    const asAdmin = await call('POST', '/api/tips', admin, body);
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().issues).toEqual([
      { field: 'accessLevel', message: 'Access level must be Free, Starter, Monthly, Lifetime or Premium' },
    ]);
  });

  it('quotes at most 40 characters of the caller input back in an error', async () => {
    const racecourse = `Nowhere${'z'.repeat(50)}`;
    const response = await call('POST', '/api/tips', admin, tipBody({ racecourse }));
    expect(response.statusCode).toBe(400);
    const message = response.json().issues[0].message as string;
    expect(message).toBe(`Unknown racecourse: ${racecourse.slice(0, 40)}...`);
    const notFound = await call('GET', `/api/${'q'.repeat(300)}`);
    expect(notFound.json().error.length).toBeLessThan(70);
  });
});

describe('ids are int4 identities written in plain digits', () => {
  it.each(['2147483648', '99999999999', '0', '0x1f', '1e1', '+10', '010', '-1', '1.5', ' 1'])(
    'refuses %j with 400 on every route that takes an id, never 500',
    async (id) => {
      const encoded = encodeURIComponent(id);
      for (const [method, url, cookie] of [
        ['GET', `/api/entries/results?ids=${encoded}`, undefined],
        ['GET', `/api/entries/results?ids=1,${encoded}`, undefined],
        ['PATCH', `/api/admin/tips/${encoded}/result`, admin],
        ['PATCH', `/api/admin/tips/${encoded}`, admin],
        ['GET', `/api/admin/tips/${encoded}/audit`, admin],
        ['DELETE', `/api/tips/${encoded}`, admin],
      ] as const) {
        const payload = method === 'PATCH' ? { result: 'Won', reason: 'testing ids' } : undefined;
        const response = await call(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(400);
      }
    },
  );

  it('refuses out-of-range ids in JSON bodies with 400', async () => {
    const bet = await call('POST', '/api/bets', member, {
      raceEntryId: 2_147_483_648,
      type: 'Win',
      odds: '5/2',
      stake: 10,
      potentialReturn: 35,
    });
    expect(bet.statusCode).toBe(400);
    const imported = await call('POST', '/api/bets/import', member, {
      bets: [{ clientRef: crypto.randomUUID(), raceEntryId: 1e10, type: 'Win', odds: '5/2', stake: 1 }],
    });
    expect(imported.statusCode).toBe(400);
  });

  it('answers the largest id with 404 or an empty answer, not 500', async () => {
    expect((await call('GET', '/api/entries/results?ids=2147483647')).json()).toEqual([]);
    expect((await call('DELETE', '/api/tips/2147483647', admin)).statusCode).toBe(404);
  });
});

describe('money fits what the database stores', () => {
  it('takes a £100,000 win bet at 250/1 (a £25.1m return) and refuses odds beyond 1000/1', async () => {
    const tip = await createTip(app, admin, { horseName: 'Rank Outsider', raceTime: '16:10', odds: '250/1' });
    const entryId = (
      (await call('GET', '/api/tips/today', member)).json() as Array<{ id: number; raceEntryId: number }>
    ).find((t) => t.id === tip.id)!.raceEntryId;
    const placed = await call('POST', '/api/bets', member, {
      raceEntryId: entryId,
      type: 'Win',
      odds: '250/1',
      stake: 100_000,
      potentialReturn: 25_100_000,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().potentialReturn).toBe(25_100_000);
    const tooLong = await call(
      'POST',
      '/api/tips',
      admin,
      tipBody({ horseName: 'Moonshot', odds: '1001/1', raceTime: '16:20' }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({
      field: 'odds',
      message: 'Odds must be between 1/100 and 1000/1',
    });
  });

  it('refuses a stake over £100,000 or with part-pennies, naming the limit', async () => {
    for (const [stake, message] of [
      [100_000.01, 'must be at most £100,000.00'],
      [1e300, 'must be at most £100,000.00'],
      [0.001, 'must be at least £0.10'],
      [12.345, 'must have at most 2 decimal places'],
    ] as const) {
      const response = await call('POST', '/api/bets', member, {
        raceEntryId: 1,
        type: 'Win',
        odds: '5/2',
        stake,
        potentialReturn: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0]).toMatchObject({ field: 'stake', message });
    }
  });

  it('keeps working after more than £21.5m (2^31 pence) is staked in a UK day', async () => {
    const tip = await createTip(app, admin, {
      horseName: 'Big Day Out',
      raceTime: '16:40',
      odds: '4/1',
      runners: 10,
    });
    const entryId = (
      (await call('GET', '/api/tips/today', member)).json() as Array<{ id: number; raceEntryId: number }>
    ).find((t) => t.id === tip.id)!.raceEntryId;
    const me = (await call('GET', '/api/auth/me', member)).json();
    const before = (await call('GET', '/api/user/limits', member)).json().stakedToday as number;
    // 110 each-way bets of £100,000 (£200,000 each), as the review placed them, written directly to save time.
    await app.database.db.insert(bets).values(
      Array.from({ length: 110 }, () => ({
        userId: me.user.id,
        entryId,
        type: 'Each Way' as const,
        oddsText: '4/1',
        oddsNum: 4,
        oddsDen: 1,
        stakePence: 10_000_000,
        totalStakePence: 20_000_000,
        potentialReturnPence: 60_000_000,
        createdAt: clock.now(),
      })),
    );
    const limits = await call('GET', '/api/user/limits', member);
    expect(limits.statusCode).toBe(200);
    expect(limits.json().stakedToday).toBe(before + 22_000_000);
    const another = await call('POST', '/api/bets', member, {
      raceEntryId: entryId,
      type: 'Each Way',
      odds: '4/1',
      stake: 100_000,
      // 10 runners: win £500,000 + place at 1/5 the odds £180,000.
      potentialReturn: 680_000,
    });
    expect(another.statusCode).toBe(201);
    expect((await call('GET', '/api/user/limits', member)).json().stakedToday).toBe(before + 22_200_000);
  });
});

describe('the API is the API however its path is spelt', () => {
  it('gives /%61pi/... the API headers, no-store and the session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: { email: 'free@example.com', password: 'demo-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    const cookie = `racepro_session=${response.cookies[0]!.value}`;
    const me = await app.inject({ method: 'GET', url: '/%61pi/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('free@example.com');
  });

  it('answers an unknown API path with JSON 404 and the API headers', async () => {
    const response = await call('GET', '/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('what a guest can learn', () => {
  it('a premium tip shows nothing to those without access until its race is resulted, then is public', async () => {
    const premium = await createTip(app, admin, {
      horseName: 'Locked Away',
      raceTime: '12:00',
      accessLevel: 'Monthly',
    });
    const free = await createTip(app, admin, { horseName: 'Open Book', raceTime: '12:05' });
    const lifetime = await loginAs(app, 'lifetime@example.com');
    const all = (await call('GET', '/api/tips/today', lifetime)).json() as Array<{
      id: number;
      raceEntryId: number;
    }>;
    const premiumEntry = all.find((t) => t.id === premium.id)!.raceEntryId;
    const freeEntry = all.find((t) => t.id === free.id)!.raceEntryId;
    const ids = `${premiumEntry},${freeEntry}`;
    const starter = await loginAs(app, 'starter@example.com');
    const outcomeIds = async (cookie?: string) =>
      ((await call('GET', `/api/entries/results?ids=${ids}`, cookie)).json() as Array<{ id: number }>)
        .map((o) => o.id)
        .sort();
    const guestView = async () =>
      ((await call('GET', '/api/tips/today')).json() as Array<{ id: number; locked: boolean }>).find(
        (t) => t.id === premium.id,
      );

    clock.set(`${today}T12:30:00Z`);
    // Off, but not yet resulted: still nothing.
    expect(await outcomeIds()).toEqual([freeEntry]);
    expect(await outcomeIds(starter)).toEqual([freeEntry]);
    expect(await guestView()).toMatchObject({ locked: true });
    expect(JSON.stringify(await guestView())).not.toContain('Locked Away');

    await call('PATCH', `/api/admin/tips/${premium.id}/result`, admin, { result: 'Won', sp: '5/1' });
    await call('PATCH', `/api/admin/tips/${free.id}/result`, admin, { result: 'Lost' });

    expect(await outcomeIds(member)).toEqual([premiumEntry, freeEntry].sort());
    expect(await outcomeIds()).toEqual([premiumEntry, freeEntry].sort());
    expect(await outcomeIds(starter)).toEqual([premiumEntry, freeEntry].sort());
    expect(await guestView()).toMatchObject({
      locked: false,
      horse: 'Locked Away',
      result: 'Won',
      sp: '5/1',
    });
    clock.set('2026-11-20T09:00:00Z');
  });

  it('lists no race in /api/races/today until one of its tips is released', async () => {
    const releaseAt = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    await createTip(app, admin, {
      horseName: 'Not Yet',
      raceTime: '19:45',
      racecourse: 'Wolverhampton',
      publishAt: releaseAt,
    });
    const before = (await call('GET', '/api/races/today')).json() as Array<{
      racecourse: string;
      time: string;
    }>;
    expect(before.some((r) => r.racecourse === 'Wolverhampton' && r.time === '19:45')).toBe(false);
    clock.advanceMinutes(61);
    const after = (await call('GET', '/api/races/today')).json() as Array<{
      racecourse: string;
      time: string;
    }>;
    expect(after.some((r) => r.racecourse === 'Wolverhampton' && r.time === '19:45')).toBe(true);
    clock.set('2026-11-20T09:00:00Z');
  });
});

const SCREEN_BODY = `<p>${'Form, going and the draw. '.repeat(80)}</p>`;

describe('pages', () => {
  let webApp: TTestApp;
  beforeAll(async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-web-'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><title>RacePro</title></head><body><div id="root"><!--root--><div>bars</div><!--/root--></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webRoot, 'prerendered.json'),
      // Over the compression threshold, as a real screen is (some 40 KB).
      JSON.stringify({
        guest: {
          '/': `<main><h1>Home ahead</h1>${SCREEN_BODY}</main>`,
          '/tips': `<main><h1>Tips ahead</h1>${SCREEN_BODY}</main>`,
        },
        member: { '/my-bets': `<main><h1>My Bets ahead</h1>${SCREEN_BODY}</main>` },
      }),
    );
    fs.writeFileSync(
      path.join(webRoot, 'route-preloads.json'),
      JSON.stringify({
        '/': { js: ['/assets/home-page-abc.js'], css: [] },
        '/tips': {
          js: ['/assets/tips-page-def.js', '/assets/tabs-123.js'],
          css: ['/assets/tips-9.css'],
          stages: ['/assets/tabs-123.js'],
        },
        '/admin/*': { js: ['/assets/admin-page-ghi.js'], css: [] },
        '/learn/:moduleId/:lessonId': { js: ['/assets/learn-screens-jkl.js'], css: [] },
        '*': { js: ['/assets/not-found-page-mno.js'], css: [] },
      }),
    );
    webApp = await createTestApp({ demo: false, config: { webRoot } });
  });
  afterAll(async () => {
    await webApp.close();
  });

  it.each(['/', '/tips', '/my-bets', '/admin/anything/deep', '/tools/betting-guide', '/tips/'])(
    'answers the client route %s with the shell and 200',
    async (url) => {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it.each([
    ['/', ['/assets/home-page-abc.js']],
    ['/tips/', ['/assets/tips-page-def.js', '/assets/tabs-123.js']],
    ['/admin/anything/deep', ['/assets/admin-page-ghi.js']],
    ['/learn/betting/each-way', ['/assets/learn-screens-jkl.js']],
    ['/my-bets', []],
    ['/no-such-page', ['/assets/not-found-page-mno.js']],
  ])('announces the screen code for %s in the page head (%j), nothing else', async (url, files) => {
    const response = await webApp.inject({ method: 'GET', url });
    const listed = [...response.body.matchAll(/<meta name="racepro-preload" content="([^"]+)">/g)].flatMap(
      (match) => match[1]!.split(' '),
    );
    expect(listed).toEqual(files);
    // Listed for the boot file to preload once the page has painted, never fetched ahead of the first paint.
    expect(response.body).not.toContain('modulepreload');
    expect(response.body.indexOf('racepro-preload')).toBeLessThan(response.body.indexOf('</head>') + 1);
    if (url === '/tips/') {
      expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/tips-9.css">');
      // The screen's large chunks, for the boot program to evaluate a task apart.
      expect(response.body).toContain('<meta name="racepro-stages" content="/assets/tabs-123.js">');
    } else expect(response.body).not.toContain('racepro-stages');
  });

  it.each([
    ['/', '/', 'Home ahead'],
    ['/tips/', '/tips', 'Tips ahead'],
  ])(
    'gives a guest the screen %s rendered ahead in #root, named by its path, compressed',
    async (url, screenPath, heading) => {
      const response = await webApp.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.body).toContain(
        `<div id="root"><div data-rendered-ahead="${screenPath}" inert style="display:contents"><main><h1>${heading}</h1>${SCREEN_BODY}</main></div></div>`,
      );
      expect(response.body).not.toContain('bars');
      expect(response.headers.vary).toMatch(/cookie/i);
      const compressed = await webApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(response.body);
    },
  );

  it("gives a signed-in caller the member's screen, never the guest's, and the bars where there is none", async () => {
    const member = { cookie: 'theme=dark; racepro_session=anything' };
    const signedIn = await webApp.inject({ method: 'GET', url: '/', headers: member });
    expect(signedIn.body).toContain('<div>bars</div>');
    expect(signedIn.body).not.toContain('Home ahead');
    const otherCookie = await webApp.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=dark' } });
    expect(otherCookie.body).toContain('Home ahead');
    const myBets = await webApp.inject({ method: 'GET', url: '/my-bets/', headers: member });
    expect(myBets.body).toContain(
      '<div data-rendered-ahead="/my-bets" inert style="display:contents"><main><h1>My Bets ahead</h1>',
    );
    expect(myBets.body).not.toContain('bars');
    for (const url of ['/my-bets', '/no-such-page']) {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div>bars</div>');
      expect(response.body, url).not.toContain('ahead');
    }
  });

  it("marks every page sent without a session cookie as a guest's, and none sent with one", async () => {
    const GUEST_MARK = '<meta name="racepro-guest" content="1"></head>';
    for (const url of ['/', '/my-bets', '/no-such-page']) {
      const guest = await webApp.inject({ method: 'GET', url, headers: { cookie: 'theme=dark' } });
      expect(guest.body, url).toContain(GUEST_MARK);
      const member = await webApp.inject({
        method: 'GET',
        url,
        headers: { cookie: 'racepro_session=anything' },
      });
      expect(member.body, url).not.toContain('racepro-guest');
    }
  });

  it("starts a race page's own read with the page: a Link preload for /api/races/:id, with the cookie", async () => {
    for (const url of ['/races/12', '/races/12/']) {
      const response = await webApp.inject({ method: 'GET', url, headers: { cookie: 'racepro_session=x' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.link, url).toBe(
        '</api/races/12>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
    }
    // Nothing odd goes into a header, and no other page (nor a missing one) preloads a read.
    for (const url of [
      '/races/1%3E%3B%20rel%3Dx',
      '/races/a,b',
      '/tips',
      '/',
      '/no-such-page',
      '/races/1/x',
    ]) {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.headers.link, url).toBeUndefined();
    }
  });

  it.each(['/no-such-page', '/tips/today/extra', '/wp-login.php', '/%61dminx'])(
    'answers %s with the same shell and 404, so crawlers and monitors see it missing',
    async (url) => {
      const response = await webApp.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('<div id="root">');
    },
  );
});

describe('slow clients', () => {
  it('closes a connection that drips its body slower than the request timeout', async () => {
    const slow = await createTestApp({ demo: false, config: { requestTimeoutMs: 1_000 } });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const closed = new Promise<number>((resolve) => {
      const startedAt = Date.now();
      socket.on('data', (chunk) => {
        received += String(chunk);
      });
      socket.on('close', () => resolve(Date.now() - startedAt));
      socket.on('error', () => {});
    });
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // Drip a byte every 200 ms for up to 10 s; the server must give up long before.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const gaveUpAfter = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 10_000)),
    ]);
    clearInterval(drip);
    socket.destroy();
    await slow.close();
    expect(gaveUpAfter).toBeGreaterThan(0);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('client addresses behind a proxy', () => {
  it('with TRUST_PROXY=1 takes the address the proxy saw, not the left-most X-Forwarded-For', async () => {
    const proxied = await createTestApp({
      demo: false,
      config: { trustProxy: 1 },
      extend: (instance) => instance.get('/api/test-ip', async (request) => ({ ip: request.ip })),
    });
    const response = await proxied.inject({
      method: 'GET',
      url: '/api/test-ip',
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json().ip).toBe('198.51.100.9');
    await proxied.close();
  });
});
