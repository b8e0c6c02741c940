import { randomUUID } from 'node:crypto';
import { formatPence, penceToPounds, poundsToPence } from '~/domain/money';
import type {
  TCreatePaymentIntentBody,
  TCreatePaymentIntentResponse,
  TIntentStatus,
  TPaymentRecord,
  TPaymentSuccessResponse,
  TPlansResponse,
} from '~/domain/payments.contract';
import {
  earlyAdopterCount,
  grantFor,
  isPaidPlan,
  PAID_PLANS,
  PLAN_PRODUCT_NAMES,
  planPricePence,
  purchaseProblem,
  type TPaidPlan,
} from '~/domain/plans';
import { TIER_DISPLAY_NAMES } from '~/domain/tiers';
import type { TDb, TDbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import {
  ProviderDeclinedError,
  ProviderUnavailableError,
  type TPaymentProvider,
  type TProviderIntent,
} from './payment-provider';
import { createPaymentsRepository, type TPaymentRow } from './payments.repository';
import type { TSandboxProvider } from './sandbox-provider';

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

type TDeps = {
  db: TDb;
  provider: TPaymentProvider;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** Runs inside the fulfilment transaction (queue the receipt). */
  onFulfilling?: (tx: TDbOrTx, fulfilment: TFulfilment) => Promise<void>;
  /** Runs after the grant is committed (evict cached sessions, send mail). */
  afterFulfilled?: (fulfilment: TFulfilment) => Promise<void> | void;
};

const NOT_FOUND = 'We could not find that payment for your account.';

/** A provider call that did not answer becomes a clear 503: nothing is known to have changed. */
const callProvider = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider did not answer in time. Nothing has been charged twice; please try again in a moment.',
        { headers: { 'retry-after': '5' } },
      );
    throw error;
  }
};

const historyStatus = (row: TPaymentRow): TPaymentRecord['status'] => {
  if (row.fulfilledAt || row.status === 'succeeded') return 'succeeded';
  if (row.status === 'canceled') return 'canceled';
  if (row.failureMessage) return 'failed';
  return 'pending';
};

export const toPaymentRecord = (row: TPaymentRow): TPaymentRecord => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  plan: row.plan,
  amount: penceToPounds(row.amountPence),
  currency: row.currency,
  status: historyStatus(row),
  reference: row.providerRef,
  provider: row.provider,
  periodStart: row.periodStart?.toISOString() ?? null,
  periodEnd: row.periodEnd?.toISOString() ?? null,
  paidAt: row.fulfilledAt?.toISOString() ?? null,
  failureMessage: row.failureMessage,
});

export const createPaymentsService = ({ db, provider, log, onFulfilling, afterFulfilled }: TDeps) => {
  const repo = createPaymentsRepository(db);

  /** The subscription as the buyer has it now, answered after a grant (or a harmless repeat). */
  const currentGrant = async (
    userId: number,
    fallbackPlan: TPaidPlan,
    carriedOverDays = 0,
  ): Promise<TPaymentSuccessResponse> => {
    const sub = await repo.findSubscription(userId);
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
   * who started it, then grants the plan once. `null` when the intent is not (yet) a success.
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
      if (!(await txRepo.claimFulfilment(payment.id, now))) return null;
      const current = await txRepo.lockSubscription(payment.userId);
      const grant = grantFor(current, payment.plan, now);
      await txRepo.saveSubscription({
        userId: payment.userId,
        tier: grant.tier,
        startDate: grant.startDate,
        endDate: grant.endDate,
        lastPaymentDate: now,
      });
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
    provider,

    async plans(user: { id: number } | null, now: Date): Promise<TPlansResponse> {
      const hadStarter = user ? await repo.hadStarter(user.id) : false;
      const current = user ? await repo.findSubscription(user.id) : null;
      const unavailable: TPlansResponse['unavailable'] = {};
      for (const plan of PAID_PLANS) {
        const problem = purchaseProblem(current, plan, now);
        if (problem) unavailable[plan] = problem;
      }
      return {
        provider: provider.kind,
        publishableKey: provider.publishableKey,
        prices: {
          Starter: penceToPounds(planPricePence('Starter', { hadStarter })),
          Monthly: penceToPounds(planPricePence('Monthly', { hadStarter })),
          Lifetime: penceToPounds(planPricePence('Lifetime', { hadStarter })),
        },
        starterIntro: !hadStarter,
        unavailable,
      };
    },

    async createIntent(
      user: { id: number },
      body: TCreatePaymentIntentBody,
      now: Date,
    ): Promise<TCreatePaymentIntentResponse> {
      const problem = purchaseProblem(await repo.findSubscription(user.id), body.plan, now);
      if (problem) throw new AppError('CONFLICT', problem);
      const pricePence = planPricePence(body.plan, { hadStarter: await repo.hadStarter(user.id) });
      if (poundsToPence(body.amount) !== pricePence || Math.abs(body.amount * 100 - pricePence) > 1e-6) {
        throw new AppError(
          'BAD_REQUEST',
          `The amount does not match the price of ${TIER_DISPLAY_NAMES[body.plan]} (${formatPence(pricePence)}).`,
          { field: 'amount' },
        );
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
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', NOT_FOUND);
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

    /** POST /api/payment-success: verify with the provider, then grant once. A repeat answers the same, 200. */
    async verify(user: { id: number }, paymentIntentId: string, now: Date): Promise<TPaymentSuccessResponse> {
      const payment = await repo.findByRef(provider.kind, paymentIntentId);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (payment.fulfilledAt) return currentGrant(user.id, payment.plan);
      const intent = await callProvider(() => provider.retrieveIntent(paymentIntentId));
      if (!intent) throw new AppError('NOT_FOUND', NOT_FOUND);
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

    async history(userId: number): Promise<TPaymentRecord[]> {
      const rows = await repo.listForUser(userId);
      // Abandoned checkouts (opened, never paid, never declined) are not payments: leave them out.
      return rows.map(toPaymentRecord).filter((p) => p.status !== 'pending');
    },

    async payment(userId: number, id: number): Promise<TPaymentRecord> {
      const row = await repo.findForUser(userId, id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return toPaymentRecord(row);
    },

    async earlyAdopterCount() {
      return earlyAdopterCount(await repo.countFulfilledLifetime());
    },

    async adminSummary(now: Date) {
      const [tiers, revenue, recent] = await Promise.all([
        repo.countByTier(now),
        repo.revenueByMonth(12),
        repo.recentPayments(25),
      ]);
      return {
        tiers: {
          Free: tiers.Free ?? 0,
          Starter: tiers.Starter ?? 0,
          Monthly: tiers.Monthly ?? 0,
          Lifetime: tiers.Lifetime ?? 0,
        },
        revenueByMonth: revenue.map((r) => ({
          month: r.month,
          amount: penceToPounds(r.amountPence),
          payments: r.payments,
        })),
        recentPayments: recent.map((r) => ({ ...toPaymentRecord(r), email: r.email })),
      };
    },
  };
};

export type TPaymentsService = ReturnType<typeof createPaymentsService>;
