/**
 * Racing data (issue 35): racecards and results as every provider hands them to us. The admin's import files use
 * this JSON as it is; The Racing API's answers are mapped onto it; the demo generator makes the same. Field names
 * follow The Racing API's where it has them (https://api.theracingapi.com/documentation: `race_id`, `course`,
 * `off_time`, `race_name`, `type`, `race_class`, `pattern`, `distance_f`, `going`, `horse_id`, `number`, `draw`,
 * `age`, `lbs`, `ofr`, `jockey`, `trainer`, `form`, `headgear`, `position`, `sp`, `btn`).
 *
 * Every string, number and list is bounded, and anything else in the file is refused, so a file is validated whole
 * before anything is written. Each schema turns the JSON into the shapes below, in our units (yards, pounds, fractional
 * odds).
 */
import { z } from 'zod';
import { calendarDateParts } from './age';
import { parseFractionalOdds, type TOdds } from './odds';
import { isRacePosition, MAX_FIELD } from './race-result';
import {
  FORM_HELP,
  parseForm,
  parseGoing,
  parseRaceClass,
  parseRaceType,
  RACECARD_MESSAGES,
  type TGoing,
  type TRaceClass,
  type TRaceType,
  WEIGHT_LB,
} from './racecard';
import { canonicalCourse } from './racecourses';
import { RULE4_MOST_PENCE } from './rule4';

/** The most races one file (or one provider answer) may carry: a big British and Irish Saturday has about 70. */
export const MAX_RACES_PER_FILE = 300;
/** An import file's largest size in bytes (a full Saturday of cards is about 400 KB of JSON). */
export const MAX_IMPORT_BYTES = 2_000_000;

const id = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const name = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const whole = (min: number, max: number) =>
  z
    .number()
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be from ${min} to ${max}`)
    .max(max, `must be from ${min} to ${max}`);

const ZDay = z
  .string()
  .max(10, { message: 'must be a day written YYYY-MM-DD', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a day written YYYY-MM-DD', abort: true })
  .refine((day) => calendarDateParts(day) !== null, 'must be a real calendar day');
const ZOffTime = z
  .string()
  .max(5, { message: 'must be a 24-hour time written HH:MM, such as 14:05', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time written HH:MM, such as 14:05');

const parsed = <T>(parse: (text: string) => T | null, message: string, max = 40) =>
  z
    .string()
    .max(max, message)
    .transform((text, ctx) => {
      const value = parse(text);
      if (value === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });

/** Distances in furlongs to the half furlong, 5f to 4m 4f, as a number or a number in a string ("16.5"). */
const FURLONGS_MESSAGE = 'must be from 5 to 36 furlongs';
const ZFurlongs = z
  .union([
    z.number().min(5, FURLONGS_MESSAGE).max(36, FURLONGS_MESSAGE),
    z
      .string()
      .max(8)
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be furlongs such as 16.5')
      .transform(Number),
  ])
  .pipe(z.number().min(5, FURLONGS_MESSAGE).max(36, FURLONGS_MESSAGE));

export const ZCardRunner = z
  .strictObject({
    horse_id: id,
    horse: name(40),
    number: whole(1, MAX_FIELD),
    draw: whole(1, MAX_FIELD).nullish(),
    age: whole(2, 20),
    lbs: whole(WEIGHT_LB.min, WEIGHT_LB.max),
    ofr: whole(0, 200).nullish(),
    jockey: name(60).nullish(),
    trainer: name(60).nullish(),
    form: parsed(parseForm, FORM_HELP, 12).nullish(),
    headgear: z
      .string()
      .trim()
      .max(8, 'must be at most 8 characters')
      .regex(/^[a-z/]*$/i, 'must be headgear codes such as t, p or tp')
      .nullish(),
  })
  .transform((r) => ({
    horseId: r.horse_id,
    horse: r.horse,
    number: r.number,
    draw: r.draw ?? null,
    age: r.age,
    weightLb: r.lbs,
    officialRating: r.ofr ?? null,
    jockey: r.jockey ?? null,
    trainer: r.trainer ?? null,
    form: r.form ?? null,
    headgear: r.headgear ? r.headgear.toLowerCase() : null,
  }));
export type TCardRunner = z.output<typeof ZCardRunner>;

export const ZCardRace = z
  .strictObject({
    race_id: id,
    course: name(60).transform(canonicalCourse),
    date: ZDay,
    off_time: ZOffTime,
    race_name: name(160).nullish(),
    type: parsed(parseRaceType, RACECARD_MESSAGES.raceType),
    race_class: parsed(parseRaceClass, RACECARD_MESSAGES.raceClass).nullish(),
    pattern: parsed(parseRaceClass, RACECARD_MESSAGES.raceClass).nullish(),
    distance_f: ZFurlongs,
    going: parsed(parseGoing, RACECARD_MESSAGES.going).nullish(),
    handicap: z.boolean().default(false),
    runners: z
      .array(ZCardRunner)
      .min(1, 'must list at least one runner')
      .max(MAX_FIELD, `must list at most ${MAX_FIELD} runners`),
  })
  .superRefine((race, ctx) => {
    const seen = { ids: new Set<string>(), numbers: new Set<number>(), names: new Set<string>() };
    race.runners.forEach((runner, index) => {
      if (seen.ids.has(runner.horseId))
        ctx.addIssue({
          code: 'custom',
          path: ['runners', index, 'horse_id'],
          message: 'is listed twice in this race',
        });
      if (seen.numbers.has(runner.number))
        ctx.addIssue({
          code: 'custom',
          path: ['runners', index, 'number'],
          message: 'is used twice in this race',
        });
      if (seen.names.has(runner.horse.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['runners', index, 'horse'],
          message: 'is listed twice in this race',
        });
      seen.ids.add(runner.horseId);
      seen.numbers.add(runner.number);
      seen.names.add(runner.horse.toLowerCase());
    });
  })
  .transform((r) => ({
    raceId: r.race_id,
    course: r.course,
    date: r.date,
    offTime: r.off_time,
    raceName: r.race_name ?? null,
    raceType: r.type as TRaceType,
    // A pattern race's grade is its class on our card ("Grade 1" rather than "Class 1").
    raceClass: (r.pattern ?? r.race_class ?? null) as TRaceClass | null,
    distanceYards: Math.round(r.distance_f * 220),
    going: (r.going ?? null) as TGoing | null,
    handicap: r.handicap,
    runners: r.runners,
  }));
export type TCardRace = z.output<typeof ZCardRace>;

/** A racecards file: `{ "racecards": [ ... ] }`. */
export const ZRacecardsFile = z.strictObject({
  racecards: z
    .array(ZCardRace)
    .min(1, 'must list at least one race')
    .max(MAX_RACES_PER_FILE, `must list at most ${MAX_RACES_PER_FILE} races`)
    .superRefine((races, ctx) => {
      const ids = new Set<string>();
      races.forEach((race, index) => {
        if (ids.has(race.raceId))
          ctx.addIssue({ code: 'custom', path: [index, 'race_id'], message: 'is listed twice in this file' });
        ids.add(race.raceId);
      });
    }),
});

export const ZResultRunner = z
  .strictObject({
    horse_id: id,
    position: z
      .string()
      .trim()
      .max(4)
      .refine(
        isRacePosition,
        'must be a finishing position 1 to 40, or PU, F, UR, BD, RO, SU, REF, RR, CO, DSQ or LFT',
      ),
    sp: parsed(parseFractionalOdds, 'must be fractional odds such as 5/2 or Evens', 12).nullish(),
    btn: z.string().trim().max(12, 'must be at most 12 characters').nullish(),
  })
  .transform((r) => ({
    horseId: r.horse_id,
    position: r.position,
    sp: (r.sp ?? null) as TOdds | null,
    beaten: r.btn || null,
  }));

export const ZNonRunner = z
  .strictObject({ horse_id: id, rule4_pence: whole(0, RULE4_MOST_PENCE).nullish() })
  .transform((r) => ({ horseId: r.horse_id, rule4Pence: r.rule4_pence ?? null }));

export const ZRaceResultInput = z
  .strictObject({
    race_id: id,
    runners: z.array(ZResultRunner).min(1, 'must list at least one runner').max(MAX_FIELD),
    non_runners: z.array(ZNonRunner).max(MAX_FIELD).default([]),
  })
  .superRefine((race, ctx) => {
    const ids = new Set<string>();
    [...race.runners, ...race.non_runners].forEach((runner, index) => {
      if (ids.has(runner.horseId))
        ctx.addIssue({
          code: 'custom',
          path:
            index < race.runners.length
              ? ['runners', index, 'horse_id']
              : ['non_runners', index - race.runners.length, 'horse_id'],
          message: 'is listed twice in this result',
        });
      ids.add(runner.horseId);
    });
  })
  .transform((r) => ({ raceId: r.race_id, runners: r.runners, nonRunners: r.non_runners }));
export type TRaceResultInput = z.output<typeof ZRaceResultInput>;

/** A results file: `{ "results": [ ... ] }`. */
export const ZResultsFile = z.strictObject({
  results: z.array(ZRaceResultInput).min(1, 'must list at least one race').max(MAX_RACES_PER_FILE),
});

/** One problem with an import file, where it is ("racecards[2].runners[4].lbs") and what is wrong. */
export type TImportProblem = { path: string; message: string };

/** A zod error as per-row problems, at most `limit` of them (a broken file can have thousands), each said once. */
export const importProblems = (error: z.ZodError, limit = 50): TImportProblem[] => {
  const problems = new Map<string, TImportProblem>();
  for (const issue of error.issues) {
    const path = issue.path
      .map((part, index) =>
        typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
      )
      .join('');
    problems.set(`${path}\n${issue.message}`, { path, message: issue.message });
    if (problems.size === limit) break;
  }
  return [...problems.values()];
};
