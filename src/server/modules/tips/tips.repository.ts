import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TTier } from '~/domain/tiers';
import type { TTipResult } from '~/domain/tips';
import type { TDbOrTx } from '../../db/client';
import { raceEntries, races, tipAudit, tips } from '../../db/schema';

/** The columns every tip read needs: the tip, its entry's result and its race. */
const tipColumns = {
  id: tips.id,
  entryId: tips.entryId,
  raceDate: tips.raceDate,
  accessLevel: tips.accessLevel,
  confidence: tips.confidence,
  oddsText: tips.oddsText,
  oddsNum: tips.oddsNum,
  oddsDen: tips.oddsDen,
  betType: tips.betType,
  stakePoints: tips.stakePoints,
  analysis: tips.analysis,
  tipster: tips.tipster,
  category: tips.category,
  publishAt: tips.publishAt,
  resultComment: tips.resultComment,
  horse: raceEntries.horse,
  jockey: raceEntries.jockey,
  trainer: raceEntries.trainer,
  age: raceEntries.age,
  weightLb: raceEntries.weightLb,
  draw: raceEntries.draw,
  officialRating: raceEntries.officialRating,
  form: raceEntries.form,
  withdrawnAt: raceEntries.withdrawnAt,
  result: raceEntries.result,
  deadHeat: raceEntries.deadHeat,
  deadHeatPosition: raceEntries.deadHeatPosition,
  rule4Pence: raceEntries.rule4Pence,
  spText: raceEntries.spText,
  spNum: raceEntries.spNum,
  spDen: raceEntries.spDen,
  raceId: races.id,
  raceTime: races.raceTime,
  startsAt: races.startsAt,
  racecourse: races.racecourse,
  raceName: races.raceName,
  raceType: races.raceType,
  raceClass: races.raceClass,
  distanceYards: races.distanceYards,
  going: races.going,
  runners: races.runners,
  isHandicap: races.isHandicap,
  placesOverride: races.placesOverride,
  placeFractionDenOverride: races.placeFractionDenOverride,
};
export type TTipRow = {
  [K in keyof typeof tipColumns]: (typeof tipColumns)[K]['_']['notNull'] extends true
    ? (typeof tipColumns)[K]['_']['data']
    : (typeof tipColumns)[K]['_']['data'] | null;
};

/** Racecard facts the admin (or the demo card) may give; a fact left out keeps what the race or runner has. */
export type TRaceFacts = Partial<
  Pick<typeof races.$inferInsert, 'raceName' | 'raceType' | 'raceClass' | 'distanceYards' | 'going'>
>;
export type TRunnerFacts = Partial<
  Pick<
    typeof raceEntries.$inferInsert,
    'jockey' | 'trainer' | 'age' | 'weightLb' | 'draw' | 'officialRating' | 'form' | 'number' | 'headgear'
  >
>;
/** A runner of a whole field, and (for a race already run) what happened to it. */
export type TFieldEntry = TRunnerFacts & { horse: string } & Partial<
    Pick<
      typeof raceEntries.$inferInsert,
      | 'result'
      | 'position'
      | 'beaten'
      | 'rule4Pence'
      | 'spText'
      | 'spNum'
      | 'spDen'
      | 'withdrawnAt'
      | 'resultedAt'
    >
  >;
/** Where a runner finished (or when it was withdrawn), beside its settlement result. */
export type TFinishUpdate = Pick<typeof raceEntries.$inferInsert, 'position' | 'beaten' | 'withdrawnAt'>;
export type TRaceInput = {
  date: string;
  time: string;
  startsAt: Date;
  racecourse: string;
  runners?: number;
  isHandicap?: boolean;
  isDemo?: boolean;
  /** The race's whole declared field is (being) stored with it. */
  fullField?: boolean;
  facts?: TRaceFacts;
};

const given = <T extends object>(facts: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(facts ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;
export type TTipInsert = typeof tips.$inferInsert;
export type TResultUpdate = {
  result: TTipResult | null;
  deadHeat: number | null;
  deadHeatPosition: number | null;
  rule4Pence: number;
  spText: string | null;
  spNum: number | null;
  spDen: number | null;
};

const notDeleted = isNull(tips.deletedAt);
const joinedTips = (db: TDbOrTx) =>
  db
    .select(tipColumns)
    .from(tips)
    .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
    .innerJoin(races, eq(races.id, raceEntries.raceId));

export type TAdminFilter = 'all' | 'free' | 'premium' | 'pending' | 'resulted';
const adminFilter = (filter: TAdminFilter) => {
  switch (filter) {
    case 'free':
      return and(notDeleted, eq(tips.accessLevel, 'Free'));
    case 'premium':
      return and(notDeleted, sql`${tips.accessLevel} <> 'Free'`);
    case 'pending':
      return and(notDeleted, isNull(raceEntries.result));
    case 'resulted':
      return and(notDeleted, isNotNull(raceEntries.result));
    default:
      return notDeleted;
  }
};

export const createTipsRepository = (db: TDbOrTx) => ({
  /** Finds or creates the race (date, time, course) and the horse's entry in it; returns the entry id. */
  async upsertRaceEntry(
    race: TRaceInput,
    horse: string,
    runner?: TRunnerFacts,
  ): Promise<{ entryId: number; raceId: number }> {
    const raceFacts = given(race.facts);
    const [raceRow] = await db
      .insert(races)
      .values({
        raceDate: race.date,
        raceTime: race.time,
        startsAt: race.startsAt,
        racecourse: race.racecourse,
        runners: race.runners ?? 8,
        isHandicap: race.isHandicap ?? false,
        isDemo: race.isDemo ?? false,
        fullField: race.fullField ?? false,
        ...raceFacts,
      })
      .onConflictDoUpdate({
        target: [races.raceDate, races.raceTime, races.racecourse],
        set: {
          raceTime: sql`${races.raceTime}`,
          ...(race.runners === undefined
            ? {}
            : { runners: race.runners, isHandicap: race.isHandicap ?? false }),
          ...(race.fullField ? { fullField: true } : {}),
          ...raceFacts,
        },
      })
      .returning({ id: races.id });
    const raceId = raceRow!.id;
    const runnerFacts = given(runner);
    const existing = await db
      .select({ id: raceEntries.id })
      .from(raceEntries)
      .where(and(eq(raceEntries.raceId, raceId), sql`lower(${raceEntries.horse}) = ${horse.toLowerCase()}`))
      .limit(1);
    if (existing[0]) {
      if (Object.keys(runnerFacts).length > 0)
        await db.update(raceEntries).set(runnerFacts).where(eq(raceEntries.id, existing[0].id));
      return { entryId: existing[0].id, raceId };
    }
    const [entry] = await db
      .insert(raceEntries)
      .values({ raceId, horse, ...runnerFacts })
      .returning({ id: raceEntries.id });
    return { entryId: entry!.id, raceId };
  },

  /** Adds the rest of a race's declared field; a horse already entered is left as it is (so it can run again). */
  async insertFieldEntries(raceId: number, entries: readonly TFieldEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insert(raceEntries)
      .values(entries.map((entry) => ({ raceId, ...entry })))
      .onConflictDoNothing();
  },

  /** A race's entries by horse name (lower case), for writing a whole field's result. */
  async entryIdsByHorse(raceId: number): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: raceEntries.id, horse: raceEntries.horse })
      .from(raceEntries)
      .where(eq(raceEntries.raceId, raceId));
    return new Map(rows.map((row) => [row.horse.toLowerCase(), row.id]));
  },

  /** Records where a runner finished, or when it was withdrawn (its settlement result is written separately). */
  async updateEntryFinish(entryId: number, finish: TFinishUpdate): Promise<void> {
    await db.update(raceEntries).set(finish).where(eq(raceEntries.id, entryId));
  },

  async insertTip(values: TTipInsert): Promise<number> {
    const [row] = await db.insert(tips).values(values).returning({ id: tips.id });
    return row!.id;
  },

  /** Published, undeleted tips for one UK date, in race-time order (the hot read: an index range scan). */
  listPublishedForDate: (date: string, now: Date): Promise<TTipRow[]> =>
    joinedTips(db)
      .where(and(eq(tips.raceDate, date), lte(tips.publishAt, now), notDeleted))
      .orderBy(asc(races.raceTime), asc(tips.id)),

  /**
   * The published, undeleted tips on runners with a result on one UK date, in off-time order (GET /api/results): a
   * resulted tip is public, so these rows carry nothing a caller may not see.
   */
  listResultedForDate: (date: string, now: Date): Promise<TTipRow[]> =>
    joinedTips(db)
      .where(
        and(eq(tips.raceDate, date), isNotNull(raceEntries.result), lte(tips.publishAt, now), notDeleted),
      )
      .orderBy(asc(races.startsAt), asc(races.racecourse), asc(raceEntries.id), asc(tips.id)),

  /** The next scheduled release after `now` on `date`, so cached lists expire exactly when it goes live. */
  async nextPublishAfter(date: string, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<Date | string | null>`min(${tips.publishAt})` })
      .from(tips)
      .where(and(eq(tips.raceDate, date), gt(tips.publishAt, now), notDeleted));
    return row?.at ? new Date(row.at) : null;
  },

  async findTip(id: number): Promise<TTipRow | null> {
    const [row] = await joinedTips(db)
      .where(and(eq(tips.id, id), notDeleted))
      .limit(1);
    return row ?? null;
  },

  /** Every undeleted tip on a race entry (a result on the entry is a result for each of them). */
  listTipsOnEntry: (entryId: number): Promise<TTipRow[]> =>
    joinedTips(db)
      .where(and(eq(tips.entryId, entryId), notDeleted))
      .orderBy(asc(tips.id)),

  async listAdmin(
    filter: TAdminFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: TTipRow[]; total: number }> {
    const where = adminFilter(filter);
    const rows = await joinedTips(db)
      .where(where)
      .orderBy(desc(tips.raceDate), desc(races.raceTime), desc(tips.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [totalRow] = await db
      .select({ total: count() })
      .from(tips)
      .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
      .where(where);
    return { rows, total: totalRow?.total ?? 0 };
  },

  /** Every published tip with a result (for the track record). */
  listResulted: (now: Date): Promise<TTipRow[]> =>
    joinedTips(db)
      .where(and(notDeleted, isNotNull(raceEntries.result), lte(tips.publishAt, now)))
      .orderBy(asc(tips.raceDate), asc(races.raceTime)),

  async updateEntryResult(entryId: number, update: TResultUpdate, at: Date): Promise<void> {
    await db
      .update(raceEntries)
      .set({ ...update, resultedAt: update.result ? at : null })
      .where(eq(raceEntries.id, entryId));
  },

  async updateTip(
    id: number,
    values: Partial<
      Pick<
        TTipInsert,
        'resultComment' | 'oddsText' | 'oddsNum' | 'oddsDen' | 'accessLevel' | 'analysis' | 'entryId'
      >
    >,
  ) {
    await db.update(tips).set(values).where(eq(tips.id, id));
  },

  async softDelete(id: number, at: Date): Promise<void> {
    await db.update(tips).set({ deletedAt: at }).where(eq(tips.id, id));
  },

  async insertAudit(values: typeof tipAudit.$inferInsert): Promise<void> {
    await db.insert(tipAudit).values(values);
  },

  listAudit: (tipId: number) =>
    db.select().from(tipAudit).where(eq(tipAudit.tipId, tipId)).orderBy(asc(tipAudit.id)),

  async countTipsByAccess(): Promise<Record<TTier, number>> {
    const rows = await db
      .select({ accessLevel: tips.accessLevel, n: count() })
      .from(tips)
      .where(notDeleted)
      .groupBy(tips.accessLevel);
    const out = { Free: 0, Starter: 0, Monthly: 0, Lifetime: 0 } as Record<TTier, number>;
    for (const row of rows) out[row.accessLevel] = row.n;
    return out;
  },

  // --- demo card ---
  async hasDemoRacesOn(date: string): Promise<boolean> {
    const [row] = await db
      .select({ id: races.id })
      .from(races)
      .where(and(eq(races.raceDate, date), eq(races.isDemo, true)))
      .limit(1);
    return Boolean(row);
  },

  /** Demo tips whose race has started at least `minutesAgo` ago and whose entry has no result yet. */
  listUnresultedDemoTips: (before: Date) =>
    db
      .select({
        tipId: tips.id,
        entryId: raceEntries.id,
        raceId: races.id,
        racecourse: races.racecourse,
        raceType: races.raceType,
        isHandicap: races.isHandicap,
        startsAt: races.startsAt,
        oddsNum: tips.oddsNum,
        oddsDen: tips.oddsDen,
        raceDate: tips.raceDate,
        raceTime: races.raceTime,
        runners: races.runners,
      })
      .from(tips)
      .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(
        and(eq(races.isDemo, true), isNull(raceEntries.result), lte(races.startsAt, before), notDeleted),
      ),

  /** Demo races stored before races had card facts (no race name). */
  listDemoRacesWithoutCard: () =>
    db
      .select({
        id: races.id,
        date: races.raceDate,
        time: races.raceTime,
        racecourse: races.racecourse,
        runners: races.runners,
        isHandicap: races.isHandicap,
      })
      .from(races)
      .where(and(eq(races.isDemo, true), isNull(races.raceName))),

  /** Gives a race its card facts, and every runner in it the runner's facts (pass a transaction: two statements). */
  async setRacecardFacts(raceId: number, race: TRaceFacts, runner: TRunnerFacts): Promise<void> {
    await db.update(races).set(race).where(eq(races.id, raceId));
    await db.update(raceEntries).set(runner).where(eq(raceEntries.raceId, raceId));
  },
});

export type TTipsRepository = ReturnType<typeof createTipsRepository>;
