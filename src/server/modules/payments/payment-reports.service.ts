import { penceToPounds } from '~/domain/money';
import type { TPaymentRecord } from '~/domain/payments.contract';
import { earlyAdopterCount } from '~/domain/plans';
import type { TDb } from '../../db/client';
import { AppError } from '../../errors';
import { createSubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { PAYMENT_NOT_FOUND } from './payment-errors';
import { createPaymentsRepository, type TPaymentRow } from './payments.repository';

const historyStatus = (row: TPaymentRow): TPaymentRecord['status'] => {
  // A refused payment is shown refunded as soon as it is refused: a refund still owed is retried until it is made.
  if (row.refundReason) return 'refunded';
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
  refundReason: row.refundReason,
  consentedAt: row.consentedAt?.toISOString() ?? null,
});

/** What the payments say afterwards: a member's history and receipts, the early-supporter count, the admin figures. */
export const createPaymentReportsService = ({ db }: { db: TDb }) => {
  const repo = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  return {
    async history(userId: number): Promise<TPaymentRecord[]> {
      const rows = await repo.listForUser(userId);
      // Abandoned checkouts (opened, never paid, never declined) are not payments: leave them out.
      return rows.map(toPaymentRecord).filter((p) => p.status !== 'pending');
    },

    async payment(userId: number, id: number): Promise<TPaymentRecord> {
      const row = await repo.findForUser(userId, id);
      if (!row) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      return toPaymentRecord(row);
    },

    async earlyAdopterCount() {
      return earlyAdopterCount(await repo.countFulfilledLifetime());
    },

    async adminSummary(now: Date) {
      const [tiers, revenue, recent] = await Promise.all([
        subscriptions.countByEffectiveTier(now),
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

export type TPaymentReportsService = ReturnType<typeof createPaymentReportsService>;
