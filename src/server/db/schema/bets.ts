import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BET_KINDS, BET_PRICE_TYPES, BET_STATUSES } from '~/domain/bets.contract';
import { SETTLER_BET_TYPES } from '~/domain/calculators/bet-types';
import type { TMultipleLine } from '~/domain/multiple-settlement';
import { BET_TYPES, type TSettlementDetail } from '~/domain/settlement';
import { raceEntries } from './racing';
import { users } from './users';

/**
 * A tracked bet. Money in pence; `stakePence` is the stake entered (an each-way bet stakes it on both parts; a
 * multiple's is the stake per line, and `totalStakePence` is lines x parts x it).
 * NOTE: returns are bigint: £100,000 each way at 1000/1 returns more than an int4 holds.
 */
/**
 * A tracked bet (issue 36): a single on a runner of a race we hold (`entryId`), a multiple over legs in `bet_legs`
 * (doubles to Goliaths), or a single typed in by hand on a race not on our card (the `manual*` columns, settled by
 * the member).
 */
export const bets = pgTable(
  'bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BET_KINDS }).notNull().default('single'),
    /** The runner of a single; null for a multiple (its legs) and a bet typed in by hand. */
    entryId: integer('entry_id').references(() => raceEntries.id, { onDelete: 'restrict' }),
    /** Win, Place or Each Way; a multiple is Win or Each Way (`eachWay`). */
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
    /** The bookmaker the member bet with (free text or one of the UK list), if they said. */
    bookmaker: text('bookmaker'),
    priceType: text('price_type', { enum: BET_PRICE_TYPES }).notNull().default('taken'),
    /** The tip's price when the bet was placed on a tipped runner (the record's comparison); null for own picks. */
    tipOddsText: text('tip_odds_text'),
    tipOddsNum: integer('tip_odds_num'),
    tipOddsDen: integer('tip_odds_den'),
    /** A multiple: the settler's bet type ("double" ... "goliath") and how many lines it has. */
    multipleType: text('multiple_type', { enum: SETTLER_BET_TYPES }),
    lineCount: integer('line_count').notNull().default(1),
    /** A multiple's "How this was settled": every line (the domain's multiple settlement detail). */
    multipleSettlement: jsonb('multiple_settlement').$type<TMultipleLine[]>(),
    /** A bet typed in by hand on a race not on our card. */
    manualCourse: text('manual_course'),
    manualRaceDate: date('manual_race_date', { mode: 'string' }),
    manualRaceTime: text('manual_race_time'),
    manualStartsAt: timestamp('manual_starts_at', { withTimezone: true }),
    manualHorse: text('manual_horse'),
    /** Why the member voided the bet (status Void), and when. */
    voidReason: text('void_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_user_client_ref_unique').on(t.userId, t.clientRef),
    index('bets_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('bets_entry_idx').on(t.entryId),
    // The daily-limit sum: a user's bets placed since the start of the UK day.
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    check('bets_stake_check', sql`${t.stakePence} > 0 and ${t.totalStakePence} >= ${t.stakePence}`),
    check(
      'bets_kind_check',
      sql`(${t.kind} = 'single' and ${t.entryId} is not null) or (${t.kind} = 'multiple' and ${t.entryId} is null and ${t.multipleType} is not null) or (${t.kind} = 'manual' and ${t.entryId} is null and ${t.manualHorse} is not null)`,
    ),
    check('bets_bookmaker_check', sql`char_length(${t.bookmaker}) <= 60`),
    check('bets_void_reason_check', sql`char_length(${t.voidReason}) <= 200`),
    check(
      'bets_manual_text_check',
      sql`char_length(${t.manualCourse}) <= 60 and char_length(${t.manualHorse}) <= 60`,
    ),
    check('bets_line_count_check', sql`${t.lineCount} between 1 and 247`),
  ],
);

/** A multiple's selections, in the order the member picked them, each at the price they took. */
export const betLegs = pgTable(
  'bet_legs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    /** 0-based order of the leg in the bet. */
    position: integer('position').notNull(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => raceEntries.id, { onDelete: 'restrict' }),
    oddsText: text('odds_text').notNull(),
    oddsNum: integer('odds_num').notNull(),
    oddsDen: integer('odds_den').notNull(),
    tipOddsText: text('tip_odds_text'),
  },
  (t) => [
    uniqueIndex('bet_legs_bet_position_unique').on(t.betId, t.position),
    index('bet_legs_entry_idx').on(t.entryId),
    check('bet_legs_position_check', sql`${t.position} between 0 and 7`),
  ],
);

/** Every correction and void a member makes to a bet: when, what it was and what it became, and why. */
export const betEdits = pgTable(
  'bet_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    betId: integer('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['edit', 'void', 'result'] }).notNull(),
    /** Field -> [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bet_edits_bet_idx').on(t.betId),
    check('bet_edits_reason_check', sql`char_length(${t.reason}) <= 200`),
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
