import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CANNOT_CLOSE, ZAccountExport } from '~/domain/account.contract';
import { PLAN_PRICES_PENCE } from '~/domain/plans';
import { bets, payments, pushSubscriptions, raceEntries, races, users } from '../../db/schema';
import {
  createTestApp,
  loginAs,
  signupPayload,
  type TTestApp,
  verificationTokenFor,
} from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { createAuthRepository } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { WRONG_CURRENT_PASSWORD } from '../auth/reauthentication';
import { emailExclusionKey } from '../limits/closed-exclusions.repository';
import { excludedEmailMessage, isExcludedEmail } from '../limits/limits.service';
import { paySandboxCheckout } from '../payments/test/sandbox-checkout';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';

const clock = createClock('2026-11-20T09:00:00Z');
const PASSWORD = 'a long enough secret';
let app: TTestApp;
let seq = 0;
let entryId: number;

type TMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: TMethod, url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/**
 * A new Free member, made as the demo seed makes its accounts (not through POST /api/auth/signup, whose contract
 * issue 31 changes), then signed in.
 */
const newMember = async (options: { referredBy?: number } = {}) => {
  seq += 1;
  const email = `closer${seq}@example.com`;
  const user = await createAuthRepository(app.database.db).insertUser({
    email,
    username: `closer${seq}`,
    passwordHash: await hashPassword(PASSWORD),
    referredBy: options.referredBy ?? null,
  });
  await createSubscriptionsRepository(app.database.db).upsert({
    userId: user.id,
    tier: 'Free',
    startDate: clock.now(),
    endDate: null,
    lastPaymentDate: null,
  });
  return { id: user.id, email, username: `closer${seq}`, cookie: await loginAs(app, email, PASSWORD) };
};

/** Gives the member a bet, a Monthly plan bought in the sandbox, limits, a quiz score and an invite code. */
const giveData = async (member: { id: number; cookie: string }, horseBet = 15) => {
  await app.database.db.insert(bets).values({
    userId: member.id,
    entryId,
    type: 'Win',
    oddsText: '5/2',
    oddsNum: 5,
    oddsDen: 2,
    stakePence: horseBet * 100,
    totalStakePence: horseBet * 100,
    potentialReturnPence: horseBet * 350,
  });
  const { paymentIntentId } = await paySandboxCheckout(
    app,
    member.cookie,
    'Monthly',
    PLAN_PRICES_PENCE.Monthly / 100,
    { consent: true },
  );
  expect((await call('POST', '/api/payment-success', member.cookie, { paymentIntentId })).statusCode).toBe(
    200,
  );
  expect(
    (
      await call('PUT', '/api/user/limits', member.cookie, {
        perBetLimit: 20,
        dailyLimit: 50,
        perMonthLimit: 300,
      })
    ).statusCode,
  ).toBe(200);
  expect((await call('PUT', '/api/learn/progress/race-types', member.cookie, { score: 5 })).statusCode).toBe(
    200,
  );
  expect((await call('GET', '/api/referrals/me', member.cookie)).statusCode).toBe(200);
  return { paymentIntentId };
};

const exportOf = async (cookie: string) => {
  const response = await call('GET', '/api/account/export', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { response, data: ZAccountExport.parse(response.json()) };
};
const close = (cookie: string | undefined, password: unknown) =>
  call('DELETE', '/api/account', cookie, { password });
const userRow = async (id: number) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)).limit(1))[0];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  const [race] = await app.database.db
    .insert(races)
    .values({
      raceDate: '2026-11-20',
      raceTime: '14:30',
      startsAt: new Date('2026-11-20T14:30:00Z'),
      racecourse: 'Ascot',
    })
    .returning({ id: races.id });
  const [entry] = await app.database.db
    .insert(raceEntries)
    .values({ raceId: race!.id, horse: 'Silver Arrow' })
    .returning({ id: raceEntries.id });
  entryId = entry!.id;
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/account/export', () => {
  it('answers a guest 401', async () => {
    const response = await call('GET', '/api/account/export');
    expect(response.statusCode).toBe(401);
  });

  it('downloads every kind of the member’s data as JSON, and nothing of another member’s', async () => {
    const member = await newMember();
    const other = await newMember();
    const invited = await newMember({ referredBy: member.id });
    const { paymentIntentId } = await giveData(member, 15);
    await giveData(other, 7);

    const { response, data } = await exportOf(member.cookie);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="racepro-data-2026-11-20.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(data.exportedAt).toBe('2026-11-20T09:00:00.000Z');
    expect(data.profile).toMatchObject({
      id: member.id,
      email: member.email,
      username: member.username,
      role: 'user',
      joinedThroughAnInvite: false,
    });
    expect(data.profile.referralCode).toMatch(/^[A-Z0-9]+$/);
    expect(data.plan).toMatchObject({ tier: 'Monthly' });
    expect(data.payments).toEqual([
      expect.objectContaining({
        providerRef: paymentIntentId,
        plan: 'Monthly',
        amount: PLAN_PRICES_PENCE.Monthly / 100,
        status: 'succeeded',
      }),
    ]);
    expect(data.bets).toEqual([
      expect.objectContaining({ horse: 'Silver Arrow', racecourse: 'Ascot', odds: '5/2', stake: 15 }),
    ]);
    expect(data.limits).toMatchObject({
      perBetLimit: 20,
      dailyLimit: 50,
      perWeekLimit: null,
      perMonthLimit: 300,
    });
    expect(data.learningProgress).toEqual([
      expect.objectContaining({ lessonId: 'race-types', bestScore: 5 }),
    ]);
    expect(data.referrals.joined).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.emails.map((e) => e.kind)).toContain('receipt');

    // Nothing of the other members, and no secret of this one.
    const text = response.body;
    for (const foreign of [other.email, other.username, invited.email, invited.username])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/argon2|password|token/i);
    const hash = (await userRow(member.id))!.passwordHash;
    expect(text).not.toContain(hash);
    expect((await exportOf(invited.cookie)).data.profile.joinedThroughAnInvite).toBe(true);
  });
});

describe('DELETE /api/account', () => {
  it('answers a guest 401 before the body is read, and refuses bad bodies with 400', async () => {
    expect((await close(undefined, 'x'.repeat(5000))).statusCode).toBe(401);
    const member = await newMember();
    for (const payload of [
      {},
      { password: '' },
      { password: 'x'.repeat(201) },
      { password: PASSWORD, extra: 1 },
    ]) {
      const response = await call('DELETE', '/api/account', member.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', '/api/auth/me', member.cookie)).statusCode).toBe(200);
  });

  it('with a wrong password answers 403 with a clear message and changes nothing', async () => {
    const member = await newMember();
    await giveData(member);
    const before = (await exportOf(member.cookie)).data;
    const response = await close(member.cookie, 'not my password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: WRONG_CURRENT_PASSWORD,
      issues: [{ field: 'password', message: WRONG_CURRENT_PASSWORD }],
    });
    expect((await exportOf(member.cookie)).data).toEqual(before);
    expect((await call('GET', '/api/auth/me', member.cookie)).statusCode).toBe(200);
  });

  it('ends every session, erases the member, keeps the payment anonymised, and the account cannot sign in', async () => {
    const member = await newMember();
    const invited = await newMember({ referredBy: member.id });
    const { paymentIntentId } = await giveData(member);
    const alertSwitches = {
      tipsOut: { push: true, email: true },
      nonRunner: { push: true, email: false },
      betSettled: { push: false, email: true },
      morningDigest: { push: false, email: true },
    };
    expect((await call('PUT', '/api/alerts', member.cookie, alertSwitches)).statusCode).toBe(200);
    const otherDevice = await loginAs(app, member.email, PASSWORD);
    await app.database.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: `https://push.example.com/${member.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const response = await close(member.cookie, PASSWORD);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.cookies.find((c) => c.name === 'racepro_session')?.value).toBe('');
    for (const cookie of [member.cookie, otherDevice])
      expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);

    const row = (await userRow(member.id))!;
    expect(row).toMatchObject({
      email: `closed:${member.id}`,
      username: null,
      referralCode: null,
      referredBy: null,
      bankrollPence: 0,
    });
    expect(row.passwordHash).not.toMatch(/argon2/);
    expect(row.closedAt?.toISOString()).toBe(clock.now().toISOString());
    const counts = await app.database.db.execute(sql`select
      (select count(*)::int from bets where user_id = ${member.id}) as bets,
      (select count(*)::int from learning_progress where user_id = ${member.id}) as learning,
      (select count(*)::int from betting_limits where user_id = ${member.id}) as limits,
      (select count(*)::int from alert_preferences where user_id = ${member.id}) as alert_switches,
      (select count(*)::int from subscriptions where user_id = ${member.id}) as plans,
      (select count(*)::int from sessions where user_id = ${member.id}) as sessions,
      (select count(*)::int from email_outbox where recipient = ${member.email}) as emails,
      (select count(*)::int from push_subscriptions where user_id = ${member.id}) as push,
      (select count(*)::int from closed_account_exclusions) as exclusions`);
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
      bets: 0,
      learning: 0,
      limits: 0,
      alert_switches: 0,
      plans: 0,
      sessions: 0,
      emails: 0,
      push: 0,
      exclusions: 0,
    });
    // The payment stays for the tax records (amount, date, plan, provider reference), owned by the anonymous row.
    const [kept] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, paymentIntentId));
    expect(kept).toMatchObject({
      userId: member.id,
      plan: 'Monthly',
      amountPence: PLAN_PRICES_PENCE.Monthly,
    });
    expect(kept!.createdAt).toBeInstanceOf(Date);
    // The member they invited is no longer linked to them.
    expect((await userRow(invited.id))!.referredBy).toBeNull();

    for (const identifier of [member.email, member.username, `closed:${member.id}`]) {
      const signIn = await call(
        'POST',
        '/api/auth/login',
        undefined,
        identifier.includes('@')
          ? { email: identifier, password: PASSWORD }
          : { username: identifier, password: PASSWORD },
      );
      expect(signIn.statusCode, identifier).toBe(401);
    }
    // The e-mail is free for a new account (not self-excluded): it signs in as a new member with nothing of the old.
    const again = await createAuthRepository(app.database.db).insertUser({
      email: member.email,
      username: null,
      passwordHash: await hashPassword(PASSWORD),
    });
    const fresh = await loginAs(app, member.email, PASSWORD);
    const { data } = await exportOf(fresh);
    expect(data.profile.id).toBe(again.id);
    expect(data.payments).toEqual([]);
    expect(data.bets).toEqual([]);
  });

  it('keeps a self-excluded member’s exclusion after closure, against the e-mail’s hash, until it ends', async () => {
    const member = await newMember();
    expect((await call('PUT', '/api/user/limits', member.cookie, { selfExcludeMonths: 6 })).statusCode).toBe(
      200,
    );
    const { data } = await exportOf(member.cookie);
    const until = new Date(data.limits!.selfExcludedUntil!);
    expect((await close(member.cookie, PASSWORD)).statusCode).toBe(204);

    const stored = await app.database.db.execute(
      sql`select email_hash, excluded_until from closed_account_exclusions`,
    );
    const rows = (stored as unknown as { rows: { email_hash: string; excluded_until: unknown }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email_hash).toBe(emailExclusionKey(member.email));
    expect(JSON.stringify(rows)).not.toContain(member.email);
    expect(await isExcludedEmail(app.database.db, member.email, clock.now())).toEqual(until);
    expect(await isExcludedEmail(app.database.db, ` ${member.email.toUpperCase()} `, clock.now())).toEqual(
      until,
    );
    expect(await isExcludedEmail(app.database.db, 'someone.else@example.com', clock.now())).toBeNull();
    expect(await app.limits.isExcludedEmail(member.email, new Date(until.getTime() + 1000))).toBeNull();

    // Sign-up answers as ever (it never says who exists) but makes no account and sends no link for the address.
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.77.0.1',
      payload: signupPayload({ email: member.email, password: 'another long secret 7' }),
    });
    expect(signup.statusCode).toBe(202);
    expect(await verificationTokenFor(app, member.email)).toBeNull();
    expect(await createAuthRepository(app.database.db).findUserForLogin(member.email)).toBeNull();

    // An account made again with the same e-mail by other means cannot sign in...
    await createAuthRepository(app.database.db).insertUser({
      email: member.email,
      username: null,
      passwordHash: await hashPassword(PASSWORD),
    });
    const refused = await call('POST', '/api/auth/login', undefined, {
      email: member.email,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: excludedEmailMessage(until) });
    expect(refused.cookies).toEqual([]);
    // ...and a wrong password still says only "wrong" (the exclusion is not told to strangers).
    const wrong = await call('POST', '/api/auth/login', undefined, {
      email: member.email,
      password: 'wrong one!',
    });
    expect(wrong.statusCode).toBe(401);
    // Once the exclusion ends, it signs in.
    const saved = clock.now().toISOString();
    clock.set(new Date(until.getTime() + 60_000).toISOString());
    try {
      expect(
        (await call('POST', '/api/auth/login', undefined, { email: member.email, password: PASSWORD }))
          .statusCode,
      ).toBe(200);
    } finally {
      clock.set(saved);
    }
  });

  it('refuses to close an administrator account', async () => {
    const admin = await loginAs(app, 'admin', 'admin');
    const response = await close(admin, 'admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: ADMIN_CANNOT_CLOSE });
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(200);
  });
});
