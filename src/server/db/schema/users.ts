import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Optional display/login name; unique ignoring case. */
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** The bettor's bankroll in pence (used for the 10% staking guidance). */
    bankrollPence: integer('bankroll_pence').notNull().default(0),
    /** How odds are shown to this user (DESIGN.md section 4): fractional by default, decimal as the alternative. */
    oddsFormat: text('odds_format', { enum: ['fractional', 'decimal'] })
      .notNull()
      .default('fractional'),
    /** The code in this user's invite link (made on first use); unique. */
    referralCode: text('referral_code'),
    /** Who invited this user, when they signed up through an invite link. */
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * When the member closed their account (DELETE /api/account, decision 0022). The row stays only as the anonymous
     * owner of the payment records the law makes us keep: its e-mail is `closed:<id>` (no sign-in can name it), its
     * username, password hash and invite code are gone.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When the owner confirmed the e-mail address through the link we sent; null until then (issue 31: an unverified
     * account cannot buy or track bets in the account). Accounts that existed before the column are marked verified
     * by its migration.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Since when the member has asked for their monthly statement by e-mail; null when they have not (the default).
     * A month's statement goes to members who had asked by the time it fell due (statement.ts `statementEmailDueAt`).
     */
    monthlyStatementEmailSince: timestamp('monthly_statement_email_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_bankroll_check', sql`${t.bankrollPence} >= 0`),
    check('users_odds_format_check', sql`${t.oddsFormat} in ('fractional', 'decimal')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/**
 * Counters for rate limits that must hold across instances and parallel requests (sign-in, sign-up): one row per
 * key, counted atomically by an upsert, reset when its window ends.
 */
export const rateBuckets = pgTable(
  'rate_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_buckets_window_idx').on(t.windowEndsAt)],
);

/** Data migrations (TypeScript steps run once after the SQL migrations), by name. */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An administrator's time-based one-time code secret (RFC 6238, otplib). `enabledAt` is null while enrolment waits
 * for the first code; `lastTimeStep` is the 30-second step of the last code accepted, so no code works twice.
 * NOTE: the secret is stored as the authenticator app holds it (base32): anyone who can read this table can make
 * codes, as anyone who can read the sessions table could not (those are hashed). Database access is guarded as the
 * deployment guide says.
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: SHA-256 of each (they are random, 50 bits each), spent once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * A break or self-exclusion that outlives the closure of its account (decision 0022): kept against the SHA-256 of the
 * normalised e-mail until it ends, so the same e-mail can neither open a new account nor sign in before then. Nothing
 * else about the person is kept.
 */
export const closedAccountExclusions = pgTable(
  'closed_account_exclusions',
  {
    emailHash: text('email_hash').primaryKey(),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('closed_account_exclusions_until_idx').on(t.excludedUntil)],
);
