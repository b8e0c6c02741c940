import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Browsers that asked for a member's push notifications (issue 37): one row per push service address, which is
 * unique (a browser signed in as someone else moves its address to them).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291): each message is encrypted to them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the browser said the subscription ends (rarely set). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Push messages to send, one row per subscription. `dedupeKey` is unique per subscription, so an event enqueued twice
 * (a retried job, a second instance) is sent once. A sender leases a row (`claimedUntil`) while it sends it.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    /** The message as JSON ({ title, body, url, tag }), encrypted only when sent. */
    payload: text('payload').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    /** How long the push service may hold the message for an offline device, counted from `createdAt`. */
    ttlSeconds: integer('ttl_seconds').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_outbox_subscription_dedupe_unique').on(t.subscriptionId, t.dedupeKey),
    index('push_outbox_due_idx').on(t.nextAttemptAt),
  ],
);

/**
 * Settings and keys the server makes for itself and every instance shares, by name: the demo's VAPID key pair, the
 * unsubscribe links' HMAC key. Made by whichever instance needs one first (the first insert wins), read by the rest.
 * Not for secrets an operator sets: those come from the environment.
 */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
