import { z } from 'zod';
import { DEFAULT_SETTLER_TERMS } from '~/domain/calculators/bet-settler';
import { parseAmericanOdds, parseDecimalOdds } from '~/domain/calculators/odds-formats';
import { fraction, type TFraction } from '~/domain/fraction';
import { isOddsInRange, ODDS_RANGE_MESSAGE, parseFractionalOdds } from '~/domain/odds';
import { describePlaceTerms, standardPlaceTerms, type TPlaceTerms, WIN_ONLY } from '~/domain/place-terms';
import { ENTRY_RESULTS } from '~/domain/settlement';

/** The arguments several tools share, bounded, and how they are read into the domain's types. */

export const ZOddsArg = z
  .string()
  .min(1)
  .max(12)
  .describe('Odds as the bettor gave them: fractional ("5/2", "Evens") or decimal ("3.5")');

export const ZStakeArg = z.number().min(0.01).max(100_000).describe('Stake in pounds, e.g. 10 for £10');

export const ZResultArg = z.enum(ENTRY_RESULTS);

export const ZRule4Arg = z
  .number()
  .int()
  .min(0)
  .max(90)
  .describe('Rule 4 deduction in pence in the pound (0-90), from rule4_deduction');

export const ZDeadHeatArgs = {
  dead_heat_horses: z
    .number()
    .int()
    .min(2)
    .max(20)
    .optional()
    .describe('Horses that dead-heated, when it did'),
  dead_heat_position: z
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .describe(
      'The position the dead heat was for (1 = first); by default 1st for a winner, the last place paid for a placed horse',
    ),
};

export const PLACE_FRACTION_ARGS = ['1/1', '1/2', '1/3', '1/4', '1/5'] as const;

export const ZPlaceTermsArgs = {
  places: z.number().int().min(1).max(5).optional().describe('Places paid, when the bettor gave the terms'),
  place_fraction: z.enum(PLACE_FRACTION_ARGS).optional().describe('Fraction of the odds paid for a place'),
  runners: z
    .number()
    .int()
    .min(1)
    .max(40)
    .optional()
    .describe('Runners in the race, for the usual UK terms when no terms were given'),
  is_handicap: z.boolean().optional(),
};

/** Odds as the domain's exact fraction, within 1/100 to 1000/1, or why not. */
export const readOdds = (text: string): { odds: TFraction; text: string } | { error: string } => {
  const fractional = parseFractionalOdds(text);
  if (fractional) {
    if (!isOddsInRange(fractional)) return { error: `${ODDS_RANGE_MESSAGE} (got ${text})` };
    return { odds: fraction(fractional.num, fractional.den), text: fractional.text };
  }
  if (!/^\s*\d{1,4}(\.\d{1,6})?\s*$/.test(text))
    return { error: `Odds must be fractional such as 5/2 or Evens, or decimal such as 3.5 (got ${text})` };
  const decimal = parseDecimalOdds(text.trim());
  if (!decimal.odds) return { error: `${decimal.message} (got ${text})` };
  const odds = decimal.odds;
  if (!isOddsInRange(asOdds(odds))) return { error: `${ODDS_RANGE_MESSAGE} (got ${text})` };
  return { odds, text: `${odds.num}/${odds.den}` };
};

/** American odds ("+250", "-110") as the exact fraction, within the same range, or why not. */
export const readAmericanOdds = (text: string): { odds: TFraction } | { error: string } => {
  const parsed = parseAmericanOdds(text.trim());
  if (!parsed.odds) return { error: `${parsed.message} (got ${text})` };
  if (!isOddsInRange(asOdds(parsed.odds))) return { error: `${ODDS_RANGE_MESSAGE} (got ${text})` };
  return { odds: parsed.odds };
};

/** Odds as settlement takes them. */
export const asOdds = (odds: TFraction): { num: number; den: number } => ({
  num: Number(odds.num),
  den: Number(odds.den),
});

/**
 * The each-way terms: as given, else the usual terms for the field (standardPlaceTerms), else the calculators'
 * default (3 places at 1/4), said to be assumed.
 */
export const readPlaceTerms = (args: {
  places?: number | undefined;
  place_fraction?: (typeof PLACE_FRACTION_ARGS)[number] | undefined;
  runners?: number | undefined;
  is_handicap?: boolean | undefined;
}): { terms: TPlaceTerms; basis: string } => {
  if (args.places !== undefined || args.place_fraction !== undefined) {
    const places = args.places ?? DEFAULT_SETTLER_TERMS.places;
    const [num, den] = (args.place_fraction ?? '1/4').split('/').map(Number);
    const terms = places === 1 ? WIN_ONLY : { places, fractionNum: num!, fractionDen: den! };
    return { terms, basis: `as given: ${describePlaceTerms(terms)}` };
  }
  if (args.runners !== undefined) {
    const terms = standardPlaceTerms(args.runners, args.is_handicap ?? false);
    const race = `${args.runners}-runner ${args.is_handicap ? 'handicap' : 'race'}`;
    return { terms, basis: `the usual terms for a ${race}: ${describePlaceTerms(terms)}` };
  }
  return {
    terms: DEFAULT_SETTLER_TERMS,
    basis: `assumed ${describePlaceTerms(DEFAULT_SETTLER_TERMS)} (no terms or field size given; ask the bettor)`,
  };
};
