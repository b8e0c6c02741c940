import type { TDatabase, TDb } from '../db/client';
import { runMigrations, type TDataMigration } from '../db/migrate';
import { settleEntryBets } from '../modules/bets/bet-settlement';
import { createBetsRepository } from '../modules/bets/bets.repository';
import { demoRacecardFor } from '../modules/tips/demo-racecard';
import { createTipsRepository } from '../modules/tips/tips.repository';

/**
 * Data migrations: TypeScript steps that run once, in order, after the SQL migrations (recorded by name in
 * `data_migrations`, under the same advisory lock on PostgreSQL; db/migrate.ts runs them). Each must be idempotent:
 * a crash part-way through runs it again on the next start.
 */

/** Re-settles every bet on every resulted entry with today's rules, keeping when each was first settled. */
const resettleAll = async (db: TDb, now: Date) => {
  for (const entryId of await createBetsRepository(db).listResultedEntriesWithBets()) {
    await db.transaction((tx) => settleEntryBets(tx, entryId, now, { keepSettledAt: true }));
  }
};

/** Demo races stored before races had card facts get the facts the demo card now gives them. */
const fillDemoRacecards = async (db: TDb) => {
  for (const race of await createTipsRepository(db).listDemoRacesWithoutCard()) {
    const card = demoRacecardFor({ ...race, evening: race.time >= '18:00' });
    await db.transaction((tx) => createTipsRepository(tx).setRacecardFacts(race.id, card.race, card.runner));
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

/** The names /readyz checks for: every data migration this code knows. */
export const DATA_MIGRATION_NAMES = DATA_MIGRATIONS.map((step) => step.name);

/** The SQL migrations, then this code's data migrations: what every start (and `npm run db:migrate`) runs. */
export const migrateDatabase = (database: TDatabase): Promise<void> =>
  runMigrations(database, DATA_MIGRATIONS);
