import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZStatement } from '~/domain/statement.contract';
import { bets, emailOutbox, raceEntries, users } from '../../db/schema';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { adminCookie, atTime, createClock, createTip } from '../../test/tips-fixtures';
import { monthlyStatementEmail } from '../mail/mail-templates';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';

// Mid-April 2026, UK summer time (BST, UTC+1).
const clock = createClock('2026-04-15T11:00:00Z');
let app: TTestApp;
let entryId: number;
let tipId: number;

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

let members = 0;
/** A new member with a confirmed e-mail whose account opened at `openedAt`: their id, e-mail and session. */
const newMember = async (openedAt = '2025-06-10T12:00:00Z') => {
  members += 1;
  const email = `statement${members}@example.com`;
  // Each from its own address: sign-ups are rate-limited per address.
  const { cookie } = await signUpVerified(
    app,
    { email, password: 'Saddle-Cloth-42' },
    { remoteAddress: `10.0.0.${members}` },
  );
  const [row] = await app.database.db
    .update(users)
    .set({ createdAt: new Date(openedAt) })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  // The session cache holds the account as it was: read it again.
  await app.forgetUserSessions(row!.id);
  return { id: row!.id, email, cookie };
};

/** A tracked bet placed at `placedAt` (an instant), stored as placement and settlement would leave it. */
const betAt = async (
  userId: number,
  placedAt: string,
  {
    status = 'Open',
    totalStake = 10,
    returned = null,
    type = 'Win',
  }: {
    status?: 'Open' | 'Won' | 'Placed' | 'Lost' | 'Void';
    totalStake?: number;
    returned?: number | null;
    type?: 'Win' | 'Each Way';
  } = {},
) => {
  const totalStakePence = Math.round(totalStake * 100);
  await app.database.db.insert(bets).values({
    userId,
    entryId,
    type,
    oddsText: '5/2',
    oddsNum: 5,
    oddsDen: 2,
    stakePence: type === 'Each Way' ? totalStakePence / 2 : totalStakePence,
    totalStakePence,
    potentialReturnPence: totalStakePence * 4,
    actualReturnPence: returned === null ? null : Math.round(returned * 100),
    status,
    settledAt: status === 'Open' ? null : new Date(placedAt),
    createdAt: new Date(placedAt),
  });
};

const statementOf = async (cookie: string, month?: string) => {
  const response = await call('GET', `/api/user/statement${month ? `?month=${month}` : ''}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return ZStatement.parse(response.json());
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, demo: false });
  const admin = await adminCookie(app);
  ({ id: tipId } = await createTip(app, admin, {
    tipDate: '2026-04-15',
    horseName: 'Statement Horse',
    raceTime: '18:00',
  }));
  const [entry] = await app.database.db
    .select({ id: raceEntries.id })
    .from(raceEntries)
    .where(eq(raceEntries.horse, 'Statement Horse'));
  entryId = entry!.id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set('2026-04-15T11:00:00Z');
});

describe('who may read a statement', () => {
  it('answers 401 to a guest on every statement route, before looking at what was sent', async () => {
    for (const url of [
      '/api/user/statement',
      '/api/user/statement?month=not-a-month',
      '/api/user/statement/email',
    ])
      expect((await call('GET', url)).statusCode, url).toBe(401);
    const put = await call('PUT', '/api/user/statement/email', undefined, { monthlyStatementEmail: 'maybe' });
    expect(put.statusCode).toBe(401);
  });
});

describe('GET /api/user/statement', () => {
  it('refuses a malformed month, a month not yet started and one before the account opened, saying why', async () => {
    const { cookie } = await newMember('2025-06-10T12:00:00Z');
    for (const bad of [
      '2026-13',
      '2026-4',
      '2026-00',
      'abcd-ef',
      '2026-04-01',
      '202604',
      `2026-04${'x'.repeat(300)}`,
    ]) {
      const response = await call('GET', `/api/user/statement?month=${encodeURIComponent(bad)}`, cookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error, bad).toBe('month: must be a month written YYYY-MM, such as 2026-03');
    }
    const future = await call('GET', '/api/user/statement?month=2026-05', cookie);
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('There is no statement for May 2026 yet: that month has not started.');
    const before = await call('GET', '/api/user/statement?month=2025-05', cookie);
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toBe('Your account opened in June 2025: there is no statement for May 2025.');
    // The month the account opened is fine.
    expect((await statementOf(cookie, '2025-06')).month).toBe('2025-06');
    // So is a month more than 12 months back (only the account screen's picker stops at 12).
    const longStanding = await newMember('2024-01-10T12:00:00Z');
    expect((await statementOf(longStanding.cookie, '2024-06')).month).toBe('2024-06');
    expect((await statementOf(longStanding.cookie)).months).toHaveLength(13);
  });

  it('defaults to the current UK month, with its bounds as instants, and lists the months to pick from', async () => {
    const { cookie } = await newMember('2025-06-10T12:00:00Z');
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (BST): April has begun.
    clock.set('2026-03-31T23:30:00Z');
    const april = await statementOf(cookie);
    expect(april).toMatchObject({
      month: '2026-04',
      from: '2026-03-31T23:00:00.000Z',
      to: '2026-04-30T23:00:00.000Z',
      betsPlaced: 0,
      stakes: 0,
      biggestStake: null,
      daysBet: 0,
    });
    // This month and the 12 before it, but none before June 2025 when the account opened.
    expect(april.months).toEqual([
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
    ]);
    // In winter London is on UTC: February runs from midnight UTC.
    expect(await statementOf(cookie, '2026-02')).toMatchObject({
      from: '2026-02-01T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
    });
  });

  it('counts the bets placed in the UK month: stakes of all, returns and P/L of the settled, open bets apart', async () => {
    const me = await newMember();
    const other = await newMember();
    // April 2026 in UK time runs from 2026-03-31T23:00Z to 2026-04-30T23:00Z.
    await betAt(me.id, '2026-03-31T22:59:00Z', { status: 'Won', totalStake: 50, returned: 175 }); // 23:59 on 31 March
    await betAt(me.id, '2026-03-31T23:30:00Z', { status: 'Won', totalStake: 10, returned: 35 }); // 00:30 on 1 April
    await betAt(me.id, '2026-04-01T09:00:00Z', { status: 'Lost', totalStake: 5, returned: 0 });
    await betAt(me.id, '2026-04-10T12:00:00Z', { status: 'Void', totalStake: 4, returned: 4 });
    await betAt(me.id, '2026-04-10T13:00:00Z', {
      status: 'Placed',
      type: 'Each Way',
      totalStake: 20,
      returned: 12,
    });
    await betAt(me.id, '2026-04-14T18:00:00Z', { status: 'Open', totalStake: 8 });
    await betAt(me.id, '2026-04-30T22:59:59Z', { status: 'Open', totalStake: 3 }); // 23:59:59 on 30 April
    await betAt(me.id, '2026-04-30T23:00:00Z', { status: 'Lost', totalStake: 99, returned: 0 }); // midnight: May
    await betAt(other.id, '2026-04-12T12:00:00Z', { status: 'Won', totalStake: 500, returned: 2000 });

    const april = await statementOf(me.cookie, '2026-04');
    expect(april).toMatchObject({
      betsPlaced: 6,
      stakes: 50,
      settledBets: 4,
      returns: 51,
      // (35 + 0 + 4 + 12) returned for (10 + 5 + 4 + 20) staked on the settled bets.
      profitLoss: 12,
      openBets: 2,
      openStakes: 11,
      biggestStake: 20,
      // 1, 10, 14 and 30 April (UK days).
      daysBet: 4,
    });
    expect(await statementOf(me.cookie, '2026-03')).toMatchObject({
      betsPlaced: 1,
      stakes: 50,
      returns: 175,
      profitLoss: 125,
      daysBet: 1,
    });
    // The other member sees only their own bet.
    expect(await statementOf(other.cookie, '2026-04')).toMatchObject({
      betsPlaced: 1,
      stakes: 500,
      profitLoss: 1500,
    });
  });

  it('puts a bet at 00:30 UK time on the 1st in the new month in winter too', async () => {
    const me = await newMember('2025-06-10T12:00:00Z');
    await betAt(me.id, '2026-01-31T23:59:00Z', { status: 'Lost', totalStake: 7, returned: 0 });
    await betAt(me.id, '2026-02-01T00:30:00Z', { status: 'Lost', totalStake: 6, returned: 0 });
    expect(await statementOf(me.cookie, '2026-01')).toMatchObject({
      betsPlaced: 1,
      stakes: 7,
      profitLoss: -7,
    });
    expect(await statementOf(me.cookie, '2026-02')).toMatchObject({
      betsPlaced: 1,
      stakes: 6,
      profitLoss: -6,
    });
  });

  it('shows the per-bet and daily limits in force now', async () => {
    const me = await newMember();
    expect((await statementOf(me.cookie)).limits).toEqual({
      perBetLimit: null,
      dailyLimit: null,
      perWeekLimit: null,
      perMonthLimit: null,
    });
    const put = await call('PUT', '/api/user/limits', me.cookie, {
      perBetLimit: 25,
      dailyLimit: 100,
      perMonthLimit: 400,
    });
    expect(put.statusCode).toBe(200);
    expect((await statementOf(me.cookie, '2026-03')).limits).toEqual({
      perBetLimit: 25,
      dailyLimit: 100,
      perWeekLimit: null,
      perMonthLimit: 400,
    });
  });

  it('reads the same figures when many requests come at once', async () => {
    const me = await newMember();
    await betAt(me.id, '2026-04-02T10:00:00Z', { status: 'Won', totalStake: 10, returned: 30 });
    await betAt(me.id, '2026-04-03T10:00:00Z', { status: 'Open', totalStake: 5 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => statementOf(me.cookie, '2026-04')));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({
      betsPlaced: 2,
      stakes: 15,
      returns: 30,
      profitLoss: 20,
      openStakes: 5,
    });
  });

  it('follows a bet from placement to settlement through the API', async () => {
    const me = await newMember();
    await createSubscriptionsRepository(app.database.db).upsert({
      userId: me.id,
      tier: 'Monthly',
      startDate: clock.now(),
      endDate: new Date('2026-05-15T11:00:00Z'),
      lastPaymentDate: clock.now(),
    });
    await app.forgetUserSessions(me.id);
    const placed = await call('POST', '/api/bets', me.cookie, {
      raceEntryId: entryId,
      type: 'Win',
      odds: '5/2',
      stake: 10,
      potentialReturn: 35,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await statementOf(me.cookie)).toMatchObject({
      betsPlaced: 1,
      stakes: 10,
      openBets: 1,
      settledBets: 0,
    });

    const admin = await adminCookie(app);
    const result = await atTime(clock, '2026-04-15T20:00:00Z', () =>
      call('PATCH', `/api/admin/tips/${tipId}/result`, admin, { result: 'Won' }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(await statementOf(me.cookie)).toMatchObject({
      betsPlaced: 1,
      openBets: 0,
      settledBets: 1,
      returns: 35,
      profitLoss: 25,
    });
  });
});

describe('the statement e-mail setting', () => {
  it('is off by default, turns on and off, and refuses anything but true or false', async () => {
    const me = await newMember();
    const read = async () => (await call('GET', '/api/user/statement/email', me.cookie)).json();
    expect(await read()).toEqual({ monthlyStatementEmail: false });
    const on = await call('PUT', '/api/user/statement/email', me.cookie, { monthlyStatementEmail: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ monthlyStatementEmail: true });
    expect(await read()).toEqual({ monthlyStatementEmail: true });
    for (const bad of [{ monthlyStatementEmail: 'yes' }, {}, { monthlyStatementEmail: true, extra: 1 }]) {
      const response = await call('PUT', '/api/user/statement/email', me.cookie, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect(await read()).toEqual({ monthlyStatementEmail: true });
    await call('PUT', '/api/user/statement/email', me.cookie, { monthlyStatementEmail: false });
    expect(await read()).toEqual({ monthlyStatementEmail: false });
  });
});

describe('monthly statement e-mails', () => {
  const statementMails = async () =>
    (await app.database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).filter(
      (row) => row.kind === 'monthly_statement',
    );
  // Each test starts with an empty outbox and nobody asking for the statement.
  beforeEach(async () => {
    await app.database.db.delete(emailOutbox);
    await app.database.db.update(users).set({ monthlyStatementEmailSince: null });
  });
  const optIn = (cookie: string, at: string) =>
    atTime(clock, at, () =>
      call('PUT', '/api/user/statement/email', cookie, { monthlyStatementEmail: true }),
    );

  it('sends last month’s statement once to each member who asked, from 09:00 UK time on the 1st', async () => {
    const asked = await newMember('2025-01-05T10:00:00Z');
    const didNotAsk = await newMember('2025-01-05T10:00:00Z');
    const unconfirmed = await newMember('2025-01-05T10:00:00Z');
    const askedLate = await newMember('2025-01-05T10:00:00Z');
    const openedInApril = await newMember('2026-04-02T10:00:00Z');
    await optIn(asked.cookie, '2026-03-20T10:00:00Z');
    await optIn(unconfirmed.cookie, '2026-03-20T10:00:00Z');
    await optIn(openedInApril.cookie, '2026-04-02T10:00:00Z');
    await app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.id));
    await betAt(asked.id, '2026-03-05T12:00:00Z', { status: 'Won', totalStake: 10, returned: 35 });
    await betAt(asked.id, '2026-03-31T22:30:00Z', { status: 'Open', totalStake: 5 }); // 23:30 on 31 March (BST)
    await betAt(asked.id, '2026-03-31T23:30:00Z', { status: 'Lost', totalStake: 40, returned: 0 }); // April
    await betAt(didNotAsk.id, '2026-03-05T12:00:00Z', { status: 'Lost', totalStake: 10, returned: 0 });
    await atTime(clock, '2026-03-25T10:00:00Z', () =>
      call('PUT', '/api/user/limits', asked.cookie, { perBetLimit: 20 }),
    );

    // 08:59 on 1 April, UK time (BST): not yet.
    expect(await app.statements.runMonthlyStatements(new Date('2026-04-01T07:59:00Z'))).toEqual({
      queued: 0,
    });
    expect(await statementMails()).toEqual([]);
    // 09:00: March's statement goes to the members who had asked by then (one asked at 08:30), have a confirmed
    // address and had an account in March; and never again, however often the job runs.
    await optIn(askedLate.cookie, '2026-04-01T07:30:00Z');
    expect(await app.statements.runMonthlyStatements(new Date('2026-04-01T08:00:00Z'))).toEqual({
      queued: 2,
    });
    expect(await app.statements.runMonthlyStatements(new Date('2026-04-01T09:00:00Z'))).toEqual({
      queued: 0,
    });
    const runs = await Promise.all(
      [1, 2, 3].map(() => app.statements.runMonthlyStatements(new Date('2026-04-20T10:00:00Z'))),
    );
    expect(runs).toEqual([{ queued: 0 }, { queued: 0 }, { queued: 0 }]);

    const mails = await statementMails();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([asked.email, askedLate.email].sort());
    const mine = mails.find((mail) => mail.recipient === asked.email)!;
    expect(mine.dedupeKey).toBe(`statement:${asked.id}:2026-03`);
    expect(mine.subject).toBe('Your RacePro statement for March 2026');
    expect(mine.body).toContain('Bets placed: 2\n');
    expect(mine.body).toContain('Days with a bet: 2\n');
    expect(mine.body).toContain('Total staked: £15.00\n');
    expect(mine.body).toContain('Biggest single stake: £10.00\n');
    expect(mine.body).toContain('Settled bets: 1\n');
    expect(mine.body).toContain('Returns on settled bets: £35.00\n');
    expect(mine.body).toContain('Profit/loss on settled bets: +£25.00\n');
    expect(mine.body).toContain('Bets still open: 1 (£5.00 staked)\n');
    expect(mine.body).toContain('Per-bet limit: £20.00\nDaily limit: None set\n');
    expect(mine.body).toContain('http://localhost:3000/account');
  });

  it('sends a member who asked after the 1st from next month on, and catches up a month the job missed', async () => {
    const me = await newMember('2025-01-05T10:00:00Z');
    // Asked on 10 May: April's statement (due 1 May, 09:00) is not sent; May's is.
    await optIn(me.cookie, '2026-05-10T10:00:00Z');
    expect(await app.statements.runMonthlyStatements(new Date('2026-05-10T11:00:00Z'))).toEqual({
      queued: 0,
    });
    // The server was down on 1 June: the statement goes when the job next runs, on the 3rd.
    expect(await app.statements.runMonthlyStatements(new Date('2026-06-03T15:00:00Z'))).toEqual({
      queued: 1,
    });
    const [mail] = await statementMails();
    expect(mail).toMatchObject({ recipient: me.email, subject: 'Your RacePro statement for May 2026' });
    expect(mail!.body).toContain('You placed no tracked bets in May 2026.');
    // Turned off (signed in afresh: the April session has ended by June): no statement for June.
    const off = await atTime(clock, '2026-06-10T10:00:00Z', async () =>
      call('PUT', '/api/user/statement/email', await loginAs(app, me.email, 'Saddle-Cloth-42'), {
        monthlyStatementEmail: false,
      }),
    );
    expect(off.statusCode).toBe(200);
    expect(await app.statements.runMonthlyStatements(new Date('2026-07-01T09:00:00Z'))).toEqual({
      queued: 0,
    });
  });

  it('never e-mails an administrator or a closed account', async () => {
    const closing = await newMember('2025-01-05T10:00:00Z');
    await optIn(closing.cookie, '2026-03-01T10:00:00Z');
    await app.database.db
      .update(users)
      .set({ closedAt: new Date('2026-03-20T10:00:00Z') })
      .where(eq(users.id, closing.id));
    const admin = await loginAs(app, 'admin', 'admin');
    await optIn(admin, '2026-03-01T10:00:00Z');
    await app.database.db
      .update(users)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(users.role, 'admin'));
    const control = await newMember('2025-01-05T10:00:00Z');
    await optIn(control.cookie, '2026-03-01T10:00:00Z');
    expect(await app.statements.runMonthlyStatements(new Date('2026-04-01T08:00:00Z'))).toEqual({
      queued: 1,
    });
    expect((await statementMails()).map((mail) => mail.recipient)).toEqual([control.email]);
  });

  it('queues one statement per member when two instances run the job at once', async () => {
    const me = await newMember('2025-01-05T10:00:00Z');
    await optIn(me.cookie, '2026-03-01T10:00:00Z');
    const { createStatementsService } = await import('./statements.service');
    const another = createStatementsService({
      db: app.database.db,
      limits: app.limits,
      mail: app.mail,
      config: app.config,
      log: app.log,
      now: clock.now,
    });
    const at = new Date('2026-04-01T08:30:00Z');
    const runs = await Promise.all([
      app.statements.runMonthlyStatements(at),
      another.runMonthlyStatements(at),
      app.statements.runMonthlyStatements(at),
      another.runMonthlyStatements(at),
    ]);
    const mine = (await statementMails()).filter((mail) => mail.recipient === me.email);
    expect(mine).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe((await statementMails()).length);
    await another.close();
  });
});

describe('the statement job in the app', () => {
  it('runs on a timer when jobs are on, and closes cleanly', async () => {
    const at = createClock('2026-04-01T08:30:00Z');
    const withJobs = await createTestApp({
      clock: at.now,
      demo: false,
      jobs: { firstRunMs: 5, everyMs: 20 },
    });
    try {
      const email = 'timed-statement@example.com';
      const { cookie } = await signUpVerified(withJobs, { email, password: 'Saddle-Cloth-42' });
      await withJobs.database.db
        .update(users)
        .set({ createdAt: new Date('2025-01-05T10:00:00Z') })
        .where(eq(users.email, email));
      at.set('2026-03-20T10:00:00Z');
      const put = await withJobs.inject({
        method: 'PUT',
        url: '/api/user/statement/email',
        headers: { cookie },
        payload: { monthlyStatementEmail: true },
      });
      expect(put.statusCode).toBe(200);
      at.set('2026-04-01T08:30:00Z');
      const statements = async () =>
        (await withJobs.database.db.select().from(emailOutbox)).filter(
          (row) => row.kind === 'monthly_statement',
        );
      await expect.poll(async () => (await statements()).length, { timeout: 3000, interval: 10 }).toBe(1);
      expect((await statements())[0]).toMatchObject({
        recipient: email,
        subject: 'Your RacePro statement for March 2026',
      });
    } finally {
      await withJobs.close();
    }
  });
});

// NOTE: two instances share one database only on PostgreSQL (PGlite is one process): this runs in the PostgreSQL
// stage of `npm test` (scripts/with-postgres.ts sets TEST_DATABASE_URL).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL database', () => {
  it('queue and send one statement per member when both run the job at once', async () => {
    await app.database.db.delete(emailOutbox);
    await app.database.db.update(users).set({ monthlyStatementEmailSince: null });
    const me = await newMember('2025-01-05T10:00:00Z');
    await atTime(clock, '2026-03-20T10:00:00Z', () =>
      call('PUT', '/api/user/statement/email', me.cookie, { monthlyStatementEmail: true }),
    );
    await betAt(me.id, '2026-03-05T12:00:00Z', { status: 'Lost', totalStake: 12, returned: 0 });
    const sink = await startSmtpSink();
    const mail = { smtpUrl: sink.url, from: 'RacePro <no-reply@racepro.example>' };
    const instances = await Promise.all(
      [0, 1].map(() =>
        createTestApp({ clock: clock.now, demo: false, attachTo: app.testDatabaseUrl!, config: { mail } }),
      ),
    );
    try {
      const at = new Date('2026-04-01T08:05:00Z');
      const runs = await Promise.all(
        [...instances, ...instances].map((instance) => instance.statements.runMonthlyStatements(at)),
      );
      expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
      await Promise.all(instances.map((instance) => instance.mail.deliverPending()));
      // (The sink also gets the sign-up's confirmation mail, still in the outbox.)
      const received = sink.mails.filter(
        (m) => m.envelopeTo.includes(me.email) && m.subject.startsWith('Your RacePro statement'),
      );
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe('Your RacePro statement for March 2026');
      expect(received[0]!.text).toContain('Profit/loss on settled bets: -£12.00');
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await sink.close();
    }
  });
});

describe('the statement e-mail template', () => {
  const TRADER = {
    name: 'Paddock Data Ltd',
    address: '2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
    email: 'help@paddock.example',
  };
  const march = {
    month: '2026-03',
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-03-31T23:00:00.000Z',
    betsPlaced: 3,
    stakes: 1234.5,
    settledBets: 2,
    returns: 20,
    profitLoss: -1204.5,
    openBets: 1,
    openStakes: 10,
    biggestStake: 1200,
    daysBet: 2,
    limits: { perBetLimit: null, dailyLimit: 50, perWeekLimit: null, perMonthLimit: 200 },
  };

  it('writes the figures, the limits, what counts, the helpline, how to stop it and who sends it, in plain text', () => {
    const mail = monthlyStatementEmail({
      to: 'punter@example.com',
      userId: 42,
      username: 'punter',
      statement: march,
      siteUrl: 'https://racepro.example',
      trader: TRADER,
    });
    expect(mail).toMatchObject({
      kind: 'monthly_statement',
      recipient: 'punter@example.com',
      subject: 'Your RacePro statement for March 2026',
      dedupeKey: 'statement:42:2026-03',
    });
    expect(mail.body).toBe(
      [
        'Hello punter,',
        '',
        'This is your RacePro statement for March 2026: the bets you tracked with us that month, and your limits.',
        '',
        'Bets placed: 3',
        'Days with a bet: 2',
        'Total staked: £1,234.50',
        'Biggest single stake: £1,200.00',
        'Settled bets: 2',
        'Returns on settled bets: £20.00',
        'Profit/loss on settled bets: -£1,204.50',
        'Bets still open: 1 (£10.00 staked)',
        '',
        'Stakes count every bet you placed in March 2026 (UK time), including bets still open. Returns and profit/loss are for those bets that have been settled; a void bet returns its stake. Open bets are shown apart.',
        '',
        'Your limits now:',
        'Per-bet limit: None set',
        'Daily limit: £50.00',
        'Weekly limit: None set',
        'Monthly limit: £200.00',
        'To set a limit, take a break or self-exclude:',
        'https://racepro.example/settings/account',
        '',
        'If gambling is causing you problems, the National Gambling Helpline is free, 24 hours a day, on 0808 8020 133.',
        'https://www.gamcare.org.uk',
        '',
        'You get this e-mail because you asked for your monthly statement. To stop it, untick',
        '"E-mail me my monthly statement" on your account page:',
        'https://racepro.example/account',
        '',
        'Sent by: Paddock Data Ltd',
        'Address: 2 Rowley Mile, Newmarket, Suffolk, CB8 0TF',
        'Contact: help@paddock.example',
        '',
        '--',
        'RacePro',
        '18+. Gamble responsibly. Need help? National Gambling Helpline: 0808 8020 133 (24 hours a day, 7 days a week).',
        '',
      ].join('\n'),
    );
    // A statement, never a selection.
    expect(mail.body).not.toMatch(/\btips?\b|selection|odds/i);
  });

  it('says plainly when no bet was placed that month, and greets a member without a username', () => {
    const mail = monthlyStatementEmail({
      to: 'quiet@example.com',
      userId: 7,
      username: null,
      statement: {
        ...march,
        betsPlaced: 0,
        stakes: 0,
        settledBets: 0,
        returns: 0,
        profitLoss: 0,
        openBets: 0,
        openStakes: 0,
        biggestStake: null,
        daysBet: 0,
      },
      siteUrl: 'https://racepro.example',
      trader: TRADER,
    });
    expect(mail.body).toContain('Hello there,');
    expect(mail.body).toContain('You placed no tracked bets in March 2026.\n\nYour limits now:');
    expect(mail.body).not.toContain('Total staked');
  });
});
