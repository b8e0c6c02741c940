import { and, asc, eq, inArray, isNotNull, isNull, lte, type Placeholder } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { raceEntries, races, tips } from '../../db/schema';

/** A tip on the entry being read that is released by `now` and not deleted (join condition). */
export const publishedTipOn = (now: Date | Placeholder) =>
  and(eq(tips.entryId, raceEntries.id), isNull(tips.deletedAt), lte(tips.publishAt, now));

/** What happened to an entry, with the race facts that decide its each-way terms. */
export const entryOutcomeColumns = {
  result: raceEntries.result,
  deadHeat: raceEntries.deadHeat,
  deadHeatPosition: raceEntries.deadHeatPosition,
  rule4Pence: raceEntries.rule4Pence,
  runners: races.runners,
  isHandicap: races.isHandicap,
  placesOverride: races.placesOverride,
  placeFractionDenOverride: races.placeFractionDenOverride,
};

/** Races and their entries: the card of a day, and what happened to runners. */
export const createRacesRepository = (db: TDbOrTx) => ({
  /** Races on a UK date with their entries (GET /api/races/today). */
  async listRacesForDate(date: string) {
    const rows = await db
      .select({
        id: races.id,
        date: races.raceDate,
        time: races.raceTime,
        racecourse: races.racecourse,
        runners: races.runners,
        isHandicap: races.isHandicap,
        placesOverride: races.placesOverride,
        placeFractionDenOverride: races.placeFractionDenOverride,
        entryId: raceEntries.id,
        horse: raceEntries.horse,
        result: raceEntries.result,
      })
      .from(races)
      .leftJoin(raceEntries, eq(raceEntries.raceId, races.id))
      .where(eq(races.raceDate, date))
      .orderBy(asc(races.raceTime), asc(races.racecourse), asc(raceEntries.id));
    return rows;
  },

  /** One race with its card facts (GET /api/races/:id). */
  async findRace(id: number) {
    const [row] = await db.select().from(races).where(eq(races.id, id)).limit(1);
    return row ?? null;
  },

  /** A race's entries, card order (number, then name). */
  listEntries: (raceId: number) =>
    db
      .select()
      .from(raceEntries)
      .where(eq(raceEntries.raceId, raceId))
      .orderBy(asc(raceEntries.number), asc(raceEntries.horse)),

  /** The released, undeleted tips on a race's runners. */
  listPublishedTips: (raceId: number, now: Date) =>
    db
      .select({
        id: tips.id,
        entryId: tips.entryId,
        accessLevel: tips.accessLevel,
        category: tips.category,
        tipster: tips.tipster,
        betType: tips.betType,
        oddsText: tips.oddsText,
        result: raceEntries.result,
      })
      .from(tips)
      .innerJoin(raceEntries, eq(raceEntries.id, tips.entryId))
      .where(and(eq(raceEntries.raceId, raceId), isNull(tips.deletedAt), lte(tips.publishAt, now)))
      .orderBy(asc(tips.id)),

  /**
   * Every runner with a result in the races of a UK day (GET /api/results): the race's facts beside each. Results are
   * public, so nothing here depends on who asks.
   */
  listResultedEntriesOn: (date: string) =>
    db
      .select({
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
        fullField: races.fullField,
        entryId: raceEntries.id,
        horse: raceEntries.horse,
        result: raceEntries.result,
        position: raceEntries.position,
        deadHeat: raceEntries.deadHeat,
        deadHeatPosition: raceEntries.deadHeatPosition,
        rule4Pence: raceEntries.rule4Pence,
        spText: raceEntries.spText,
      })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .where(and(eq(races.raceDate, date), isNotNull(raceEntries.result)))
      .orderBy(asc(races.startsAt), asc(races.racecourse), asc(raceEntries.id)),

  /**
   * Outcomes of entries (for settling bets kept on a device), each with whether its race holds its whole field and the
   * access level of each published tip on it (a row per tip; one with a null level for an entry without one).
   */
  listOutcomes: (ids: readonly number[], now: Date) =>
    db
      .select({
        accessLevel: tips.accessLevel,
        id: raceEntries.id,
        fullField: races.fullField,
        spNum: raceEntries.spNum,
        spDen: raceEntries.spDen,
        ...entryOutcomeColumns,
      })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .leftJoin(tips, publishedTipOn(now))
      .where(inArray(raceEntries.id, [...ids])),
});

export type TRacesRepository = ReturnType<typeof createRacesRepository>;
