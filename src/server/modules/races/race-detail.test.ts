import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRaceDetail } from '~/domain/races.contract';
import { ukDate, ukInstant } from '~/domain/uk-time';
import { races } from '../../db/schema';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import { demoFieldsFor } from '../tips/demo-field';
import { demoCardFor } from '../tips/demo-racecard';

/** GET /api/races/:id (issue 35): the whole card before the off, the full result after, tips only as the caller may see. */
let app: TTestApp;
const clock = createClock('2026-11-20T09:00:00Z');
const today = ukDate(clock.now());
const card = demoCardFor(today);
const fields = demoFieldsFor(today);

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const raceId = async (date: string, time: string, racecourse?: string) => {
  const [row] = await app.database.db
    .select({ id: races.id })
    .from(races)
    .where(
      and(
        eq(races.raceDate, date),
        eq(races.raceTime, time),
        ...(racecourse ? [eq(races.racecourse, racecourse)] : []),
      ),
    );
  return row!.id;
};
const detail = async (id: number, cookie?: string) => {
  const response = await get(`/api/races/${id}`, cookie);
  expect(response.statusCode).toBe(200);
  return ZRaceDetail.parse(response.json());
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, demoCard: true });
  await get('/api/tips/today');
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/races/:id on a whole field', () => {
  // The demo card's third race is a Monthly tip (ACCESS_PLAN): a guest sees the card but not which horse is tipped.
  const premium = card.find((tip) => tip.accessLevel === 'Monthly')!;

  it('shows a guest the whole declared field in card order, with no tip marked on a premium race', async () => {
    const race = await detail(await raceId(today, premium.time, premium.racecourse));
    expect(race.fullField).toBe(true);
    expect(race.resulted).toBe(false);
    expect(race.runners).toHaveLength(premium.runners);
    expect(race.runners.map((r) => r.number)).toEqual(race.runners.map((_, i) => i + 1));
    expect(race.runners.map((r) => r.horse).sort()).toEqual(
      fields
        .get(premium.time)!
        .map((r) => r.horse)
        .sort(),
    );
    expect(race.runners.every((r) => r.result === null && r.tips.length === 0)).toBe(true);
    expect(race.lockedTips).toBe(1);
    expect(race.race.type).toBe(premium.race.raceType);
  });

  it('marks the tipped runner for a plan that sees the tip', async () => {
    const monthly = await loginAs(app, 'monthly@example.com');
    const race = await detail(await raceId(today, premium.time, premium.racecourse), monthly);
    const tipped = race.runners.filter((r) => r.tips.length > 0);
    expect(tipped.map((r) => r.horse)).toEqual([premium.horse]);
    expect(tipped[0]!.tips[0]).toMatchObject({ category: premium.category, odds: premium.odds });
    expect(race.lockedTips).toBe(0);
  });

  it('marks no tip for a member on a break while the race is unrun', async () => {
    const lifetime = await loginAs(app, 'lifetime@example.com');
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      headers: { cookie: lifetime },
      payload: { timeOut: '24h' },
    });
    expect(put.statusCode).toBe(200);
    const race = await detail(await raceId(today, premium.time, premium.racecourse), lifetime);
    expect(race.runners).toHaveLength(premium.runners);
    expect(race.runners.every((r) => r.tips.length === 0)).toBe(true);
    expect(race.lockedTips).toBe(1);
  });

  it('gives the full result after the off: every runner placed or out, the favourite, and the tip public', async () => {
    const first = card[0]!;
    const id = await raceId(today, first.time, first.racecourse);
    const race = await atTime(
      clock,
      new Date(ukInstant(today, first.time).getTime() + 16 * 60_000).toISOString(),
      async () => {
        await get('/api/tips/today');
        return detail(id);
      },
    );
    expect(race.resulted).toBe(true);
    expect(race.runners).toHaveLength(first.runners);
    const ran = race.runners.filter((r) => r.result?.outcome !== 'NonRunner');
    expect(ran.every((r) => r.result !== null && r.result.sp !== null && r.result.position !== null)).toBe(
      true,
    );
    const winners = race.runners.filter((r) => r.result?.position === '1');
    expect(winners).toHaveLength(1);
    expect(winners[0]!.result).toMatchObject({ outcome: 'Won', positionLabel: '1st', beaten: null });
    const favourites = race.runners.filter((r) => r.result?.favourite);
    expect(favourites.length).toBeGreaterThan(0);
    expect(new Set(favourites.map((r) => r.result!.favourite))).toEqual(
      new Set([favourites.length > 1 ? 'JF' : 'F']),
    );
    for (const r of race.runners.filter((x) => x.result?.outcome === 'NonRunner')) {
      expect(r.nonRunner).not.toBeNull();
      expect(r.result!.position).toBeNull();
    }
    // Resulted, the tip is public: a guest sees which horse it was.
    expect(race.runners.find((r) => r.tips.length > 0)?.horse).toBe(first.horse);
  });
});

describe('GET /api/races/:id on a race typed in with its tips', () => {
  it('shows a premium tipped runner only to the plan that sees it, and counts the tip for others', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, {
      racecourse: 'Ludlow',
      raceTime: '15:50',
      horseName: 'Hidden Treasure',
      accessLevel: 'Monthly',
      category: 'Value',
    });
    const id = await raceId(today, '15:50', 'Ludlow');
    const guest = await get(`/api/races/${id}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.body).not.toContain('Hidden Treasure');
    const asGuest = ZRaceDetail.parse(guest.json());
    expect(asGuest).toMatchObject({ fullField: false, runners: [], lockedTips: 1 });
    const member = await detail(id, await loginAs(app, 'monthly@example.com'));
    expect(member.runners.map((r) => r.horse)).toEqual(['Hidden Treasure']);
  });

  it('answers 404 for a race only known from a tip not yet released, as for no race at all', async () => {
    const admin = await adminCookie(app);
    await createTip(app, admin, {
      racecourse: 'Fontwell',
      raceTime: '16:20',
      horseName: 'Not Yet Out',
      publishAt: '2026-11-20T12:00:00.000Z',
    });
    const id = await raceId(today, '16:20', 'Fontwell');
    for (const url of [`/api/races/${id}`, '/api/races/99999999']) {
      const response = await get(url, await loginAs(app, 'monthly@example.com'));
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('There is no such race');
      expect(response.body).not.toContain('Not Yet Out');
    }
  });

  it.each(['abc', '-1', '0', '1.5', '1e9', '99999999999999999999', '%27%20or%201%3D1'])(
    'refuses the id %j with 400, never 500',
    async (id) => {
      const response = await get(`/api/races/${id}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    },
  );
});
