import { expect } from 'vitest';
import type { TTestApp } from '../../../test/test-app';

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/**
 * A sandbox checkout as the dialog makes it: the intent created for the plan's price, then paid with the test
 * card. Not yet verified (the success page's step), so a test decides when the payment lands.
 */
export const paySandboxCheckout = async (
  app: TTestApp,
  cookie: string,
  plan: 'Starter' | 'Monthly' | 'Lifetime',
  amount: number,
  { consent }: { consent?: boolean } = {},
): Promise<{ paymentIntentId: string; clientSecret: string }> => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie },
    payload: {
      amount,
      productName: `RacePro ${plan}`,
      plan,
      ...(consent === undefined ? {} : { consentToImmediateAccess: consent }),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { clientSecret, paymentIntentId } = created.json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    headers: { cookie },
    payload: { clientSecret, card: GOOD_CARD },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { paymentIntentId, clientSecret };
};
