import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '~/domain/alerts.contract';
import { users } from './users';

/**
 * A member's alert switches (GET/PUT /api/alerts). No row: the defaults (DEFAULT_ALERT_PREFERENCES, decision 0035).
 */
export const alertPreferences = pgTable('alert_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tipsOutPush: boolean('tips_out_push').notNull().default(true),
  tipsOutEmail: boolean('tips_out_email').notNull().default(false),
  nonRunnerPush: boolean('non_runner_push').notNull().default(true),
  nonRunnerEmail: boolean('non_runner_email').notNull().default(false),
  betSettledPush: boolean('bet_settled_push').notNull().default(true),
  betSettledEmail: boolean('bet_settled_email').notNull().default(false),
  morningDigestPush: boolean('morning_digest_push').notNull().default(false),
  morningDigestEmail: boolean('morning_digest_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per alert owed to a member for one event: the queue between the event (a publication, a withdrawal, a
 * settlement, the morning) and the push and e-mail outboxes. `dedupeKey` is unique, so an event alerts a member once
 * however many instances see it. `dispatchedAt` is set once the alert was handed to its channels (`channels`: which,
 * or why none: preferences off, a break, a closed account).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the push opens (a path on the site). */
    url: text('url').notNull(),
    /** The e-mail's subject and the lines it opens with (the digest lists the tips and bets). */
    emailSubject: text('email_subject').notNull(),
    emailText: text('email_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** What dispatch did: `{ push, email }` sent, or `{ skipped: reason }`. */
    outcome: jsonb('outcome').$type<{ push: boolean; email: boolean } | { skipped: string }>(),
  },
  (t) => [
    uniqueIndex('alerts_dedupe_key_unique').on(t.dedupeKey),
    index('alerts_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
    index('alerts_undispatched_idx').on(t.createdAt).where(sql`${t.dispatchedAt} is null`),
    check('alerts_text_check', sql`char_length(${t.title}) <= 200 and char_length(${t.url}) <= 200`),
  ],
);
