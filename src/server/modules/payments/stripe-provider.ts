import Stripe from 'stripe';
import type { TConfig } from '../../config';
import {
  ProviderDeclinedError,
  ProviderUnavailableError,
  type TPaymentProvider,
  type TProviderIntent,
  WebhookSignatureError,
} from './payment-provider';

/** A Stripe call gets this long before we say the provider is unavailable (the user can try again). */
export const STRIPE_TIMEOUT_MS = 10_000;

const toIntent = (intent: Stripe.PaymentIntent): TProviderIntent => ({
  id: intent.id,
  status: intent.status as TProviderIntent['status'],
  amountPence: intent.amount,
  currency: intent.currency,
  metadata: { ...intent.metadata },
  lastError: intent.last_payment_error?.message ?? null,
});

const isConnectionProblem = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeConnectionError ||
  error instanceof Stripe.errors.StripeAPIError ||
  (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);

/** Wraps a Stripe call: network trouble and Stripe's own 5xx become ProviderUnavailableError. */
const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (isConnectionProblem(error)) throw new ProviderUnavailableError('Stripe did not answer');
    throw error;
  }
};

/** Stripe, with the official client (DESIGN.md section 1). Used when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set. */
export const createStripeProvider = (
  settings: NonNullable<TConfig['stripe']>,
  options: { timeoutMs?: number } = {},
): TPaymentProvider => {
  const stripe = new Stripe(settings.secretKey, {
    timeout: options.timeoutMs ?? settings.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(settings.api
      ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }
      : {}),
  });
  const retrieveIntent = async (id: string): Promise<TProviderIntent | null> => {
    try {
      return toIntent(await call(() => stripe.paymentIntents.retrieve(id)));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  };

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountPence, currency, description, metadata, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountPence,
            currency,
            description,
            metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new ProviderUnavailableError('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    retrieveIntent,

    async cancelIntent(id) {
      try {
        return toIntent(await call(() => stripe.paymentIntents.cancel(id)));
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // Paid, processing or cancelled already: it stays as it is.
        return retrieveIntent(id);
      }
    },

    async refund({ intentId, idempotencyKey }) {
      try {
        // The whole amount: a refund without an amount refunds what the intent took.
        await call(() => stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey }));
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        // Refunded already (by hand, in Stripe's dashboard): the money is back, which is what was owed.
        if (error.code === 'charge_already_refunded') return;
        throw new ProviderDeclinedError(error.message);
      }
    },

    async parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret)
        throw new WebhookSignatureError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError('Webhook signature does not match');
      }
      const object = event.data?.object as { object?: string } | undefined;
      return {
        id: event.id,
        type: event.type,
        intent: object?.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
      };
    },
  };
};
