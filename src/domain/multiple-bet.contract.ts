import { z } from 'zod';
import { MAX_SETTLER_SELECTIONS, ZSettlerBetType } from './calculators/bet-types';
import { poundsBetween, ZFractionalOdds, ZId } from './contract';
import { MAX_STAKE_POUNDS, MIN_STAKE_POUNDS } from './limits.contract';
import { formatPounds } from './money';

/** The multiples a member can track: every Bet Settler type but singles (a single is POST /api/bets). */
export const ZMultipleBetType = ZSettlerBetType.exclude(['singles'], {
  error: 'must be a multiple: double, treble, 4-fold to 8-fold, or trixie to goliath',
});
export type TMultipleBetType = z.infer<typeof ZMultipleBetType>;
export const MULTIPLE_BET_TYPES = ZMultipleBetType.options;

/** A bookmaker's name as the member typed it or picked it from the list. */
export const ZBookmaker = z
  .string()
  .max(200, 'Bookmaker must be at most 60 characters')
  .trim()
  .min(1, 'Bookmaker must not be empty')
  .max(60, 'Bookmaker must be at most 60 characters');

/**
 * POST /api/bets/multiple (issue 36): a double to a Goliath over runners in different races, each at the price the
 * member took, each way or not, with the stake per line (pounds, at most 2 decimals). `clientRef` (a UUID the device
 * makes) makes a retried placement idempotent.
 */
export const ZPlaceMultipleBody = z.object({
  type: ZMultipleBetType,
  eachWay: z.boolean(),
  stakePerLine: poundsBetween(MIN_STAKE_POUNDS, MAX_STAKE_POUNDS, {
    min: `must be at least ${formatPounds(MIN_STAKE_POUNDS)}`,
    max: `must be at most ${formatPounds(MAX_STAKE_POUNDS)}`,
  }),
  legs: z
    .array(z.object({ raceEntryId: ZId, odds: ZFractionalOdds }))
    .min(2, 'A multiple needs at least 2 legs')
    .max(MAX_SETTLER_SELECTIONS, `A multiple has at most ${MAX_SETTLER_SELECTIONS} legs`),
  bookmaker: ZBookmaker.optional(),
  clientRef: z.string().max(36, 'must be a UUID').uuid('must be a UUID').optional(),
});
export type TPlaceMultipleBody = z.output<typeof ZPlaceMultipleBody>;
/** What a client sends (the odds as text). */
export type TPlaceMultipleRequest = z.input<typeof ZPlaceMultipleBody>;
