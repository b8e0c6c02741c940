import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_BET_LIMIT } from '~/domain/bet-tracking';
import { type TBet, ZBet, ZBetList, ZBetSummary, ZLimits } from '~/domain/bets.contract';
import { settleMultiple as betSettler, type TSettlerSelection } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { fraction } from '~/domain/fraction';
import { MULTIPLE_BET_TYPES } from '~/domain/multiple-bet.contract';
import { standardPlaceTerms } from '~/domain/place-terms';
import type { TEntryResult } from '~/domain/settlement';
import { betLegs, bets, raceEntries, races } from '../../db/schema';
import { createTestApp, loginAs, signupPayload, type TTestApp } from '../../test/test-app';
import { AFTER_RACING, adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

/** Issue 36: multiples (doubles to Goliaths) tracked in the account, settled through the Bet Settler's engine. */
const clock = createClock();
let app: TTestApp;
let admin: string;
let lifetime: string;
let monthly: string;
let starter: string;
let free: string;

type TOutcome = { result: TEntryResult; deadHeat?: number; deadHeatPosition?: number; rule4Pence?: number };
type TLegSpec = { horse: string; time: string; odds: [number, number]; runners: number; outcome: TOutcome };

/** Eight races, one tip each: every multiple below takes the first legs it needs (so each has the non-runner and the dead heat). */
const LEGS: TLegSpec[] = [
  { horse: 'Leg Non Runner', time: '13:00', odds: [5, 2], runners: 10, outcome: { result: 'NonRunner' } },
  {
    horse: 'Leg Dead Heat',
    time: '13:30',
    odds: [6, 1],
    runners: 10,
    outcome: { result: 'Won', deadHeat: 2, deadHeatPosition: 1 },
  },
  {
    horse: 'Leg Rule Four',
    time: '14:00',
    odds: [4, 1],
    runners: 6,
    outcome: { result: 'Won', rule4Pence: 15 },
  },
  { horse: 'Leg Placed', time: '14:30', odds: [10, 1], runners: 10, outcome: { result: 'Placed' } },
  { horse: 'Leg Winner', time: '15:00', odds: [2, 1], runners: 8, outcome: { result: 'Won' } },
  {
    horse: 'Leg Tied Third',
    time: '15:30',
    odds: [7, 2],
    runners: 12,
    outcome: { result: 'Placed', deadHeat: 2, deadHeatPosition: 3 },
  },
  { horse: 'Leg Placed Again', time: '16:00', odds: [9, 4], runners: 7, outcome: { result: 'Placed' } },
  { horse: 'Leg Last Winner', time: '16:30', odds: [11, 8], runners: 16, outcome: { result: 'Won' } },
];
const tipIds: number[] = [];
const entryIds: number[] = [];
const extra: Record<string, { tipId: number; entryId: number }> = {};

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const legsFor = (count: number, odds?: string) =>
  LEGS.slice(0, count).map((leg, index) => ({
    raceEntryId: entryIds[index]!,
    odds: odds ?? `${leg.odds[0]}/${leg.odds[1]}`,
  }));
const sizeOf = (type: TSettlerBetType) => BET_SHAPES[type].selections!;
const placeMultiple = (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/bets/multiple', cookie, {
    type: 'double',
    eachWay: false,
    stakePerLine: 1,
    legs: legsFor(2),
    ...body,
  });

const entryOfTip = async (tipId: number) => {
  const tips = (await call('GET', '/api/tips/today', lifetime)).json() as Array<{
    id: number;
    raceEntryId: number;
  }>;
  return tips.find((t) => t.id === tipId)!.raceEntryId;
};
const recordResult = (tipId: number, outcome: TOutcome & { reason?: string }) =>
  atTime(clock, AFTER_RACING, async () => {
    const response = await call('PATCH', `/api/admin/tips/${tipId}/result`, admin, outcome);
    expect(response.statusCode, response.body).toBe(200);
  });
const myBets = async (cookie: string): Promise<TBet[]> =>
  ZBetList.parse((await call('GET', '/api/bets?pageSize=200', cookie)).json());
const betCount = async () => (await app.database.db.select({ n: count() }).from(bets))[0]!.n;

/** The Bet Settler's figure for the same selections: the outside reference every tracked multiple must equal. */
const settlerFigure = (
  type: TSettlerBetType,
  eachWay: boolean,
  stakePerLine: number,
  legs: readonly TLegSpec[],
) => {
  const selections: TSettlerSelection[] = legs.map((leg) => ({
    odds: fraction(leg.odds[0], leg.odds[1]),
    result: leg.outcome.result,
    deadHeat: leg.outcome.deadHeat
      ? { horses: leg.outcome.deadHeat, position: leg.outcome.deadHeatPosition ?? null }
      : null,
    rule4Pence: leg.outcome.rule4Pence ?? 0,
    placeTerms: standardPlaceTerms(leg.runners, false),
  }));
  const settled = betSettler({
    type,
    selections,
    isEachWay: eachWay,
    stake: stakePerLine,
    stakeIs: 'per-line',
  });
  if (!settled.isValid) throw new Error(settled.message);
  return {
    totalStake: settled.totalStake.pence / 100,
    actualReturn: settled.totalReturn.pence / 100,
    lines: settled.lines.map((line) => ({
      legs: line.selections,
      part: line.part,
      stakePence: line.stake.pence,
      returnPence: line.return.pence,
    })),
  };
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  [lifetime = '', monthly = '', starter = '', free = ''] = await Promise.all(
    ['lifetime', 'monthly', 'starter', 'free'].map((tier) => loginAs(app, `${tier}@example.com`)),
  );
  for (const leg of LEGS) {
    const tip = await createTip(app, admin, {
      horseName: leg.horse,
      raceTime: leg.time,
      odds: `${leg.odds[0]}/${leg.odds[1]}`,
      runners: leg.runners,
    });
    tipIds.push(tip.id);
    entryIds.push(await entryOfTip(tip.id));
  }
  for (const [key, overrides] of [
    ['sameRace', { horseName: 'Same Race Rival', raceTime: '13:30', odds: '3/1', runners: 10 }],
    ['withdrawn', { horseName: 'Scratched Later', raceTime: '17:00', odds: '4/1' }],
    ['premium', { horseName: 'Monthly Secret', raceTime: '17:30', odds: '9/2', accessLevel: 'Monthly' }],
    ['laterNonRunner', { horseName: 'Late Withdrawal', raceTime: '17:45', odds: '8/1' }],
    ['eveningOne', { horseName: 'Evening One', raceTime: '18:00', odds: '2/1' }],
    ['eveningTwo', { horseName: 'Evening Two', raceTime: '18:30', odds: '3/1' }],
  ] as const) {
    const tip = await createTip(app, admin, overrides);
    extra[key] = { tipId: tip.id, entryId: await entryOfTip(tip.id) };
  }
  await app.database.db
    .update(raceEntries)
    .set({ withdrawnAt: clock.now() })
    .where(eq(raceEntries.id, extra.withdrawn!.entryId));
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/bets/multiple', () => {
  it('records a £1 each way Lucky 15 as one bet of 15 lines staking £30, the tip price beside the price taken', async () => {
    const legs = legsFor(4);
    legs[2] = { ...legs[2]!, odds: '9/2' };
    const response = await placeMultiple(monthly, {
      type: 'lucky-15',
      eachWay: true,
      stakePerLine: 1,
      legs,
      bookmaker: '  Bet365 ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const bet = ZBet.parse(response.json());
    expect(bet).toMatchObject({
      kind: 'multiple',
      status: 'Open',
      type: 'Each Way',
      stake: 1,
      totalStake: 30,
      entry: null,
      bookmaker: 'Bet365',
      actualReturn: null,
    });
    expect(bet.multiple).toMatchObject({ type: 'lucky-15', eachWay: true, lineCount: 15, lines: null });
    expect(bet.multiple!.legs.map((leg) => [leg.horse, leg.odds, leg.tipOdds])).toEqual([
      ['Leg Non Runner', '5/2', '5/2'],
      ['Leg Dead Heat', '6/1', '6/1'],
      ['Leg Rule Four', '9/2', '4/1'],
      ['Leg Placed', '10/1', '10/1'],
    ]);
    // Every leg winning: the Bet Settler's figure for four winners at the prices taken.
    const allWin = settlerFigure(
      'lucky-15',
      true,
      1,
      LEGS.slice(0, 4).map((leg, index) => ({
        ...leg,
        odds: index === 2 ? ([9, 2] as [number, number]) : leg.odds,
        outcome: { result: 'Won' },
      })),
    );
    expect(bet.potentialReturn).toBe(allWin.actualReturn);
    const [stored] = await app.database.db.select().from(bets).where(eq(bets.id, bet.id));
    expect(stored).toMatchObject({
      entryId: null,
      multipleType: 'lucky-15',
      lineCount: 15,
      totalStakePence: 3000,
    });
    // The limits and the reality check count its whole stake, as one bet.
    expect(ZLimits.parse((await call('GET', '/api/user/limits', monthly)).json()).stakedToday).toBe(30);
    expect((await call('GET', '/api/bets/today', monthly)).json()).toMatchObject({ bets: 1, staked: 30 });
    const storedLegs = await app.database.db.select().from(betLegs).where(eq(betLegs.betId, bet.id));
    expect(storedLegs.map((leg) => leg.position).sort()).toEqual([0, 1, 2, 3]);
  });

  it('is idempotent by clientRef and answers 409 when the reference comes back with another bet', async () => {
    const clientRef = randomUUID();
    const first = await placeMultiple(monthly, { type: 'trixie', legs: legsFor(3), clientRef });
    expect(first.statusCode).toBe(201);
    const before = await betCount();
    const retry = await placeMultiple(monthly, { type: 'trixie', legs: legsFor(3), clientRef });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const other = await placeMultiple(monthly, { type: 'patent', legs: legsFor(3), clientRef });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT', issues: [{ field: 'clientRef' }] });
    expect(await betCount()).toBe(before);
  });

  it("corrects a multiple's stake per line before its first leg's off: every line restaked, the return if all win worked out again", async () => {
    const placed = await placeMultiple(monthly, {
      type: 'yankee',
      eachWay: true,
      stakePerLine: 1,
      legs: legsFor(4),
    });
    expect(placed.statusCode).toBe(201);
    const before = placed.json() as TBet;
    // A Yankee is 11 lines; each way, 22 bets of the stake per line.
    expect(before.totalStake).toBe(22);
    const edited = await call('PATCH', `/api/bets/${before.id}`, monthly, { stake: 2.5, bookmaker: 'Coral' });
    expect(edited.statusCode).toBe(200);
    const after = edited.json() as TBet;
    expect(after).toMatchObject({ stake: 2.5, totalStake: 55, bookmaker: 'Coral' });
    // Every line pays in proportion to its stake (each line's return is floored to the penny, so within a penny a line).
    expect(Math.abs(after.potentialReturn - before.potentialReturn * 2.5)).toBeLessThanOrEqual(0.22);
    expect(after.potentialReturn).toBeGreaterThan(before.potentialReturn * 2.5 - 0.23);
    // A multiple's prices are its legs': not corrected here.
    const odds = await call('PATCH', `/api/bets/${before.id}`, monthly, { odds: '5/1' });
    expect(odds.statusCode).toBe(400);
    // After the first leg's off, nothing can be changed.
    const late = await atTime(clock, '2026-11-20T13:05:00Z', () =>
      call('PATCH', `/api/bets/${before.id}`, monthly, { stake: 1 }),
    );
    expect(late.statusCode).toBe(409);
    expect(((await myBets(monthly)).find((bet) => bet.id === before.id) as TBet).totalStake).toBe(55);
  });

  it('takes an untipped runner of a whole field, with no tip price', async () => {
    const cards = await call('POST', '/api/admin/racing-data/racecards', admin, {
      racecards: [
        {
          race_id: 'kem-1715',
          course: 'Kempton',
          date: '2026-11-20',
          off_time: '17:15',
          race_name: 'Floodlit Handicap Chase',
          type: 'Chase',
          race_class: 'Class 3',
          distance_f: 20,
          going: 'Good',
          runners: ['Night Owl', 'Lamp Light', 'Dusk Patrol', 'Star Gazer', 'Moon Dancer'].map(
            (horse, i) => ({
              horse_id: `k${i + 1}`,
              horse,
              number: i + 1,
              age: 6,
              lbs: 150 - i,
              jockey: `Jockey ${i + 1}`,
              trainer: 'Paul Whitaker',
              form: '1-23',
            }),
          ),
        },
      ],
    });
    expect(cards.statusCode, cards.body).toBe(200);
    const [runner] = await app.database.db
      .select({ id: raceEntries.id })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(eq(raceEntries.horse, 'Dusk Patrol'));
    const response = await placeMultiple(monthly, {
      legs: [legsFor(1)[0], { raceEntryId: runner!.id, odds: '12/1' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const legs = ZBet.parse(response.json()).multiple!.legs;
    expect(legs[1]).toMatchObject({ horse: 'Dusk Patrol', odds: '12/1', tipOdds: null, track: 'Kempton' });
  });
});

describe('refusals change nothing', () => {
  it('answers a guest 401 and an unconfirmed e-mail address 403 before reading the body', async () => {
    expect((await call('POST', '/api/bets/multiple', undefined, { legs: [] })).statusCode).toBe(401);
    const email = 'multiples-unverified@example.com';
    const signup = await call(
      'POST',
      '/api/auth/signup',
      undefined,
      signupPayload({ email, password: 'long-password-1' }),
    );
    expect(signup.statusCode).toBe(202);
    // The account is created after the answer (sign-up answers alike whether or not the address is taken).
    await app.signup.idle();
    const cookie = await loginAs(app, email, 'long-password-1');
    const unverified = await call('POST', '/api/bets/multiple', cookie, {
      anything: 'the guard answers first',
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses Free (bets stay on the device), the wrong number of legs, two legs in one race, a started race and a non-runner', async () => {
    const before = await betCount();
    const cases: Array<
      [string, () => Promise<{ statusCode: number; json: () => { error: string } }>, number, RegExp]
    > = [
      ['free', () => placeMultiple(free, {}), 403, /Free accounts keep bets on this device/],
      [
        'leg count',
        () => placeMultiple(monthly, { type: 'treble', legs: legsFor(2) }),
        400,
        /^Treble needs exactly 3 selections\.$/,
      ],
      [
        'one race',
        () =>
          placeMultiple(monthly, {
            legs: [legsFor(2)[1], { raceEntryId: extra.sameRace!.entryId, odds: '3/1' }],
          }),
        400,
        /^Leg 2: Each leg of a multiple must be in a different race$/,
      ],
      [
        'started',
        () => atTime(clock, '2026-11-20T13:05:00Z', () => placeMultiple(monthly, {})),
        400,
        /^Leg 1: That race has started/,
      ],
      [
        'withdrawn',
        () =>
          placeMultiple(monthly, {
            legs: [legsFor(2)[1], { raceEntryId: extra.withdrawn!.entryId, odds: '4/1' }],
          }),
        400,
        /^Leg 2: Scratched Later is a non-runner/,
      ],
    ];
    for (const [name, attempt, status, message] of cases) {
      const response = await attempt();
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error, name).toMatch(message);
    }
    expect(await betCount()).toBe(before);
  });

  it('answers a tip the caller cannot see exactly as an unknown runner', async () => {
    const hidden = await placeMultiple(starter, {
      legs: [legsFor(1)[0], { raceEntryId: extra.premium!.entryId, odds: '9/2' }],
    });
    const unknown = await placeMultiple(starter, {
      legs: [legsFor(1)[0], { raceEntryId: 999_999, odds: '9/2' }],
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('refuses hostile and oversized input with a 400, never a 500', async () => {
    const before = await betCount();
    const bodies: Record<string, unknown>[] = [
      { type: 'singles' },
      { type: 'mega-yankee' },
      { type: { $ne: 1 } },
      { eachWay: 'yes' },
      { stakePerLine: 0 },
      { stakePerLine: 0.001 },
      { stakePerLine: 1e12 },
      { stakePerLine: '1' },
      { legs: legsFor(8).concat(legsFor(1)) },
      { legs: [] },
      { legs: 'all of them' },
      { legs: [{ raceEntryId: entryIds[0], odds: '1/0' }, legsFor(2)[1]] },
      { legs: [{ raceEntryId: entryIds[0], odds: '5000/1' }, legsFor(2)[1]] },
      { legs: [{ raceEntryId: entryIds[0], odds: `${'9'.repeat(10_000)}/1` }, legsFor(2)[1]] },
      { legs: [{ raceEntryId: -1, odds: '2/1' }, legsFor(2)[1]] },
      { legs: [{ raceEntryId: 2 ** 40, odds: '2/1' }, legsFor(2)[1]] },
      { bookmaker: 'x'.repeat(61) },
      { bookmaker: '   ' },
      { clientRef: 'not-a-uuid' },
      // Eight legs at 1000/1 each way: more than any bet can return (and than PostgreSQL's bigint holds).
      { type: 'goliath', eachWay: true, stakePerLine: 100, legs: legsFor(8, '1000/1') },
    ];
    for (const body of bodies) {
      const response = await placeMultiple(monthly, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await betCount()).toBe(before);
  });

  it('limits count the whole stake: a £10 per-bet limit refuses a £1 each way Yankee (£22)', async () => {
    const user = starter;
    const set = await call('PUT', '/api/user/limits', user, { perBetLimit: 10 });
    expect(set.statusCode).toBe(200);
    const refused = await placeMultiple(user, { type: 'yankee', eachWay: true, legs: legsFor(4) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This stake of £22.00 is above your per-bet limit of £10.00.');
  });
});

describe("Starter's 25 tracked bets", () => {
  it('counts a multiple as one bet, and refuses a multiple at 25', async () => {
    const placed = await placeMultiple(starter, { type: 'double', stakePerLine: 1, legs: legsFor(2) });
    expect(placed.statusCode, placed.body).toBe(201);
    const summary = ZBetSummary.parse((await call('GET', '/api/bets/summary', starter)).json());
    expect(summary.remainingTracked).toBe(STARTER_BET_LIMIT - 1);
    for (let i = 1; i < STARTER_BET_LIMIT; i++) {
      const single = await call('POST', '/api/bets', starter, {
        raceEntryId: entryIds[0],
        type: 'Win',
        odds: '5/2',
        stake: 1,
        potentialReturn: 3.5,
      });
      expect(single.statusCode).toBe(201);
    }
    const refused = await placeMultiple(starter, { type: 'double', stakePerLine: 1, legs: legsFor(2) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain(`Starter tracks up to ${STARTER_BET_LIMIT} bets`);
  });
});

describe('settlement through the Bet Settler', () => {
  const placedIds = new Map<string, number>();
  const key = (type: TSettlerBetType, eachWay: boolean) => `${type}:${eachWay ? 'ew' : 'win'}`;
  let voidedId = 0;
  let noneRanId = 0;

  it('places every multiple type, each way and win only, each with a non-runner leg and a dead-heat leg', async () => {
    for (const type of MULTIPLE_BET_TYPES)
      for (const eachWay of [true, false]) {
        const response = await placeMultiple(lifetime, {
          type,
          eachWay,
          stakePerLine: 0.5,
          legs: legsFor(sizeOf(type)),
        });
        expect(response.statusCode, `${type} ${response.body}`).toBe(201);
        placedIds.set(key(type, eachWay), response.json().id);
      }
    expect(placedIds.size).toBe(34);
    const noneRan = await placeMultiple(lifetime, {
      type: 'double',
      eachWay: true,
      legs: [legsFor(1)[0], { raceEntryId: extra.laterNonRunner!.entryId, odds: '8/1' }],
    });
    noneRanId = noneRan.json().id;
    const voided = await placeMultiple(lifetime, { type: 'double', eachWay: true, legs: legsFor(2) });
    voidedId = voided.json().id;
    // The member voided it (the void route's columns): no result may touch it again.
    await app.database.db
      .update(bets)
      .set({ status: 'Void', voidedAt: clock.now(), voidReason: 'Bookmaker refused it' })
      .where(eq(bets.id, voidedId));
  });

  it('settles each multiple when its last leg is in: the Goliath stays open until the eighth race', async () => {
    for (let i = 0; i < 7; i++) await recordResult(tipIds[i]!, LEGS[i]!.outcome);
    const byId = new Map((await myBets(lifetime)).map((bet) => [bet.id, bet]));
    expect(byId.get(placedIds.get(key('goliath', true))!)).toMatchObject({
      status: 'Open',
      actualReturn: null,
    });
    expect(byId.get(placedIds.get(key('8-fold', false))!)).toMatchObject({ status: 'Open' });
    expect(byId.get(placedIds.get(key('super-heinz', true))!)?.status).not.toBe('Open');
    await recordResult(tipIds[7]!, LEGS[7]!.outcome);
  });

  it("returns the Bet Settler's figure and lines for every type, each way and win only", async () => {
    const byId = new Map((await myBets(lifetime)).map((bet) => [bet.id, bet]));
    for (const type of MULTIPLE_BET_TYPES)
      for (const eachWay of [true, false]) {
        const bet = byId.get(placedIds.get(key(type, eachWay))!)!;
        const expected = settlerFigure(type, eachWay, 0.5, LEGS.slice(0, sizeOf(type)));
        const label = key(type, eachWay);
        expect(bet.status, label).not.toBe('Open');
        expect(bet.totalStake, label).toBe(expected.totalStake);
        expect(bet.actualReturn, label).toBe(expected.actualReturn);
        expect(bet.multiple!.lines, label).toEqual(expected.lines);
        expect(
          bet.multiple!.legs.map((leg) => leg.result),
          label,
        ).toEqual(LEGS.slice(0, sizeOf(type)).map((leg) => leg.outcome.result));
      }
  });

  it('a 50p each way double (non-runner, dead heat for first at 6/1, 1/5 three places) returns £2.85, worked by hand', async () => {
    const bet = (await myBets(lifetime)).find((b) => b.id === placedIds.get(key('double', true)))!;
    // Win line: 0.50 x 1 (void) x 1/2 x 7 = £1.75. Place line: the tie for first leaves both of three places paid
    // (share 1): 0.50 x (1 + 6/5) = £1.10.
    expect(bet).toMatchObject({ status: 'Won', totalStake: 1, actualReturn: 2.85 });
    expect(bet.multiple!.lines!.map((line) => line.returnPence)).toEqual([175, 110]);
  });

  it('re-settles on a corrected leg and never touches a bet the member voided', async () => {
    await recordResult(tipIds[4]!, { result: 'Lost', reason: 'Photo finish misread' });
    const corrected = LEGS.map((leg, index) =>
      index === 4 ? { ...leg, outcome: { result: 'Lost' as const } } : leg,
    );
    const byId = new Map((await myBets(lifetime)).map((bet) => [bet.id, bet]));
    for (const type of ['canadian', 'lucky-31', 'goliath', '5-fold', 'double'] as const) {
      const bet = byId.get(placedIds.get(key(type, true))!)!;
      const expected = settlerFigure(type, true, 0.5, corrected.slice(0, sizeOf(type)));
      expect(bet.actualReturn, type).toBe(expected.actualReturn);
      expect(bet.multiple!.lines, type).toEqual(expected.lines);
    }
    expect(byId.get(placedIds.get(key('5-fold', false))!)).toMatchObject({ status: 'Lost', actualReturn: 0 });
    expect(byId.get(voidedId)).toMatchObject({
      status: 'Void',
      actualReturn: null,
      voidReason: 'Bookmaker refused it',
    });
    expect(byId.get(voidedId)!.multiple!.lines).toBeNull();
  });

  it('every non-runner is Void with the stake back; the summary and CSV count the multiples', async () => {
    await recordResult(extra.laterNonRunner!.tipId, { result: 'NonRunner' });
    const all = await myBets(lifetime);
    expect(all.find((bet) => bet.id === noneRanId)).toMatchObject({
      status: 'Void',
      totalStake: 2,
      actualReturn: 2,
    });
    const summary = ZBetSummary.parse((await call('GET', '/api/bets/summary', lifetime)).json());
    const decided = all.filter((bet) => bet.status !== 'Open' && bet.status !== 'Void');
    const pence = (pounds: number) => Math.round(pounds * 100);
    expect(pence(summary.totalStaked)).toBe(decided.reduce((total, bet) => total + pence(bet.totalStake), 0));
    expect(pence(summary.totalReturns)).toBe(
      decided.reduce((total, bet) => total + pence(bet.actualReturn ?? 0), 0),
    );
    expect(summary.settledCount).toBe(all.filter((bet) => bet.status !== 'Open').length);
    expect(summary.settledCount).toBeGreaterThanOrEqual(36);
    const csv = (await call('GET', '/api/bets/export.csv', lifetime)).body;
    // The CSV names the multiple's type, says it is each way, and lists every leg at its price.
    const [header = '', ...rows] = csv.trim().split('\r\n');
    const columns = header.split(',');
    const lucky15 = rows
      .map((row) => row.split(','))
      .find((cells) => cells[columns.indexOf('Multiple type')] === 'Lucky 15');
    expect(lucky15?.[columns.indexOf('Each way')]).toBe('Yes');
    expect(lucky15?.[columns.indexOf('Legs')]).toMatch(
      /^Leg Non Runner @ \d+\/\d+ \| Leg Dead Heat @ \d+\/\d+ \| Leg Rule Four @ \d+\/\d+ \| Leg Placed @ \d+\/\d+$/,
    );
  });
});

describe('two legs resulted at once', () => {
  it('settles a double whose two legs are resulted in requests sent together', async () => {
    const placed = await placeMultiple(lifetime, {
      type: 'double',
      eachWay: false,
      stakePerLine: 2,
      legs: [
        { raceEntryId: extra.eveningOne!.entryId, odds: '2/1' },
        { raceEntryId: extra.eveningTwo!.entryId, odds: '3/1' },
      ],
    });
    expect(placed.statusCode).toBe(201);
    await atTime(clock, AFTER_RACING, () =>
      Promise.all(
        [extra.eveningOne!, extra.eveningTwo!].map(async ({ tipId }) => {
          const response = await call('PATCH', `/api/admin/tips/${tipId}/result`, admin, { result: 'Won' });
          expect(response.statusCode, response.body).toBe(200);
        }),
      ),
    );
    // £2 x 3 x 4 = £24.
    const bet = (await myBets(lifetime)).find((b) => b.id === placed.json().id);
    expect(bet).toMatchObject({ status: 'Won', actualReturn: 24 });
  });
});
