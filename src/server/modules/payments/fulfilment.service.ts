import type { TPaymentSuccessResponse } from '~/domain/payments.contract';
import { grantFor, isPaidPlan, type TPaidPlan } from '~/domain/plans';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { callProvider, PAYMENT_NOT_FOUND } from './payment-errors';
import type { TPaymentProvider, TProviderIntent } from './payment-provider';
import { createPaymentsRepository, type TPaymentRow } from './payments.repository';

/** What a granted payment tells the rest of the app (the receipt e-mail is queued from it, in the same transaction). */
export type TFulfilment = {
  paymentId: number;
  userId: number;
  email: string;
  username: string | null;
  plan: TPaidPlan;
  amountPence: number;
  reference: string;
  provider: 'sandbox' | 'stripe';
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date | null;
  carriedOverDays: number;
};

export type TFulfilmentDeps = {
  db: TDb;
  provider: TPaymentProvider;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** Runs inside the fulfilment transaction (queue the receipt). */
  onFulfilling?: (tx: TDbOrTx, fulfilment: TFulfilment) => Promise<void>;
  /** Runs after the grant is committed (evict cached sessions, send mail). */
  afterFulfilled?: (fulfilment: TFulfilment) => Promise<void> | void;
};

/**
 * Fulfilment (decision 0009): a payment is checked against the provider's own record (amount, currency, buyer,
 * plan) and its plan granted exactly once, whether the success page, a retry or a webhook arrives first.
 */
export const createFulfilmentService = ({
  db,
  provider,
  log,
  onFulfilling,
  afterFulfilled,
}: TFulfilmentDeps) => {
  const repo = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);

  /** The subscription as the buyer has it now, answered after a grant (or a harmless repeat). */
  const currentGrant = async (
    userId: number,
    fallbackPlan: TPaidPlan,
    carriedOverDays = 0,
  ): Promise<TPaymentSuccessResponse> => {
    const sub = await subscriptions.find(userId);
    const plan = sub && isPaidPlan(sub.tier) ? sub.tier : fallbackPlan;
    return {
      plan,
      expirationDate: plan === 'Lifetime' ? null : (sub?.endDate?.toISOString() ?? null),
      isLifetime: plan === 'Lifetime',
      carriedOverDays,
    };
  };

  /**
   * Checks with the provider's own record that this intent succeeded, for the plan's amount, in GBP, for the user
   * who started it, then grants the plan once. `granted` is false when another caller already granted it.
   */
  const fulfil = async (
    payment: TPaymentRow,
    intent: TProviderIntent,
    now: Date,
  ): Promise<{ granted: boolean; carriedOverDays: number }> => {
    if (
      intent.amountPence !== payment.amountPence ||
      intent.currency.toLowerCase() !== 'gbp' ||
      intent.metadata.userId !== String(payment.userId) ||
      intent.metadata.plan !== payment.plan
    ) {
      log.warn(
        { paymentId: payment.id, reference: payment.providerRef },
        'payment intent does not match the payment record; not granted',
      );
      throw new AppError(
        'BAD_REQUEST',
        'This payment does not match the plan it was for, so nothing was granted.',
      );
    }
    const result = await db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository(tx);
      const txSubscriptions = createSubscriptionsRepository(tx);
      if (!(await txRepo.claimFulfilment(payment.id, now))) return null;
      const current = await txSubscriptions.lock(payment.userId);
      const grant = grantFor(current, payment.plan, now);
      await txSubscriptions.upsert(
        {
          userId: payment.userId,
          tier: grant.tier,
          startDate: grant.startDate,
          endDate: grant.endDate,
          lastPaymentDate: now,
        },
        now,
      );
      // This payment's own period: from where it started to where the plan now ends.
      await txRepo.setPeriod(payment.id, grant.periodStart, grant.endDate);
      const user = await txRepo.findUserEmail(payment.userId);
      const fulfilment: TFulfilment = {
        paymentId: payment.id,
        userId: payment.userId,
        email: user?.email ?? '',
        username: user?.username ?? null,
        plan: payment.plan,
        amountPence: payment.amountPence,
        reference: payment.providerRef,
        provider: payment.provider,
        paidAt: now,
        periodStart: grant.periodStart,
        periodEnd: grant.endDate,
        carriedOverDays: grant.carriedOverDays,
      };
      if (onFulfilling && user) await onFulfilling(tx, fulfilment);
      return fulfilment;
    });
    if (!result) return { granted: false, carriedOverDays: 0 };
    log.info(
      {
        paymentId: result.paymentId,
        userId: result.userId,
        plan: result.plan,
        amountPence: result.amountPence,
      },
      'payment fulfilled',
    );
    await afterFulfilled?.(result);
    return { granted: true, carriedOverDays: result.carriedOverDays };
  };

  return {
    /** POST /api/payment-success: verify with the provider, then grant once. A repeat answers the same, 200. */
    async verify(user: { id: number }, paymentIntentId: string, now: Date): Promise<TPaymentSuccessResponse> {
      const payment = await repo.findByRef(provider.kind, paymentIntentId);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      if (payment.fulfilledAt) return currentGrant(user.id, payment.plan);
      const intent = await callProvider(() => provider.retrieveIntent(paymentIntentId));
      if (!intent) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      if (intent.status !== 'succeeded') {
        await repo.updateStatus(payment.id, intent.status, intent.lastError, now);
        throw new AppError(
          'CONFLICT',
          intent.status === 'processing'
            ? 'Your payment is still processing. We will update your plan as soon as it completes.'
            : 'This payment has not been completed, so your plan has not changed.',
        );
      }
      const { carriedOverDays } = await fulfil(payment, intent, now);
      return currentGrant(user.id, payment.plan, carriedOverDays);
    },

    /**
     * A verified webhook event: a succeeded intent is granted (once), a failed one recorded. Redelivered events are
     * acknowledged and skipped; an intent we never created is acknowledged and ignored.
     */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
      now: Date,
    ): Promise<{ received: true }> {
      const event = await provider.parseWebhook(rawBody, signature);
      if (!(await repo.recordEvent(event.id, event.type, now))) return { received: true };
      try {
        if (event.intent && event.type.startsWith('payment_intent.')) {
          const payment = await repo.findByRef(provider.kind, event.intent.id);
          if (!payment) {
            log.warn({ eventId: event.id }, 'webhook for a payment intent we did not create; ignored');
          } else if (!payment.fulfilledAt) {
            // Trust the provider's current record, not the event's copy.
            const intent = await callProvider(() => provider.retrieveIntent(event.intent!.id));
            if (intent?.status === 'succeeded') {
              // A mismatch is logged by fulfil and never granted; acknowledge it so the provider stops resending.
              await fulfil(payment, intent, now).catch((error: unknown) => {
                if (!(error instanceof AppError && error.code === 'BAD_REQUEST')) throw error;
              });
            } else if (intent) await repo.updateStatus(payment.id, intent.status, intent.lastError, now);
          }
        }
      } catch (error) {
        // Let the provider redeliver: forget the event so the retry is processed.
        await repo.forgetEvent(event.id);
        throw error;
      }
      return { received: true };
    },
  };
};

export type TFulfilmentService = ReturnType<typeof createFulfilmentService>;
