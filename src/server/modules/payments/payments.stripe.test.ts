import { addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TTestApp } from '../../test/test-app';
import { createAuthRepository } from '../auth/auth.repository';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { signedEvent, startFakeStripe, type TFakeStripe } from './test/fake-stripe';

/**
 * The payments API in Stripe mode, against a fake Stripe API on 127.0.0.1: verification, webhooks, and that every
 * path to a grant (success page, webhook, repeats, both at once) grants once.
 */

const WEBHOOK_SECRET = 'whsec_test_secret';
/** Short, so the timeout test is quick; far above what the local fake takes to answer. */
const STRIPE_TIMEOUT_MS = 600;

let app: TTestApp;
let fake: TFakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await createTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_api',
        publishableKey: 'pk_test_api',
        webhookSecret: WEBHOOK_SECRET,
        api: fake.api,
        timeoutMs: STRIPE_TIMEOUT_MS,
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

type TSubscription = { tier: string; endDate: string | null };
type TPayment = {
  id: number;
  status: string;
  reference: string;
  plan: string;
  failureMessage: string | null;
};

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

let buyers = 0;
/**
 * A new Free account of its own, so each test's grants are its alone: stored as sign-up stores it and signed in
 * directly (no password hashing, which would make each test slow).
 */
const newUser = async (): Promise<string> => {
  buyers += 1;
  const repo = createAuthRepository(app.database.db);
  const user = await repo.insertUser({
    email: `stripe-buyer-${buyers}-${Date.now()}@example.com`,
    username: null,
    passwordHash: 'not-a-hash: this account never signs in with a password',
  });
  await createSubscriptionsRepository(app.database.db).upsert({
    userId: user.id,
    tier: 'Free',
    startDate: new Date(),
    endDate: null,
    lastPaymentDate: null,
  });
  const session = await app.auth.startSession(user.id);
  return `racepro_session=${session.token}`;
};

const subscriptionOf = async (cookie: string): Promise<TSubscription> => {
  const response = await get('/api/auth/me', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().subscription;
};

const paymentsOf = async (cookie: string): Promise<TPayment[]> => {
  const response = await get('/api/payments', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().payments;
};

const createMonthlyIntent = async (cookie: string): Promise<{ id: string; clientSecret: string }> => {
  const response = await post('/api/create-payment-intent', cookie, {
    amount: 7.99,
    productName: 'RacePro Monthly (1 month)',
    plan: 'Monthly',
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { id: body.paymentIntentId, clientSecret: body.clientSecret };
};

const paymentSuccess = (cookie: string, paymentIntentId: string) =>
  post('/api/payment-success', cookie, { paymentIntentId });

let events = 0;
const webhook = (intentId: string, options: { eventId?: string; type?: string; secret?: string } = {}) => {
  events += 1;
  const event = signedEvent(options.secret ?? WEBHOOK_SECRET, {
    id: options.eventId ?? `evt_api_${events}_${Date.now()}`,
    type: options.type ?? 'payment_intent.succeeded',
    intent: fake.intents.get(intentId) ?? {
      id: intentId,
      object: 'payment_intent',
      status: 'succeeded',
      amount: 799,
      currency: 'gbp',
      metadata: {},
    },
  });
  return { ...event, send: () => sendWebhook(event.payload, event.header) };
};

const sendWebhook = (payload: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

/** The buyer holds Monthly for one calendar month from about now (granted once, not extended twice). */
const expectOneMonthlyGrant = async (cookie: string, before: Date) => {
  const sub = await subscriptionOf(cookie);
  expect(sub.tier).toBe('Monthly');
  const end = new Date(sub.endDate!).getTime();
  // One calendar month on the UK calendar: within an hour (a clock change) plus the test's own time.
  expect(end).toBeGreaterThanOrEqual(addMonths(before, 1).getTime() - 3_600_000);
  expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime() + 3_600_000);
  const succeeded = (await paymentsOf(cookie)).filter((p) => p.status === 'succeeded');
  expect(succeeded).toHaveLength(1);
  return sub;
};

const expectNothingGranted = async (cookie: string) => {
  expect((await subscriptionOf(cookie)).tier).toBe('Free');
  expect((await paymentsOf(cookie)).filter((p) => p.status === 'succeeded')).toEqual([]);
};

describe('Stripe mode basics', () => {
  it('tells the browser the provider is Stripe, with the publishable key', async () => {
    const response = await get('/api/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_api' });
  });

  it('has no sandbox card form', async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    const response = await post('/api/payments/sandbox/confirm', cookie, {
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
    expect(fake.intents.get(intent.id)?.status).toBe('requires_payment_method');
  });

  it('creates the intent at Stripe for the plan price, in pence, with the buyer and plan in its metadata', async () => {
    const cookie = await newUser();
    const me = (await get('/api/auth/me', cookie)).json();
    const response = await post('/api/create-payment-intent', cookie, {
      amount: 7.99,
      productName: 'RacePro Monthly (1 month)',
      plan: 'Monthly',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.amount).toBe(7.99);
    expect(body.paymentIntentId).toMatch(/^pi_fake_/);
    expect(body.clientSecret).toBe(fake.intents.get(body.paymentIntentId)?.client_secret);
    expect(fake.intents.get(body.paymentIntentId)).toMatchObject({
      amount: 799,
      currency: 'gbp',
      metadata: { userId: String(me.user.id), plan: 'Monthly' },
    });
  });

  it('refuses an amount that is not the plan price, without asking Stripe', async () => {
    const cookie = await newUser();
    const before = fake.intents.size;
    const response = await post('/api/create-payment-intent', cookie, {
      amount: 0.99,
      productName: 'RacePro Monthly (1 month)',
      plan: 'Monthly',
    });
    expect(response.statusCode).toBe(400);
    expect(fake.intents.size).toBe(before);
  });

  it('answers 401 to a guest confirming a payment', async () => {
    expect((await post('/api/payment-success', undefined, { paymentIntentId: 'pi_fake_1' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/payment-success in Stripe mode', () => {
  it('grants Monthly to free@example.com once Stripe says the intent succeeded, and a repeat grants nothing more', async () => {
    const cookie = await loginAs(app, 'free@example.com');
    expect((await subscriptionOf(cookie)).tier).toBe('Free');
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);

    const first = await paymentSuccess(cookie, intent.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ plan: 'Monthly', isLifetime: false, carriedOverDays: 0 });
    const granted = await expectOneMonthlyGrant(cookie, before);
    expect(first.json().expirationDate).toBe(granted.endDate);

    const again = await paymentSuccess(cookie, intent.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await subscriptionOf(cookie)).endDate).toBe(granted.endDate);
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);

    // The receipt is the payment's own record.
    const [payment] = (await paymentsOf(cookie)).filter((p) => p.status === 'succeeded');
    expect(payment).toMatchObject({ reference: intent.id, plan: 'Monthly' });
    const receipt = await get(`/api/payments/${payment!.id}`, cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ status: 'succeeded', amount: 7.99, provider: 'stripe' });
  });

  it('answers 409 for an intent that has not succeeded, and grants nothing', async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    const response = await paymentSuccess(cookie, intent.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/has not been completed/);
    fake.setStatus(intent.id, 'processing');
    const processing = await paymentSuccess(cookie, intent.id);
    expect(processing.statusCode).toBe(409);
    expect(processing.json().error).toMatch(/still processing/);
    await expectNothingGranted(cookie);
  });

  it('records a declined card in the history and grants nothing', async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    fake.decline(intent.id, 'Your card has insufficient funds.');
    expect((await paymentSuccess(cookie, intent.id)).statusCode).toBe(409);
    await expectNothingGranted(cookie);
    expect(await paymentsOf(cookie)).toMatchObject([
      { reference: intent.id, status: 'failed', failureMessage: 'Your card has insufficient funds.' },
    ]);
  });

  it.each([
    ['amount', { amount: 1 }],
    ['currency', { currency: 'usd' }],
    ['plan', { metadata: { plan: 'Lifetime' } }],
    ['buyer', { metadata: { plan: 'Monthly', userId: '1' } }],
  ])(
    'answers 400 and grants nothing when the %s at Stripe differs from the payment',
    async (_what, change) => {
      const cookie = await newUser();
      const intent = await createMonthlyIntent(cookie);
      fake.succeed(intent.id);
      fake.tamper(intent.id, change);
      const response = await paymentSuccess(cookie, intent.id);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/does not match/);
      await expectNothingGranted(cookie);
      // Nor does the webhook grant it.
      expect([200, 400]).toContain((await webhook(intent.id).send()).statusCode);
      await expectNothingGranted(cookie);
    },
  );

  it("answers 404 for someone else's intent and grants it to neither", async () => {
    const owner = await newUser();
    const other = await newUser();
    const intent = await createMonthlyIntent(owner);
    fake.succeed(intent.id);
    const response = await paymentSuccess(other, intent.id);
    expect(response.statusCode).toBe(404);
    await expectNothingGranted(other);
    await expectNothingGranted(owner);
  });

  it('answers 404 for an intent id that was never created', async () => {
    const cookie = await newUser();
    expect((await paymentSuccess(cookie, 'pi_fake_000000000000000000000000')).statusCode).toBe(404);
  });

  it('answers 503 when Stripe does not answer in time, grants nothing, and a retry after it recovers grants once', async () => {
    const cookie = await newUser();
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    fake.delayMs = STRIPE_TIMEOUT_MS + 900;
    let timedOut: Awaited<ReturnType<typeof paymentSuccess>>;
    try {
      timedOut = await paymentSuccess(cookie, intent.id);
    } finally {
      fake.delayMs = 0;
    }
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.headers['retry-after']).toBe('5');
    expect(timedOut.json().error).toMatch(/did not answer in time/);
    await expectNothingGranted(cookie);

    const retry = await paymentSuccess(cookie, intent.id);
    expect(retry.statusCode, retry.body).toBe(200);
    const granted = await expectOneMonthlyGrant(cookie, before);
    expect((await paymentSuccess(cookie, intent.id)).statusCode).toBe(200);
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);
  });
});

describe('POST /api/payments/webhook', () => {
  it('grants a succeeded intent without the success page', async () => {
    const cookie = await newUser();
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    const response = await webhook(intent.id).send();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
    await expectOneMonthlyGrant(cookie, before);
  });

  it('acknowledges the same event twice and grants once; another event for the same intent grants nothing more', async () => {
    const cookie = await newUser();
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    const event = webhook(intent.id);
    expect((await event.send()).statusCode).toBe(200);
    const granted = await expectOneMonthlyGrant(cookie, before);
    const redelivered = await event.send();
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json()).toEqual({ received: true });
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);
    expect((await webhook(intent.id).send()).statusCode).toBe(200);
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);
  });

  it('grants once when the webhook comes before the success page', async () => {
    const cookie = await newUser();
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    expect((await webhook(intent.id).send()).statusCode).toBe(200);
    const granted = await expectOneMonthlyGrant(cookie, before);
    const page = await paymentSuccess(cookie, intent.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ plan: 'Monthly', expirationDate: granted.endDate });
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);
  });

  it('grants once when the success page comes before the webhook', async () => {
    const cookie = await newUser();
    const before = new Date();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    expect((await paymentSuccess(cookie, intent.id)).statusCode).toBe(200);
    const granted = await expectOneMonthlyGrant(cookie, before);
    expect((await webhook(intent.id).send()).statusCode).toBe(200);
    expect(await expectOneMonthlyGrant(cookie, before)).toEqual(granted);
  });

  it('grants once when the success page and the webhook arrive at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const cookie = await newUser();
      const before = new Date();
      const intent = await createMonthlyIntent(cookie);
      fake.succeed(intent.id);
      const event = webhook(intent.id);
      const [page, hook, hookAgain] = await Promise.all([
        paymentSuccess(cookie, intent.id),
        event.send(),
        webhook(intent.id).send(),
      ]);
      expect(page.statusCode, page.body).toBe(200);
      expect(hook.statusCode, hook.body).toBe(200);
      expect(hookAgain.statusCode, hookAgain.body).toBe(200);
      const granted = await expectOneMonthlyGrant(cookie, before);
      expect(page.json().expirationDate).toBe(granted.endDate);
    }
  });

  it('refuses a bad or missing signature with 400 and grants nothing', async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    fake.succeed(intent.id);
    const good = webhook(intent.id);
    const forged = webhook(intent.id, { secret: 'whsec_someone_else' });
    const tampered = good.payload.replace('"status":"succeeded"', '"status":"succeeded" ');
    for (const [payload, signature] of [
      [forged.payload, forged.header],
      [good.payload, undefined],
      [good.payload, 'not-a-signature'],
      [tampered, good.header],
    ] as const) {
      const response = await sendWebhook(payload, signature);
      expect(response.statusCode, `${signature}`).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    await expectNothingGranted(cookie);
    // The refused event was not remembered: the genuine delivery still counts.
    expect((await good.send()).statusCode).toBe(200);
    expect((await subscriptionOf(cookie)).tier).toBe('Monthly');
  });

  it('acknowledges and ignores an event for an intent this app never created', async () => {
    const response = await webhook('pi_fake_not_ours_0000000000').send();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it('acknowledges an event about something other than a payment intent', async () => {
    const event = signedEvent(WEBHOOK_SECRET, {
      id: `evt_api_customer_${Date.now()}`,
      type: 'customer.created',
      intent: { id: 'cus_1', object: 'customer' },
    });
    expect((await sendWebhook(event.payload, event.header)).statusCode).toBe(200);
  });

  it("trusts Stripe's current record over the event's copy: a succeeded event for an unpaid intent grants nothing", async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    const stale = signedEvent(WEBHOOK_SECRET, {
      id: `evt_api_forged_status_${Date.now()}`,
      type: 'payment_intent.succeeded',
      intent: { ...fake.intents.get(intent.id)!, status: 'succeeded' },
    });
    expect((await sendWebhook(stale.payload, stale.header)).statusCode).toBe(200);
    await expectNothingGranted(cookie);
  });

  it('records a failed payment from its webhook', async () => {
    const cookie = await newUser();
    const intent = await createMonthlyIntent(cookie);
    fake.decline(intent.id, 'Your card was declined.');
    const response = await webhook(intent.id, { type: 'payment_intent.payment_failed' }).send();
    expect(response.statusCode).toBe(200);
    await expectNothingGranted(cookie);
    expect(await paymentsOf(cookie)).toMatchObject([
      { reference: intent.id, status: 'failed', failureMessage: 'Your card was declined.' },
    ]);
  });
});

describe('a payment Stripe took for a plan that can no longer be granted', () => {
  const createLifetimeIntent = async (cookie: string): Promise<string> => {
    const response = await post('/api/create-payment-intent', cookie, {
      amount: 39.99,
      productName: 'RacePro Lifetime',
      plan: 'Lifetime',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().paymentIntentId;
  };

  /** A buyer who paid two Lifetime checkouts from two tabs; the first has been granted, the second not yet seen. */
  const twoLifetimePayments = async () => {
    const cookie = await newUser();
    const first = await createLifetimeIntent(cookie);
    const second = await createLifetimeIntent(cookie);
    fake.succeed(first);
    fake.succeed(second);
    expect((await paymentSuccess(cookie, first)).statusCode).toBe(200);
    return { cookie, first, second };
  };

  /** The refunds the fake Stripe made for one intent. */
  const refundsOf = (intentId: string) => fake.refunds.filter((r) => r.payment_intent === intentId);

  it('a second Lifetime payment is refunded in full through Stripe, once, whichever path reports it', async () => {
    const { cookie, first, second } = await twoLifetimePayments();

    expect((await webhook(second).send()).statusCode).toBe(200);
    expect(refundsOf(second)).toEqual([expect.objectContaining({ amount: 3999, status: 'succeeded' })]);
    // The success page, a redelivered event and another event for it refund nothing more.
    const page = await paymentSuccess(cookie, second);
    expect(page.statusCode).toBe(409);
    expect(page.json().error).toBe(
      'This payment has been refunded in full: you already had Lifetime. Your plan has not changed.',
    );
    expect((await webhook(second).send()).statusCode).toBe(200);
    expect(refundsOf(second)).toHaveLength(1);
    expect(refundsOf(first)).toHaveLength(0);

    expect((await subscriptionOf(cookie)).tier).toBe('Lifetime');
    const history = await paymentsOf(cookie);
    expect(history.find((p) => p.reference === second)).toMatchObject({
      status: 'refunded',
      refundReason: 'you already had Lifetime',
    });
    expect(history.find((p) => p.reference === first)).toMatchObject({ status: 'succeeded' });
  });

  it('a refund Stripe cannot make now stays owed: 503, then the next verification makes it', async () => {
    const { cookie, second } = await twoLifetimePayments();

    fake.failRefunds = true;
    try {
      expect((await paymentSuccess(cookie, second)).statusCode).toBe(503);
    } finally {
      fake.failRefunds = false;
    }
    expect(refundsOf(second)).toHaveLength(0);
    // Shown as refunded at once: the money is owed back and never granted.
    expect((await paymentsOf(cookie)).find((p) => p.reference === second)?.status).toBe('refunded');

    expect((await paymentSuccess(cookie, second)).statusCode).toBe(409);
    expect(refundsOf(second)).toEqual([expect.objectContaining({ amount: 3999 })]);
    expect((await paymentSuccess(cookie, second)).statusCode).toBe(409);
    expect(refundsOf(second)).toHaveLength(1);
  });

  it('the payments job makes a refund still owed without the buyer coming back', async () => {
    const { second } = await twoLifetimePayments();
    fake.failRefunds = true;
    try {
      expect((await webhook(second).send()).statusCode).toBe(503);
      expect((await app.paymentFulfilment.completeOwedRefunds(new Date())).failed).toBeGreaterThan(0);
    } finally {
      fake.failRefunds = false;
    }
    expect(refundsOf(second)).toHaveLength(0);

    const run = await app.paymentFulfilment.completeOwedRefunds(new Date());
    expect(run.failed).toBe(0);
    expect(refundsOf(second)).toEqual([expect.objectContaining({ amount: 3999 })]);
    expect((await app.paymentFulfilment.completeOwedRefunds(new Date())).refunded).toBe(0);
    expect(refundsOf(second)).toHaveLength(1);
  });
});
