import {
  div,
  fraction,
  fromPence,
  min,
  mul,
  ONE,
  partPrice,
  partReturnPence,
  sub,
  type TFraction,
} from '../fraction';
import { amount, clampNumber, parseStake, type TAmount } from './amount';
import { decimalOf } from './odds-formats';

export const MAX_COMMISSION_PERCENT = 10;

/**
 * What the commission field says when its text is a number outside 0-10 or not a number: the percentage it is
 * worked out at instead (the nearest end of the range, or 0). Blank says nothing (hedge works it out at 0%).
 */
export const commissionProblem = (text: string): string | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (Number.isFinite(value) && value >= 0 && value <= MAX_COMMISSION_PERCENT) return null;
  const used = Math.min(MAX_COMMISSION_PERCENT, Math.max(0, Number.isFinite(value) ? value : 0));
  return `Commission is between 0 and ${MAX_COMMISSION_PERCENT}%: worked out at ${used}%`;
};

export type THedgeInput = {
  /** Pounds backed; negative or non-numeric counts as 0. */
  backStake: number | string;
  backOdds: TFraction;
  layOdds: TFraction;
  /** The exchange's commission on net winnings, in percent, clamped to 0-10 (non-numeric counts as 0). */
  commissionPercent?: number | string | null;
};

export type THedgeResult = {
  commission: TFraction;
  /** The lay stake that makes both outcomes pay the same after commission. */
  layStake: TAmount;
  /** What the lay loses if the horse wins: lay stake x (lay decimal - 1). */
  liability: TAmount;
  /** Back winnings less the liability. */
  ifBackWins: TAmount;
  /** Lay stake less commission, less the back stake. */
  ifBackLoses: TAmount;
  /** The smaller of the two; they are equal exactly, so within 1p once each is rounded for display. */
  guaranteedProfit: TAmount;
};

/**
 * Lay stake that equalises the outcomes: with back stake B whose bookmaker pays R if it wins (B·Db with fractions of
 * a penny dropped, `partReturnPence`, as tracked bets are settled), lay stake L at decimal Dl and commission c (a
 * fraction) on the lay's winnings,
 *   back wins:  (R - B) - L(Dl - 1)        back loses:  L(1 - c) - B
 * and setting them equal gives R = L(Dl - c), so L = R / (Dl - c).
 * NOTE: the spec's formula, L' = B·Db / Dl / (1 - c), is that only when c = 0. The difference between the outcomes
 * is B·Db - L'(Dl - c), which is 0 only if Dl - c = Dl(1 - c), i.e. c = 0 (or Dl = 1). Example: £10 back at 2/1
 * (3.0), lay at 6/4 (2.5), 5% commission: L' = £12.63 leaves +£1.05 if the horse wins but +£2.00 if it loses;
 * L = 30 / 2.45 = £12.24 leaves +£1.63 either way.
 */
export const hedge = (input: THedgeInput): THedgeResult => {
  const backStake = parseStake(input.backStake);
  const commission = div(clampNumber(input.commissionPercent, 0, MAX_COMMISSION_PERCENT, 0), fraction(100));
  const backReturn = fromPence(partReturnPence(backStake, partPrice(input.backOdds, ONE, 0, ONE)));
  const layDecimal = decimalOf(input.layOdds);
  // Lay decimal is above 1 and commission at most 0.1, so the divisor is positive.
  const layStake = div(backReturn, sub(layDecimal, commission));
  const liability = mul(layStake, sub(layDecimal, ONE));
  const ifBackWins = sub(sub(backReturn, backStake), liability);
  const ifBackLoses = sub(mul(layStake, sub(ONE, commission)), backStake);
  return {
    commission,
    layStake: amount(layStake),
    liability: amount(liability),
    ifBackWins: amount(ifBackWins),
    ifBackLoses: amount(ifBackLoses),
    guaranteedProfit: amount(min(ifBackWins, ifBackLoses)),
  };
};
