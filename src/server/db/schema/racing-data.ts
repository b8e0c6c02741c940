import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  IMPORT_KINDS,
  IMPORT_SOURCES,
  type TRacecardsSummary,
  type TResultsSummary,
} from '~/domain/racing-data-import.contract';
import { users } from './users';

/** Every racing data import (issue 35): who (an administrator, or the feed), when, which file and what it changed. */
export const racingDataImports = pgTable(
  'racing_data_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** The file name, or the feed's own label. */
    label: text('label'),
    summary: jsonb('summary').$type<TRacecardsSummary | TResultsSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('racing_data_imports_created_idx').on(t.createdAt),
    check('racing_data_imports_label_check', sql`char_length(${t.label}) <= 120`),
  ],
);
