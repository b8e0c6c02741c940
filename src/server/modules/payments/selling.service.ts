import { randomUUID } from 'node:crypto';
import { formatPence, penceToPounds, poundsToPence } from '~/domain/money';
import type {
  TCreatePaymentIntentBody,
  TCreatePaymentIntentResponse,
  TIntentStatus,
  TPlansResponse,
} from '~/domain/payments.contract';
import {
  earlyAdopterCount,
  PAID_PLANS,
  PLAN_PRICES_PENCE,
  PLAN_PRODUCT_NAMES,
  planChangeNote,
  planPricePence,
  purchaseProblem,
} from '~/domain/plans';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import {
  createSubscriptionsRepository,
  type TSubscriptionRow,
} from '../subscriptions/subscriptions.repository';
import { callProvider, PAYMENT_NOT_FOUND } from './payment-errors';
import { ProviderDeclinedError, type TPaymentProvider } from './payment-provider';
import { createPaymentsRepository } from './payments.repository';
import type { TSandboxProvider } from './sandbox-provider';

/**
 * Selling plans: the prices a member is offered (the Starter introductory week once), payment intents for the
 * plan's exact price, and the sandbox's card form. Nothing is granted here: that is fulfilment's job, once the
 * provider confirms the payment.
 */
export const createSellingService = ({ db, provider }: { db: TDb; provider: TPaymentProvider }) => {
  const repo = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);

  /** Whether the user ever paid for Starter, or holds (or held) it now: then the £0.99 first week is used. */
  const hadStarter = async (userId: number, current: TSubscriptionRow | null): Promise<boolean> =>
    (await repo.hasFulfilledPlan(userId, 'Starter')) || current?.tier === 'Starter';

  /** Early-supporter Lifetime places left (one per buyer). */
  const placesLeft = async (): Promise<number> =>
    earlyAdopterCount(await repo.countFulfilledLifetime()).remaining;

  return {
    provider,

    async plans(user: { id: number } | null, now: Date): Promise<TPlansResponse> {
      const current = user ? await subscriptions.find(user.id) : null;
      const starterUsed = user ? await hadStarter(user.id, current) : false;
      const lifetimePlacesLeft = await placesLeft();
      const unavailable: TPlansResponse['unavailable'] = {};
      const changeNotes: TPlansResponse['changeNotes'] = {};
      for (const plan of PAID_PLANS) {
        const problem = purchaseProblem(current, plan, now, { lifetimePlacesLeft });
        if (problem) unavailable[plan] = problem;
        const note = planChangeNote(current, plan, now);
        if (note) changeNotes[plan] = note;
      }
      return {
        provider: provider.kind,
        publishableKey: provider.publishableKey,
        prices: {
          Starter: penceToPounds(planPricePence('Starter', { hadStarter: starterUsed })),
          Monthly: penceToPounds(planPricePence('Monthly', { hadStarter: starterUsed })),
          Lifetime: penceToPounds(planPricePence('Lifetime', { hadStarter: starterUsed })),
        },
        starterIntro: !starterUsed,
        unavailable,
        changeNotes,
      };
    },

    async createIntent(
      user: { id: number },
      body: TCreatePaymentIntentBody,
      now: Date,
    ): Promise<TCreatePaymentIntentResponse> {
      const current = await subscriptions.find(user.id);
      const problem = purchaseProblem(current, body.plan, now, {
        lifetimePlacesLeft: body.plan === 'Lifetime' ? await placesLeft() : undefined,
      });
      if (problem) throw new AppError('CONFLICT', problem);
      const pricePence = planPricePence(body.plan, { hadStarter: await hadStarter(user.id, current) });
      if (poundsToPence(body.amount) !== pricePence || Math.abs(body.amount * 100 - pricePence) > 1e-6) {
        throw new AppError(
          'BAD_REQUEST',
          `The amount does not match the price of ${body.plan} (${formatPence(pricePence)}).`,
          { field: 'amount' },
        );
      }
      // At most one open checkout at the introductory price: a new one cancels the earlier ones (another tab's),
      // so only one £0.99 week can be paid. One paid already stays paid; fulfilment refunds it if it comes second.
      if (body.plan === 'Starter' && pricePence === PLAN_PRICES_PENCE.StarterIntro) {
        for (const open of await repo.findOpen(user.id, 'Starter', pricePence)) {
          const cancelled = await callProvider(() => provider.cancelIntent(open.providerRef));
          if (cancelled) await repo.updateStatus(open.id, cancelled.status, null, now);
        }
      }
      const intent = await callProvider(() =>
        provider.createIntent({
          amountPence: pricePence,
          currency: 'gbp',
          description: PLAN_PRODUCT_NAMES[body.plan],
          metadata: { userId: String(user.id), plan: body.plan },
          idempotencyKey: randomUUID(),
        }),
      );
      await repo.insertPayment({
        userId: user.id,
        provider: provider.kind,
        providerRef: intent.id,
        plan: body.plan,
        amountPence: pricePence,
        status: 'requires_payment_method',
        consentedAt: body.consentToImmediateAccess === true ? now : null,
      });
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: penceToPounds(pricePence),
      };
    },

    /** The sandbox card form's confirmation. A decline is 402 with the provider's message; nothing is granted here. */
    async confirmSandbox(
      user: { id: number },
      clientSecret: string,
      card: { number: string; expiry: string; cvc: string },
      now: Date,
    ): Promise<{ status: TIntentStatus; paymentIntentId: string }> {
      if (provider.kind !== 'sandbox') throw new AppError('NOT_FOUND', 'The sandbox is not in use here.');
      const id = clientSecret.split('_secret_')[0] ?? '';
      const payment = await repo.findByRef('sandbox', id);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      try {
        const intent = await (provider as TSandboxProvider).confirm(clientSecret, card, now);
        await repo.updateStatus(payment.id, intent.status, null, now);
        // The sandbox only ever moves through Stripe's card states.
        return { status: intent.status as TIntentStatus, paymentIntentId: intent.id };
      } catch (error) {
        if (error instanceof ProviderDeclinedError) {
          await repo.updateStatus(payment.id, 'requires_payment_method', error.message, now);
          throw new AppError('PAYMENT_REQUIRED', error.message);
        }
        throw error;
      }
    },
  };
};

export type TSellingService = ReturnType<typeof createSellingService>;
