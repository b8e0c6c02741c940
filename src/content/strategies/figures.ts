/**
 * Small helpers the strategy guides share: lesson links, and each-way bets worked with the bet calculator on the
 * standard terms. Pure: they only call domain functions, so every figure in the guides is computed, never typed.
 */
import {
  calculateBet,
  PLACE_FRACTIONS,
  type TBetCalculation,
  type TPlaceFraction,
} from '~/domain/calculators/bet-calculator';
import type { TFraction } from '~/domain/fraction';
import { moduleOfLesson, type TLessonId } from '~/domain/learn';
import type { TPlaceTerms } from '~/domain/place-terms';

/** The product's pages a guide may link to (besides lessons). */
export const TOOL_HREFS = [
  '/tools',
  '/tools/betting-guide',
  '/tips',
  '/responsible-gambling',
  '/learn',
] as const;

/** The learning centre's address for a lesson: /learn/<module>/<lesson-id>. */
export const lessonHref = (id: TLessonId): string => `/learn/${moduleOfLesson(id)}/${id}`;

/** The calculator's place fraction for a set of terms ('1/5' for 3 places at 1/5); throws for terms it lacks. */
export const placeFractionOf = (terms: TPlaceTerms): TPlaceFraction => {
  const text = `${terms.fractionNum}/${terms.fractionDen}`;
  const found = PLACE_FRACTIONS.find((fraction) => fraction === text);
  if (!found) throw new Error(`The bet calculator has no place fraction ${text}`);
  return found;
};

/** An each-way bet of `stake` pounds a part, on the given terms, worked by the bet calculator. */
export const eachWayBet = (stake: number, odds: TFraction, terms: TPlaceTerms): TBetCalculation =>
  calculateBet({
    stake,
    odds,
    isEachWay: true,
    places: terms.places,
    placeFraction: placeFractionOf(terms),
  });

/** A win single of `stake` pounds, worked by the bet calculator. */
export const winBet = (stake: number, odds: TFraction): TBetCalculation =>
  calculateBet({ stake, odds, isEachWay: false });
