import { z } from 'zod';
import { echo } from './contract';
import { ZFractionalOdds } from './odds';
import { ZPlaceTerms } from './place-terms';
import { findRacecourse, type TRacecourse } from './racecourses';
import { DEFAULT_TIPSTER } from './site';
import { type TTier, ZTier } from './tiers';

/** A tip's bet type. The forms' spellings ("E/W", "E/W (Each Way)", "Each-Way") all mean Each Way. */
export const TIP_BET_TYPES = ['Win', 'Place', 'Each Way', 'Forecast', 'Tricast'] as const;
export const ZTipBetType = z.enum(TIP_BET_TYPES);
export type TTipBetType = z.infer<typeof ZTipBetType>;

const BET_TYPE_ALIASES: Record<string, TTipBetType> = {
  win: 'Win',
  place: 'Place',
  'each way': 'Each Way',
  'each-way': 'Each Way',
  'e/w': 'Each Way',
  'e/w (each way)': 'Each Way',
  ew: 'Each Way',
  forecast: 'Forecast',
  tricast: 'Tricast',
};
export const normaliseBetType = (value: string): TTipBetType | null =>
  BET_TYPE_ALIASES[value.trim().toLowerCase()] ?? null;

/** Every category any of the three forms offers (spec 2 section 3). */
export const TIP_CATEGORIES = [
  'Standard',
  'Daily Selection',
  'NAP',
  'NB',
  'Premium',
  'Banker',
  'Value',
  'Value Bet',
  'Longshot',
  'Long Shot',
] as const;
export type TTipCategory = (typeof TIP_CATEGORIES)[number];

/** Option sets per form (spec 2 section 3). */
export const FIRST_FORM_OPTIONS = {
  betTypes: ['Win', 'E/W (Each Way)', 'Place', 'Forecast', 'Tricast'],
  stakes: ['1pt', '2pts', '3pts', '4pts', '5pts', 'NAP (Max)'],
  categories: ['Standard', 'NAP', 'Premium', 'Longshot', 'Banker'],
  confidence: [
    { value: 1, label: '1 - Low' },
    { value: 2, label: '2' },
    { value: 3, label: '3 - Medium' },
    { value: 4, label: '4' },
    { value: 5, label: '5 - High' },
  ],
  accessLevels: [
    { value: 'Free', label: 'Free (All users)' },
    { value: 'Starter', label: 'Starter (£2.99/week)' },
    { value: 'Monthly', label: 'Monthly (£7.99/month)' },
    { value: 'Lifetime', label: 'Lifetime (£39.99)' },
  ],
  defaults: {
    betType: 'Win',
    stake: '1pt',
    confidence: 3,
    tipster: DEFAULT_TIPSTER,
    accessLevel: 'Free',
    category: 'Standard',
  },
} as const;

export const ADMIN_FORM_OPTIONS = {
  betTypes: ['Win', 'Place', 'Each-Way', 'Forecast', 'Tricast'],
  categories: ['Daily Selection', 'NAP', 'NB', 'Banker', 'Value', 'Longshot'],
  confidence: [
    { value: 1, label: '1 - Low' },
    { value: 2, label: '2 - Medium-Low' },
    { value: 3, label: '3 - Medium' },
    { value: 4, label: '4 - Medium-High' },
    { value: 5, label: '5 - High' },
  ],
  accessLevels: ['Free', 'Premium'],
  defaults: { betType: 'Win', stake: '1', confidence: 3, category: 'Daily Selection' },
  tipster: DEFAULT_TIPSTER,
} as const;

export const STANDALONE_FORM_OPTIONS = {
  betTypes: ['Win', 'Place', 'E/W'],
  categories: ['Daily Selection', 'NAP', 'Value Bet', 'Long Shot'],
  confidence: [
    { value: 1, label: 'Low' },
    { value: 2, label: 'Moderate' },
    { value: 3, label: 'Good' },
    { value: 4, label: 'High' },
    { value: 5, label: 'Very High' },
  ],
} as const;

/** "1pt", "3pts", "NAP (Max)", "2" or 2 -> points 1-5 (NAP is the maximum, 5). */
export const parseStakePoints = (value: string | number): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  const text = value.trim().toLowerCase();
  if (text === '') return 1;
  if (text.startsWith('nap')) return 5;
  const match = /^(\d)\s*(pts?|points?)?$/.exec(text);
  const points = match ? Number(match[1]) : Number.NaN;
  return points >= 1 && points <= 5 ? points : null;
};

/**
 * An access level as any of the three forms sends it: "Free", "Monthly", "Starter (£2.99/week)" or the admin
 * form's "Premium", which means Starter (DESIGN.md section 4). The option label's bracketed price is dropped by
 * position, not by a pattern, so the cost stays linear in the (bounded) input.
 */
export const parseAccessLevel = (value: string): TTier | null => {
  const text = value.trim();
  const open = text.indexOf('(');
  const plain = open > 0 && text.endsWith(')') ? text.slice(0, open).trimEnd() : text;
  if (plain.toLowerCase() === 'premium') return 'Starter';
  const parsed = ZTier.safeParse(plain);
  return parsed.success ? parsed.data : null;
};

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
  /** Optional scheduled release (ISO); default now. */
  publishAt: z
    .string()
    .max(40, 'Release time must be an ISO date and time')
    .pipe(z.iso.datetime({ offset: true }))
    .optional(),
});
export type TCreateTipBody = z.input<typeof ZCreateTipBody>;
export type TCreateTip = z.output<typeof ZCreateTipBody>;

export const TIP_RESULTS = ['Won', 'Placed', 'Lost', 'NonRunner'] as const;
export const ZTipResult = z.enum(TIP_RESULTS);
export type TTipResult = z.infer<typeof ZTipResult>;

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

/** A tip the caller may see in full. */
export const ZTip = z.object({
  id: z.number().int(),
  locked: z.literal(false),
  accessLevel: ZTier,
  horse: z.string(),
  confidence: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  odds: z.string(),
  oddsNum: z.number().int(),
  oddsDen: z.number().int(),
  tipster: z.string(),
  category: z.string(),
  betType: ZTipBetType,
  stakePoints: z.number().int(),
  analysis: z.string(),
  raceEntryId: z.number().int(),
  result: ZTipResult.nullable(),
  resultComment: z.string().nullable(),
  sp: z.string().nullable(),
  placeTerms: z.string(),
  /** The same terms as numbers, for the betslip's return maths. */
  terms: ZPlaceTerms,
  publishedAt: z.string(),
});
export type TTip = z.infer<typeof ZTip>;

/** What a caller without access gets: the race, never the horse, odds or analysis. */
export const ZLockedTip = z.object({
  id: z.number().int(),
  locked: z.literal(true),
  accessLevel: ZTier,
  confidence: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  category: z.string(),
});
export type TLockedTip = z.infer<typeof ZLockedTip>;

export const ZTipOrLocked = z.discriminatedUnion('locked', [ZTip, ZLockedTip]);
export type TTipOrLocked = z.infer<typeof ZTipOrLocked>;
export const ZTipList = z.array(ZTipOrLocked);

/** GET /api/admin/tips (spec 2 "Tip as listed in admin") with server-side filter and pagination. */
export const ADMIN_TIP_FILTERS = ['all', 'free', 'premium', 'pending', 'resulted'] as const;
export const ZAdminTipsQuery = z.object({
  filter: z.enum(ADMIN_TIP_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZAdminTip = z.object({
  id: z.number().int(),
  date: z.string(),
  racecourse: z.string(),
  time: z.string(),
  horse: z.string(),
  betType: z.string(),
  category: z.string(),
  odds: z.string(),
  accessLevel: ZTier,
  result: ZTipResult.nullable(),
  resultComment: z.string().nullable(),
  tipster: z.string(),
  confidence: z.number().int(),
  sp: z.string().nullable(),
  deadHeat: z.number().int().nullable(),
  deadHeatPosition: z.number().int().nullable(),
  rule4Pence: z.number().int(),
  publishedAt: z.string(),
  raceStarted: z.boolean(),
  /** Places paid each way in this race (the highest position a dead heat can be for when placed). */
  places: z.number().int(),
  analysis: z.string(),
});
export type TAdminTip = z.infer<typeof ZAdminTip>;
export const ZAdminTipPage = z.object({
  tips: z.array(ZAdminTip),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TAdminTipPage = z.infer<typeof ZAdminTipPage>;

/** GET /api/races/today. */
export const ZRaceToday = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  runners: z.number().int(),
  isHandicap: z.boolean(),
  placeTerms: z.string(),
  entries: z.array(z.object({ id: z.number().int(), horse: z.string(), result: ZTipResult.nullable() })),
});
export type TRaceToday = z.infer<typeof ZRaceToday>;

/** Track record figures for one window (all computed from recorded results). */
export const MIN_SAMPLE_FOR_RATES = 20;
export const ZTrackRecord = z.object({
  window: z.string(),
  /** Tips with a result (non-runners included). */
  settled: z.number().int(),
  /** Tips that ran: winners + level + losers. */
  ran: z.number().int(),
  /** Returned more than their stake (DESIGN.md section 4): the strike rate counts these. */
  winners: z.number().int(),
  /** Returned exactly their stake. */
  level: z.number().int(),
  /** Returned less than their stake. */
  losers: z.number().int(),
  /** Each-way tips whose horse placed without winning (also counted above by what they returned). */
  placed: z.number().int(),
  void: z.number().int(),
  /** null while fewer than MIN_SAMPLE_FOR_RATES tips have run. */
  strikeRate: z.number().nullable(),
  profitPoints: z.number(),
  stakedPoints: z.number(),
  /** Profit at starting price, over the tips whose SP is known. */
  profitPointsSp: z.number().nullable(),
  spSample: z.number().int(),
  roi: z.number().nullable(),
  /** The most losers in a row. */
  longestLosingRun: z.number().int(),
  maxDrawdownPoints: z.number(),
  hasEnoughResults: z.boolean(),
});
export type TTrackRecord = z.infer<typeof ZTrackRecord>;

export const ZTipStats = z.object({
  generatedAt: z.string(),
  last30Days: ZTrackRecord,
  allTime: ZTrackRecord,
  byTipster: z.array(ZTrackRecord.extend({ name: z.string() })),
  byCategory: z.array(ZTrackRecord.extend({ name: z.string() })),
  /** Cumulative level-stakes profit after each settled day, oldest first. */
  series: z.array(z.object({ date: z.string(), profitPoints: z.number() })),
});
export type TTipStats = z.infer<typeof ZTipStats>;
