import { z } from 'zod';
import { ADVISOR_DIMENSIONS, type TAdvisorCounts, type TPersonalStrategy } from './advisor';
import { ADVISOR_REQUEST_MAX, type TAdvisorOutcome } from './advisor-outcome';
import { ADVISOR_STYLES } from './strategies';

const STYLE_MESSAGE = `Style must be one of ${ADVISOR_STYLES.join(', ')}`;
const REQUEST_MESSAGE = `Your request can be at most ${ADVISOR_REQUEST_MAX} characters`;

/**
 * POST /api/advisor/personal (Lifetime): the style and, for a custom strategy, the request, as the advisor's form
 * sends them. Nothing else is accepted; a custom strategy needs words to work on.
 */
export const ZPersonalAdviceBody = z
  .strictObject({
    style: z.enum(ADVISOR_STYLES, { message: STYLE_MESSAGE }),
    request: z.string({ message: REQUEST_MESSAGE }).max(ADVISOR_REQUEST_MAX, REQUEST_MESSAGE).default(''),
  })
  .refine((body) => body.style !== 'custom' || body.request.trim() !== '', {
    message: 'Describe the strategy you want',
    path: ['request'],
  });
export type TPersonalAdviceBody = z.input<typeof ZPersonalAdviceBody>;

/** GET /api/advisor/record (Lifetime): how many of the member's bets the strategy would count. */
export const ZAdvisorRecord = z.object({
  settled: z.number().int(),
  void: z.number().int(),
  open: z.number().int(),
}) satisfies z.ZodType<TAdvisorCounts>;

const ZFigures = {
  bets: z.number().int(),
  winners: z.number().int(),
  stakedPence: z.number().int(),
  returnedPence: z.number().int(),
  profitPence: z.number().int(),
  strikeRate: z.string(),
  roi: z.string(),
};
const ZGroup = z.object({
  dimension: z.enum(ADVISOR_DIMENSIONS),
  key: z.string(),
  label: z.string(),
  ...ZFigures,
  isReliable: z.boolean(),
});
const ZPenceOrNull = z.number().int().nullable();
const ZRace = z.object({
  racecourse: z.string(),
  time: z.string(),
  raceType: z.string().nullable().optional(),
});

/** A personal strategy (TPersonalStrategy) as the server sends it. */
export const ZPersonalStrategy = z.object({
  kind: z.literal('personal'),
  style: z.enum(ADVISOR_STYLES),
  title: z.string(),
  paragraphs: z.array(z.string()).readonly(),
  points: z.array(z.string()).readonly(),
  sections: z.array(z.object({ heading: z.string(), points: z.array(z.string()).readonly() })).readonly(),
  counts: ZAdvisorRecord,
  totals: z.object(ZFigures),
  groups: z.array(ZGroup).readonly(),
  doMore: z.array(ZGroup).readonly(),
  doLess: z.array(ZGroup).readonly(),
  staking: z.object({
    minPercent: z.number(),
    maxPercent: z.number(),
    minStakePence: ZPenceOrNull,
    maxStakePence: ZPenceOrNull,
    maxBetPence: ZPenceOrNull,
    dailyLimitPence: ZPenceOrNull,
    stopLossPence: ZPenceOrNull,
    betsAtMaxStake: z.number().int(),
  }),
  todaysMatches: z.array(ZRace).readonly(),
}) satisfies z.ZodType<TPersonalStrategy>;

/** POST /api/advisor/personal: the strategy from the member's bets, or null and why (under the general one). */
export const ZPersonalAdvice = z.object({
  personal: ZPersonalStrategy.nullable(),
  noteDetail: z.string().nullable(),
}) satisfies z.ZodType<TAdvisorOutcome>;
