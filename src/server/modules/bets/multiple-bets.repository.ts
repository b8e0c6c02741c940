import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TBetStatus } from '~/domain/bets.contract';
import type { TMultipleLine } from '~/domain/multiple-settlement';
import type { TDbOrTx } from '../../db/client';
import { betLegs, bets, bettingLimits, raceEntries, races, tips, users } from '../../db/schema';
import { entryOutcomeColumns, publishedTipOn } from '../races/races.repository';

/** What a leg shows of its runner and race (the bet view's `multiple.legs`). */
const legViewColumns = {
  betId: betLegs.betId,
  position: betLegs.position,
  entryId: raceEntries.id,
  raceId: races.id,
  horse: raceEntries.horse,
  raceDate: races.raceDate,
  raceTime: races.raceTime,
  racecourse: races.racecourse,
  /** The off: a multiple can be corrected until its earliest leg's. */
  startsAt: races.startsAt,
  result: raceEntries.result,
  spText: raceEntries.spText,
  runners: races.runners,
  isHandicap: races.isHandicap,
  placesOverride: races.placesOverride,
  placeFractionDenOverride: races.placeFractionDenOverride,
  oddsText: betLegs.oddsText,
  tipOddsText: betLegs.tipOddsText,
};

const legsOf = (db: TDbOrTx) =>
  db
    .select(legViewColumns)
    .from(betLegs)
    .innerJoin(raceEntries, eq(raceEntries.id, betLegs.entryId))
    .innerJoin(races, eq(races.id, raceEntries.raceId));
export type TBetLegRow = Awaited<ReturnType<ReturnType<typeof legsOf>['limit']>>[number];

/** A multiple's own columns, as a retry and settlement read them. */
const multipleColumns = {
  id: bets.id,
  userId: bets.userId,
  kind: bets.kind,
  type: bets.type,
  multipleType: bets.multipleType,
  stakePence: bets.stakePence,
  status: bets.status,
  actualReturnPence: bets.actualReturnPence,
  multipleSettlement: bets.multipleSettlement,
  settledAt: bets.settledAt,
  voidedAt: bets.voidedAt,
};

/** Multiples: placing them (with their legs), reading their legs, and settling them as their legs' results come in. */
export const createMultipleBetsRepository = (db: TDbOrTx) => ({
  /**
   * The bettor's safer-gambling settings, locking the bettor's row for update: a user's placements (singles and
   * multiples) run one at a time, so the Starter cap and the period limits cannot be raced.
   */
  async lockBettor(userId: number) {
    const [row] = await db
      .select({ id: users.id, limits: bettingLimits })
      .from(users)
      .leftJoin(bettingLimits, eq(bettingLimits.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    return row ?? null;
  },

  /**
   * The legs' runners with their races and their published tips (one row per tip; a runner without one comes once,
   * with null tip columns), locking the runners' rows for share: a result recorded meanwhile waits for this bet to
   * commit, then settles it.
   */
  findLegEntries: (entryIds: readonly number[], now: Date) =>
    db
      .select({
        entryId: raceEntries.id,
        raceId: races.id,
        horse: raceEntries.horse,
        result: raceEntries.result,
        withdrawnAt: raceEntries.withdrawnAt,
        startsAt: races.startsAt,
        fullField: races.fullField,
        runners: races.runners,
        isHandicap: races.isHandicap,
        placesOverride: races.placesOverride,
        placeFractionDenOverride: races.placeFractionDenOverride,
        tipAccessLevel: tips.accessLevel,
        tipOddsText: tips.oddsText,
        tipOddsNum: tips.oddsNum,
        tipOddsDen: tips.oddsDen,
      })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .leftJoin(tips, publishedTipOn(now))
      .where(inArray(raceEntries.id, [...entryIds]))
      .orderBy(asc(raceEntries.id), asc(tips.id))
      .for('share', { of: raceEntries }),

  async findByClientRef(userId: number, clientRef: string) {
    const [row] = await db
      .select(multipleColumns)
      .from(bets)
      .where(and(eq(bets.userId, userId), eq(bets.clientRef, clientRef)))
      .limit(1);
    return row ?? null;
  },

  /**
   * Stores a multiple and its legs; returns the bet's id. `alsoEvaluate` rides in the RETURNING list (the change
   * feed's notification).
   */
  async insert(
    bet: typeof bets.$inferInsert,
    legs: ReadonlyArray<Omit<typeof betLegs.$inferInsert, 'betId'>>,
    alsoEvaluate: SQL = sql`null`,
  ): Promise<number> {
    const [row] = await db.insert(bets).values(bet).returning({ id: bets.id, alsoEvaluated: alsoEvaluate });
    if (!row) throw new Error('The bet was not stored');
    await db.insert(betLegs).values(legs.map((leg) => ({ ...leg, betId: row.id })));
    return row.id;
  },

  /** The legs of these bets, in order, grouped by bet: one query however many bets. */
  async legsByBet(betIds: readonly number[]): Promise<Map<number, TBetLegRow[]>> {
    const byBet = new Map<number, TBetLegRow[]>();
    if (betIds.length === 0) return byBet;
    const rows = await legsOf(db)
      .where(inArray(betLegs.betId, [...betIds]))
      .orderBy(asc(betLegs.betId), asc(betLegs.position));
    for (const row of rows) byBet.set(row.betId, [...(byBet.get(row.betId) ?? []), row]);
    return byBet;
  },

  /**
   * The multiples with a leg on this entry, locked for update in id order: two legs' results recorded at once settle
   * a bet one after the other, the second reading the first's committed result (so the last leg always settles it).
   */
  lockMultiplesOnEntry: (entryId: number) =>
    db
      .select(multipleColumns)
      .from(bets)
      .innerJoin(betLegs, eq(betLegs.betId, bets.id))
      .where(and(eq(betLegs.entryId, entryId), eq(bets.kind, 'multiple')))
      .orderBy(asc(bets.id))
      .for('update', { of: bets }),

  /** Every leg of these bets with what its runner did and its race's each-way facts, in order. */
  listLegOutcomes: (betIds: readonly number[]) =>
    db
      .select({
        betId: betLegs.betId,
        oddsNum: betLegs.oddsNum,
        oddsDen: betLegs.oddsDen,
        ...entryOutcomeColumns,
      })
      .from(betLegs)
      .innerJoin(raceEntries, eq(raceEntries.id, betLegs.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(inArray(betLegs.betId, [...betIds]))
      .orderBy(asc(betLegs.betId), asc(betLegs.position)),

  async updateSettlement(
    id: number,
    values: {
      status: TBetStatus;
      actualReturnPence: number | null;
      multipleSettlement: TMultipleLine[] | null;
      settledAt: Date | null;
    },
  ) {
    await db.update(bets).set(values).where(eq(bets.id, id));
  },
});
