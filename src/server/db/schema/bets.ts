import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { BET_STATUSES } from '~/domain/bets.contract';
import { BET_TYPES, type TSettlementDetail } from '~/domain/settlement';
import { raceEntries } from './racing';
import { users } from './users';

/**
 * A tracked bet. Money in pence; `stakePence` is the stake entered (an each-way bet stakes it on both parts).
 * NOTE: returns are bigint: £100,000 each way at 1000/1 returns more than an int4 holds.
 */
export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => raceEntries.id, { onDelete: 'restrict' }),
    type: text('type', { enum: BET_TYPES }).notNull(),
    oddsText: text('odds_text').notNull(),
    oddsNum: integer('odds_num').notNull(),
    oddsDen: integer('odds_den').notNull(),
    stakePence: integer('stake_pence').notNull(),
    totalStakePence: integer('total_stake_pence').notNull(),
    potentialReturnPence: bigint('potential_return_pence', { mode: 'number' }).notNull(),
    actualReturnPence: bigint('actual_return_pence', { mode: 'number' }),
    status: text('status', { enum: BET_STATUSES }).notNull().default('Open'),
    /** How the bet was settled, as data (the domain's ZSettlementDetail); null while open. */
    settlement: jsonb('settlement').$type<TSettlementDetail>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The device's id for the placement, so a retried POST or an import never stores a bet twice. */
    clientRef: text('client_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bets_user_client_ref_unique').on(t.userId, t.clientRef),
    index('bets_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('bets_entry_idx').on(t.entryId),
    // The daily-limit sum: a user's bets placed since the start of the UK day.
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    check('bets_stake_check', sql`${t.stakePence} > 0 and ${t.totalStakePence} >= ${t.stakePence}`),
  ],
);

/** Safer-gambling settings. A raise (or removal) of a limit waits 24 hours in the pending columns. */
export const bettingLimits = pgTable('betting_limits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  perBetPence: integer('per_bet_pence'),
  dailyPence: integer('daily_pence'),
  hasPendingPerBet: boolean('has_pending_per_bet').notNull().default(false),
  pendingPerBetPence: integer('pending_per_bet_pence'),
  pendingPerBetAt: timestamp('pending_per_bet_at', { withTimezone: true }),
  hasPendingDaily: boolean('has_pending_daily').notNull().default(false),
  pendingDailyPence: integer('pending_daily_pence'),
  pendingDailyAt: timestamp('pending_daily_at', { withTimezone: true }),
  // The UK week (from Monday 00:00) and the UK calendar month (from the 1st 00:00), kept as the daily one is.
  weeklyPence: integer('weekly_pence'),
  hasPendingWeekly: boolean('has_pending_weekly').notNull().default(false),
  pendingWeeklyPence: integer('pending_weekly_pence'),
  pendingWeeklyAt: timestamp('pending_weekly_at', { withTimezone: true }),
  monthlyPence: integer('monthly_pence'),
  hasPendingMonthly: boolean('has_pending_monthly').notNull().default(false),
  pendingMonthlyPence: integer('pending_monthly_pence'),
  pendingMonthlyAt: timestamp('pending_monthly_at', { withTimezone: true }),
  timeOutUntil: timestamp('time_out_until', { withTimezone: true }),
  selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
