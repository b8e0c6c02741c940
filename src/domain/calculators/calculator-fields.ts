/**
 * Fields several calculator screens share: fractional odds as typed, and each-way terms chosen from a list. Kept
 * apart from the engines (odds-formats, bet-calculator), which other screens load too, so only the tools carry them.
 */
import { PLACE_FRACTIONS, type TPlaceFraction } from './bet-calculator';
import type { TFractionalInput } from './odds-formats';

/** What a calculator says under fractional odds it could not read (they count as evens). */
export const ODDS_NOT_UNDERSTOOD_MESSAGE = 'Not understood: counted as evens';

/** The message for fractional odds as typed: null when understood, else ODDS_NOT_UNDERSTOOD_MESSAGE. */
export const fractionalOddsProblem = (reading: Pick<TFractionalInput, 'isUnderstood'>): string | null =>
  reading.isUnderstood ? null : ODDS_NOT_UNDERSTOOD_MESSAGE;

/** The places a race can pay, 1 (win only) to 5, as the calculators offer them (placeTermsOf keeps to these). */
export const PLACES_PAID = [1, 2, 3, 4, 5] as const;

/** Place terms chosen from the list, or null for any other text. */
export const parsePlaceFraction = (value: string): TPlaceFraction | null =>
  PLACE_FRACTIONS.find((fraction) => fraction === value) ?? null;
