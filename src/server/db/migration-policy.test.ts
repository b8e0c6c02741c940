import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Expand, then contract (docs/deploy.md "Changing the schema"): during a rolling deployment the previous version
 * runs on the new schema, so a migration may only add (tables, nullable columns or columns with a default, indexes).
 * Dropping, renaming, retyping or tightening what the previous version reads or writes is a contract step: it ships
 * in a later release, once no instance of the version that used the old shape is left, and says so in a
 * `-- contract: <why it is safe now>` line. 0004 and 0005 predate the rule (see docs/deploy.md).
 */
const BEFORE_THE_RULE = new Set(['0004_hardening.sql', '0005_settlement_detail_json.sql']);

const CONTRACTING: Array<[string, RegExp]> = [
  ['drops', /\bDROP\s+(TABLE|COLUMN|CONSTRAINT|INDEX|TYPE|VIEW|SCHEMA)\b/i],
  ['renames', /\bRENAME\b/i],
  ['changes a type', /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i],
  ['makes a column required', /\bSET\s+NOT\s+NULL\b/i],
  ['adds a required column without a default', /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i],
];

/** What a migration does that the previous version could trip over, comments left out. */
const contractingSteps = (sql: string): string[] => {
  const code = sql.replace(/--.*$/gm, '');
  return CONTRACTING.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
};

describe('SQL migrations expand before they contract', () => {
  it('recognises what contracts the schema, and what only adds to it', () => {
    expect(contractingSteps('ALTER TABLE "bets" DROP COLUMN "settlement";')).toEqual(['drops']);
    expect(contractingSteps('ALTER TABLE "bets" ALTER COLUMN "settlement" SET DATA TYPE jsonb;')).toEqual([
      'changes a type',
    ]);
    expect(contractingSteps('ALTER TABLE "users" RENAME COLUMN "a" TO "b";')).toEqual(['renames']);
    expect(contractingSteps('ALTER TABLE "users" ADD COLUMN "x" text NOT NULL;')).toEqual([
      'adds a required column without a default',
    ]);
    expect(contractingSteps(`ALTER TABLE "users" ADD COLUMN "x" text DEFAULT 'a' NOT NULL;`)).toEqual([]);
    expect(
      contractingSteps('ALTER TABLE "bets" ADD COLUMN "detail" jsonb;\n-- the old column is dropped later'),
    ).toEqual([]);
  });

  it('no migration contracts the schema unless it says why that is safe now', () => {
    const files = fs.readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    const unmarked = files
      .filter((file) => !BEFORE_THE_RULE.has(file))
      .flatMap((file) => {
        const sql = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
        const steps = contractingSteps(sql);
        return steps.length > 0 && !/^--\s*contract:\s*\S/m.test(sql) ? [`${file}: ${steps.join(', ')}`] : [];
      });
    expect(unmarked).toEqual([]);
  });
});
