import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeResponse } from '~/domain/auth.contract';
import { ZPaymentHistoryResponse, ZPaymentSuccessResponse, ZPlansResponse } from '~/domain/payments.contract';
import { createTestApp, loginAs, signUpVerified, type TTestApp } from '../../test/test-app';
import { adminCookie, createClock } from '../../test/tips-fixtures';
import { GOOD_CARD, paySandboxCheckout } from './test/sandbox-checkout';

const clock = createClock('2026-11-23T10:00:00Z');
let app: TTestApp;
let admin: string;
let seq = 0;

const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A new Free account (each from its own address, so the sign-up limit never bites). */
const newMember = async (): Promise<string> => {
  seq += 1;
  const { cookie } = await signUpVerified(
    app,
    { email: `buyer${seq}@example.com`, password: 'a long enough secret' },
    { remoteAddress: `10.9.${Math.floor(seq / 200)}.${seq % 200}` },
  );
  return cookie;
};

const me = async (cookie: string) => ZMeResponse.parse((await call('GET', '/api/auth/me', cookie)).json());

const intent = async (cookie: string, plan: string, amount: number) =>
  call('POST', '/api/create-payment-intent', cookie, { amount, productName: `RacePro ${plan}`, plan });

/** Creates, pays with a card and verifies: the whole sandbox checkout. */
const buy = async (
  cookie: string,
  plan: 'Starter' | 'Monthly' | 'Lifetime',
  amount: number,
  opts: { consent?: boolean } = {},
) => {
  const { paymentIntentId, clientSecret } = await paySandboxCheckout(app, cookie, plan, amount, opts);
  const verified = await call('POST', '/api/payment-success', cookie, { paymentIntentId });
  expect(verified.statusCode, verified.body).toBe(200);
  return { paymentIntentId, clientSecret, result: ZPaymentSuccessResponse.parse(verified.json()) };
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  admin = await adminCookie(app);
});
afterAll(async () => {
  await app.close();
});

describe('who may pay', () => {
  it('answers 401 to a guest before reading the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/create-payment-intent'],
      ['POST', '/api/payments/sandbox/confirm'],
      ['POST', '/api/payment-success'],
      ['GET', '/api/payments'],
      ['GET', '/api/payments/1'],
      ['GET', '/api/admin/subscribers'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' ? { junk: 'x'.repeat(5000) } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps the subscribers summary for administrators', async () => {
    expect((await call('GET', '/api/admin/subscribers', await newMember())).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/subscribers', admin)).statusCode).toBe(200);
  });
});

describe('prices come from the server', () => {
  it('offers a guest and a new member the £0.99 first Starter week', async () => {
    for (const cookie of [undefined, await newMember()]) {
      const plans = ZPlansResponse.parse((await call('GET', '/api/plans', cookie)).json());
      expect(plans).toMatchObject({
        provider: 'sandbox',
        publishableKey: null,
        prices: { Starter: 0.99, Monthly: 7.99, Lifetime: 39.99 },
        starterIntro: true,
        unavailable: {},
      });
    }
  });

  it('refuses an amount that is not the plan price, an unknown plan and hostile input, storing nothing', async () => {
    const cookie = await newMember();
    const cases: Array<[object, number]> = [
      [{ amount: 0.01, productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: 7.98, productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: 7.991, productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: 2.99, productName: 'x', plan: 'Starter' }, 400], // the intro price applies to this user
      [{ amount: 39.99, productName: 'x', plan: 'Platinum' }, 400],
      [{ amount: 0, productName: 'x', plan: 'Free' }, 400],
      [{ amount: -7.99, productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: '7.99', productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: 1e308, productName: 'x', plan: 'Monthly' }, 400],
      [{ amount: 7.99, productName: 'x'.repeat(10_000), plan: 'Monthly' }, 400],
      [{ amount: 7.99, plan: 'Monthly' }, 400],
    ];
    for (const [body, status] of cases) {
      const response = await call('POST', '/api/create-payment-intent', cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const tampered = await intent(cookie, 'Monthly', 0.5);
    expect(tampered.json().error).toBe('The amount does not match the price of Monthly (£7.99).');
    const history = ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json());
    expect(history.payments).toEqual([]);
    expect((await me(cookie)).subscription.tier).toBe('Free');
  });
});

describe('the sandbox checkout', () => {
  it('grants Monthly for one calendar month once the card succeeds, and once only', async () => {
    const cookie = await newMember();
    const { paymentIntentId, result } = await buy(cookie, 'Monthly', 7.99);
    expect(result).toEqual({
      plan: 'Monthly',
      expirationDate: '2026-12-23T10:00:00.000Z',
      isLifetime: false,
      carriedOverDays: 0,
    });
    const state = await me(cookie);
    expect(state.subscription).toMatchObject({
      tier: 'Monthly',
      isActive: true,
      endDate: '2026-12-23T10:00:00.000Z',
    });
    // Repeats (a reload of the success page, a retry) answer the same and grant nothing more.
    const again = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/payment-success', cookie, { paymentIntentId })),
    );
    for (const response of again)
      expect(response.json()).toMatchObject({ expirationDate: '2026-12-23T10:00:00.000Z' });
    expect((await me(cookie)).subscription.endDate).toBe('2026-12-23T10:00:00.000Z');
    const history = ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json());
    expect(history.payments).toHaveLength(1);
    expect(history.payments[0]).toMatchObject({
      plan: 'Monthly',
      amount: 7.99,
      currency: 'gbp',
      status: 'succeeded',
      reference: paymentIntentId,
      periodStart: '2026-11-23T10:00:00.000Z',
      periodEnd: '2026-12-23T10:00:00.000Z',
    });
  });

  it('verifying many times at once grants once', async () => {
    const cookie = await newMember();
    const created = (await intent(cookie, 'Monthly', 7.99)).json() as {
      clientSecret: string;
      paymentIntentId: string;
    };
    await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: created.clientSecret,
      card: GOOD_CARD,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/payment-success', cookie, { paymentIntentId: created.paymentIntentId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await me(cookie)).subscription.endDate).toBe('2026-12-23T10:00:00.000Z');
  });

  it('a declined card says so, grants nothing and lets the buyer try another card', async () => {
    const cookie = await newMember();
    const created = (await intent(cookie, 'Monthly', 7.99)).json() as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const declined = await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: created.clientSecret,
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('Your card was declined.');
    const early = await call('POST', '/api/payment-success', cookie, {
      paymentIntentId: created.paymentIntentId,
    });
    expect(early.statusCode).toBe(409);
    expect((await me(cookie)).subscription.tier).toBe('Free');
    const history = ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json());
    expect(history.payments[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    // The same intent can still be paid with a good card.
    await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: created.clientSecret,
      card: GOOD_CARD,
    });
    const paid = await call('POST', '/api/payment-success', cookie, {
      paymentIntentId: created.paymentIntentId,
    });
    expect(paid.statusCode).toBe(200);
    expect((await me(cookie)).subscription.tier).toBe('Monthly');
  });

  it('checks the card like a card form and refuses a wrong client secret', async () => {
    const cookie = await newMember();
    const created = (await intent(cookie, 'Lifetime', 39.99)).json() as { clientSecret: string };
    const cases: Array<[object, string]> = [
      [{ ...GOOD_CARD, number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
      [{ ...GOOD_CARD, expiry: '01/20' }, "Your card's expiration date is in the past."],
      [{ ...GOOD_CARD, expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
      [{ ...GOOD_CARD, cvc: '12' }, "Your card's security code is incomplete."],
    ];
    for (const [card, message] of cases) {
      const response = await call('POST', '/api/payments/sandbox/confirm', cookie, {
        clientSecret: created.clientSecret,
        card,
      });
      expect(response.statusCode).toBe(402);
      expect(response.json().error).toBe(message);
    }
    const wrongSecret = await call('POST', '/api/payments/sandbox/confirm', cookie, {
      clientSecret: `${created.clientSecret.split('_secret_')[0]}_secret_${'0'.repeat(32)}`,
      card: GOOD_CARD,
    });
    expect(wrongSecret.statusCode).toBe(402);
    expect((await me(cookie)).subscription.tier).toBe('Free');
  });

  it("never lets one account confirm or verify another's payment", async () => {
    const owner = await newMember();
    const other = await newMember();
    const created = (await intent(owner, 'Monthly', 7.99)).json() as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const confirm = await call('POST', '/api/payments/sandbox/confirm', other, {
      clientSecret: created.clientSecret,
      card: GOOD_CARD,
    });
    expect(confirm.statusCode).toBe(404);
    await call('POST', '/api/payments/sandbox/confirm', owner, {
      clientSecret: created.clientSecret,
      card: GOOD_CARD,
    });
    const steal = await call('POST', '/api/payment-success', other, {
      paymentIntentId: created.paymentIntentId,
    });
    expect(steal.statusCode).toBe(404);
    expect((await me(other)).subscription.tier).toBe('Free');
    expect((await call('GET', '/api/payments/1', other)).statusCode).toBe(404);
    for (const bad of ['', 'pi_', 'x'.repeat(300), 'pi_../../etc', "pi_1' or 1=1"]) {
      expect((await call('POST', '/api/payment-success', owner, { paymentIntentId: bad })).statusCode).toBe(
        400,
      );
    }
    expect(
      (await call('POST', '/api/payment-success', owner, { paymentIntentId: 'pi_sandbox_unknown' }))
        .statusCode,
    ).toBe(404);
  });
  it('reads a payment id only as plain digits: 0x1, 1e0, +1 or 01 are not payment 1', async () => {
    const cookie = await newMember();
    await buy(cookie, 'Monthly', 7.99);
    const history = ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json());
    const id = history.payments[0]!.id;
    expect((await call('GET', `/api/payments/${id}`, cookie)).statusCode).toBe(200);
    for (const spelling of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `0${id}`, `${id}.0`]) {
      const response = await call('GET', `/api/payments/${encodeURIComponent(spelling)}`, cookie);
      expect(response.statusCode, spelling).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', issues: [{ field: 'id' }] });
    }
  });
});

describe('plan changes', () => {
  it('Starter costs £0.99 the first week, then £2.99, and extends from the current end', async () => {
    const cookie = await newMember();
    const first = await buy(cookie, 'Starter', 0.99);
    expect(first.result.expirationDate).toBe('2026-11-30T10:00:00.000Z');
    const plans = ZPlansResponse.parse((await call('GET', '/api/plans', cookie)).json());
    expect(plans.prices.Starter).toBe(2.99);
    expect(plans.starterIntro).toBe(false);
    expect((await intent(cookie, 'Starter', 0.99)).statusCode).toBe(400);
    const second = await buy(cookie, 'Starter', 2.99);
    expect(second.result.expirationDate).toBe('2026-12-07T10:00:00.000Z');
  });

  it('a higher plan starts now and keeps the whole days left on the lower one', async () => {
    const cookie = await newMember();
    await buy(cookie, 'Starter', 0.99); // ends 30 Nov, 7 days left
    clock.set('2026-11-25T10:00:00Z'); // 5 days left
    try {
      const upgrade = await buy(cookie, 'Monthly', 7.99);
      expect(upgrade.result).toMatchObject({ plan: 'Monthly', carriedOverDays: 5 });
      expect(upgrade.result.expirationDate).toBe('2026-12-30T10:00:00.000Z');
      // A lower plan is not for sale while a higher one runs.
      const lower = await intent(cookie, 'Starter', 2.99);
      expect(lower.statusCode).toBe(409);
      expect(lower.json().error).toBe('Your Monthly plan already includes Starter.');
      // Before paying, the buyer is told what each purchase does to the plan they hold.
      const plans = ZPlansResponse.parse((await call('GET', '/api/plans', cookie)).json());
      expect(plans.changeNotes).toEqual({
        Monthly:
          'Your Monthly plan is extended: the new month starts when the current one ends, on 30 December 2026.',
        Lifetime:
          'Lifetime starts now and never ends. The 35 days left on your Monthly plan are not refunded: Lifetime covers them.',
      });
      const lifetime = await buy(cookie, 'Lifetime', 39.99);
      // Lifetime has no end: no days are said to be added to it.
      expect(lifetime.result).toMatchObject({
        plan: 'Lifetime',
        expirationDate: null,
        isLifetime: true,
        carriedOverDays: 0,
      });
      expect((await intent(cookie, 'Monthly', 7.99)).statusCode).toBe(409);
    } finally {
      clock.set('2026-11-23T10:00:00Z');
    }
  });

  it('an expired plan is Free on the next request, with no timer', async () => {
    const cookie = await newMember();
    await buy(cookie, 'Starter', 0.99);
    clock.set('2026-11-30T10:00:01Z');
    try {
      expect((await me(cookie)).subscription).toMatchObject({
        tier: 'Free',
        endDate: '2026-11-30T10:00:00.000Z',
      });
      // Buying again after it lapsed starts now.
      const again = await buy(cookie, 'Starter', 2.99);
      expect(again.result.expirationDate).toBe('2026-12-07T10:00:01.000Z');
    } finally {
      clock.set('2026-11-23T10:00:00Z');
    }
  });
});

describe('receipts', () => {
  it('queues one receipt per payment, however often it is verified', async () => {
    const cookie = await newMember();
    const email = (await me(cookie)).user.email;
    const { paymentIntentId } = await buy(cookie, 'Monthly', 7.99);
    await call('POST', '/api/payment-success', cookie, { paymentIntentId });
    const outbox = (await call('GET', '/api/admin/outbox?limit=100', admin)).json() as {
      entries: Array<{ kind: string; recipient: string; subject: string; body: string | null }>;
    };
    const receipts = outbox.entries.filter((m) => m.kind === 'receipt' && m.recipient === email);
    expect(receipts).toEqual([expect.objectContaining({ subject: 'Your RacePro receipt: Monthly' })]);
    // The trader from the configuration (the test app's demo values) and the support address.
    expect(receipts[0]!.body).toContain(
      'Sold by: RacePro Demo Ltd\nAddress: 1 Example Street, London, EC1A 1AA\nContact: support@racepro.example\n',
    );
  });

  it('confirms the consent to immediate access given in the checkout, or the 14-day right to cancel without it', async () => {
    const receiptOf = async (consent: boolean | undefined) => {
      const cookie = await newMember();
      const email = (await me(cookie)).user.email;
      await buy(cookie, 'Lifetime', 39.99, { consent });
      const outbox = (await call('GET', '/api/admin/outbox?limit=100', admin)).json() as {
        entries: Array<{ kind: string; recipient: string; body: string }>;
      };
      return outbox.entries.find((m) => m.kind === 'receipt' && m.recipient === email)?.body ?? '';
    };
    const consented = await receiptOf(true);
    expect(consented).toContain(
      'you asked for access to start at once and acknowledged that you lose your 14-day right',
    );
    expect(consented).not.toContain('you may cancel within 14 days');
    for (const withoutConsent of [await receiptOf(false), await receiptOf(undefined)]) {
      expect(withoutConsent).toContain('you may cancel within 14 days of paying for a full refund');
      expect(withoutConsent).not.toContain('Your consent:');
    }
  });

  it('refuses a consent that is not true or false, and opens no checkout', async () => {
    const cookie = await newMember();
    const refused = await call('POST', '/api/create-payment-intent', cookie, {
      amount: 7.99,
      productName: 'RacePro Monthly',
      plan: 'Monthly',
      consentToImmediateAccess: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/consentToImmediateAccess must be true or false/);
    expect((await call('GET', '/api/payments', cookie)).json()).toMatchObject({ payments: [] });
  });
});

describe('the early-supporter count', () => {
  it('counts down with each Lifetime purchase', async () => {
    const before = (await call('GET', '/api/promo/early-adopter-count')).json() as { remaining: number };
    await buy(await newMember(), 'Lifetime', 39.99);
    const after = (await call('GET', '/api/promo/early-adopter-count')).json();
    expect(after.remaining).toBe(before.remaining - 1);
    expect(after.percentRemaining).toBe(Math.round((after.remaining / 10_000) * 100));
  });
});

describe('the subscribers summary', () => {
  it('counts tiers and sums revenue from fulfilled payments only', async () => {
    const before = (await call('GET', '/api/admin/subscribers', admin)).json();
    const cookie = await newMember();
    await buy(cookie, 'Monthly', 7.99);
    // An abandoned and a declined checkout are not revenue.
    await intent(await newMember(), 'Monthly', 7.99);
    const after = (await call('GET', '/api/admin/subscribers', admin)).json();
    const month = (rows: Array<{ month: string; amount: number }>) =>
      rows.find((r) => r.month === '2026-11')?.amount ?? 0;
    expect(Math.round((month(after.revenueByMonth) - month(before.revenueByMonth)) * 100)).toBe(799);
    expect(after.tiers.Monthly).toBe(before.tiers.Monthly + 1);
    expect(after.recentPayments[0]).toMatchObject({ email: expect.stringMatching(/@example\.com$/) });
  });
});

it('signs in the demo free account for the journey', async () => {
  expect(await loginAs(app, 'free@example.com')).toMatch(/^racepro_session=/);
});

// PostgreSQL stage of `npm test`: two instances on one database, the success page on one and a retry on the other.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL database', () => {
  it('grants a payment once when both instances verify it at the same moment', async () => {
    const second = await createTestApp({ clock: clock.now, attachTo: app.testDatabaseUrl!, demo: false });
    try {
      const cookie = await newMember();
      const created = (await intent(cookie, 'Monthly', 7.99)).json() as {
        clientSecret: string;
        paymentIntentId: string;
      };
      await call('POST', '/api/payments/sandbox/confirm', cookie, {
        clientSecret: created.clientSecret,
        card: GOOD_CARD,
      });
      const verify = (instance: TTestApp) =>
        instance.inject({
          method: 'POST',
          url: '/api/payment-success',
          headers: { cookie },
          payload: { paymentIntentId: created.paymentIntentId },
        });
      const answers = await Promise.all([verify(app), verify(second), verify(app), verify(second)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await me(cookie)).subscription.endDate).toBe('2026-12-23T10:00:00.000Z');
      const history = ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', cookie)).json());
      expect(history.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
      // The buyer's cached session on the other instance shows the new plan at once.
      const viaSecond = await second.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(viaSecond.json().subscription.tier).toBe('Monthly');
    } finally {
      await second.close();
    }
  });
});
