import { and, asc, count, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { betLegs, bets, raceEntries, races, users } from '../../db/schema';

/**
 * What the P/L figures and the CSV read of a member's bets, every kind: a single with its runner and race, a multiple
 * with its legs, a bet typed in by hand with its own course, date, time and horse.
 */
const reportColumns = {
  id: bets.id,
  kind: bets.kind,
  type: bets.type,
  status: bets.status,
  oddsText: bets.oddsText,
  oddsNum: bets.oddsNum,
  oddsDen: bets.oddsDen,
  stakePence: bets.stakePence,
  totalStakePence: bets.totalStakePence,
  actualReturnPence: bets.actualReturnPence,
  settledAt: bets.settledAt,
  createdAt: bets.createdAt,
  bookmaker: bets.bookmaker,
  priceType: bets.priceType,
  tipOddsText: bets.tipOddsText,
  multipleType: bets.multipleType,
  lineCount: bets.lineCount,
  manualCourse: bets.manualCourse,
  manualRaceDate: bets.manualRaceDate,
  manualRaceTime: bets.manualRaceTime,
  manualHorse: bets.manualHorse,
  voidReason: bets.voidReason,
  horse: raceEntries.horse,
  spText: raceEntries.spText,
  spNum: raceEntries.spNum,
  spDen: raceEntries.spDen,
  raceDate: races.raceDate,
  raceTime: races.raceTime,
  racecourse: races.racecourse,
};

const legColumns = {
  betId: betLegs.betId,
  position: betLegs.position,
  oddsText: betLegs.oddsText,
  tipOddsText: betLegs.tipOddsText,
  horse: raceEntries.horse,
  raceDate: races.raceDate,
  raceTime: races.raceTime,
  racecourse: races.racecourse,
};

export const createBetReportsRepository = (db: TDbOrTx) => ({
  /** Every bet of the user, oldest first, with its runner's race where it has one. */
  listForReports: (userId: number) =>
    db
      .select(reportColumns)
      .from(bets)
      .leftJoin(raceEntries, eq(raceEntries.id, bets.entryId))
      .leftJoin(races, eq(races.id, raceEntries.raceId))
      .where(eq(bets.userId, userId))
      .orderBy(asc(bets.createdAt), asc(bets.id)),

  /** The legs of the user's multiples, in each bet's order. */
  listLegsForUser: (userId: number) =>
    db
      .select(legColumns)
      .from(betLegs)
      .innerJoin(bets, and(eq(bets.id, betLegs.betId), eq(bets.userId, userId)))
      .innerJoin(raceEntries, eq(raceEntries.id, betLegs.entryId))
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .orderBy(asc(betLegs.betId), asc(betLegs.position)),

  /**
   * How many bets the user tracks, holding their row for update first: an import's count and inserts run one at a time
   * with the user's placements (the Starter cap cannot be raced).
   */
  async lockAndCount(userId: number): Promise<number> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await db.select({ n: count() }).from(bets).where(eq(bets.userId, userId));
    return row?.n ?? 0;
  },

  /** Stores imported bets, a few hundred to a statement. */
  async insertMany(values: ReadonlyArray<typeof bets.$inferInsert>) {
    for (let start = 0; start < values.length; start += 500) {
      await db.insert(bets).values(values.slice(start, start + 500));
    }
  },
});

export type TReportRow = Awaited<
  ReturnType<ReturnType<typeof createBetReportsRepository>['listForReports']>
>[number];
export type TReportLeg = Awaited<
  ReturnType<ReturnType<typeof createBetReportsRepository>['listLegsForUser']>
>[number];
