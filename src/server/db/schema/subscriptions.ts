import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TIERS } from '~/domain/tiers';
import { users } from './users';

/** The current subscription of each user (one row per user). Payments keep the history. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: TIERS }).notNull().default('Free'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    lastPaymentDate: timestamp('last_payment_date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_id_unique').on(t.userId),
    check('subscriptions_tier_check', sql`${t.tier} in ('Free', 'Starter', 'Monthly', 'Lifetime')`),
  ],
);
