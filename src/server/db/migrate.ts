import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DATA_MIGRATIONS, type TDataMigration } from '../data-migrations';
import type { TDatabase, TDb } from './client';
import { dataMigrations } from './schema';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** An arbitrary constant: every instance migrating the same PostgreSQL database takes this advisory lock. */
const MIGRATION_LOCK_KEY = 7_246_001;

/** Runs each data migration not yet recorded, in order, and records it. */
const runDataMigrations = async (db: TDb, steps: readonly TDataMigration[]): Promise<void> => {
  const done = new Set(
    (await db.select({ name: dataMigrations.name }).from(dataMigrations)).map((r) => r.name),
  );
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await step.run(db, new Date());
    await db.insert(dataMigrations).values({ name: step.name }).onConflictDoNothing();
  }
};

/**
 * Applies the committed SQL migrations, then the data migrations. Safe when several instances start at once on
 * PostgreSQL (one advisory lock covers both).
 */
export const runMigrations = async (
  database: TDatabase,
  steps: readonly TDataMigration[] = DATA_MIGRATIONS,
): Promise<void> => {
  if (database.kind === 'pglite') {
    // NOTE: the same drizzle object, typed for the PGlite migrator.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    await runDataMigrations(database.db, steps);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await runDataMigrations(database.db, steps);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
};
