import { z } from 'zod';
import { ZTier } from './contract';
import { ZRaceCard, ZTipBetType, ZTipResult } from './tip.contract';

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

/** A tip on a runner, as far as the caller may see it (GET /api/races/:id). */
export const ZRaceRunnerTip = z.object({
  id: z.number().int(),
  category: z.string(),
  tipster: z.string(),
  betType: ZTipBetType,
  odds: z.string(),
  accessLevel: ZTier,
});

/** What happened to a runner, once the race has its result. */
export const ZRunnerResult = z.object({
  /** How bets on it settle: Won, Placed, Lost or NonRunner. */
  outcome: ZTipResult,
  /** "1".."40" or a non-finish code ("PU", "F", "UR"...); null when not recorded (a non-runner, or a tip-only result). */
  position: z.string().nullable(),
  /** The position in words: "1st", "Pulled up"; null with the position. */
  positionLabel: z.string().nullable(),
  /** The distance behind the horse in front, as results print it ("1½", "nk"). */
  beaten: z.string().nullable(),
  sp: z.string().nullable(),
  /** "F" for the favourite, "JF" for a joint favourite (known when the race holds its whole field). */
  favourite: z.enum(['F', 'JF']).nullable(),
  rule4Pence: z.number().int(),
  deadHeat: z.object({ horses: z.number().int(), position: z.number().int() }).nullable(),
});

/** A runner on the race card. */
export const ZRaceRunner = z.object({
  id: z.number().int(),
  number: z.number().int().nullable(),
  horse: z.string(),
  age: z.number().int().nullable(),
  weightLb: z.number().int().nullable(),
  draw: z.number().int().nullable(),
  officialRating: z.number().int().nullable(),
  jockey: z.string().nullable(),
  trainer: z.string().nullable(),
  form: z.string().nullable(),
  headgear: z.string().nullable(),
  /** Withdrawn: when (ISO), if known. */
  nonRunner: z.object({ withdrawnAt: z.string().nullable() }).nullable(),
  result: ZRunnerResult.nullable(),
  tips: z.array(ZRaceRunnerTip),
});
export type TRaceRunner = z.infer<typeof ZRaceRunner>;

/**
 * GET /api/races/:id (issue 35): the race card before the off and the full result after it. A race holding its whole
 * declared field lists every runner; a race typed in with its tips lists only runners whose tip the caller may see or
 * that have a result. A tip the caller's plan does not show is only counted (`lockedTips`).
 */
export const ZRaceDetail = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  racecourse: z.string(),
  race: ZRaceCard,
  isHandicap: z.boolean(),
  placeTerms: z.string(),
  fullField: z.boolean(),
  /** Every runner that ran has its result. */
  resulted: z.boolean(),
  runners: z.array(ZRaceRunner),
  /** Tips on this race the caller's plan does not show yet (or held back during a break). */
  lockedTips: z.number().int(),
});
export type TRaceDetail = z.infer<typeof ZRaceDetail>;
