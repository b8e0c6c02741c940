/** Spec 1 section 9: the redirect after a paid success or choosing Free waits 2 seconds. */
export const REDIRECT_DELAY_MS = 2000;

/** Where a confirmed payment returns (Stripe's return URL: {origin}/payment-success). */
export const PAYMENT_RETURN_PATH = '/payment-success';

export const paymentSuccessPath = (paymentIntentId: string, redirectStatus: string): string =>
  `${PAYMENT_RETURN_PATH}?${new URLSearchParams({ payment_intent: paymentIntentId, redirect_status: redirectStatus })}`;
