import {
  add,
  compare,
  div,
  equals,
  fraction,
  mul,
  ONE,
  parseDecimal,
  roundHalfAway,
  sub,
  type TFraction,
  toNumber,
} from '../fraction';
import { parseFractionalOdds } from '../odds';
import { formatPercent, toFixedHalfAway } from './amount';
import { UK_PRICE_LADDER } from './price-ladder';

/** Odds typed as a fraction. `odds` is always usable; `isUnderstood` says whether it came from the text. */
export type TFractionalInput = { odds: TFraction; text: string; isUnderstood: boolean };

/** Odds typed as decimal or American: the odds as an exact fraction (5/1), or why the text was not used. */
export type TOddsInput = { odds: TFraction; message: null } | { odds: null; message: string };

export const DECIMAL_MINIMUM = fraction(101, 100);
export const DECIMAL_MESSAGE = 'Decimal odds must be a number such as 3.50';
export const DECIMAL_MINIMUM_MESSAGE = 'Decimal odds must be at least 1.01';
export const AMERICAN_MESSAGE = 'American odds must be +100 or more, or -100 or less (such as +500 or -110)';

/**
 * Fractional odds for the calculators. The spec reads an invalid or zero-denominator fraction as evens, so the
 * figures still show; `isUnderstood: false` lets the input say it did not read the text.
 */
export const parseCalculatorFractional = (text: string): TFractionalInput => {
  const parsed = parseFractionalOdds(text);
  if (!parsed) return { odds: ONE, text: 'Evens', isUnderstood: false };
  return { odds: fraction(parsed.num, parsed.den), text: parsed.text, isUnderstood: true };
};

/**
 * Decimal odds (stake included), at least 1.01, kept exactly as typed: 6.0 -> 5/1, 1.91 -> 91/100, 2.375 -> 11/8.
 * Every decimal counts (a typed 2.375 is not the 2.38 it would show at 2 places), so the price does not change when
 * it is shown in another format.
 */
export const parseDecimalOdds = (text: string): TOddsInput => {
  const decimal = parseDecimal(text);
  if (!decimal) return { odds: null, message: DECIMAL_MESSAGE };
  if (compare(decimal, DECIMAL_MINIMUM) < 0) return { odds: null, message: DECIMAL_MINIMUM_MESSAGE };
  return { odds: sub(decimal, ONE), message: null };
};

/** The odds of an American price: +500 -> 5/1, -110 -> 100/110 = 10/11. Zero and anything inside +-100 are invalid. */
export const fromAmerican = (american: TFraction): TFraction | null => {
  const hundred = fraction(100);
  if (compare(american, hundred) >= 0) return div(american, hundred);
  if (compare(american, fraction(-100)) <= 0) return div(hundred, fraction(-american.num, american.den));
  return null;
};

export const parseAmericanOdds = (text: string): TOddsInput => {
  const value = parseDecimal(text);
  const odds = value && fromAmerican(value);
  return odds ? { odds, message: null } : { odds: null, message: AMERICAN_MESSAGE };
};

/** Decimal odds (stake included): 5/1 -> 6. */
export const decimalOf = (odds: TFraction): TFraction => add(odds, ONE);

/** Fractional odds of a decimal price: 6 -> 5/1. */
export const fromDecimal = (decimal: TFraction): TFraction => sub(decimal, ONE);

/** American odds: +odds x 100 at evens or longer, -100 / odds when odds-on (10/11 -> -110). */
export const americanOf = (odds: TFraction): TFraction =>
  compare(odds, ONE) >= 0 ? mul(odds, fraction(100)) : fraction(-100n * odds.den, odds.num);

/** The chance the price implies: 1 / decimal (5/1 -> 1/6). */
export const impliedProbability = (odds: TFraction): TFraction => div(ONE, decimalOf(odds));

export const formatFraction = (odds: TFraction): string => `${odds.num}/${odds.den}`;
export const formatDecimal = (odds: TFraction): string => toFixedHalfAway(decimalOf(odds), 2);

const MOST_DECIMAL_PLACES = 4;

/**
 * Decimal odds written out in full when they end within 4 places (11/8 -> "2.375"; at least 2 places, "6.00"), else
 * to 2 places as `formatDecimal` shows them (10/11 -> "1.91"): the exact price wherever a decimal can hold it.
 */
export const formatDecimalInFull = (odds: TFraction): string => {
  const decimal = decimalOf(odds);
  for (let places = 2; places <= MOST_DECIMAL_PLACES; places += 1)
    if (mul(decimal, fraction(10n ** BigInt(places))).den === 1n) return toFixedHalfAway(decimal, places);
  return formatDecimal(odds);
};

/**
 * Fractional odds exactly as they are: as bookmakers write the price when it is exactly a ladder price (3/2 -> "6/4",
 * 1/1 -> "Evens", 10/3 -> "100/30"), else in lowest terms (91/100, which no ladder price equals: 10/11 is 1.909...).
 */
export const formatFractionExactly = (odds: TFraction): string =>
  UK_PRICE_LADDER.find((price) => equals(price.odds, odds))?.text ?? formatFraction(odds);
export const formatImpliedProbability = (odds: TFraction): string =>
  formatPercent(impliedProbability(odds), 1);

/** "+500", "-110"; a price that is not a whole number shows up to 2 decimals ("-162.5" for 8/13). */
export const formatAmerican = (odds: TFraction): string => {
  const text = toFixedHalfAway(americanOf(odds), 2).replace(/\.?0+$/, '');
  return text.startsWith('-') ? text : `+${text}`;
};

export const FRACTION_TOLERANCE = fraction(1, 1000);
const MAX_SEARCH_DENOMINATOR = 100n;

/**
 * How a decimal price reads as a fraction. `ladder`: it rounds (2 decimals) to the same figure as a traditional price;
 * `search`: the closest fraction with a denominator of 1-100 lies within FRACTION_TOLERANCE; `nearest`: none does,
 * so this is the closest found.
 */
export type TFractionalReading = { text: string; odds: TFraction; source: 'ladder' | 'search' | 'nearest' };

const absolute = (value: TFraction): TFraction => (value.num < 0n ? fraction(-value.num, value.den) : value);

/** Decimal to fractional text: the UK ladder first, then the spec's search (decision record 0006). */
export const decimalToFractional = (decimal: TFraction): TFractionalReading => {
  const shown = roundHalfAway(decimal, 2);
  const ladder = UK_PRICE_LADDER.find((price) => roundHalfAway(decimalOf(price.odds), 2) === shown);
  if (ladder) return { ...ladder, source: 'ladder' };

  const target = fromDecimal(decimal);
  let best: { odds: TFraction; error: TFraction } | null = null;
  for (let den = 1n; den <= MAX_SEARCH_DENOMINATOR; den += 1n) {
    const num = roundHalfAway(mul(target, fraction(den)));
    const odds = fraction(num > 0n ? num : 1n, den);
    const error = absolute(sub(odds, target));
    // Strictly closer only, so on a tie the smaller denominator found first stays.
    if (!best || compare(error, best.error) < 0) best = { odds, error };
  }
  // Denominators 1-100 always give a candidate, and a closest one within tolerance is also the closest overall.
  const { odds, error } = best!;
  const source = compare(error, FRACTION_TOLERANCE) <= 0 ? 'search' : 'nearest';
  return { text: formatFraction(odds), odds, source };
};

/** One price in every format the converter shows. */
export type TOddsDisplay = {
  fractional: string;
  decimal: string;
  american: string;
  impliedProbability: string;
  /** For sorting and charts only; the figures above are exact until rounded for display. */
  decimalNumber: number;
};

export const displayOdds = (odds: TFraction): TOddsDisplay => ({
  fractional: decimalToFractional(decimalOf(odds)).text,
  decimal: formatDecimal(odds),
  american: formatAmerican(odds),
  impliedProbability: formatImpliedProbability(odds),
  decimalNumber: toNumber(decimalOf(odds)),
});
