import { parseDecimalOdds } from './calculators/odds-formats';
import { isOddsInRange, ODDS_RANGE_MESSAGE, parseFractionalOdds, type TOddsFormat } from './odds';

/** What a typed price means: the fraction the API takes ("5/2", "Evens"), or why it cannot be read. */
export type TPriceInput = { odds: string; message: null } | { odds: null; message: string };

export const PRICE_REQUIRED_MESSAGE = 'Enter the price you took';
const FRACTIONAL_MESSAGE = 'Enter the price as a fraction such as 5/2 or 11/10 (or Evens)';
const DECIMAL_PRICE_MESSAGE = 'Enter the price as a decimal such as 3.50';
/** The API's fractions have at most 4 digits a side (src/domain/odds.ts parseFractionalOdds). */
const MAX_PART = 9999n;

/**
 * A price typed in the member's odds format (the slip, a correction, a bet typed by hand), as the fraction sent to the
 * server: fractional as typed, decimal converted exactly (3.5 -> 5/2, 1.91 -> 91/100). Within 1/100..1000/1.
 */
export const parsePriceInput = (text: string, format: TOddsFormat): TPriceInput => {
  if (text.trim() === '') return { odds: null, message: PRICE_REQUIRED_MESSAGE };
  if (format === 'fractional') {
    const odds = parseFractionalOdds(text);
    if (!odds) return { odds: null, message: FRACTIONAL_MESSAGE };
    return isOddsInRange(odds)
      ? { odds: odds.text, message: null }
      : { odds: null, message: ODDS_RANGE_MESSAGE };
  }
  const decimal = parseDecimalOdds(text);
  if (!decimal.odds) return { odds: null, message: decimal.message };
  const { num, den } = decimal.odds;
  if (num > MAX_PART || den > MAX_PART) return { odds: null, message: DECIMAL_PRICE_MESSAGE };
  const odds = { num: Number(num), den: Number(den) };
  if (!isOddsInRange(odds)) return { odds: null, message: ODDS_RANGE_MESSAGE };
  return { odds: num === den ? 'Evens' : `${num}/${den}`, message: null };
};
