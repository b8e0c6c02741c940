/**
 * `npm run db:migrate` (and `node dist/server/migrate.js` in the image): applies the SQL and data migrations to
 * DATABASE_URL (or the embedded store) and exits. Run it once before rolling out a new version to several instances
 * (docs/deploy.md); instances also migrate at start-up, under the same advisory lock, so a forgotten step is safe,
 * only slower.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { migrateDatabase } from './data-migrations';

const main = async () => {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    console.info(
      `Migrations applied (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}).`,
    );
  } finally {
    await database.close();
    release();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
