import type { TIntentStatus } from '~/domain/payments.contract';

/** A provider's payment intent, reduced to what fulfilment checks (Stripe's PaymentIntent, or the sandbox's). */
export type TProviderIntent = {
  id: string;
  status: TIntentStatus | 'requires_confirmation' | 'requires_action' | 'requires_capture';
  amountPence: number;
  currency: string;
  /** What we wrote at creation: userId, plan, paymentId. */
  metadata: Record<string, string>;
  /** The decline message of the last failed attempt, if any. */
  lastError: string | null;
};

/** A verified webhook event: the intent it is about, when it is one we act on. */
export type TWebhookEvent = {
  id: string;
  type: string;
  intent: TProviderIntent | null;
};

/** The provider did not answer (timeout, network): nothing is known to have changed; try again. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** The webhook's signature is missing or wrong: the event is refused. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The provider refused a call for a reason the user can read (a decline, a bad card). */
export class ProviderDeclinedError extends Error {
  override name = 'ProviderDeclinedError';
}

/**
 * The one interface selling and fulfilment talk to (DESIGN.md section 1): Stripe when keys are set, the built-in
 * sandbox otherwise. Both pass the same contract test (payment-provider.contract.test.ts).
 */
export type TPaymentProvider = {
  kind: 'sandbox' | 'stripe';
  /** Stripe.js needs it in the browser; null for the sandbox. */
  publishableKey: string | null;
  createIntent(input: {
    amountPence: number;
    currency: 'gbp';
    description: string;
    metadata: Record<string, string>;
    /** The same key returns the same intent (a retried create never makes two). */
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<TProviderIntent | null>;
  /**
   * Cancels an intent nobody has paid yet, so it can never be paid; one already paid (or processing) is left as it
   * is. Answers the intent as it is afterwards.
   */
  cancelIntent(id: string): Promise<TProviderIntent | null>;
  /**
   * Refunds a succeeded intent in full. The same key never refunds twice (a retry after a lost answer is safe).
   * Throws ProviderUnavailableError when the provider does not answer: the refund is still owed.
   */
  refund(input: { intentId: string; idempotencyKey: string; now: Date }): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<TWebhookEvent>;
};
