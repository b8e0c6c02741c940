import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDb } from './client';
import { doneDataMigrations, MIGRATIONS_FOLDER } from './migrate';

/**
 * The newest committed SQL migration (its `when`, which drizzle records as `created_at` once applied). Read once: the
 * journal is part of the deployed code, and /readyz is probed every few seconds.
 */
let newestMigration: { tag: string; when: number } | null = null;
const latestMigration = (): { tag: string; when: number } => {
  if (newestMigration) return newestMigration;
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migrations journal is empty');
  newestMigration = last;
  return last;
};

export type TReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Can this instance serve traffic? The database answers, every committed SQL migration is applied and every data
 * migration this code knows (`dataMigrationNames`, in order) has run. A rollout runs `npm run db:migrate` first; an
 * instance whose code is newer than the schema reports not ready instead of failing requests.
 */
export const checkReadiness = async (db: TDb, dataMigrationNames: readonly string[]): Promise<TReadiness> => {
  const wanted = latestMigration();
  try {
    const rows = await db.execute<{ latest: string | number | null }>(
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    const latest = Number((rows as unknown as { rows?: { latest: unknown }[] }).rows?.[0]?.latest ?? 0);
    if (latest < wanted.when) return { ready: false, reason: `migration ${wanted.tag} is not applied` };
    const done = await doneDataMigrations(db);
    const missing = dataMigrationNames.find((name) => !done.has(name));
    if (missing) return { ready: false, reason: `data migration ${missing} has not run` };
    return { ready: true };
  } catch {
    return { ready: false, reason: 'the database is not reachable' };
  }
};
