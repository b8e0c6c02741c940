import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAID_PLANS } from '~/domain/plans';
import { users } from './users';

/**
 * One row per payment intent we created (the history). `providerRef` is the provider's intent id (`pi_...`);
 * `fulfilledAt` is set exactly once, by a conditional update in the same transaction that grants the plan, so an
 * intent grants once whichever path (success page, retry, webhook, another instance) arrives first.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    /** The provider's intent status as last seen: requires_payment_method, processing, succeeded, canceled. */
    status: text('status').notNull(),
    /** The provider's message for the last decline, for the history. */
    failureMessage: text('failure_message'),
    /** The period this payment granted (null until fulfilled; end null for Lifetime). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /**
     * Why a succeeded payment was not granted and is refunded in full (the purchase rules are checked again when
     * it lands: two tabs may pay for plans that cannot both be held). Set once, in place of `fulfilledAt`.
     */
    refundReason: text('refund_reason'),
    /** When the provider confirmed the refund (null while it is still owed: a retry completes it). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * When the buyer gave express consent to immediate access to the plan and acknowledged that the 14-day right to
     * cancel is then lost (Consumer Contracts Regulations 2013, regs 36(1)(a) and 37(1)(a)): the payment dialog's
     * tick, sent as `consentToImmediateAccess` when the checkout is opened. Null: no consent recorded, so the buyer
     * keeps the right to cancel for 14 days (the receipt says which).
     */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_fulfilled_idx').on(t.fulfilledAt),
    check('payments_plan_check', sql`${t.plan} in ('Starter', 'Monthly', 'Lifetime')`),
    check('payments_amount_check', sql`${t.amountPence} > 0`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivered event is acknowledged and skipped. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox provider's own intents (it mimics Stripe's PaymentIntent): kept in the database so any
 * instance can confirm or read them. The client secret is stored hashed.
 */
export const sandboxIntents = pgTable('sandbox_intents', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  amountPence: integer('amount_pence').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  lastError: text('last_error'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** When a succeeded intent was refunded in full (as Stripe, the intent itself stays succeeded). */
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
