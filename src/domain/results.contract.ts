import { z } from 'zod';
import { ZTier } from './contract';
import { BET_STATUSES } from './settlement';
import { ZRaceCard, ZTipBetType, ZTipResult } from './tip.contract';

/**
 * GET /api/results?date=YYYY-MM-DD (public, issue 35): a UK day's resulted races, by meeting, in off-time order. Only
 * runners with a result are listed, so nothing about a race still to run (or a premium tip on it) is in it. The
 * runners are today's tipped runners; when whole fields are imported the same shape carries them.
 */

/** What a tip on the runner did at a level stake of 1 point (each way: 1 point each way) at its advised odds. */
export const ZResultTip = z.object({
  id: z.number().int(),
  tipster: z.string(),
  category: z.string(),
  betType: ZTipBetType,
  accessLevel: ZTier,
  odds: z.string(),
  oddsNum: z.number().int(),
  oddsDen: z.number().int(),
  /** Won, Placed, Lost or Void as the tip settled; null for forecasts and tricasts (they depend on other runners). */
  outcome: z.enum(BET_STATUSES).exclude(['Open']).nullable(),
  /** Profit in points at the level stake; null with the outcome. */
  profitPoints: z.number().nullable(),
});
export type TResultTip = z.infer<typeof ZResultTip>;

/** A runner with its result. */
export const ZResultRunner = z.object({
  id: z.number().int(),
  horse: z.string(),
  result: ZTipResult,
  /** The finishing position when the result records one (a winner is 1st; a dead heat names its place). */
  position: z.number().int().nullable(),
  /** Horses tied and the place they tied for, when the runner dead-heated. */
  deadHeat: z.object({ horses: z.number().int(), position: z.number().int() }).nullable(),
  /** Starting price as the bookmakers returned it. */
  sp: z.string().nullable(),
  /** Rule 4 deduction in pence in the pound (0 when none). */
  rule4Pence: z.number().int(),
  tips: z.array(ZResultTip),
});
export type TResultRunner = z.infer<typeof ZResultRunner>;

export const ZRaceResult = z.object({
  id: z.number().int(),
  time: z.string(),
  startsAt: z.string(),
  race: ZRaceCard,
  placeTerms: z.string(),
  runners: z.array(ZResultRunner),
});
export type TRaceResult = z.infer<typeof ZRaceResult>;

export const ZResultsMeeting = z.object({ racecourse: z.string(), races: z.array(ZRaceResult) });
export type TResultsMeeting = z.infer<typeof ZResultsMeeting>;

export const ZResultsDay = z.object({ date: z.string(), meetings: z.array(ZResultsMeeting) });
export type TResultsDay = z.infer<typeof ZResultsDay>;
