import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { raceEntries, races, racingDataImports, tips, users } from '../../db/schema';

export type TRaceRow = typeof races.$inferSelect;
export type TEntryRow = typeof raceEntries.$inferSelect;
export type TRaceWrite = Partial<Omit<typeof races.$inferInsert, 'id' | 'createdAt'>>;
export type TEntryWrite = Partial<Omit<typeof raceEntries.$inferInsert, 'id' | 'raceId'>>;
export type TImportInsert = typeof racingDataImports.$inferInsert;

/** Races and runners as an import or a feed reads and writes them, and the imports' audit trail. */
export const createRacingDataRepository = (db: TDbOrTx) => ({
  /** Races carrying one of these provider ids, or on one of these days (to adopt a race typed in with a tip). */
  async racesFor(externalIds: readonly string[], dates: readonly string[]): Promise<TRaceRow[]> {
    if (externalIds.length === 0 && dates.length === 0) return [];
    return db
      .select()
      .from(races)
      .where(
        or(
          ...(externalIds.length > 0 ? [inArray(races.externalId, [...externalIds])] : []),
          ...(dates.length > 0 ? [inArray(races.raceDate, [...dates])] : []),
        ),
      );
  },

  /** The entries of these races, in id order. */
  async entriesOf(raceIds: readonly number[]): Promise<TEntryRow[]> {
    if (raceIds.length === 0) return [];
    return db
      .select()
      .from(raceEntries)
      .where(inArray(raceEntries.raceId, [...raceIds]))
      .orderBy(asc(raceEntries.id));
  },

  async insertRace(values: typeof races.$inferInsert): Promise<number> {
    const [row] = await db.insert(races).values(values).returning({ id: races.id });
    return row!.id;
  },

  async updateRace(id: number, values: TRaceWrite): Promise<void> {
    await db.update(races).set(values).where(eq(races.id, id));
  },

  async insertEntries(values: (typeof raceEntries.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await db.insert(raceEntries).values(values);
  },

  async updateEntry(id: number, values: TEntryWrite): Promise<void> {
    await db.update(raceEntries).set(values).where(eq(raceEntries.id, id));
  },

  /** A race moved to another day: its tips' denormalised day follows it. */
  async moveTipsOfRace(raceId: number, date: string): Promise<void> {
    const entryIds = db
      .select({ id: raceEntries.id })
      .from(raceEntries)
      .where(eq(raceEntries.raceId, raceId));
    await db.update(tips).set({ raceDate: date }).where(inArray(tips.entryId, entryIds));
  },

  async insertImport(values: TImportInsert): Promise<void> {
    await db.insert(racingDataImports).values(values);
  },

  /** The latest imports, newest first, with the administrator's name. */
  listImports: (limit: number) =>
    db
      .select({
        id: racingDataImports.id,
        kind: racingDataImports.kind,
        source: racingDataImports.source,
        admin: users.username,
        label: racingDataImports.label,
        summary: racingDataImports.summary,
        createdAt: racingDataImports.createdAt,
      })
      .from(racingDataImports)
      .leftJoin(users, eq(users.id, racingDataImports.adminId))
      .orderBy(desc(racingDataImports.createdAt), desc(racingDataImports.id))
      .limit(limit),
});

export type TRacingDataRepository = ReturnType<typeof createRacingDataRepository>;
