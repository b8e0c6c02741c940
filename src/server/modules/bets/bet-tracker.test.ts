import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TBet, ZBet, ZBetList, ZLimits } from '~/domain/bets.contract';
import { settlementLines } from '~/domain/settlement';
import { betEdits, bets, raceEntries } from '../../db/schema';
import { createMonthlyUsers } from '../../test/bulk-users';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';

/**
 * Issue 36, the tracker's singles: any runner at the price taken, best odds guaranteed and SP, bets typed in by hand
 * and settled by the member, corrections before the off and voids. Races on 2026-11-20 (GMT: UK time is UTC).
 */
const clock = createClock('2026-11-20T09:00:00Z');
const DAY = '2026-11-20';
let app: TTestApp;
let admin: string;
let monthly: string;
let starter: string;
let other: string;
/** Runner entry ids by horse_id ("k1-3": race k1, saddle-cloth 3). */
const entry: Record<string, number> = {};
const tipIds: Record<string, number> = {};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Eight runners per race, every one on the card (a whole field). */
const RACES = { k1: '14:00', k2: '14:30', k3: '15:00', k4: '15:30', k5: '16:00', k6: '16:30' } as const;
const card = (id: keyof typeof RACES) => ({
  race_id: id,
  course: 'Kempton',
  date: DAY,
  off_time: RACES[id],
  race_name: `Race ${id}`,
  type: 'Flat',
  distance_f: 8,
  runners: Array.from({ length: 8 }, (_, i) => ({
    horse_id: `${id}-${i + 1}`,
    horse: `${id.toUpperCase()} Runner ${i + 1}`,
    number: i + 1,
    age: 4,
    lbs: 130 - i,
  })),
});
/** Runner 1 wins, 2 and 3 place; each runner's SP as given (none when omitted). */
const importResult = async (id: keyof typeof RACES, sps: Record<number, string>) => {
  const results = [
    {
      race_id: id,
      runners: Array.from({ length: 8 }, (_, i) => ({
        horse_id: `${id}-${i + 1}`,
        position: String(i + 1),
        ...(sps[i + 1] ? { sp: sps[i + 1] } : {}),
      })),
    },
  ];
  const response = await atTime(clock, `${DAY}T20:00:00Z`, () =>
    call('POST', '/api/admin/racing-data/results', admin, { results }),
  );
  expect(response.statusCode, response.body).toBe(200);
};

const place = (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/bets', cookie, { type: 'Win', stake: 10, ...body });
const placed = async (cookie: string, body: Record<string, unknown>) => {
  const response = await place(cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZBet.parse(response.json());
};
const manual = (cookie: string, body: Record<string, unknown>) =>
  call('POST', '/api/bets/manual', cookie, {
    course: 'Dundalk',
    raceDate: DAY,
    raceTime: '19:00',
    horse: 'Irish Rover',
    odds: '9/4',
    type: 'Win',
    stake: 8,
    ...body,
  });
const betOf = async (id: number, cookie = monthly): Promise<TBet> => {
  const all = ZBetList.parse((await call('GET', '/api/bets?pageSize=200', cookie)).json());
  const bet = all.find((b) => b.id === id);
  if (!bet) throw new Error(`bet ${id} not listed`);
  return bet;
};
const betCount = async () => (await app.database.db.select({ n: count() }).from(bets))[0]!.n;
const editCount = async () => (await app.database.db.select({ n: count() }).from(betEdits))[0]!.n;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
  [monthly = '', starter = ''] = await Promise.all(
    ['monthly', 'starter'].map((t) => loginAs(app, `${t}@example.com`)),
  );
  const [otherEmail] = await createMonthlyUsers(app.database.db, 1, 'tracker-other-', clock.now());
  other = await loginAs(app, otherEmail!, 'load-test-pass');
  // Tips typed in before the card arrives: the import adopts their runners (a Free tip, and a Monthly one).
  tipIds.free = (
    await createTip(app, admin, {
      racecourse: 'Kempton',
      raceTime: '14:00',
      horseName: 'K1 Runner 2',
      odds: '3/1',
    })
  ).id;
  tipIds.locked = (
    await createTip(app, admin, {
      racecourse: 'Kempton',
      raceTime: '14:30',
      horseName: 'K2 Runner 4',
      odds: '6/1',
      accessLevel: 'Monthly',
    })
  ).id;
  // A race holding only its tipped runner (typed in by the admin), with a tip priced 5/1.
  tipIds.tipsOnly = (
    await createTip(app, admin, {
      racecourse: 'Lingfield',
      raceTime: '15:00',
      horseName: 'Lone Tip',
      odds: '5/1',
    })
  ).id;
  const cards = await call('POST', '/api/admin/racing-data/racecards', admin, {
    racecards: (Object.keys(RACES) as Array<keyof typeof RACES>).map(card),
  });
  expect(cards.statusCode, cards.body).toBe(200);
  for (const row of await app.database.db
    .select({ id: raceEntries.id, externalId: raceEntries.externalId, horse: raceEntries.horse })
    .from(raceEntries)) {
    if (row.externalId) entry[row.externalId] = row.id;
    if (row.horse === 'Lone Tip') entry.lone = row.id;
  }
});
afterAll(async () => {
  await app.close();
});

describe('any runner at the price taken', () => {
  it('records an untipped runner of a whole field at the member’s own price, with the bookmaker', async () => {
    const bet = await placed(monthly, {
      raceEntryId: entry['k1-5'],
      odds: '7/1',
      potentialReturn: 80,
      bookmaker: '  Bet365 ',
    });
    expect(bet).toMatchObject({
      kind: 'single',
      odds: '7/1',
      potentialReturn: 80,
      bookmaker: 'Bet365',
      priceType: 'taken',
      tipOdds: null,
      status: 'Open',
      editableUntil: '2026-11-20T14:00:00.000Z',
    });
    expect(bet.entry).toMatchObject({ horse: 'K1 Runner 5', track: 'Kempton', raceTime: '14:00' });
  });

  it('records the tip’s price beside a bigger price the member took on the tipped runner', async () => {
    const bet = await placed(monthly, { raceEntryId: entry['k1-2'], odds: '4/1', potentialReturn: 50 });
    expect(bet).toMatchObject({ odds: '4/1', tipOdds: '3/1' });
  });

  it('takes a runner with a tip the caller may not see as an untipped one, never naming the tip', async () => {
    const bet = await placed(starter, {
      raceEntryId: entry['k2-4'],
      odds: '8/1',
      stake: 1,
      potentialReturn: 9,
    });
    expect(bet.tipOdds).toBeNull();
    const seen = await placed(monthly, {
      raceEntryId: entry['k2-4'],
      odds: '8/1',
      stake: 1,
      potentialReturn: 9,
    });
    expect(seen.tipOdds).toBe('6/1');
  });

  it('on a race holding only tipped runners, takes the tip at any price', async () => {
    const bet = await placed(monthly, { raceEntryId: entry.lone, odds: '11/2', potentialReturn: 65 });
    expect(bet).toMatchObject({ odds: '11/2', tipOdds: '5/1' });
  });

  it('checks the potential return against the price taken, and an SP bet promises nothing yet', async () => {
    const wrong = await place(monthly, { raceEntryId: entry['k1-6'], odds: '7/1', potentialReturn: 70 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The potential return of this bet is £80.00');
    const sp = await placed(monthly, {
      raceEntryId: entry['k1-6'],
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    expect(sp).toMatchObject({ odds: 'SP', priceType: 'sp', potentialReturn: 0 });
  });

  it('answers a clientRef retry with a different bookmaker or price type with 409', async () => {
    const clientRef = randomUUID();
    const body = {
      raceEntryId: entry['k1-7'],
      odds: '9/1',
      potentialReturn: 100,
      clientRef,
      bookmaker: 'Coral',
    };
    expect((await place(monthly, body)).statusCode).toBe(201);
    expect((await place(monthly, body)).statusCode).toBe(200);
    const otherBookmaker = await place(monthly, { ...body, bookmaker: 'Ladbrokes' });
    expect(otherBookmaker.statusCode).toBe(409);
    expect(otherBookmaker.json().error).toMatch(/with Coral, not Ladbrokes/);
    const otherType = await place(monthly, { ...body, priceType: 'bog' });
    expect(otherType.statusCode).toBe(409);
    expect(otherType.json().error).toMatch(/priced taken, not bog/);
  });

  it('imports device bets with their price, bookmaker and price type', async () => {
    const ref = randomUUID();
    const response = await call('POST', '/api/bets/import', monthly, {
      bets: [
        {
          clientRef: ref,
          raceEntryId: entry['k1-8'],
          type: 'Win',
          odds: '12/1',
          stake: 2,
          priceType: 'bog',
          bookmaker: 'Betfred',
        },
      ],
    });
    expect(response.json()).toEqual({ imported: [ref], refused: [] });
    const mine = ZBetList.parse((await call('GET', '/api/bets?pageSize=200', monthly)).json());
    expect(mine.find((b) => b.clientRef === ref)).toMatchObject({
      odds: '12/1',
      priceType: 'bog',
      bookmaker: 'Betfred',
      potentialReturn: 26,
    });
  });
});

describe('best odds guaranteed and SP', () => {
  it('settles BOG at the bigger SP, BOG at the bigger price taken, SP at the SP, and a loser at SP without one', async () => {
    // £10 win at 4/1 BOG, SP 11/2: paid at 11/2, 10 x 6.5 = £65.00.
    const spBigger = await placed(monthly, {
      raceEntryId: entry['k3-1'],
      odds: '4/1',
      priceType: 'bog',
      potentialReturn: 50,
    });
    // £10 win at 6/1 BOG, SP 11/2: the 6/1 stands, 10 x 7 = £70.00.
    const takenBigger = await placed(other, {
      raceEntryId: entry['k3-1'],
      odds: '6/1',
      priceType: 'bog',
      potentialReturn: 70,
    });
    // £10 win at SP 11/2: £65.00.
    const sp = await placed(monthly, {
      raceEntryId: entry['k3-1'],
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    // £5 each way at SP on the third, SP 9/1, 8 runners (3 places at 1/5): win part lost, place 5 x (1 + 9/5) = £14.00.
    const spPlaced = await placed(monthly, {
      raceEntryId: entry['k3-3'],
      type: 'Each Way',
      stake: 5,
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    // £10 win at SP on a horse with no SP returned that lost: no price is needed to lose.
    const spLost = await placed(monthly, {
      raceEntryId: entry['k3-8'],
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    await importResult('k3', { 1: '11/2', 3: '9/1' });

    const bog = await betOf(spBigger.id);
    expect(bog).toMatchObject({ status: 'Won', actualReturn: 65, odds: '4/1' });
    expect(bog.settlement).toMatchObject({
      odds: [11, 2],
      price: { type: 'bog', taken: [4, 1], sp: [11, 2] },
    });
    expect(settlementLines(bog.settlement!)).toContain('Best odds guaranteed: SP 11/2 beat your 4/1.');
    const kept = await betOf(takenBigger.id, other);
    expect(kept).toMatchObject({ status: 'Won', actualReturn: 70 });
    expect(kept.settlement).toMatchObject({ odds: [6, 1] });
    expect(settlementLines(kept.settlement!)).toContain(
      'Best odds guaranteed: your 6/1 was at least the SP of 11/2.',
    );
    const atSp = await betOf(sp.id);
    expect(atSp).toMatchObject({ status: 'Won', actualReturn: 65 });
    expect(settlementLines(atSp.settlement!)).toEqual([
      'Win bet at 11/2, £10.00 staked.',
      'Settled at the starting price, 11/2.',
      'Win part won at 11/2: returns £65.00.',
    ]);
    expect(await betOf(spPlaced.id)).toMatchObject({ status: 'Placed', actualReturn: 14 });
    const lost = await betOf(spLost.id);
    expect(lost).toMatchObject({ status: 'Lost', actualReturn: 0 });
    expect(settlementLines(lost.settlement!)[0]).toBe('Win bet at SP, £10.00 staked.');
  });

  it('keeps a winning SP bet open until the SP is recorded; BOG without an SP settles at the price taken', async () => {
    const sp = await placed(monthly, {
      raceEntryId: entry.lone,
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    const bog = await placed(monthly, {
      raceEntryId: entry.lone,
      odds: '9/2',
      priceType: 'bog',
      potentialReturn: 55,
    });
    const result = (body: object) =>
      atTime(clock, `${DAY}T20:00:00Z`, () =>
        call('PATCH', `/api/admin/tips/${tipIds.tipsOnly}/result`, admin, body),
      );
    expect((await result({ result: 'Won' })).statusCode).toBe(200);
    expect(await betOf(sp.id)).toMatchObject({ status: 'Open', actualReturn: null });
    const noSp = await betOf(bog.id);
    expect(noSp).toMatchObject({ status: 'Won', actualReturn: 55 });
    expect(settlementLines(noSp.settlement!)).toContain(
      'Best odds guaranteed: no SP was returned, so your 9/2 stands.',
    );
    const withSp = await result({ result: 'Won', sp: '6/1', reason: 'SP returned' });
    expect(withSp.statusCode, withSp.body).toBe(200);
    expect(await betOf(sp.id)).toMatchObject({ status: 'Won', actualReturn: 70 });
    expect(await betOf(bog.id)).toMatchObject({ status: 'Won', actualReturn: 70 });
  });
});

describe('bets typed in by hand', () => {
  it('records one, refuses a result before its off, and lets the member settle it after', async () => {
    const response = await manual(monthly, { bookmaker: 'Paddy Power' });
    expect(response.statusCode, response.body).toBe(201);
    const bet = ZBet.parse(response.json());
    expect(bet).toMatchObject({
      kind: 'manual',
      odds: '9/4',
      stake: 8,
      potentialReturn: 26,
      bookmaker: 'Paddy Power',
      editableUntil: '2026-11-20T19:00:00.000Z',
      entry: {
        id: null,
        raceId: null,
        horse: 'Irish Rover',
        track: 'Dundalk',
        raceDate: DAY,
        raceTime: '19:00',
      },
    });
    const early = await call('POST', `/api/bets/${bet.id}/result`, monthly, { result: 'Won' });
    expect(early.statusCode).toBe(409);
    const won = await atTime(clock, `${DAY}T19:30:00Z`, () =>
      call('POST', `/api/bets/${bet.id}/result`, monthly, { result: 'Won' }),
    );
    expect(won.statusCode, won.body).toBe(200);
    const settled = ZBet.parse(won.json());
    expect(settled).toMatchObject({ status: 'Won', actualReturn: 26, editableUntil: null });
    expect(settlementLines(settled.settlement!)).toEqual([
      'Win bet at 9/4, £8.00 staked.',
      'You settled it as won: returns £26.00.',
    ]);
    const audit = await app.database.db.select().from(betEdits).where(eq(betEdits.betId, bet.id));
    expect(audit).toMatchObject([
      { action: 'result', changes: { status: ['Open', 'Won'], return: [null, 26] } },
    ]);
  });

  it('settles Placed with the return given, Void with the stake back, and refuses Placed on a win bet', async () => {
    const eachWay = ZBet.parse(
      (await manual(monthly, { horse: 'Each Way Rover', type: 'Each Way', stake: 5, odds: '10/1' })).json(),
    );
    // 3 places at 1/5 assumed: win part 5 x 11 = 55, place part 5 x 3 = 15.
    expect(eachWay).toMatchObject({ totalStake: 10, potentialReturn: 70 });
    const win = ZBet.parse((await manual(monthly, { horse: 'Win Rover' })).json());
    await atTime(clock, `${DAY}T19:30:00Z`, async () => {
      const noReturn = await call('POST', `/api/bets/${eachWay.id}/result`, monthly, { result: 'Placed' });
      expect(noReturn.statusCode).toBe(400);
      expect(noReturn.json().issues[0].field).toBe('return');
      const placedBet = await call('POST', `/api/bets/${eachWay.id}/result`, monthly, {
        result: 'Placed',
        return: 12.5,
      });
      expect(placedBet.json()).toMatchObject({ status: 'Placed', actualReturn: 12.5 });
      const winPlaced = await call('POST', `/api/bets/${win.id}/result`, monthly, {
        result: 'Placed',
        return: 5,
      });
      expect(winPlaced.statusCode).toBe(400);
      const voided = await call('POST', `/api/bets/${win.id}/result`, monthly, { result: 'Void' });
      expect(voided.json()).toMatchObject({ status: 'Void', actualReturn: 8 });
    });
  });

  it('keeps a Free member’s and a guest’s out of the account, and answers a retry once', async () => {
    const free = await loginAs(app, 'free@example.com');
    const refused = await manual(free, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/Free accounts keep bets on this device/);
    expect((await manual('', {})).statusCode).toBe(401);
    const clientRef = randomUUID();
    const first = await manual(monthly, { horse: 'Retry Rover', clientRef });
    expect(first.statusCode).toBe(201);
    const again = await manual(monthly, { horse: 'Retry Rover', clientRef });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const changed = await manual(monthly, { horse: 'Retry Rover', clientRef, stake: 9 });
    expect(changed.statusCode).toBe(409);
  });

  it('settles only bets typed in by hand, and only the member’s own', async () => {
    const single = await placed(monthly, { raceEntryId: entry['k4-5'], odds: '5/1', potentialReturn: 60 });
    const mine = ZBet.parse((await manual(monthly, { horse: 'Only Mine' })).json());
    await atTime(clock, `${DAY}T19:30:00Z`, async () => {
      expect(
        (await call('POST', `/api/bets/${single.id}/result`, monthly, { result: 'Won' })).statusCode,
      ).toBe(409);
      expect((await call('POST', `/api/bets/${mine.id}/result`, other, { result: 'Won' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/api/bets/${mine.id}/result`, undefined, { result: 'Won' })).statusCode,
      ).toBe(401);
    });
    expect((await betOf(mine.id)).status).toBe('Open');
  });
});

describe('corrections and voids', () => {
  it('corrects stake, price and bookmaker before the off, audited, and refuses after it with 409', async () => {
    const bet = await placed(monthly, {
      raceEntryId: entry['k5-4'],
      odds: '5/1',
      potentialReturn: 60,
      bookmaker: 'Coral',
    });
    const edited = await call('PATCH', `/api/bets/${bet.id}`, monthly, {
      stake: 20,
      odds: '11/2',
      bookmaker: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      stake: 20,
      totalStake: 20,
      odds: '11/2',
      potentialReturn: 130,
      bookmaker: null,
    });
    const audit = await app.database.db.select().from(betEdits).where(eq(betEdits.betId, bet.id));
    expect(audit).toMatchObject([
      { action: 'edit', changes: { stake: [10, 20], odds: ['5/1', '11/2'], bookmaker: ['Coral', null] } },
    ]);
    const late = await atTime(clock, `${DAY}T16:00:00Z`, () =>
      call('PATCH', `/api/bets/${bet.id}`, monthly, { stake: 5 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe("This bet's race is off, so it can no longer be changed");
    expect(await betOf(bet.id)).toMatchObject({ stake: 20, odds: '11/2' });
    const spBet = await placed(monthly, {
      raceEntryId: entry['k5-4'],
      odds: 'SP',
      priceType: 'sp',
      potentialReturn: 0,
    });
    const spOdds = await call('PATCH', `/api/bets/${spBet.id}`, monthly, { odds: '5/1' });
    expect(spOdds.statusCode).toBe(400);
    expect(spOdds.json().issues[0].field).toBe('odds');
  });

  it('lists an open bet as editable until its off and not after', async () => {
    const bet = await placed(monthly, { raceEntryId: entry['k5-5'], odds: '5/1', potentialReturn: 60 });
    expect((await betOf(bet.id)).editableUntil).toBe('2026-11-20T16:00:00.000Z');
    await atTime(clock, `${DAY}T16:00:00Z`, async () => {
      expect((await betOf(bet.id)).editableUntil).toBeNull();
    });
  });

  it('voids a bet with the member’s reason, and a later result leaves it void', async () => {
    const bet = await placed(monthly, { raceEntryId: entry['k6-1'], odds: '3/1', potentialReturn: 40 });
    const voided = await call('POST', `/api/bets/${bet.id}/void`, monthly, {
      reason: '  Bookmaker voided it  ',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      status: 'Void',
      actualReturn: 10,
      voidReason: 'Bookmaker voided it',
    });
    expect((await call('POST', `/api/bets/${bet.id}/void`, monthly, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect((await call('PATCH', `/api/bets/${bet.id}`, monthly, { stake: 2 })).statusCode).toBe(409);
    await importResult('k6', { 1: '3/1' });
    expect(await betOf(bet.id)).toMatchObject({
      status: 'Void',
      actualReturn: 10,
      voidReason: 'Bookmaker voided it',
    });
    const audit = await app.database.db.select().from(betEdits).where(eq(betEdits.betId, bet.id));
    expect(audit).toMatchObject([
      { action: 'void', reason: 'Bookmaker voided it', changes: { status: ['Open', 'Void'] } },
    ]);
  });

  it('answers another member 404 and a guest 401, changing nothing', async () => {
    const bet = await placed(monthly, { raceEntryId: entry['k5-6'], odds: '5/1', potentialReturn: 60 });
    for (const [cookie, status] of [
      [other, 404],
      [undefined, 401],
    ] as const) {
      expect((await call('PATCH', `/api/bets/${bet.id}`, cookie, { stake: 1 })).statusCode).toBe(status);
      expect(
        (await call('POST', `/api/bets/${bet.id}/void`, cookie, { reason: 'not mine' })).statusCode,
      ).toBe(status);
    }
    expect(await betOf(bet.id)).toMatchObject({ status: 'Open', stake: 10 });
  });

  it('counts a corrected stake against the limits, and parallel corrections cannot pass the daily limit', async () => {
    const [email] = await createMonthlyUsers(app.database.db, 1, 'tracker-limits-', clock.now());
    const cookie = await loginAs(app, email!, 'load-test-pass');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await placed(cookie, { raceEntryId: entry['k4-2'], odds: '2/1', stake: 1, potentialReturn: 3 })).id,
      );
    const set = await app.inject({
      method: 'PUT',
      url: '/api/user/limits',
      headers: { cookie },
      payload: { dailyLimit: 10, perBetLimit: 4 },
    });
    expect(set.statusCode).toBe(200);
    const overPerBet = await call('PATCH', `/api/bets/${ids[0]}`, cookie, { stake: 5 });
    expect(overPerBet.statusCode).toBe(403);
    expect(overPerBet.json().error).toBe('This stake of £5.00 is above your per-bet limit of £4.00.');
    // £5 staked today; raising each £1 bet to £3 adds £2: only two of five fit under £10.
    const answers = await Promise.all(
      ids.map((id) => call('PATCH', `/api/bets/${id}`, cookie, { stake: 3 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 403, 403, 403]);
    const limits = ZLimits.parse((await call('GET', '/api/user/limits', cookie)).json());
    expect(limits).toMatchObject({ stakedToday: 9, remainingToday: 1 });
    // Lowering a stake is always allowed.
    expect((await call('PATCH', `/api/bets/${ids[0]}`, cookie, { stake: 0.5 })).statusCode).toBe(200);
  });
});

describe('hostile and oversized input', () => {
  it.each([
    [{ course: 'x'.repeat(61) }, 'course'],
    [{ course: '   ' }, 'course'],
    [{ horse: 'Bad\u0000Horse' }, 'horse'],
    [{ horse: 'y'.repeat(61) }, 'horse'],
    [{ raceDate: '2026-02-30' }, 'raceDate'],
    [{ raceDate: '2029-11-20' }, 'raceDate'],
    [{ raceDate: "2026-11-20'; drop table bets" }, 'raceDate'],
    [{ raceTime: '25:00' }, 'raceTime'],
    [{ raceTime: '9:5' }, 'raceTime'],
    [{ odds: '0/1' }, 'odds'],
    [{ odds: 'SP' }, 'odds'],
    [{ odds: '5000/1' }, 'odds'],
    [{ stake: -1 }, 'stake'],
    [{ stake: 1e12 }, 'stake'],
    [{ type: 'Lucky 15' }, 'type'],
    [{ bookmaker: 'z'.repeat(61) }, 'bookmaker'],
    [{ clientRef: 'nope' }, 'clientRef'],
  ])('POST /api/bets/manual refuses %j naming %s and stores nothing', async (overrides, field) => {
    const before = await betCount();
    const response = await manual(monthly, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].field).toBe(field);
    expect(await betCount()).toBe(before);
  });

  it('refuses bad ids, results, corrections and reasons with 4xx and changes nothing', async () => {
    const bet = await placed(monthly, { raceEntryId: entry['k5-7'], odds: '5/1', potentialReturn: 60 });
    const typed = ZBet.parse((await manual(monthly, { horse: 'Hostile Rover' })).json());
    const [bets0, edits0] = [await betCount(), await editCount()];
    const attempts: Array<[string, string, unknown]> = [
      ['PATCH', `/api/bets/${bet.id}`, {}],
      ['PATCH', `/api/bets/${bet.id}`, { stake: 0.001 }],
      ['PATCH', `/api/bets/${bet.id}`, { stake: '10' }],
      ['PATCH', `/api/bets/${bet.id}`, { odds: 'abc' }],
      ['PATCH', `/api/bets/${bet.id}`, { odds: 'SP' }],
      ['PATCH', `/api/bets/${bet.id}`, { bookmaker: 'b'.repeat(61) }],
      ['PATCH', '/api/bets/abc', { stake: 5 }],
      ['PATCH', '/api/bets/0', { stake: 5 }],
      ['PATCH', '/api/bets/99999999999', { stake: 5 }],
      ['PATCH', '/api/bets/2147483647', { stake: 5 }],
      ['POST', `/api/bets/${bet.id}/void`, {}],
      ['POST', `/api/bets/${bet.id}/void`, { reason: '   ' }],
      ['POST', `/api/bets/${bet.id}/void`, { reason: 'r'.repeat(201) }],
      ['POST', `/api/bets/${bet.id}/void`, { reason: ['a'] }],
      ['POST', `/api/bets/${typed.id}/result`, { result: 'Maybe' }],
      ['POST', `/api/bets/${typed.id}/result`, { result: 'Won', return: -1 }],
      ['POST', `/api/bets/${typed.id}/result`, { result: 'Won', return: 1e12 }],
      ['POST', `/api/bets/${typed.id}/result`, { result: 'Won', return: 1.234 }],
      ['POST', '/api/bets/-1/result', { result: 'Won' }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method as 'PATCH' | 'POST', url, monthly, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect([await betCount(), await editCount()]).toEqual([bets0, edits0]);
    expect(await betOf(bet.id)).toMatchObject({ stake: 10, odds: '5/1', status: 'Open' });
    expect(await betOf(typed.id)).toMatchObject({ status: 'Open' });
  });
});

describe('outcomes for bets kept on a device', () => {
  type TOutcome = { id: number; result: string | null; sp: string | null };
  const outcomes = async (ids: number[], cookie?: string) => {
    const response = await call('GET', `/api/entries/results?ids=${ids.join(',')}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return new Map((response.json() as TOutcome[]).map((outcome) => [outcome.id, outcome]));
  };

  it('gives anyone any runner of a whole field, tipped or not, with the SP once resulted', async () => {
    // k3 was resulted above: runner 1 won at SP 11/2, runner 5 (untipped) lost with no SP returned.
    const k3 = [entry['k3-1']!, entry['k3-5']!];
    const k5 = [entry['k5-8']!];
    // k2's runner 4 carries a Monthly tip: on a public card it is one runner among eight, its tip unnamed.
    const locked = entry['k2-4']!;
    const guest = await outcomes([...k3, ...k5, locked]);
    expect(guest.get(entry['k3-1']!)).toMatchObject({ result: 'Won', sp: '11/2' });
    expect(guest.get(entry['k3-5']!)).toMatchObject({ result: 'Lost', sp: null });
    expect(guest.get(entry['k5-8']!)).toMatchObject({ result: null, sp: null });
    expect(guest.get(locked)).toEqual({
      ...guest.get(entry['k5-8']!),
      id: locked,
      terms: expect.any(Object),
    });
  });

  it('keeps a race entered with its tips alone to what the caller may see: a locked tip is no runner to a guest', async () => {
    await createTip(app, admin, {
      racecourse: 'Wolverhampton',
      raceTime: '18:00',
      horseName: 'Hidden Gem',
      odds: '4/1',
      accessLevel: 'Monthly',
    });
    const [gem] = await app.database.db
      .select({ id: raceEntries.id })
      .from(raceEntries)
      .where(eq(raceEntries.horse, 'Hidden Gem'));
    expect((await outcomes([gem!.id])).has(gem!.id)).toBe(false);
    expect((await outcomes([gem!.id], starter)).has(gem!.id)).toBe(false);
    expect((await outcomes([gem!.id], monthly)).get(gem!.id)).toMatchObject({ result: null, sp: null });
  });
});
