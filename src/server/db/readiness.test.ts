import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MIGRATION_NAMES } from '../setup/data-migrations';
import { createTestApp, type TTestApp } from '../test/test-app';
import type { TDb } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { checkReadiness } from './readiness';

// The newest entry of drizzle's journal, read independently of readiness.ts.
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const NEWEST_MIGRATION = journal.entries.at(-1)!.tag;

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /healthz and GET /readyz', () => {
  it('says the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready once the database answers and every migration has run', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the reason when the newest migration is missing, and ready again once it is back', async () => {
    const db = app.database.db;
    const [latest] = (
      (await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        reason: `migration ${NEWEST_MIGRATION} is not applied`,
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    const unreachable = {
      execute: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    } as unknown as TDb;
    expect(await checkReadiness(unreachable, DATA_MIGRATION_NAMES)).toEqual({
      ready: false,
      reason: 'the database is not reachable',
    });
  });
});
