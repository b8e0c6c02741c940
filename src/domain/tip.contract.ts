import { z } from 'zod';
import { ZPlaceTerms, ZTier, ZTipResult } from './contract';
import { GOINGS, RACE_CLASSES, RACE_TYPES } from './racecard';
import { TIP_BET_TYPES } from './tips';

export const ZTipBetType = z.enum(TIP_BET_TYPES);
export { ZTipResult };

/** The race as the card prints it (public racecard facts: shown on locked tips too). Null = not recorded. */
export const ZRaceCard = z.object({
  name: z.string().nullable(),
  type: z.enum(RACE_TYPES).nullable(),
  raceClass: z.enum(RACE_CLASSES).nullable(),
  distanceYards: z.number().int().nullable(),
  going: z.enum(GOINGS).nullable(),
  runners: z.number().int(),
});
export type TRaceCard = z.infer<typeof ZRaceCard>;

/** The tipped runner's line on the card. */
export const ZRunnerCard = z.object({
  jockey: z.string().nullable(),
  trainer: z.string().nullable(),
  age: z.number().int().nullable(),
  weightLb: z.number().int().nullable(),
  draw: z.number().int().nullable(),
  officialRating: z.number().int().nullable(),
  form: z.string().nullable(),
});
export type TRunnerCard = z.infer<typeof ZRunnerCard>;

/** A tip the caller may see in full. */
export const ZTip = z.object({
  id: z.number().int(),
  locked: z.literal(false),
  /** The race (GET /api/races/:id): its whole card before the off, its full result after. */
  raceId: z.number().int(),
  accessLevel: ZTier,
  horse: z.string(),
  confidence: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  /** The race's off as an instant (ISO), for countdowns. */
  startsAt: z.string(),
  race: ZRaceCard,
  runner: ZRunnerCard,
  odds: z.string(),
  oddsNum: z.number().int(),
  oddsDen: z.number().int(),
  tipster: z.string(),
  category: z.string(),
  betType: ZTipBetType,
  stakePoints: z.number().int(),
  analysis: z.string(),
  raceEntryId: z.number().int(),
  /** The horse has been withdrawn from the card (a non-runner): it cannot be backed; its result will void the tip. */
  withdrawn: z.boolean(),
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
  /** The race (GET /api/races/:id): its card is public, the tipped runner is not marked for this caller. */
  raceId: z.number().int(),
  accessLevel: ZTier,
  confidence: z.number().int(),
  date: z.string(),
  time: z.string(),
  racecourse: z.string(),
  startsAt: z.string(),
  race: ZRaceCard,
  category: z.string(),
  /**
   * Set when the tip is held back because the caller is on a break (issue 32), not because of their plan: when the
   * break ends (ISO), and the notice to show instead of the selection.
   */
  heldUntil: z.string().optional(),
  notice: z.string().optional(),
});
export type TLockedTip = z.infer<typeof ZLockedTip>;

export const ZTipOrLocked = z.discriminatedUnion('locked', [ZTip, ZLockedTip]);
export type TTipOrLocked = z.infer<typeof ZTipOrLocked>;
export const ZTipList = z.array(ZTipOrLocked);
