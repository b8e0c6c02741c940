import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCED_STRATEGY_GUIDES } from '~/content/strategies';
import { ADVANCED_STRATEGY_IDS } from '~/domain/strategies';
import { hasTierAccess, TIERS, type TTier } from '~/domain/tiers';
import { shiftUkDate, ukDate } from '~/domain/uk-time';
import { createTestApp, loginAs, type TTestApp } from './test/test-app';
import { adminCookie, createClock, createTip } from './test/tips-fixtures';

/**
 * Issue 16's security scan: a premium tip's horse, price and analysis never reach a caller whose plan does not
 * include it, on any read the caller can make (every GET /api route without a path parameter, as a guest and as a
 * member of each plan) nor through the chat assistant.
 */
const clock = createClock();
let app: TTestApp;
const routes: RouteOptions[] = [];
const CALLERS: Array<{ name: string; tier: TTier; email: string | null }> = [
  { name: 'a guest', tier: 'Free', email: null },
  { name: 'a Free member', tier: 'Free', email: 'free@example.com' },
  { name: 'a Starter member', tier: 'Starter', email: 'starter@example.com' },
  { name: 'a Monthly member', tier: 'Monthly', email: 'monthly@example.com' },
  { name: 'a Lifetime member', tier: 'Lifetime', email: 'lifetime@example.com' },
];
/** One tip per plan, each with a horse, price and analysis nobody could guess. */
const secretsOf = (tier: TTier) => ({
  horse: `Hidden ${tier} Runner`,
  odds: { Free: '5/2', Starter: '17/4', Monthly: '23/5', Lifetime: '41/10' }[tier],
  analysis: `Private reasoning for ${tier} subscribers`,
});

/** Reads of a UK day (issue 35) are scanned on the test's day and the next, besides without a date (a 400). */
const DATED_READS = new Set(['/api/tips', '/api/results']);
const DAYS = [ukDate(clock.now()), shiftUkDate(ukDate(clock.now()), 1)];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, demo: true, onRoute: (route) => routes.push(route) });
  const admin = await adminCookie(app);
  for (const [i, tier] of TIERS.entries()) {
    const secret = secretsOf(tier);
    await createTip(app, admin, {
      horseName: secret.horse,
      odds: secret.odds,
      analysis: secret.analysis,
      accessLevel: tier,
      raceTime: `1${5 + i}:05`,
      racecourse: 'Kempton',
    });
    // The same secrets on tomorrow's card, published today (GET /api/tips?date=<tomorrow> must lock them too).
    await createTip(app, admin, {
      tipDate: DAYS[1],
      horseName: secret.horse,
      odds: secret.odds,
      analysis: secret.analysis,
      accessLevel: tier,
      raceTime: `1${5 + i}:35`,
      racecourse: 'Lingfield',
    });
  }
}, 60_000);
afterAll(async () => {
  await app.close();
});

const readableRoutes = () =>
  routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/admin') && !r.url.includes(':'))
    .filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('GET'))
    .flatMap((r) => [r.url, ...(DATED_READS.has(r.url) ? DAYS.map((day) => `${r.url}?date=${day}`) : [])]);

describe('premium tips never reach a caller without access', () => {
  it.each(CALLERS)('scans every read and the chat for $name', async ({ name, tier, email }) => {
    const cookie = email ? await loginAs(app, email) : undefined;
    const headers = cookie ? { cookie } : {};
    const urls = readableRoutes();
    expect(urls.length).toBeGreaterThan(15);
    const bodies: string[] = [];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBeLessThan(500);
      bodies.push(`${url} ${response.body}`);
    }
    for (const question of [
      'Any tips today?',
      'what are the premium tips',
      'tell me about the 17:05 at Kempton',
    ]) {
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers,
        payload: { messages: [{ role: 'user', content: question }] },
        remoteAddress: `10.61.${TIERS.indexOf(tier)}.${question.length}`,
      });
      expect(chat.statusCode).toBe(200);
      bodies.push(`chat ${chat.body}`);
    }
    const everything = bodies.join('\n');
    const allowed = TIERS.slice(0, TIERS.indexOf(tier) + 1);
    for (const locked of TIERS.filter((t) => !allowed.includes(t))) {
      const secret = secretsOf(locked);
      expect(everything, `${locked} horse`).not.toContain(secret.horse);
      expect(everything, `${locked} analysis`).not.toContain(secret.analysis);
      expect(everything, `${locked} price`).not.toContain(`"${secret.odds}"`);
    }
    // And what the caller's plan includes is there: the scan would notice if nothing were returned at all.
    for (const open of allowed) expect(everything).toContain(secretsOf(open).horse);
    const lockedTiers = TIERS.length - allowed.length;
    console.info(
      `premium scan (${name}): ${bodies.length} responses, ${lockedTiers} locked plans x 3 secrets checked, 0 leaks`,
    );
  });
});

/**
 * Issue 30 item 4: the strategy library (Monthly) and the advisor's strategy from the member's own bets (Lifetime)
 * are served only to the plans that include them: the library's guides on their own route and never through the
 * assistant, the personal strategy only on its own route.
 */
describe('the strategy library and the personal advisor reach only the plans that include them', () => {
  const libraryText = Object.values(ADVANCED_STRATEGY_GUIDES).flatMap((guide) => [
    ...guide.steps,
    ...guide.example.lines,
    guide.caution,
  ]);
  /** Each sentence of the library's text (the assistant answers with a match's opening sentences). */
  const librarySentences = libraryText
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.length > 20);

  it.each(CALLERS)('scans the library, the advisor and the chat for $name', async ({ tier, email }) => {
    const cookie = email ? await loginAs(app, email) : undefined;
    const headers = cookie ? { cookie } : {};
    const bodies: string[] = [];
    for (const id of ADVANCED_STRATEGY_IDS) {
      const response = await app.inject({ method: 'GET', url: `/api/strategies/${id}`, headers });
      expect(response.statusCode).toBe(!email ? 401 : hasTierAccess(tier, 'Monthly') ? 200 : 403);
      bodies.push(response.body);
    }
    const advice = await app.inject({
      method: 'POST',
      url: '/api/advisor/personal',
      headers,
      payload: { style: 'standard' },
    });
    expect(advice.statusCode).toBe(!email ? 401 : tier === 'Lifetime' ? 200 : 403);
    for (const [i, question] of [
      'how do I do pace analysis',
      'explain class analysis',
      'how do trends work for a race',
      'how do I build my own ratings',
    ].entries()) {
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers,
        payload: { messages: [{ role: 'user', content: question }] },
        remoteAddress: `10.63.${TIERS.indexOf(tier)}.${i + (email ? 10 : 0)}`,
      });
      expect(chat.statusCode).toBe(200);
      const reply = String(chat.json().message ?? '');
      expect(librarySentences.filter((sentence) => reply.includes(sentence))).toEqual([]);
    }
    const everything = bodies.join('\n');
    const found = libraryText.filter((sentence) =>
      everything.includes(JSON.stringify(sentence).slice(1, -1)),
    );
    if (email && hasTierAccess(tier, 'Monthly')) expect(found).toHaveLength(libraryText.length);
    else expect(found).toEqual([]);
  });
});
