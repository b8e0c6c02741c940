import { and, asc, eq, inArray, isNull, lte, type Placeholder } from 'drizzle-orm';
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

  /** Outcomes of entries with the access levels of their published tips (for settling bets kept on a device). */
  listOutcomes: (ids: readonly number[], now: Date) =>
    db
      .select({ accessLevel: tips.accessLevel, id: raceEntries.id, ...entryOutcomeColumns })
      .from(raceEntries)
      .innerJoin(races, eq(races.id, raceEntries.raceId))
      .innerJoin(tips, publishedTipOn(now))
      .where(inArray(raceEntries.id, [...ids])),
});

export type TRacesRepository = ReturnType<typeof createRacesRepository>;
