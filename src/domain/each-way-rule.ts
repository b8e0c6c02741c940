import { formatFraction } from './calculators/odds-formats';
import { fraction } from './fraction';

/**
 * The one each-way rule the product states (the Each-Way Value strategy, the Simple Betting Guide's quick tip, the
 * advisor and its "Apply to Today's Races" rule): each way at 5/1 or longer, in a field of 8 or more runners.
 *
 * Why 5/1: when the horse only places, the win half is lost, so the place half alone has to return the whole outlay
 * (two unit stakes) for the bet not to lose money. The place half returns the unit stake x (1 + odds x place
 * fraction), which is two units exactly when the place odds are evens: 5/1 at 1/5 the odds, 4/1 at 1/4. Fields of 8
 * or more pay 1/5 (non-handicaps, and handicaps of 8-11) or 1/4 (bigger handicaps) on the standard terms
 * (src/domain/place-terms.ts), so from 5/1 a horse that only places gives back at least the whole each-way stake on
 * any of them; shorter, a placed finish loses money (4/1 at 1/5 pays the place half at 4/5).
 */
export const EACH_WAY_MIN_ODDS = fraction(5, 1);
/** Fields smaller than this pay 2 places (5-7 runners) or none (1-4). */
export const EACH_WAY_MIN_RUNNERS = 8;
/** "5/1" */
export const EACH_WAY_MIN_ODDS_TEXT = formatFraction(EACH_WAY_MIN_ODDS);
/** "5/1 or longer in fields of 8 or more" */
export const EACH_WAY_RULE_TEXT = `${EACH_WAY_MIN_ODDS_TEXT} or longer in fields of ${EACH_WAY_MIN_RUNNERS} or more`;
