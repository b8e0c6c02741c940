import { sql } from 'drizzle-orm';
import type { TDb, TTx } from './client';

/**
 * Every advisory lock key the server takes, in one place so no two uses share one by accident (the racing feed's pass
 * once took the racing data import's key, and waited on itself).
 */
export const ADVISORY_LOCK_KEYS = {
  migration: 7_246_001,
  seed: 72_310_001,
  lifetimePlaces: 72_310_030,
  racingDataImport: 72_310_035,
  racingFeedPass: 72_310_036,
} as const;

/**
 * Runs `work` in one transaction that first takes the transaction-level advisory lock `key`: callers using the same
 * key (any instance, on PostgreSQL or PGlite) run one at a time, and the lock ends with the transaction.
 */
export const inLockedTransaction = <T>(db: TDb, key: number, work: (tx: TTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work(tx as TTx);
  });
