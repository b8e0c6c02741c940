import {
  div,
  fraction,
  isZero,
  mul,
  ONE,
  partPrice,
  partReturnPence,
  sub,
  type TFraction,
  ZERO,
} from '../fraction';
import type { TPlaceTerms } from '../place-terms';
import { amount, formatPercent, paid, parseStake, type TAmount } from './amount';

/** The place terms the calculator offers, as fractions of the win odds. */
export const PLACE_FRACTIONS = ['1/4', '1/5', '1/3', '1/2'] as const;
export type TPlaceFraction = (typeof PLACE_FRACTIONS)[number];
export const DEFAULT_PLACE_FRACTION: TPlaceFraction = '1/4';
export const DEFAULT_PLACES = 3;

export type TBetCalculatorInput = {
  /** Pounds; a negative or non-numeric stake counts as 0. For each way, the stake on each part. */
  stake: number | string;
  odds: TFraction;
  isEachWay: boolean;
  /** Places paid, 1-5 (clamped). One place is a win-only race, settled as settlement does: see below. */
  places?: number;
  placeFraction?: TPlaceFraction;
};

export type TEachWayParts = {
  /** The place part's price as fractional odds: the win odds x the place fraction (7/4 at 1/4 -> 7/16). */
  placeOdds: TFraction;
  /** If it wins: the win part's return and the place part's return (the place part pays too). */
  winReturn: TAmount;
  placeReturn: TAmount;
  /** If it only places: the place part's return (the win part is lost). */
  placeOnlyReturn: TAmount;
};

export type TBetCalculation = {
  /** The stake, doubled for each way. */
  totalStake: TAmount;
  /** If it wins: both parts for each way. */
  potentialReturn: TAmount;
  potentialProfit: TAmount;
  /** Profit over total stake, exactly, and as a percentage to 2 decimals ("109.35%"); 0 for no stake. */
  roi: TFraction;
  roiText: string;
  eachWay: TEachWayParts | null;
};

export const placeTermsOf = (
  places: number | undefined,
  placeFraction: TPlaceFraction | undefined,
): TPlaceTerms => {
  const [num, den] = (placeFraction ?? DEFAULT_PLACE_FRACTION).split('/').map(Number);
  const paid = places !== undefined && Number.isFinite(places) ? Math.floor(places) : DEFAULT_PLACES;
  return { places: Math.min(5, Math.max(1, paid)), fractionNum: num!, fractionDen: den! };
};

const figures = (
  totalStake: TFraction,
  potentialReturn: TAmount,
  eachWay: TEachWayParts | null,
): TBetCalculation => {
  const profit = sub(potentialReturn.exact, totalStake);
  const roi = isZero(totalStake) ? ZERO : div(profit, totalStake);
  return {
    totalStake: amount(totalStake),
    potentialReturn,
    potentialProfit: amount(profit),
    roi,
    roiText: formatPercent(roi, 2),
    eachWay,
  };
};

/**
 * Returns if the horse wins (and, each way, if it only places), as settlement pays them: each part priced by
 * `partPrice` and paid by `partReturnPence` (fractions of a penny dropped from each part), the engine My Bets
 * settles with, so the calculator and a settled bet cannot disagree.
 * Published check: Betfair's "Each Way Terms" help (support.betfair.com answer 6576): £10 each way at 7/4 with 1/4
 * place terms has a £27.50 win part and a £14.375 place part (paid as £14.37; Betfair's page rounds it to £14.38).
 */
export const calculateBet = (input: TBetCalculatorInput): TBetCalculation => {
  const stake = parseStake(input.stake);
  const winReturn = paid(partReturnPence(stake, partPrice(input.odds, ONE, 0, ONE)));
  if (!input.isEachWay) return figures(stake, winReturn, null);

  const terms = placeTermsOf(input.places, input.placeFraction);
  // As settlement does: with one place paid (a 1-4 runner race) each way is win only, the place part pays at full
  // odds and only if the horse wins.
  const isWinOnly = terms.places === 1;
  const placeFraction = isWinOnly ? ONE : fraction(terms.fractionNum, terms.fractionDen);
  const placeReturn = paid(partReturnPence(stake, partPrice(input.odds, placeFraction, 0, ONE)));
  const eachWay: TEachWayParts = {
    placeOdds: mul(input.odds, placeFraction),
    winReturn,
    placeReturn,
    placeOnlyReturn: isWinOnly ? paid(0) : placeReturn,
  };
  return figures(mul(stake, fraction(2)), paid(winReturn.pence + placeReturn.pence), eachWay);
};
