import {
  compare,
  fraction,
  fromPence,
  mul,
  parseDecimal,
  roundHalfAway,
  roundHalfAwayToPence,
  type TFraction,
  ZERO,
} from '../fraction';
import { formatPence } from '../money';

/** A money figure kept exactly, with the pence and text shown for it (rounded half away from zero, 2 decimals). */
export type TAmount = { exact: TFraction; pence: number; text: string };

/** Stakes, profits and other figures the calculators work out exactly, rounded only here, for display. */
export const amount = (exact: TFraction): TAmount => {
  const pence = roundHalfAwayToPence(exact);
  return { exact, pence, text: formatPence(pence) };
};

/**
 * A return as it is paid: whole pence from `partReturnPence` (fractions of a penny dropped from each part), so the
 * figure is exact as it stands and nothing is rounded for display.
 */
export const paid = (pence: number): TAmount => ({
  exact: fromPence(pence),
  pence,
  text: formatPence(pence),
});

/** A number typed into a calculator, read exactly (10.1 is 101/10, not the nearest double); null when not one. */
export const parseNumber = (input: number | string | null | undefined): TFraction | null => {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string') return parseDecimal(input);
  if (!Number.isFinite(input)) return null;
  // String() gives the shortest text that reads back as the same double ("10.1"), which is what was typed.
  const text = String(input);
  if (!text.includes('e')) return parseDecimal(text);
  // Exponent form: a huge double is a whole number; a tiny one is below a penny and ends up as 0 anyway.
  return Math.abs(input) >= 1 ? fraction(BigInt(input)) : parseDecimal(input.toFixed(20));
};

/** A stake in pounds: a negative or non-numeric stake becomes 0 (the spec), so the result always shows figures. */
export const parseStake = (input: number | string | null | undefined): TFraction => {
  const value = parseNumber(input);
  return value && compare(value, ZERO) > 0 ? value : ZERO;
};

/** The number clamped to [lowest, highest]; anything non-numeric is `fallback`. */
export const clampNumber = (
  input: number | string | null | undefined,
  lowest: number,
  highest: number,
  fallback: number,
): TFraction => {
  const value = parseNumber(input);
  if (!value) return fraction(fallback);
  if (compare(value, fraction(lowest)) < 0) return fraction(lowest);
  return compare(value, fraction(highest)) > 0 ? fraction(highest) : value;
};

/** The value to a fixed number of decimals, halves away from zero: "109.38". */
export const toFixedHalfAway = (value: TFraction, decimals: number): string => {
  const rounded = roundHalfAway(value, decimals);
  const digits = (rounded < 0n ? -rounded : rounded).toString().padStart(decimals + 1, '0');
  const text = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return rounded < 0n ? `-${text}` : text;
};

/** A ratio as a percentage: 1/6 -> "16.7%" with 1 decimal. */
export const formatPercent = (ratio: TFraction, decimals: number): string =>
  `${toFixedHalfAway(mul(ratio, fraction(100)), decimals)}%`;
