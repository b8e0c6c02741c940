import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TBetStatus } from '~/domain/bets.contract';
import type { TSettlementDetail } from '~/domain/settlement';
import type { TDbOrTx } from '../../db/client';
import { betEdits, betLegs, bets, bettingLimits, raceEntries, races, tips, users } from '../../db/schema';
import { entryOutcomeColumns, publishedTipOn } from '../races/races.repository';

const ownColumns = {
  id: bets.id,
  userId: bets.userId,
  entryId: bets.entryId,
  type: bets.type,
  oddsText: bets.oddsText,
  oddsNum: bets.oddsNum,
  oddsDen: bets.oddsDen,
  stakePence: bets.stakePence,
  totalStakePence: bets.totalStakePence,
  potentialReturnPence: bets.potentialReturnPence,
  actualReturnPence: bets.actualReturnPence,
  status: bets.status,
  settlement: bets.settlement,
  settledAt: bets.settledAt,
  clientRef: bets.clientRef,
  createdAt: bets.createdAt,
  kind: bets.kind,
  bookmaker: bets.bookmaker,
  priceType: bets.priceType,
  tipOddsText: bets.tipOddsText,
  voidReason: bets.voidReason,
  voidedAt: bets.voidedAt,
  multipleType: bets.multipleType,
  lineCount: bets.lineCount,
  multipleSettlement: bets.multipleSettlement,
};

/** A runner and its race, as a single's placement reads them. */
const runnerColumns = {
  raceId: races.id,
  horse: raceEntries.horse,
  result: raceEntries.result,
  spText: raceEntries.spText,
  raceDate: races.raceDate,
  raceTime: races.raceTime,
  racecourse: races.racecourse,
  runners: races.runners,
  isHandicap: races.isHandicap,
  placesOverride: races.placesOverride,
  placeFractionDenOverride: races.placeFractionDenOverride,
};

/**
 * What a bet shows of its race: a single's runner (left-joined: a multiple and a bet typed in by hand have none), the
 * race and horse of a bet typed in by hand in the same fields, and the off (`startsAt`) either way.
 */
const entryColumns = {
  ...runnerColumns,
  horse: sql<string | null>`coalesce(${raceEntries.horse}, ${bets.manualHorse})`,
  raceDate: sql<string | null>`coalesce(${races.raceDate}, ${bets.manualRaceDate})`.mapWith(races.raceDate),
  raceTime: sql<string | null>`coalesce(${races.raceTime}, ${bets.manualRaceTime})`,
  racecourse: sql<string | null>`coalesce(${races.racecourse}, ${bets.manualCourse})`,
  startsAt: sql<Date | null>`coalesce(${races.startsAt}, ${bets.manualStartsAt})`.mapWith(races.startsAt),
};

const betColumns = { ...ownColumns, ...entryColumns };

export type TBetInsert = typeof bets.$inferInsert;

const joinedBets = (db: TDbOrTx) =>
  db
    .select(betColumns)
    .from(bets)
    // NOTE: left joins: a multiple has no entry of its own (its legs come from bet_legs), and must not drop out.
    .leftJoin(raceEntries, eq(raceEntries.id, bets.entryId))
    .leftJoin(races, eq(races.id, raceEntries.raceId));
export type TBetRow = Awaited<ReturnType<ReturnType<typeof joinedBets>['limit']>>[number];

/** A runner, its race and any published tip on it (one row per tip; tip columns null for an untipped runner). */
const entryForBetColumns = {
  ...runnerColumns,
  entryId: raceEntries.id,
  startsAt: races.startsAt,
  fullField: races.fullField,
  withdrawnAt: raceEntries.withdrawnAt,
  accessLevel: tips.accessLevel,
  oddsNum: tips.oddsNum,
  oddsDen: tips.oddsDen,
  oddsText: tips.oddsText,
};

export const createBetsRepository = (db: TDbOrTx) => ({
  async findByClientRef(userId: number, clientRef: string): Promise<TBetRow | null> {
    const [row] = await joinedBets(db)
      .where(and(eq(bets.userId, userId), eq(bets.clientRef, clientRef)))
      .limit(1);
    return row ?? null;
  },

  async findById(id: number): Promise<TBetRow | null> {
    const [row] = await joinedBets(db).where(eq(bets.id, id)).limit(1);
    return row ?? null;
  },

  /** A bet of this user's (another user's answers as none). */
  async findOwn(userId: number, id: number): Promise<TBetRow | null> {
    const [row] = await joinedBets(db)
      .where(and(eq(bets.id, id), eq(bets.userId, userId)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Locks the user's row for update (their placements and changes run one at a time, so the limits and the Starter
   * cap cannot be raced) and, for a change to a single, its runner's row for share (a result being recorded finishes
   * first, or waits for the change): the order placement takes them. Answers the user's safer-gambling settings, or
   * null when there is no such user.
   */
  async lockUser(userId: number, entryId: number | null = null) {
    const user = db
      .select({ limits: bettingLimits })
      .from(users)
      .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id));
    const [locked] = await (entryId === null
      ? user.where(eq(users.id, userId)).for('update', { of: users })
      : user
          .innerJoin(raceEntries, eq(raceEntries.id, entryId))
          .where(eq(users.id, userId))
          // NOTE: drizzle builds one locking clause; the entry's weaker one rides in its `of` list (as placement's).
          .for('update', { of: sql`${users} for share of ${raceEntries}` as unknown as typeof users }));
    return locked ? { limits: locked.limits } : null;
  },

  /** One of the user's bets, locked for update (after `lockUser`: the order a settlement cannot cross). */
  async lockBet(userId: number, betId: number): Promise<TBetRow | null> {
    const [row] = await joinedBets(db)
      .where(and(eq(bets.id, betId), eq(bets.userId, userId)))
      .for('update', { of: bets });
    return row ?? null;
  },

  /** A multiple's off: its earliest leg's race (null without legs). */
  async firstLegStartsAt(betId: number): Promise<Date | null> {
    const [row] = await db
      .select({ startsAt: races.startsAt })
      .from(betLegs)
      .innerJoin(raceEntries, eq(raceEntries.id, betLegs.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(eq(betLegs.betId, betId))
      .orderBy(asc(races.startsAt))
      .limit(1);
    return row?.startsAt ?? null;
  },

  /** Changes a bet's own columns (a correction, a void or a member's result). */
  async updateBet(id: number, values: Partial<TBetInsert>, alsoEvaluate: SQL = sql`null`) {
    await db.update(bets).set(values).where(eq(bets.id, id)).returning({ alsoEvaluated: alsoEvaluate });
  },

  /** The audit of a member's change: field -> [before, after]. */
  async insertEdit(values: typeof betEdits.$inferInsert) {
    await db.insert(betEdits).values(values);
  },

  listEdits: (betId: number) =>
    db.select().from(betEdits).where(eq(betEdits.betId, betId)).orderBy(betEdits.id),

  /**
   * Stores a bet and returns its own columns (the caller already holds the entry's). `alsoEvaluate` rides in the
   * RETURNING list (the change feed's notification), saving the transaction a statement.
   */
  async insert(values: TBetInsert, alsoEvaluate: SQL = sql`null`) {
    const [row] = await db
      .insert(bets)
      .values(values)
      .returning({ ...ownColumns, alsoEvaluated: alsoEvaluate });
    if (!row) throw new Error('The bet was not stored');
    const { alsoEvaluated: _, ...stored } = row;
    return stored;
  },

  async countForUser(userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(bets).where(eq(bets.userId, userId));
    return row?.n ?? 0;
  },

  /** Which of these entries the user has a tracked bet on (any status). */
  trackedEntries: async (userId: number, entryIds: readonly number[]): Promise<number[]> =>
    entryIds.length === 0
      ? []
      : (
          await db
            .selectDistinct({ entryId: bets.entryId })
            .from(bets)
            .where(and(eq(bets.userId, userId), inArray(bets.entryId, [...entryIds])))
        ).flatMap((row) => (row.entryId === null ? [] : [row.entryId])),

  async list(userId: number, statuses: readonly TBetStatus[] | null, page: number, pageSize: number) {
    const where = statuses
      ? and(eq(bets.userId, userId), inArray(bets.status, [...statuses]))
      : eq(bets.userId, userId);
    const rows = await joinedBets(db)
      .where(where)
      .orderBy(desc(bets.createdAt), desc(bets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(bets).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** What the user's bets placed since `since` staked and returned (the reality check's "today"). */
  listMoneySince: (userId: number, since: Date) =>
    db
      .select({
        placedAt: bets.createdAt,
        status: bets.status,
        totalStakePence: bets.totalStakePence,
        returnPence: bets.actualReturnPence,
      })
      .from(bets)
      .where(and(eq(bets.userId, userId), gte(bets.createdAt, since))),

  /** Entries with a recorded result that have bets (a re-settlement under corrected rules walks these). */
  listResultedEntriesWithBets: async (): Promise<number[]> => {
    const rows = await db
      .selectDistinct({ id: raceEntries.id })
      .from(raceEntries)
      .innerJoin(bets, eq(bets.entryId, raceEntries.id))
      .where(isNotNull(raceEntries.result));
    return rows.map((r) => r.id);
  },

  /**
   * Every bet on an entry (open or settled: a corrected result re-settles them) but those the member voided: a
   * result never overrides a member's void.
   */
  listForEntry: (entryId: number) =>
    joinedBets(db).where(and(eq(bets.entryId, entryId), isNull(bets.voidedAt))),

  async updateSettlement(
    id: number,
    values: {
      status: TBetStatus;
      actualReturnPence: number | null;
      settlement: TSettlementDetail | null;
      settledAt: Date | null;
    },
  ) {
    // A bet the member voided meanwhile stays void (`voided_at` is checked again as the row is updated).
    await db
      .update(bets)
      .set(values)
      .where(and(eq(bets.id, id), isNull(bets.voidedAt)));
  },

  /**
   * The entry a bet names, its race and the odds and access levels of its published tips (one row per tip; one row
   * with no tip for an untipped runner), with the bettor's safer-gambling settings, locking in the same statement: the
   * bettor's row for update (a user's placements and changes run one at a time, so the day, week and month limits and
   * the Starter cap cannot be raced) and the entry's row for share (a result recorded meanwhile waits for this bet to
   * commit, then settles it).
   * Nothing is locked when there are no rows.
   * NOTE: the settings are read as of the statement's start: a change committed while this waited for the lock
   * applies from the next bet. Sums over the user's bets must be read in a later statement (limits' stakedInPeriods).
   * NOTE: a named statement with placeholders: each PostgreSQL connection parses and plans this five-table join once
   * instead of on every placement (decision 0008).
   */
  lockForPlacement: (userId: number, entryId: number, now: Date) =>
    db
      .select({ ...entryForBetColumns, limits: bettingLimits })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .leftJoin(tips, publishedTipOn(sql.placeholder('now')))
      .innerJoin(users, eq(users.id, sql.placeholder('userId')))
      .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id))
      .where(eq(raceEntries.id, sql.placeholder('entryId')))
      // NOTE: drizzle builds one locking clause; the entry's weaker one rides in its `of` list (rendered verbatim).
      .for('update', { of: sql`${users} for share of ${raceEntries}` as unknown as typeof users })
      .prepare('placement_lock')
      .execute({ userId, entryId, now }),

  async findEntryOutcome(entryId: number) {
    const [row] = await db
      .select({ ...entryOutcomeColumns, spNum: raceEntries.spNum, spDen: raceEntries.spDen })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(eq(raceEntries.id, entryId))
      .limit(1);
    return row ?? null;
  },
});

export type TBetsRepository = ReturnType<typeof createBetsRepository>;
