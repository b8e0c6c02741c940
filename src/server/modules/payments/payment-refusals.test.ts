import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeResponse } from '~/domain/auth.contract';
import { ZPaymentHistoryResponse } from '~/domain/payments.contract';
import { createTestApp, signUpVerified, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock } from '../../test/tips-fixtures';
import { createAuthRepository } from '../auth/auth.repository';
import { createSandboxIntentsRepository } from './sandbox-intents.repository';
import { CANCELLED_CHECKOUT_MESSAGE } from './sandbox-provider';
import { GOOD_CARD, paySandboxCheckout } from './test/sandbox-checkout';

/**
 * The purchase rules when the money lands (issue 30, item 1), in the sandbox, on PGlite and on PostgreSQL: a buyer
 * can open several checkouts side by side, each allowed when it opened, and pay them all. Each payment is decided
 * against the plan the one before it left; a payment that may no longer be granted is refunded in full, shown as
 * refunded with its reason, and e-mailed.
 */

const clock = createClock('2026-11-23T10:00:00Z');
let app: TTestApp;
let admin: string;
let seq = 0;

type TPlan = 'Starter' | 'Monthly' | 'Lifetime';

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const newMember = async (): Promise<{ cookie: string; email: string }> => {
  seq += 1;
  const email = `two-tabs${seq}@example.com`;
  const { cookie } = await signUpVerified(
    app,
    { email, password: 'a long enough secret' },
    { remoteAddress: `10.19.${Math.floor(seq / 200)}.${seq % 200}` },
  );
  return { cookie, email };
};

const me = async (cookie: string) => ZMeResponse.parse((await call('GET', '/api/auth/me', cookie)).json());
const history = async (cookie: string) =>
  ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json()).payments;

/** A checkout opened in a tab of its own: the intent is created, and the card is paid, but not yet verified. */
const paidCheckout = async (cookie: string, plan: TPlan, amount: number): Promise<string> =>
  (await paySandboxCheckout(app, cookie, plan, amount)).paymentIntentId;

const verify = (cookie: string, paymentIntentId: string) =>
  call('POST', '/api/payment-success', cookie, { paymentIntentId });

const outboxFor = async (email: string) => {
  const outbox = (await call('GET', '/api/admin/outbox?limit=100', admin)).json() as {
    entries: Array<{ kind: string; recipient: string; subject: string }>;
  };
  return outbox.entries.filter((m) => m.recipient === email);
};

const earlySupportersLeft = async () =>
  ((await call('GET', '/api/promo/early-adopter-count')).json() as { remaining: number }).remaining;

const revenueThisMonth = async () => {
  const summary = (await call('GET', '/api/admin/subscribers', admin)).json() as {
    revenueByMonth: Array<{ month: string; amount: number }>;
  };
  return Math.round((summary.revenueByMonth.find((r) => r.month === '2026-11')?.amount ?? 0) * 100);
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
});

describe('a payment that lands when its plan can no longer be granted', () => {
  it('Monthly and Starter paid from two tabs: Monthly is kept, Starter is refunded in full', async () => {
    const { cookie, email } = await newMember();
    const revenueBefore = await revenueThisMonth();
    const monthly = await paidCheckout(cookie, 'Monthly', 7.99);
    const starter = await paidCheckout(cookie, 'Starter', 0.99);

    expect((await verify(cookie, monthly)).statusCode).toBe(200);
    const refused = await verify(cookie, starter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This payment has been refunded in full: your Monthly plan already included Starter. Your plan has not changed.',
    );

    const { subscription } = await me(cookie);
    expect(subscription.tier).toBe('Monthly');
    expect(subscription.endDate).toBe('2026-12-23T10:00:00.000Z');
    const payments = await history(cookie);
    expect(payments.map((p) => [p.plan, p.status, p.refundReason])).toEqual(
      expect.arrayContaining([
        ['Monthly', 'succeeded', null],
        ['Starter', 'refunded', 'your Monthly plan already included Starter'],
      ]),
    );
    expect(payments.find((p) => p.plan === 'Starter')?.paidAt).toBeNull();
    // The refund is e-mailed once, however often the refused payment is verified again.
    expect((await verify(cookie, starter)).statusCode).toBe(409);
    const mail = await outboxFor(email);
    expect(mail.filter((m) => m.kind === 'refund')).toEqual([
      expect.objectContaining({ subject: 'Your RacePro payment has been refunded' }),
    ]);
    expect(mail.filter((m) => m.kind === 'receipt')).toHaveLength(1);
    expect((await revenueThisMonth()) - revenueBefore).toBe(799);
  });

  it('Starter paid first and Monthly second is an upgrade: both are granted', async () => {
    const { cookie } = await newMember();
    const starter = await paidCheckout(cookie, 'Starter', 0.99);
    const monthly = await paidCheckout(cookie, 'Monthly', 7.99);
    expect((await verify(cookie, starter)).statusCode).toBe(200);
    const upgraded = await verify(cookie, monthly);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ plan: 'Monthly', carriedOverDays: 7 });
    expect((await history(cookie)).every((p) => p.status === 'succeeded')).toBe(true);
  });

  it('two Lifetime payments verified at once: one is granted, the other refunded, one early-supporter place used', async () => {
    const { cookie, email } = await newMember();
    const placesBefore = await earlySupportersLeft();
    const revenueBefore = await revenueThisMonth();
    const first = await paidCheckout(cookie, 'Lifetime', 39.99);
    const second = await paidCheckout(cookie, 'Lifetime', 39.99);

    const answers = await Promise.all([verify(cookie, first), verify(cookie, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toBe(
      'This payment has been refunded in full: you already had Lifetime. Your plan has not changed.',
    );
    expect((await me(cookie)).subscription.tier).toBe('Lifetime');
    expect(await earlySupportersLeft()).toBe(placesBefore - 1);
    expect((await revenueThisMonth()) - revenueBefore).toBe(3999);

    const payments = await history(cookie);
    expect(payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    const refunded = payments.find((p) => p.status === 'refunded')!;
    expect(refunded.refundReason).toBe('you already had Lifetime');
    // The sandbox records the refund against its intent, as Stripe records one against a PaymentIntent.
    const intent = await createSandboxIntentsRepository(app.database.db).find(refunded.reference);
    expect(intent?.refundedAt).not.toBeNull();
    expect((await outboxFor(email)).filter((m) => m.kind === 'refund')).toHaveLength(1);
  });

  it('five £0.99 first weeks opened before paying: one week is granted, four are refunded', async () => {
    const { cookie } = await newMember();
    const revenueBefore = await revenueThisMonth();
    const intents: string[] = [];
    for (let i = 0; i < 5; i += 1) intents.push(await paidCheckout(cookie, 'Starter', 0.99));

    const answers = await Promise.all(intents.map((id) => verify(cookie, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error).toMatch(/refunded in full: the £0\.99 first week had already been used/);
    }
    const { subscription } = await me(cookie);
    expect(subscription.tier).toBe('Starter');
    expect(subscription.endDate).toBe('2026-11-30T10:00:00.000Z');
    expect((await revenueThisMonth()) - revenueBefore).toBe(99);
    // The next week is sold at the full price.
    const plans = (await call('GET', '/api/plans', cookie)).json() as { prices: { Starter: number } };
    expect(plans.prices.Starter).toBe(2.99);
  });

  it('a full-price Starter week paid beside an extension is granted too (only the introductory price is once)', async () => {
    const { cookie } = await newMember();
    await paidCheckout(cookie, 'Starter', 0.99).then((id) => verify(cookie, id));
    const a = await paidCheckout(cookie, 'Starter', 2.99);
    const b = await paidCheckout(cookie, 'Starter', 2.99);
    expect((await verify(cookie, a)).statusCode).toBe(200);
    expect((await verify(cookie, b)).statusCode).toBe(200);
    expect((await me(cookie)).subscription.endDate).toBe('2026-12-14T10:00:00.000Z');
  });

  it('an account with no plan row yet is decided in turn too (the buyer is locked, not only the plan row)', async () => {
    seq += 1;
    const user = await createAuthRepository(app.database.db).insertUser({
      email: `no-plan-row${seq}@example.com`,
      username: null,
      passwordHash: 'not-a-hash: this account never signs in with a password',
    });
    const cookie = `racepro_session=${(await app.auth.startSession(user.id)).token}`;
    const first = await paidCheckout(cookie, 'Lifetime', 39.99);
    const second = await paidCheckout(cookie, 'Lifetime', 39.99);
    const answers = await Promise.all([verify(cookie, first), verify(cookie, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('at most one open checkout at the introductory price', () => {
  it('opening a second £0.99 week cancels the first: it can no longer be paid, and the newest can', async () => {
    const { cookie } = await newMember();
    const open = async () => {
      const created = await call('POST', '/api/create-payment-intent', cookie, {
        amount: 0.99,
        productName: 'RacePro Starter',
        plan: 'Starter',
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json() as { clientSecret: string; paymentIntentId: string };
    };
    const first = await open();
    const second = await open();
    const late = await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: first.clientSecret,
      card: GOOD_CARD,
    });
    expect(late.statusCode).toBe(402);
    expect(late.json().error).toBe(CANCELLED_CHECKOUT_MESSAGE);
    const paid = await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: second.clientSecret,
      card: GOOD_CARD,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await verify(cookie, second.paymentIntentId)).statusCode).toBe(200);
    expect((await verify(cookie, first.paymentIntentId)).statusCode).toBe(409);
    const payments = await history(cookie);
    expect(payments.find((p) => p.reference === first.paymentIntentId)?.status).toBe('canceled');
    expect((await me(cookie)).subscription.endDate).toBe('2026-11-30T10:00:00.000Z');
  });
});
