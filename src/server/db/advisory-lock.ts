import { sql } from 'drizzle-orm';
import type { TDb, TTx } from './client';

/**
 * Runs `work` in one transaction that first takes the transaction-level advisory lock `key`: callers using the same
 * key (any instance, on PostgreSQL or PGlite) run one at a time, and the lock ends with the transaction.
 */
export const inLockedTransaction = <T>(db: TDb, key: number, work: (tx: TTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work(tx as TTx);
  });
