import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMeResponse } from '~/domain/auth.contract';
import { ZPaymentHistoryResponse } from '~/domain/payments.contract';
import { EARLY_ADOPTER_LIMIT, LIFETIME_CLOSED_MESSAGE } from '~/domain/plans';
import { createTestApp, signUpVerified, type TTestApp } from '../../test/test-app';
import { createClock } from '../../test/tips-fixtures';
import { paySandboxCheckout } from './test/sandbox-checkout';

/**
 * The early-supporter Lifetime places are real (issue 30, item 5), on PGlite and on PostgreSQL: Lifetime is sold only
 * while places remain (one place per buyer); two buyers paying for the last place at once get one grant and one full
 * refund; at 0 the plan page says the offer has closed and no Lifetime checkout opens.
 */

const clock = createClock('2026-11-23T10:00:00Z');
let app: TTestApp;
let seq = 0;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const newMember = async (): Promise<string> => {
  seq += 1;
  const { cookie } = await signUpVerified(
    app,
    { email: `last-place${seq}@example.com`, password: 'a long enough secret' },
    { remoteAddress: `10.29.${Math.floor(seq / 200)}.${seq % 200}` },
  );
  return cookie;
};

const placesLeft = async () =>
  ((await call('GET', '/api/promo/early-adopter-count')).json() as { remaining: number }).remaining;

/** Earlier supporters: `n` buyers, each with a granted Lifetime payment, written straight to the database. */
const earlierSupporters = async (n: number) => {
  await app.database.db.execute(sql`
    with buyers as (
      insert into users (email, password_hash)
      select 'supporter' || g || '@example.com', 'not-a-real-hash' from generate_series(1, ${n}) as g
      returning id
    )
    insert into payments (user_id, provider, provider_ref, plan, amount_pence, status, fulfilled_at)
    select id, 'sandbox', 'pi_earlier_' || id, 'Lifetime', 3999, 'succeeded', now() from buyers`);
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await app.close();
});

describe('the early-supporter Lifetime places', () => {
  it('grants the last place to one of two buyers paying at once, refunds the other, then stops selling Lifetime', async () => {
    await earlierSupporters(EARLY_ADOPTER_LIMIT - 1);
    expect(await placesLeft()).toBe(1);

    const [first, second] = [await newMember(), await newMember()];
    // Both checkouts open while one place remains, and both cards are paid.
    const paid = [
      await paySandboxCheckout(app, first, 'Lifetime', 39.99, { consent: true }),
      await paySandboxCheckout(app, second, 'Lifetime', 39.99, { consent: true }),
    ];
    const answers = await Promise.all(
      [first, second].map((cookie, i) =>
        call('POST', '/api/payment-success', cookie, { paymentIntentId: paid[i]!.paymentIntentId }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().error).toMatch(/the early-supporter Lifetime places had all gone/);
    expect(await placesLeft()).toBe(0);

    const loser = answers[0]!.statusCode === 409 ? first : second;
    const winner = loser === first ? second : first;
    expect(ZMeResponse.parse((await call('GET', '/api/auth/me', winner)).json()).subscription.tier).toBe(
      'Lifetime',
    );
    expect(ZMeResponse.parse((await call('GET', '/api/auth/me', loser)).json()).subscription.tier).toBe(
      'Free',
    );
    const loserHistory = ZPaymentHistoryResponse.parse(
      (await call('GET', '/api/payments', loser)).json(),
    ).payments;
    expect(loserHistory[0]).toMatchObject({
      plan: 'Lifetime',
      status: 'refunded',
      refundReason: 'the early-supporter Lifetime places had all gone',
    });

    // Closed: the plan page says so, and no Lifetime checkout opens for anyone.
    const newcomer = await newMember();
    const plans = (await call('GET', '/api/plans', newcomer)).json();
    expect(plans.unavailable.Lifetime).toBe(LIFETIME_CLOSED_MESSAGE);
    expect((await call('GET', '/api/plans')).json().unavailable.Lifetime).toBe(LIFETIME_CLOSED_MESSAGE);
    const refusedCheckout = await call('POST', '/api/create-payment-intent', newcomer, {
      amount: 39.99,
      productName: 'RacePro Lifetime',
      plan: 'Lifetime',
    });
    expect(refusedCheckout.statusCode).toBe(409);
    expect(refusedCheckout.json().error).toBe(LIFETIME_CLOSED_MESSAGE);
    expect(
      ZPaymentHistoryResponse.parse((await call('GET', '/api/payments', newcomer)).json()).payments,
    ).toEqual([]);
    // Other plans are still sold.
    await paySandboxCheckout(app, newcomer, 'Monthly', 7.99);
  });
});
