import { z } from 'zod';
import { echo, ZFractionalOdds } from './contract';
import {
  parseDistance,
  parseForm,
  parseGoing,
  parseRaceClass,
  parseRaceType,
  parseWeight,
  parseWholeIn,
  RACECARD_MESSAGES,
  wholeNumberMessage,
} from './racecard';
import { findRacecourse, type TRacecourse } from './racecourses';
import { DEFAULT_TIPSTER } from './site';
import { ZTipResult } from './tip.contract';
import {
  normaliseBetType,
  parseAccessLevel,
  parseStakePoints,
  TIP_CATEGORIES,
  type TTipCategory,
} from './tips';

const ZAccessLevelInput = z
  .string()
  .max(40, 'Access level must be Free, Starter, Monthly, Lifetime or Premium')
  .transform((value, ctx) => {
    const tier = parseAccessLevel(value);
    if (!tier) {
      ctx.addIssue({
        code: 'custom',
        message: 'Access level must be Free, Starter, Monthly, Lifetime or Premium',
      });
      return z.NEVER;
    }
    return tier;
  });

export const ZUkDate = z
  .string()
  .max(10, 'Date must be YYYY-MM-DD')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
export const ZRaceTime = z
  .string()
  .max(8, 'Must be in format HH:MM')
  .trim()
  .min(1, 'Race time is required')
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be in format HH:MM');

/**
 * An optional racecard fact typed by the admin: blank means not given; anything else must parse (`parse` is linear
 * and the text is bounded first).
 */
const optionalFact = <T>(max: number, parse: (text: string) => T | null, message: string) =>
  z
    .string()
    .max(max, message)
    .optional()
    .transform((value, ctx): T | undefined => {
      const text = value?.trim();
      if (!text) return undefined;
      const parsed = parse(text);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return parsed;
    });
const optionalName = (label: string) =>
  z
    .string()
    .max(60, `${label} is too long`)
    .trim()
    .optional()
    .transform((v) => v || undefined);
const optionalWhole = (label: string, min: number, max: number) => {
  const message = wholeNumberMessage(label, min, max);
  return z
    .union([z.number().int(message).min(min, message).max(max, message), z.string().max(4, message)])
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === '') return undefined;
      const n = typeof value === 'number' ? value : parseWholeIn(value, min, max);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
};

/** Racecard facts on the tip form, all optional (spec fields alone still post a tip). */
export const ZRacecardFields = {
  raceName: z
    .string()
    .max(120, 'Race name is too long')
    .trim()
    .optional()
    .transform((v) => v || undefined),
  raceType: optionalFact(20, parseRaceType, RACECARD_MESSAGES.raceType),
  raceClass: optionalFact(20, parseRaceClass, RACECARD_MESSAGES.raceClass),
  distance: optionalFact(20, parseDistance, RACECARD_MESSAGES.distance),
  going: optionalFact(20, parseGoing, RACECARD_MESSAGES.going),
  jockey: optionalName('Jockey'),
  trainer: optionalName('Trainer'),
  age: optionalWhole('Age', 2, 20),
  weight: optionalFact(12, parseWeight, RACECARD_MESSAGES.weight),
  draw: optionalWhole('Draw', 1, 40),
  officialRating: optionalWhole('Official Rating', 0, 200),
  form: optionalFact(20, parseForm, RACECARD_MESSAGES.form),
};

/** The body of POST /api/tips and POST /api/admin/tips (spec 2 section 3 "Tip as created"). */
export const ZCreateTipBody = z.object({
  tipDate: ZUkDate,
  racecourse: z
    .string()
    .max(60, 'Racecourse is too long')
    .trim()
    .min(1, 'Racecourse is required')
    .transform((value, ctx) => {
      const course = findRacecourse(value);
      if (!course) {
        ctx.addIssue({ code: 'custom', message: `Unknown racecourse: ${echo(value)}` });
        return z.NEVER;
      }
      return course as TRacecourse;
    }),
  raceTime: ZRaceTime,
  horseName: z.string().max(60, 'Horse name is too long').trim().min(1, 'Horse name is required'),
  betType: z
    .string()
    .max(30, 'Unknown bet type')
    .trim()
    .min(1, 'Bet type is required')
    .transform((value, ctx) => {
      const betType = normaliseBetType(value);
      if (!betType) {
        ctx.addIssue({ code: 'custom', message: `Unknown bet type: ${echo(value)}` });
        return z.NEVER;
      }
      return betType;
    }),
  odds: ZFractionalOdds,
  stake: z
    .union([z.string().max(20, 'Stake must be 1-5 points (or NAP)'), z.number().min(0).max(100)])
    .optional()
    .transform((value, ctx) => {
      const points = parseStakePoints(value ?? '');
      if (points === null) {
        ctx.addIssue({ code: 'custom', message: 'Stake must be 1-5 points (or NAP)' });
        return z.NEVER;
      }
      return points;
    }),
  analysis: z
    .string()
    .max(5000, 'Analysis is too long')
    .trim()
    .optional()
    .transform((v) => v || 'No analysis provided'),
  confidence: z.coerce
    .number({ error: 'Confidence must be a number from 1 to 5' })
    .int('Confidence must be a number from 1 to 5')
    .min(1, 'Confidence must be a number from 1 to 5')
    .max(5, 'Confidence must be a number from 1 to 5'),
  tipster: z
    .string()
    .max(60, 'Tipster name is too long')
    .trim()
    .optional()
    .transform((v) => v || DEFAULT_TIPSTER),
  accessLevel: ZAccessLevelInput,
  category: z
    .string()
    .max(30, 'Unknown category')
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return 'Standard' as TTipCategory;
      const match = TIP_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `Unknown category: ${echo(value)}` });
        return z.NEVER;
      }
      return match;
    }),
  /** Optional race facts for each-way terms (default 8 runners, non-handicap). */
  runners: z.number().int().min(1).max(40).optional(),
  isHandicap: z.boolean().optional(),
  ...ZRacecardFields,
  /** Optional scheduled release (ISO); default now. */
  publishAt: z
    .string()
    .max(40, 'Release time must be an ISO date and time')
    .pipe(z.iso.datetime({ offset: true }))
    .optional(),
});
export type TCreateTipBody = z.input<typeof ZCreateTipBody>;
export type TCreateTip = z.output<typeof ZCreateTipBody>;

/** PATCH /api/admin/tips/:id/result. Beyond the spec's three: non-runner, dead heat, Rule 4 and SP. */
export const ZSetResultBody = z.object({
  result: ZTipResult,
  resultComment: z.string().max(1000, 'Comment is too long').trim().optional().default(''),
  /** Horses tied (2+) when the horse dead-heated. */
  deadHeat: z.number().int().min(2).max(6).optional(),
  /** The position the tie was for: 1 for a winner; for a placed horse, its placing (2nd up to the last paid place). */
  deadHeatPosition: z.number().int().min(1).max(8).optional(),
  /** Rule 4 deduction, pence in the pound. */
  rule4Pence: z.number().int().min(0).max(90).optional(),
  /** Starting price, fractional. */
  sp: ZFractionalOdds.optional(),
  /** Required when changing a result already recorded (an audited correction). */
  reason: z.string().max(500, 'Reason is too long').trim().optional(),
});
export type TSetResultBody = z.input<typeof ZSetResultBody>;

/** PATCH /api/admin/tips/:id: an audited correction of a published tip. */
export const ZCorrectTipBody = z
  .object({
    horseName: z.string().max(60, 'Horse name is too long').trim().min(1).optional(),
    odds: ZFractionalOdds.optional(),
    accessLevel: ZAccessLevelInput.optional(),
    analysis: z.string().max(5000, 'Analysis is too long').trim().min(1).optional(),
    reason: z
      .string()
      .max(500, 'Reason is too long')
      .trim()
      .min(5, 'Say why the tip is being corrected (at least 5 characters)'),
  })
  .refine((b) => b.horseName ?? b.odds ?? b.accessLevel ?? b.analysis, {
    message: 'Nothing to correct',
    path: ['horseName'],
  });
export type TCorrectTipBody = z.input<typeof ZCorrectTipBody>;
