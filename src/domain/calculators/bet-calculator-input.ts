/**
 * The Bet Calculator's inputs as typed: odds in any of three formats kept in step, and the stake's minus, plus and
 * slider. Texts stay as typed; what cannot be read says why (fractional odds then count as evens, as spec 2 says;
 * decimal or American text gives no price, so the last good one stays).
 */
import type { TFraction } from '../fraction';
import {
  decimalOf,
  decimalToFractional,
  displayOdds,
  parseAmericanOdds,
  parseCalculatorFractional,
  parseDecimalOdds,
} from './odds-formats';

export const ODDS_FORMATS = ['fractional', 'decimal', 'american'] as const;
export type TOddsFormat = (typeof ODDS_FORMATS)[number];

export const FRACTIONAL_ODDS_MESSAGE = 'Not understood as fractional odds (such as 5/1): counted as evens';

export const DEFAULT_BET_STAKE = '10';
/** Minus never takes the stake below this, and the slider starts here. */
export const STAKE_MIN = 1;
export const STAKE_SLIDER_MAX = 100;

/** The text typed in one format: the price (null when decimal or American text gives none) and what to say. */
export const readOddsText = (
  format: TOddsFormat,
  text: string,
): { odds: TFraction | null; problem: string | null } => {
  if (format === 'fractional') {
    const read = parseCalculatorFractional(text);
    return { odds: read.odds, problem: read.isUnderstood ? null : FRACTIONAL_ODDS_MESSAGE };
  }
  const read = format === 'decimal' ? parseDecimalOdds(text) : parseAmericanOdds(text);
  return { odds: read.odds, problem: read.message };
};

/** One price written in the three formats, as the converter writes them. */
export const oddsTexts = (odds: TFraction): Record<TOddsFormat, string> => {
  const shown = displayOdds(odds);
  return { fractional: shown.fractional, decimal: shown.decimal, american: shown.american };
};

/**
 * The texts after one format is edited: a price it understood rewrites the other two (the edited one stays as
 * typed) and is returned as the new good price; anything else changes only the edited text (odds null).
 */
export const editOddsText = (
  texts: Record<TOddsFormat, string>,
  format: TOddsFormat,
  text: string,
): { texts: Record<TOddsFormat, string>; odds: TFraction | null } => {
  const read = readOddsText(format, text);
  return read.odds && read.problem === null
    ? { texts: { ...oddsTexts(read.odds), [format]: text }, odds: read.odds }
    : { texts: { ...texts, [format]: text }, odds: null };
};

/** The stake typed, as a number; NaN when it is not one (an empty field is 0). */
const stakeNumber = (stake: string): number => Number(stake);

/** Minus and plus: £1 at a time, to the penny, never below STAKE_MIN; text that is not a number counts as 0. */
export const steppedStake = (stake: string, by: number): string => {
  const value = stakeNumber(stake);
  const current = Number.isFinite(value) ? value : 0;
  return String(Math.max(STAKE_MIN, Math.round((current + by) * 100) / 100));
};

/** Minus is offered unless the stake is a number at or below STAKE_MIN. */
export const canDecreaseStake = (stake: string): boolean => {
  const value = stakeNumber(stake);
  return !(Number.isFinite(value) && value <= STAKE_MIN);
};

/** Where the slider sits: the stake to the nearest pound, within STAKE_MIN to STAKE_SLIDER_MAX. */
export const sliderStake = (stake: string): number => {
  const value = stakeNumber(stake);
  return Math.min(STAKE_SLIDER_MAX, Math.max(STAKE_MIN, Math.round(Number.isFinite(value) ? value : 0)));
};

/** The each-way place part's price as fractional text, as the converter would show it. */
export const placeOddsText = (placeOdds: TFraction): string => decimalToFractional(decimalOf(placeOdds)).text;
