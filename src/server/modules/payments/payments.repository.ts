import { and, count, countDistinct, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TPaidPlan } from '~/domain/plans';
import { ADVISORY_LOCK_KEYS } from '../../db/advisory-lock';
import type { TDbOrTx } from '../../db/client';
import { payments, processedWebhookEvents, users } from '../../db/schema';

export type TPaymentRow = typeof payments.$inferSelect;

/** Payments (one row per payment intent) and the webhook events already processed. */
/** The advisory lock key for deciding Lifetime payments one at a time. */
const LIFETIME_PLACES_LOCK_KEY = ADVISORY_LOCK_KEYS.lifetimePlaces;

export const createPaymentsRepository = (db: TDbOrTx) => ({
  async insertPayment(input: {
    userId: number;
    provider: 'sandbox' | 'stripe';
    providerRef: string;
    plan: TPaidPlan;
    amountPence: number;
    status: string;
    consentedAt: Date | null;
  }): Promise<TPaymentRow> {
    const [row] = await db.insert(payments).values(input).returning();
    return row!;
  },

  async findByRef(provider: 'sandbox' | 'stripe', providerRef: string): Promise<TPaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
      .limit(1);
    return row ?? null;
  },

  async findForUser(userId: number, id: number): Promise<TPaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)))
      .limit(1);
    return row ?? null;
  },

  /** Records the provider's latest status (never un-fulfils; a fulfilled payment stays succeeded). */
  async updateStatus(id: number, status: string, failureMessage: string | null, now: Date): Promise<void> {
    await db
      .update(payments)
      .set({ status, failureMessage, updatedAt: now })
      .where(and(eq(payments.id, id), isNull(payments.fulfilledAt)));
  },

  /**
   * Marks the payment fulfilled unless it already is: true for exactly one caller, however many arrive at once
   * (a concurrent second update waits for the first's row lock, then finds fulfilled_at set).
   */
  async claimFulfilment(id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ fulfilledAt: now, status: 'succeeded', failureMessage: null, updatedAt: now })
      .where(and(eq(payments.id, id), isNull(payments.fulfilledAt)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /**
   * Marks a succeeded payment as refused (to be refunded in full, for `reason`) unless it was already granted or
   * refused: true for exactly one caller, like `claimFulfilment`.
   */
  async claimRefund(id: number, reason: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ refundReason: reason, status: 'succeeded', failureMessage: null, updatedAt: now })
      .where(and(eq(payments.id, id), isNull(payments.fulfilledAt), isNull(payments.refundReason)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /** The provider has refunded it: true the first time only (the refund e-mail is sent once). */
  async markRefunded(id: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ refundedAt: now, status: 'refunded', updatedAt: now })
      .where(and(eq(payments.id, id), isNotNull(payments.refundReason), isNull(payments.refundedAt)))
      .returning({ id: payments.id });
    return rows.length === 1;
  },

  /** Locks the buyer's row for the rest of the transaction: a buyer's payments are granted or refused in turn. */
  /**
   * Lifetime fulfilments take this transaction-level advisory lock in turn (the early-supporter places are shared by
   * every buyer, on every instance); it ends with the transaction.
   */
  async lockLifetimePlaces(): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(${LIFETIME_PLACES_LOCK_KEY})`);
  },

  async lockBuyer(userId: number): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async setPeriod(id: number, periodStart: Date, periodEnd: Date | null): Promise<void> {
    await db.update(payments).set({ periodStart, periodEnd }).where(eq(payments.id, id));
  },

  /** Payments refused when they landed whose refund the provider has not yet confirmed, oldest first. */
  async findOwedRefunds(limit: number): Promise<TPaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(isNotNull(payments.refundReason), isNull(payments.refundedAt)))
      .orderBy(payments.id)
      .limit(limit);
  },

  /** The member's checkouts at `amountPence` for `plan` that nobody has paid, granted or refused yet. */
  async findOpen(userId: number, plan: TPaidPlan, amountPence: number): Promise<TPaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.plan, plan),
          eq(payments.amountPence, amountPence),
          isNull(payments.fulfilledAt),
          isNull(payments.refundReason),
          inArray(payments.status, ['requires_payment_method', 'requires_confirmation', 'requires_action']),
        ),
      );
  },

  /** Whether the user has a fulfilled payment for `plan` (the Starter introductory week is once per member). */
  async hasFulfilledPlan(userId: number, plan: TPaidPlan): Promise<boolean> {
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.plan, plan), isNotNull(payments.fulfilledAt)))
      .limit(1);
    return Boolean(paid);
  },

  async listForUser(userId: number, limit = 100): Promise<TPaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  },

  /** Lifetime buyers (people, not payments: a second Lifetime payment is refunded, never granted). */
  async countFulfilledLifetime(): Promise<number> {
    const [row] = await db
      .select({ n: countDistinct(payments.userId) })
      .from(payments)
      .where(and(eq(payments.plan, 'Lifetime'), isNotNull(payments.fulfilledAt)));
    return Number(row?.n ?? 0);
  },

  /** Records a webhook event id; false when it was already processed (a redelivery). */
  async recordEvent(eventId: string, type: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(processedWebhookEvents)
      .values({ eventId, type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    return rows.length === 1;
  },

  async forgetEvent(eventId: string): Promise<void> {
    await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.eventId, eventId));
  },

  async findUserEmail(userId: number): Promise<{ email: string; username: string | null } | null> {
    const [row] = await db
      .select({ email: users.email, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  },

  /** Admin: revenue from fulfilled payments by UK calendar month, newest first. */
  async revenueByMonth(months = 12): Promise<{ month: string; amountPence: number; payments: number }[]> {
    const month = sql<string>`to_char(${payments.fulfilledAt} at time zone 'Europe/London', 'YYYY-MM')`;
    const rows = await db
      .select({ month, amountPence: sql<string>`sum(${payments.amountPence})`, n: count() })
      .from(payments)
      .where(isNotNull(payments.fulfilledAt))
      .groupBy(month)
      .orderBy(desc(month))
      .limit(months);
    return rows.map((r) => ({ month: r.month, amountPence: Number(r.amountPence), payments: Number(r.n) }));
  },

  async recentPayments(limit: number): Promise<(TPaymentRow & { email: string })[]> {
    const rows = await db
      .select({ payment: payments, email: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.payment, email: r.email }));
  },
});

export type TPaymentsRepository = ReturnType<typeof createPaymentsRepository>;
