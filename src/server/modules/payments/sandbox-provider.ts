import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CARD_DECLINED_MESSAGE,
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  SANDBOX_DECLINE_CARD,
} from '~/domain/card';
import type { TIntentStatus } from '~/domain/payments.contract';
import type { TDbOrTx } from '../../db/client';
import {
  ProviderDeclinedError,
  type TPaymentProvider,
  type TProviderIntent,
  WebhookSignatureError,
} from './payment-provider';
import { createSandboxIntentsRepository, type TSandboxIntentRow } from './sandbox-intents.repository';

/** A cancelled checkout's card form (a newer checkout for the £0.99 week replaced it), as Stripe's form would say. */
export const CANCELLED_CHECKOUT_MESSAGE =
  'This checkout was closed because a newer one was opened. Nothing was taken: please pay in the newest one.';

const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const toIntent = (row: TSandboxIntentRow): TProviderIntent => ({
  id: row.id,
  status: row.status as TIntentStatus,
  amountPence: row.amountPence,
  currency: row.currency,
  metadata: row.metadata,
  lastError: row.lastError,
});

export type TSandboxProvider = TPaymentProvider & {
  /** The sandbox's card form: checks the card like Stripe's form, then succeeds or declines (test cards). */
  confirm(
    clientSecret: string,
    card: { number: string; expiry: string; cvc: string },
    now: Date,
  ): Promise<TProviderIntent>;
};

/**
 * The built-in provider (DESIGN.md section 6): mimics Stripe's PaymentIntent (requires_payment_method ->
 * processing -> succeeded, or a decline that leaves it requiring a payment method) with the test cards. No money
 * moves and nothing leaves this server. Intents live in the database, so any instance can confirm or read them.
 */
export const createSandboxProvider = (db: TDbOrTx): TSandboxProvider => {
  const repo = createSandboxIntentsRepository(db);
  const find = repo.find;
  return {
    kind: 'sandbox',
    publishableKey: null,

    async createIntent({ amountPence, currency, metadata }) {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await repo.insert({
        id,
        secretHash: hashSecret(clientSecret),
        amountPence,
        currency,
        status: 'requires_payment_method',
        metadata,
      });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const row = await find(id);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await repo.cancel(id, new Date());
      const row = await find(id);
      return row ? toIntent(row) : null;
    },

    async refund({ intentId, now }) {
      // No money moves in the sandbox: the intent is marked refunded, as Stripe records a refund against it.
      if (!(await repo.refund(intentId, now))) {
        throw new ProviderDeclinedError('Only a succeeded payment can be refunded.');
      }
    },

    async confirm(clientSecret, card, now) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const row = id.startsWith('pi_sandbox_') ? await find(id) : null;
      const given = Buffer.from(hashSecret(clientSecret), 'hex');
      if (!row || !timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) {
        throw new ProviderDeclinedError('This payment could not be found. Please start again.');
      }
      if (row.status === 'canceled') throw new ProviderDeclinedError(CANCELLED_CHECKOUT_MESSAGE);
      if (row.status !== 'requires_payment_method') return toIntent(row);
      const problem =
        cardNumberProblem(card.number) ?? expiryProblem(card.expiry, now) ?? cvcProblem(card.cvc);
      if (problem) throw new ProviderDeclinedError(problem);
      if (cardDigits(card.number) === SANDBOX_DECLINE_CARD) {
        await repo.recordDecline(id, CARD_DECLINED_MESSAGE, now);
        throw new ProviderDeclinedError(CARD_DECLINED_MESSAGE);
      }
      // One conditional update completes it: of two confirmations at once, one moves it on and the other reads
      // the result (a card payment passes through "processing" within this step, as in Stripe's test mode).
      const done = await repo.succeed(id, now);
      return toIntent(done ?? (await find(id))!);
    },

    async parseWebhook() {
      // The sandbox sends no webhooks: its confirmations are verified through /api/payment-success.
      throw new WebhookSignatureError('Webhooks are not used with the sandbox payment provider');
    },
  };
};
