import { z } from 'zod';
import { isOddsInRange, ODDS_FORMATS, ODDS_MESSAGE, ODDS_RANGE_MESSAGE, parseFractionalOdds } from './odds';
import { TIERS } from './tiers';
import { TIP_RESULTS } from './tips';

/**
 * Building blocks every API contract shares. Every string and number a caller sends is bounded here or in its
 * contract (a test walks every route's schema to prove it), and no pattern may backtrack: patterns are anchored
 * and linear, and lengths are checked before patterns.
 */

/** Ids are PostgreSQL `integer` identities: 1 to 2^31-1. */
export const MAX_ID = 2_147_483_647;
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const ID_MESSAGE = 'must be an id (a whole number from 1)';

/** Is `text` an id as written in a path or query: digits only, no sign, no leading zero, no exponent, in range. */
export const parseId = (text: string): number | null =>
  text.length <= 10 && ID_PATTERN.test(text) && Number(text) <= MAX_ID ? Number(text) : null;

/** An id in a path parameter or query string. */
export const ZIdText = z
  .string()
  .max(10, ID_MESSAGE)
  .transform((text, ctx) => {
    const id = parseId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: ID_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

/** An id in a JSON body. */
export const ZId = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE);

export const ZIdParams = z.object({ id: ZIdText });

/** At most this much of a caller's input is repeated back in an error message. */
export const ECHO_MAX = 40;

/** A caller's text as an error message may quote it: cut to ECHO_MAX characters. */
export const echo = (value: string): string =>
  value.length > ECHO_MAX ? `${value.slice(0, ECHO_MAX)}...` : value;

export const ZTier = z.enum(TIERS);

/** A tip's result (won, placed, lost, void...): shared by the tips, races and bets contracts. */
export const ZTipResult = z.enum(TIP_RESULTS);

export const ZOddsFormat = z.enum(ODDS_FORMATS);

export const ZPlaceTerms = z.object({
  places: z.number().int().min(1).max(8),
  fractionNum: z.number().int().min(1).max(1),
  fractionDen: z.number().int().min(1).max(6),
});

/** A zod schema that accepts fractional odds text and yields the parsed odds. */
export const ZFractionalOdds = z
  .string()
  .trim()
  .min(1, 'Odds are required')
  .max(12)
  .transform((value, ctx) => {
    const odds = parseFractionalOdds(value);
    if (!odds) {
      ctx.addIssue({ code: 'custom', message: ODDS_MESSAGE });
      return z.NEVER;
    }
    if (!isOddsInRange(odds)) {
      ctx.addIssue({ code: 'custom', message: ODDS_RANGE_MESSAGE });
      return z.NEVER;
    }
    return odds;
  });

const hasWholePence = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * Pounds with at most two decimals (a £5 stake is `5`), as the API carries money, between `min` and `max`.
 * Every money field states its bounds, so no amount can overflow what the database stores.
 */
export const poundsBetween = (min: number, max: number, messages: { min: string; max: string }) =>
  z
    .number({ error: 'must be a number' })
    .min(min, messages.min)
    .max(max, messages.max)
    .refine(hasWholePence, 'must have at most 2 decimal places');
