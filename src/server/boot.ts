import type { FastifyInstance } from 'fastify';
import { buildApp, type TBuildOptions } from './app';
import { createTestClock, systemClock } from './clock';
import type { TConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { refuseWeakAdminPassword } from './setup/admin-password';
import { migrateDatabase } from './setup/data-migrations';
import { ensureAdmin, seedDemoAccounts } from './setup/seed';

/**
 * What every server start does before it listens: lock the data directory (PGlite only), open the database, migrate,
 * make sure the administrator exists, seed the demo accounts in demo mode, and build the app. `src/server/main.ts`
 * and the crash-durability test's child (`test/crash-child.ts`) both start this way.
 */
export const bootServer = async (
  config: TConfig,
  options: TBuildOptions = {},
): Promise<{ app: FastifyInstance; database: TDatabase; releaseLock: () => void }> => {
  await refuseWeakAdminPassword(config);
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  process.once('exit', releaseLock);
  const testClock =
    options.clock === undefined && config.testClockStart ? createTestClock(config.testClockStart) : undefined;
  const now = options.clock ?? testClock?.now ?? systemClock.now;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await ensureAdmin(database.db, config.admin, now());
  if (config.demo) await seedDemoAccounts(database.db, now());
  const app = await buildApp(config, database, {
    ...options,
    clock: now,
    ...(testClock ? { testClock } : {}),
  });
  return { app, database, releaseLock };
};
