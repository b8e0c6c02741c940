import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
// biome-ignore lint/suspicious/noExplicitAny: the query-result type differs between PGlite and node-postgres.
export type TDb = PgDatabase<any, TSchema>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Repositories accept either the database or a transaction, so services can compose them atomically. */
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  kind: 'pglite' | 'postgres';
  db: TDb;
  /** node-postgres pool when on PostgreSQL (for LISTEN/NOTIFY and advisory locks). */
  pool: pg.Pool | null;
  close: () => Promise<void>;
};

export type TDatabaseOptions = {
  /** postgres:// URL, `memory://` for an in-memory PGlite, or undefined for PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
};

export const openDatabase = async ({ databaseUrl, dataDir }: TDatabaseOptions): Promise<TDatabase> => {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    // NOTE: an idle client losing its connection (a server restart) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.warn('PostgreSQL idle client error:', error.message));
    // Fail fast with a clear message when the server is unreachable.
    await pool.query('select 1');
    return { kind: 'postgres', db: drizzlePostgres(pool, { schema }), pool, close: () => pool.end() };
  }
  if (databaseUrl !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const client =
    databaseUrl === 'memory://'
      ? new PGlite()
      : new PGlite(path.join(dataDir, 'pglite'), { relaxedDurability: false });
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }),
    pool: null,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};
