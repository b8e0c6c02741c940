/**
 * What a racing data import did (issue 35 item 4): the admin's answer, the feed's log line and the audit trail's
 * record. The files themselves are src/domain/racing-data.contract.ts.
 */
import { z } from 'zod';

export const IMPORT_KINDS = ['racecards', 'results'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_SOURCES = ['import', 'feed', 'demo'] as const;
export type TImportSource = (typeof IMPORT_SOURCES)[number];

/** The most lines of changes and notes a summary keeps (a full Saturday re-carded could list hundreds). */
export const MOST_SUMMARY_LINES = 200;
/** The file name an import may be labelled with. */
export const MAX_IMPORT_LABEL = 120;

export const ZImportProblem = z.object({ path: z.string(), message: z.string() });
export type { TImportProblem } from './racing-data.contract';

const ZLines = z.array(z.string()).max(MOST_SUMMARY_LINES);

export const ZRacecardsSummary = z.object({
  kind: z.literal('racecards'),
  races: z.object({ added: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  runners: z.object({ added: z.number().int(), updated: z.number().int(), withdrawn: z.number().int() }),
  /** What changed, a line each ("Ascot 2026-12-05 14:05: Quiet Tide withdrawn"). */
  changes: ZLines,
  /** What was left as it was and why (a race already off, a typed runner not on the card). */
  notes: ZLines,
  /** Why nothing was written; empty when the import went in. */
  problems: z.array(ZImportProblem),
});
export type TRacecardsSummary = z.infer<typeof ZRacecardsSummary>;

export const ZResultsSummary = z.object({
  kind: z.literal('results'),
  /** Races whose result was recorded for the first time, corrected, or already recorded as the file says. */
  results: z.object({ recorded: z.number().int(), corrected: z.number().int(), unchanged: z.number().int() }),
  /** Results for races we have no card for (left out, not refused: a feed reports every meeting). */
  unknownRaceIds: z.array(z.string()).max(MOST_SUMMARY_LINES),
  changes: ZLines,
  notes: ZLines,
  problems: z.array(ZImportProblem),
});
export type TResultsSummary = z.infer<typeof ZResultsSummary>;

/** `?label=<file name>` on an import. */
export const ZImportQuery = z.object({
  label: z
    .string()
    .trim()
    .max(MAX_IMPORT_LABEL, `The file name must be at most ${MAX_IMPORT_LABEL} characters`)
    .optional(),
});

/** A 400 for a file with problems: every row's problem (at most 50), nothing written. */
export const ZImportRefusal = z.object({
  error: z.string(),
  code: z.string(),
  problems: z.array(ZImportProblem),
});
export type TImportRefusal = z.infer<typeof ZImportRefusal>;

/** One import on the audit trail (GET /api/admin/racing-data/imports), newest first. */
export const ZImportRecord = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  source: z.enum(IMPORT_SOURCES),
  /** The administrator's username, or null for the feed or the demo card. */
  admin: z.string().nullable(),
  label: z.string().nullable(),
  createdAt: z.string(),
  summary: z.union([ZRacecardsSummary, ZResultsSummary]),
});
export type TImportRecord = z.infer<typeof ZImportRecord>;

/** GET /api/admin/racecards?date=YYYY-MM-DD: the day's imported cards, for the tip form to pick from. */
export const ZAdminRacecardsQuery = z.object({
  date: z
    .string()
    .max(10, 'date must be written YYYY-MM-DD')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD'),
});

export const ZAdminCardRunner = z.object({
  id: z.number().int(),
  horse: z.string(),
  number: z.number().int().nullable(),
  draw: z.number().int().nullable(),
  age: z.number().int().nullable(),
  weightLb: z.number().int().nullable(),
  officialRating: z.number().int().nullable(),
  jockey: z.string().nullable(),
  trainer: z.string().nullable(),
  form: z.string().nullable(),
  headgear: z.string().nullable(),
  /** Withdrawn from the card (a non-runner): not to be tipped. */
  withdrawn: z.boolean(),
});

export const ZAdminCardRace = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  startsAt: z.string(),
  raceName: z.string().nullable(),
  raceType: z.string().nullable(),
  raceClass: z.string().nullable(),
  distanceYards: z.number().int().nullable(),
  going: z.string().nullable(),
  runners: z.number().int(),
  isHandicap: z.boolean(),
  runnersOnCard: z.array(ZAdminCardRunner),
});
export type TAdminCardRace = z.infer<typeof ZAdminCardRace>;
