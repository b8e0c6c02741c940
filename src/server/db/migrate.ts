import path from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { APP_ROOT } from '../app-root';
import { ADVISORY_LOCK_KEYS } from './advisory-lock';
import type { TDatabase, TDb } from './client';
import { dataMigrations } from './schema';

/** The committed SQL migrations (`drizzle/` at the application's root: the repository, or the image's /app). */
export const MIGRATIONS_FOLDER = path.join(APP_ROOT, 'drizzle');

/**
 * A data migration: a TypeScript step run once, in order, after the SQL migrations, and recorded by name in
 * `data_migrations`. The steps themselves belong to the modules whose data they change (src/server/setup lists
 * them); this folder only runs and records them. Each must be idempotent: a crash part-way through runs it again.
 */
export type TDataMigration = { name: string; run: (db: TDb, now: Date) => Promise<void> };

/** An arbitrary constant: every instance migrating the same PostgreSQL database takes this advisory lock. */
const MIGRATION_LOCK_KEY = ADVISORY_LOCK_KEYS.migration;

/** The names of the data migrations already run. */
export const doneDataMigrations = async (db: TDb): Promise<Set<string>> =>
  new Set((await db.select({ name: dataMigrations.name }).from(dataMigrations)).map((r) => r.name));

/** Runs each data migration not yet recorded, in order, and records it. */
const runDataMigrations = async (db: TDb, steps: readonly TDataMigration[]): Promise<void> => {
  const done = await doneDataMigrations(db);
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await step.run(db, new Date());
    await db.insert(dataMigrations).values({ name: step.name }).onConflictDoNothing();
  }
};

/**
 * Applies the committed SQL migrations, then the given data migrations. Safe when several instances start at once on
 * PostgreSQL (one advisory lock covers both).
 */
export const runMigrations = async (database: TDatabase, steps: readonly TDataMigration[]): Promise<void> => {
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
