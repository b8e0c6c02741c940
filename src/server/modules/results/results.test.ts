import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TResultsDay, ZResultsDay } from '~/domain/results.contract';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

/**
 * Issue 35: GET /api/results?date=YYYY-MM-DD is a UK day's results by meeting, public, with only runners that have a
 * result (so nothing of a race still to run, or of a premium tip on it, is in it). The clock is 09:00 UK time on
 * Friday 20 November 2026; results are recorded after racing.
 */
const clock = createClock('2026-11-20T09:00:00Z');
const DAY = '2026-11-20';
let app: TTestApp;
let admin: string;

const recordResult = (id: number, payload: object) =>
  atTime(clock, AFTER_RACING, async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/tips/${id}/result`,
      headers: { cookie: admin },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

const resultsOn = async (date: string, cookie?: string): Promise<TResultsDay> => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/results?date=${date}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return ZResultsDay.parse(response.json());
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  // Ascot 14:30: one runner tipped twice (a Free win tip and a Monthly each-way tip), won at 3/1 with a 10p Rule 4.
  const winner = await createTip(app, admin, { horseName: 'Ascot Winner', raceTime: '14:30', odds: '5/2' });
  const winnerEachWay = await createTip(app, admin, {
    horseName: 'Ascot Winner',
    raceTime: '14:30',
    odds: '5/2',
    betType: 'Each Way',
    accessLevel: 'Monthly',
    tipster: 'Guest Expert',
    category: 'Value',
  });
  // Ascot 13:10: placed in a dead heat for third (two horses); 8 runners pay 3 places at 1/5.
  const placed = await createTip(app, admin, {
    horseName: 'Early Ascot',
    raceTime: '13:10',
    odds: '8/1',
    betType: 'Each Way',
    accessLevel: 'Starter',
  });
  // Kempton 13:50: won in a dead heat for first.
  const deadHeat = await createTip(app, admin, {
    horseName: 'Kempton Dead Heat',
    racecourse: 'Kempton',
    raceTime: '13:50',
    odds: '4/1',
  });
  // Kempton 19:00: a Lifetime tip whose race has no result yet.
  await createTip(app, admin, {
    horseName: 'Kempton Unrun',
    racecourse: 'Kempton',
    raceTime: '19:00',
    accessLevel: 'Lifetime',
    analysis: 'Lifetime-only reasoning',
  });
  // Newbury 16:40: a forecast tip (its return depends on other runners), lost.
  const forecast = await createTip(app, admin, {
    horseName: 'Newbury Forecast',
    racecourse: 'Newbury',
    raceTime: '16:40',
    betType: 'Forecast',
  });
  await recordResult(winner.id, { result: 'Won', sp: '3/1', rule4Pence: 10 });
  await recordResult(placed.id, { result: 'Placed', sp: '9/1', deadHeat: 2, deadHeatPosition: 3 });
  await recordResult(deadHeat.id, { result: 'Won', sp: '4/1', deadHeat: 2, deadHeatPosition: 1 });
  await recordResult(forecast.id, { result: 'Lost' });
  expect(winnerEachWay.id).toBeGreaterThan(winner.id);
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('GET /api/results', () => {
  it('groups the resulted races by meeting, meetings by their first off, races in off-time order', async () => {
    const day = await resultsOn(DAY);
    expect(day.date).toBe(DAY);
    expect(day.meetings.map((m) => [m.racecourse, m.races.map((r) => r.time)])).toEqual([
      ['Ascot', ['13:10', '14:30']],
      ['Kempton', ['13:50']],
      ['Newbury', ['16:40']],
    ]);
    const ascot = day.meetings[0]!.races[1]!;
    expect(ascot).toMatchObject({
      time: '14:30',
      startsAt: '2026-11-20T14:30:00.000Z',
      placeTerms: '3 places at 1/5 odds',
      race: { runners: 8 },
    });
  });

  it('shows each runner once with its result, SP, Rule 4 and every tip on it, settled at a level point', async () => {
    const ascot = (await resultsOn(DAY)).meetings[0]!.races[1]!;
    expect(ascot.runners).toHaveLength(1);
    const [runner] = ascot.runners;
    expect(runner).toMatchObject({
      horse: 'Ascot Winner',
      result: 'Won',
      position: 1,
      deadHeat: null,
      sp: '3/1',
      rule4Pence: 10,
    });
    // Win 1 pt at 5/2 less 10p Rule 4: 2.5 x 0.9 = 2.25 profit. Each way 1 pt each way: the win part as above, the
    // place part at 1/5 odds (1/2) less Rule 4: 0.45; 2.25 + 0.45 = 2.70 profit on 2 points staked.
    expect(runner!.tips).toEqual([
      expect.objectContaining({
        betType: 'Win',
        tipster: 'RacePro Team',
        category: 'NAP',
        odds: '5/2',
        accessLevel: 'Free',
        outcome: 'Won',
        profitPoints: 2.25,
      }),
      expect.objectContaining({
        betType: 'Each Way',
        tipster: 'Guest Expert',
        category: 'Value',
        accessLevel: 'Monthly',
        outcome: 'Won',
        profitPoints: 2.7,
      }),
    ]);
  });

  it('shows dead heats with the place tied for, and settles them by the dead-heat rule', async () => {
    const day = await resultsOn(DAY);
    const placed = day.meetings[0]!.races[0]!.runners[0]!;
    expect(placed).toMatchObject({
      horse: 'Early Ascot',
      result: 'Placed',
      position: 3,
      deadHeat: { horses: 2, position: 3 },
      sp: '9/1',
      rule4Pence: 0,
    });
    // Each way 1 pt at 8/1: the win part loses 1; the place part (8/5) is paid on half its stake for the tie for the
    // last place: 0.5 x 2.6 = 1.30 back. Return 1.30 on 2 staked: -0.70.
    expect(placed.tips).toEqual([expect.objectContaining({ outcome: 'Placed', profitPoints: -0.7 })]);
    const tied = day.meetings[1]!.races[0]!.runners[0]!;
    expect(tied).toMatchObject({
      horse: 'Kempton Dead Heat',
      result: 'Won',
      position: 1,
      deadHeat: { horses: 2, position: 1 },
    });
    // Win 1 pt at 4/1 tied for first: half the stake at 4/1 = 2.50 back, 1.50 profit.
    expect(tied.tips).toEqual([expect.objectContaining({ outcome: 'Won', profitPoints: 1.5 })]);
  });

  it('gives a forecast tip its result but no settled outcome (it depends on other runners)', async () => {
    const newbury = (await resultsOn(DAY)).meetings[2]!.races[0]!.runners[0]!;
    expect(newbury).toMatchObject({ horse: 'Newbury Forecast', result: 'Lost', position: null });
    expect(newbury.tips).toEqual([
      expect.objectContaining({ betType: 'Forecast', outcome: null, profitPoints: null }),
    ]);
  });

  it('never names a runner without a result, for any caller, and is the same for a guest and a member', async () => {
    const lifetime = await loginAs(app, 'lifetime@example.com');
    const guest = await app.inject({ method: 'GET', url: `/api/results?date=${DAY}` });
    const member = await app.inject({
      method: 'GET',
      url: `/api/results?date=${DAY}`,
      headers: { cookie: lifetime },
    });
    for (const response of [guest, member]) {
      expect(response.body).not.toContain('Kempton Unrun');
      expect(response.body).not.toContain('Lifetime-only reasoning');
      expect(response.body).not.toContain('19:00');
    }
    expect(member.body).toBe(guest.body);
  });

  it('answers a day without results with no meetings, and another day leaves this one out', async () => {
    expect(await resultsOn('2026-11-19')).toEqual({ date: '2026-11-19', meetings: [] });
    expect(await resultsOn('2026-11-27')).toEqual({ date: '2026-11-27', meetings: [] });
  });
});

describe('GET /api/results on races that hold their whole field', () => {
  it("lists a whole field's placed finishers in order beside the tipped runner, each with its SP", async () => {
    const demo = await createTestApp({ clock: clock.now, demoCard: true });
    try {
      await demo.inject({ method: 'GET', url: '/api/tips/today' });
      const response = await demo.inject({ method: 'GET', url: '/api/results?date=2026-11-19' });
      expect(response.statusCode).toBe(200);
      const day = ZResultsDay.parse(response.json());
      const races = day.meetings.flatMap((m) => m.races);
      // The demo card: eight races a day, every one resulted the next morning.
      expect(races).toHaveLength(8);
      for (const race of races) {
        const placed = race.runners.filter((r) => r.result !== 'Lost' && r.result !== 'NonRunner');
        const places = Number(/^(\d) place/.exec(race.placeTerms)?.[1] ?? '1');
        // First past the post down to the last paid place, in order, then any tipped runner beaten or withdrawn.
        expect(placed.map((r) => r.position)).toEqual(Array.from({ length: places }, (_, i) => i + 1));
        expect(placed[0]!.result).toBe('Won');
        expect(placed.every((r) => r.sp !== null)).toBe(true);
        expect(race.runners.filter((r) => r.tips.length > 0)).toHaveLength(1);
        const others = race.runners.slice(placed.length);
        expect(others.every((r) => r.tips.length > 0)).toBe(true);
      }
    } finally {
      await demo.close();
    }
  });
});
