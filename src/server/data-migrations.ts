import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from './db/client';
import { raceEntries, races } from './db/schema';
import { settleEntryBets } from './modules/bets/bet-settlement';
import { createBetsRepository } from './modules/bets/bets.repository';
import { demoRacecardFor } from './modules/tips/demo-card';

/**
 * Data migrations: TypeScript steps that run once, in order, after the SQL migrations (recorded by name in
 * `data_migrations`, under the same advisory lock on PostgreSQL). Each must be idempotent: a crash part-way through
 * runs it again on the next start.
 */
export type TDataMigration = { name: string; run: (db: TDb, now: Date) => Promise<void> };

/** Re-settles every bet on every resulted entry with today's rules, keeping when each was first settled. */
const resettleAll = async (db: TDb, now: Date) => {
  for (const entryId of await createBetsRepository(db).listResultedEntriesWithBets()) {
    await db.transaction((tx) => settleEntryBets(tx, entryId, now, { keepSettledAt: true }));
  }
};

/** Demo races stored before races had card facts get the facts the demo card now gives them. */
const fillDemoRacecards = async (db: TDb) => {
  const bare = await db
    .select({
      id: races.id,
      date: races.raceDate,
      time: races.raceTime,
      racecourse: races.racecourse,
      runners: races.runners,
      isHandicap: races.isHandicap,
    })
    .from(races)
    .where(and(eq(races.isDemo, true), isNull(races.raceName)));
  for (const race of bare) {
    const card = demoRacecardFor({ ...race, evening: race.time >= '18:00' });
    await db.transaction(async (tx) => {
      await tx.update(races).set(card.race).where(eq(races.id, race.id));
      await tx.update(raceEntries).set(card.runner).where(eq(raceEntries.raceId, race.id));
    });
  }
};

export const DATA_MIGRATIONS: readonly TDataMigration[] = [
  // Each-way bets that only placed become Placed (not Won); dead heats share the paid places from the tied
  // position (a tie for first beyond the places paid now reduces the place part too).
  { name: '2026-11-22-placed-status-and-dead-heat-places', run: resettleAll },
  // How each bet was settled, stored as data (the SQL migration 0005 dropped the old words).
  { name: '2026-11-23-settlement-detail-as-data', run: resettleAll },
  // Racecard facts (race name, type, class, distance, going; jockey, trainer, age, weight, draw, OR, form).
  { name: '2026-11-24-demo-racecard-facts', run: fillDemoRacecards },
];
