/**
 * The Bet Calculator's inputs as typed: one price, held exactly, shown in three formats, and the stake's minus, plus
 * and slider. The text typed in a format stays as typed; the other formats show the same price (switching format
 * never re-reads a text, so never changes the price). What cannot be read says why: fractional odds then count as
 * evens, as spec 2 says, and every format shows evens; decimal or American text gives no price, so the last one stays.
 */
import { type TFraction, toNumber } from '../fraction';
import {
  decimalOf,
  formatAmerican,
  formatDecimalInFull,
  formatFractionExactly,
  formatImpliedProbability,
  parseAmericanOdds,
  parseCalculatorFractional,
  parseDecimalOdds,
  type TOddsDisplay,
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

/** One price written exactly in the three formats: 11/8, 2.375, +137.5 (decimals that never end show 2 places). */
export const oddsTexts = (odds: TFraction): Record<TOddsFormat, string> => ({
  fractional: formatFractionExactly(odds),
  decimal: formatDecimalInFull(odds),
  american: formatAmerican(odds),
});

/** The price in use in every format, with its implied chance: the line under the odds field. */
export const oddsDisplay = (odds: TFraction): TOddsDisplay => ({
  ...oddsTexts(odds),
  impliedProbability: formatImpliedProbability(odds),
  decimalNumber: toNumber(decimalOf(odds)),
});

/**
 * The odds field: the format shown, the text in each format, and the one price they all show. `typedIn` is the
 * format last typed in: only its text can be one that was not understood.
 */
export type TOddsEntry = {
  format: TOddsFormat;
  texts: Record<TOddsFormat, string>;
  odds: TFraction;
  typedIn: TOddsFormat | null;
};

export const startOdds = (odds: TFraction, format: TOddsFormat = 'fractional'): TOddsEntry => ({
  format,
  texts: oddsTexts(odds),
  odds,
  typedIn: null,
});

/** Another format shows the same price: nothing is re-read. */
export const switchOddsFormat = (entry: TOddsEntry, format: TOddsFormat): TOddsEntry => ({
  ...entry,
  format,
});

/** The text in the format shown. */
export const entryText = (entry: TOddsEntry): string => entry.texts[entry.format];

/**
 * Text typed in the format shown. A price read from it (evens for fractional text it cannot read) becomes the price
 * and rewrites the other formats; decimal or American text that is not a price changes only that text.
 */
export const editOdds = (entry: TOddsEntry, text: string): TOddsEntry => {
  const { format } = entry;
  const read = readOddsText(format, text);
  return read.odds
    ? { format, texts: { ...oddsTexts(read.odds), [format]: text }, odds: read.odds, typedIn: format }
    : { ...entry, texts: { ...entry.texts, [format]: text }, typedIn: format };
};

/** Why the text shown was not used as typed, or null. */
export const oddsProblem = (entry: TOddsEntry): string | null =>
  entry.typedIn === entry.format ? readOddsText(entry.format, entryText(entry)).problem : null;

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

/** The each-way place part's price as fractional text, exactly (7/4 at 1/4 is 7/16: the price it is paid at). */
export const placeOddsText = (placeOdds: TFraction): string => formatFractionExactly(placeOdds);
