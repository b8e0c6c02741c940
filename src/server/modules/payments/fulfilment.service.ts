import type { TPaymentSuccessResponse } from '~/domain/payments.contract';
import { earlyAdopterCount, grantFor, isPaidPlan, refundReasonFor, type TPaidPlan } from '~/domain/plans';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { callProvider, PAYMENT_NOT_FOUND } from './payment-errors';
import type { TPaymentProvider, TProviderIntent } from './payment-provider';
import { createPaymentsRepository, type TPaymentRow } from './payments.repository';

/** A decided payment and its buyer: what the receipt and the refund e-mail both start from. */
type TDecidedPayment = {
  paymentId: number;
  userId: number;
  email: string;
  username: string | null;
  plan: TPaidPlan;
  amountPence: number;
  reference: string;
  provider: 'sandbox' | 'stripe';
  /** When the buyer consented to immediate access (and to losing the 14-day right to cancel); null when not. */
  consentedAt: Date | null;
};

const decided = (
  payment: TPaymentRow,
  user: { email: string; username: string | null } | null,
): TDecidedPayment => ({
  paymentId: payment.id,
  userId: payment.userId,
  email: user?.email ?? '',
  username: user?.username ?? null,
  plan: payment.plan,
  amountPence: payment.amountPence,
  reference: payment.providerRef,
  provider: payment.provider,
  consentedAt: payment.consentedAt,
});

/** A payment refunded in full because it landed when its plan could no longer be granted. */
export type TRefund = TDecidedPayment & { reason: string; refundedAt: Date };

/** What a granted payment tells the rest of the app (the receipt e-mail is queued from it, in the same transaction). */
export type TFulfilment = TDecidedPayment & {
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
  /** Runs inside the transaction that records a refund as made (queue the refund e-mail). */
  onRefunded?: (tx: TDbOrTx, refund: TRefund) => Promise<void>;
  /** Runs after a refund is recorded (send mail). */
  afterRefunded?: () => void;
};

/** What the buyer is told when the payment they confirmed was refunded instead of granted. */
const refundedError = (reason: string) =>
  new AppError(
    'PAYMENT_REFUNDED',
    `This payment has been refunded in full: ${reason}. Your plan has not changed.`,
  );

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
  onRefunded,
  afterRefunded,
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
   * Refunds a refused payment through the provider (the same key each time, so a retry never refunds twice), then
   * records it and queues the e-mail in one transaction. If the provider does not answer, the refund stays owed and
   * the next verification or webhook for the payment makes it.
   */
  const completeRefund = async (payment: TPaymentRow & { refundReason: string }, now: Date) => {
    await callProvider(() =>
      provider.refund({
        intentId: payment.providerRef,
        idempotencyKey: `refund_${payment.provider}_${payment.id}`,
        now,
      }),
    );
    const recorded = await db.transaction(async (tx) => {
      const txRepo = createPaymentsRepository(tx);
      if (!(await txRepo.markRefunded(payment.id, now))) return false;
      const user = await txRepo.findUserEmail(payment.userId);
      log.info(
        { paymentId: payment.id, userId: payment.userId, amountPence: payment.amountPence },
        'payment refunded',
      );
      if (onRefunded && user) {
        await onRefunded(tx, { ...decided(payment, user), reason: payment.refundReason, refundedAt: now });
      }
      return true;
    });
    if (recorded) afterRefunded?.();
  };

  /** A payment already refused: its refund is made if still owed. */
  const settleRefused = async (payment: TPaymentRow & { refundReason: string }, now: Date) => {
    if (!payment.refundedAt) await completeRefund(payment, now);
  };

  /**
   * Checks with the provider's own record that this intent succeeded, for the plan's amount, in GBP, for the user
   * who started it, then grants the plan once. `granted` is false when another caller already granted it.
   */
  const fulfil = async (
    payment: TPaymentRow,
    intent: TProviderIntent,
    now: Date,
  ): Promise<{ granted: boolean; carriedOverDays: number; refundReason: string | null }> => {
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
      // One buyer's payments are decided in turn, each against the plan the one before it left: the purchase
      // rules are checked again here, when the money has landed (two tabs can each open a checkout that was
      // allowed when it opened). A payment that may no longer be granted is refunded in full instead.
      // Lifetime payments are decided one at a time across all buyers (any instance), so the early-supporter
      // places cannot be oversold: the last place goes to one buyer and the payment after it is refunded.
      if (payment.plan === 'Lifetime') await txRepo.lockLifetimePlaces();
      await txRepo.lockBuyer(payment.userId);
      const current = await txSubscriptions.lock(payment.userId);
      const hadStarter =
        (await txRepo.hasFulfilledPlan(payment.userId, 'Starter')) || current?.tier === 'Starter';
      const lifetimePlacesLeft =
        payment.plan === 'Lifetime'
          ? earlyAdopterCount(await txRepo.countFulfilledLifetime()).remaining
          : undefined;
      const reason = refundReasonFor(current, payment, now, { hadStarter, lifetimePlacesLeft });
      if (reason) {
        return (await txRepo.claimRefund(payment.id, reason, now))
          ? ({ kind: 'refuse', reason } as const)
          : null;
      }
      if (!(await txRepo.claimFulfilment(payment.id, now))) return null;
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
        ...decided(payment, user),
        paidAt: now,
        periodStart: grant.periodStart,
        periodEnd: grant.endDate,
        carriedOverDays: grant.carriedOverDays,
      };
      if (onFulfilling && user) await onFulfilling(tx, fulfilment);
      return { kind: 'grant', fulfilment } as const;
    });
    if (!result) {
      // Another caller decided it first: a refusal is reported as such to this caller too.
      const decided = await repo.findForUser(payment.userId, payment.id);
      return { granted: false, carriedOverDays: 0, refundReason: decided?.refundReason ?? null };
    }
    if (result.kind === 'refuse') {
      log.warn(
        { paymentId: payment.id, userId: payment.userId, plan: payment.plan, reason: result.reason },
        'payment landed when its plan could no longer be granted; refunding it in full',
      );
      await completeRefund({ ...payment, refundReason: result.reason }, now);
      return { granted: false, carriedOverDays: 0, refundReason: result.reason };
    }
    const fulfilled = result.fulfilment;
    log.info(
      {
        paymentId: fulfilled.paymentId,
        userId: fulfilled.userId,
        plan: fulfilled.plan,
        amountPence: fulfilled.amountPence,
      },
      'payment fulfilled',
    );
    await afterFulfilled?.(fulfilled);
    return { granted: true, carriedOverDays: fulfilled.carriedOverDays, refundReason: null };
  };

  return {
    /**
     * Makes the refunds still owed (the provider did not answer, or the process stopped between refusing a
     * payment and refunding it). The payments job runs it hourly, so an owed refund never waits on the buyer.
     */
    async completeOwedRefunds(now: Date): Promise<{ refunded: number; failed: number }> {
      let refunded = 0;
      let failed = 0;
      for (const payment of await repo.findOwedRefunds(100)) {
        try {
          await settleRefused({ ...payment, refundReason: payment.refundReason! }, now);
          refunded += 1;
        } catch (error) {
          failed += 1;
          log.warn({ paymentId: payment.id, err: error }, 'refund still owed; will try again');
        }
      }
      return { refunded, failed };
    },

    /** POST /api/payment-success: verify with the provider, then grant once. A repeat answers the same, 200. */
    async verify(user: { id: number }, paymentIntentId: string, now: Date): Promise<TPaymentSuccessResponse> {
      const payment = await repo.findByRef(provider.kind, paymentIntentId);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      if (payment.fulfilledAt) return currentGrant(user.id, payment.plan);
      if (payment.refundReason) {
        await settleRefused({ ...payment, refundReason: payment.refundReason }, now);
        throw refundedError(payment.refundReason);
      }
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
      const { carriedOverDays, refundReason } = await fulfil(payment, intent, now);
      if (refundReason) throw refundedError(refundReason);
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
          } else if (payment.refundReason) {
            await settleRefused({ ...payment, refundReason: payment.refundReason }, now);
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
