import {
  fraction,
  fromPence,
  ONE,
  partPrice,
  partReturnPence,
  roundHalfAwayToPence,
  sub,
  sum,
  type TFraction,
} from '../fraction';
import { amount, formatPercent, paid, parseNumber, parseStake, type TAmount } from './amount';
import { decimalOf, impliedProbability } from './odds-formats';

export const DEFAULT_DUTCH_STAKE = 100;
export const DUTCH_MIN_SELECTIONS = 2;
export const DUTCH_SELECTIONS_MESSAGE = 'Dutching needs at least 2 selections';

export type TDutchInput = {
  /** Pounds to spread: 100 when not given or not a number, 0 when negative. */
  totalStake?: number | string | null;
  odds: readonly TFraction[];
};

export type TDutchSelection = {
  odds: TFraction;
  impliedProbability: TFraction;
  stake: TAmount;
  /** What this selection returns if it wins, from its penny stake. */
  return: TAmount;
};

export type TDutchResult = {
  selections: TDutchSelection[];
  /** The stakes placed: they add up to the total asked for. */
  totalStake: TAmount;
  /** The smallest return less the total stake. */
  guaranteedProfit: TAmount;
  /** Summed implied probabilities less 1: negative means every outcome profits (a profitable dutch). */
  overround: TFraction;
  overroundText: string;
};

/** The least whole-pence stake that is paid at least `pence` at this decimal price: ceil(pence / decimal). */
const stakeToBePaid = (pence: bigint, decimal: TFraction): bigint => {
  const num = pence * decimal.den;
  return num % decimal.num === 0n ? num / decimal.num : num / decimal.num + 1n;
};

/**
 * Splits whole pence over the selections so the least any of them is paid if it wins is as high as it can be. A
 * stake s at decimal price d is paid floor(s x d) pence (`partReturnPence`: fractions of a penny dropped), so being
 * paid at least V needs ceil(V / d) pence; the best V is the highest whose stakes fit in the total, found by halving
 * (the same split as handing out the pennies one at a time to whichever selection is paid least, a greedy that is
 * optimal because every return rises with its stake). The few pennies left over then go, one at a time, to the
 * selection paid least (the first listed on a tie). Each stake stays within a few pence of its share in proportion
 * to the implied chances (the spec's split), since an even return is what that proportion aims at.
 */
const apportionPence = (totalPence: number, decimals: readonly TFraction[]): number[] => {
  const total = BigInt(totalPence);
  const fits = (least: bigint) =>
    decimals.reduce((sum, decimal) => sum + stakeToBePaid(least, decimal), 0n) <= total;
  // Every selection paid 0 always fits; the longest price's return on the whole total is past the best.
  let low = 0n;
  let high =
    decimals.reduce((most, d) => ((d.num * total) / d.den > most ? (d.num * total) / d.den : most), 0n) + 1n;
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  const stakes = decimals.map((decimal) => stakeToBePaid(low, decimal));
  const paidOn = (index: number) => (stakes[index]! * decimals[index]!.num) / decimals[index]!.den;
  let left = total - stakes.reduce((sum, stake) => sum + stake, 0n);
  for (; left > 0n; left -= 1n) {
    let least = 0;
    for (let index = 1; index < stakes.length; index += 1) if (paidOn(index) < paidOn(least)) least = index;
    stakes[least]! += 1n;
  }
  return stakes.map(Number);
};

/**
 * Dutching: one total stake split over 2 or more selections in proportion to their implied probabilities, so every
 * selection returns (nearly) the same. Stakes are whole pence, split so the guaranteed return is the most the pennies
 * allow (apportionPence); each return is what a bookmaker pays on its stake, fractions of a penny dropped
 * (`partReturnPence`, as tracked bets are settled). Null for fewer than 2 selections.
 */
export const dutch = ({ totalStake, odds }: TDutchInput): TDutchResult | null => {
  if (odds.length < DUTCH_MIN_SELECTIONS) return null;
  const asked = parseNumber(totalStake) === null ? fraction(DEFAULT_DUTCH_STAKE) : parseStake(totalStake);
  const totalPence = roundHalfAwayToPence(asked);
  const probabilities = odds.map(impliedProbability);
  const stakes = apportionPence(totalPence, odds.map(decimalOf));
  const selections = odds.map((price, index) => {
    const stake = fromPence(stakes[index]!);
    return {
      odds: price,
      impliedProbability: probabilities[index]!,
      stake: amount(stake),
      return: paid(partReturnPence(stake, partPrice(price, ONE, 0, ONE))),
    };
  });
  const smallestReturn = fromPence(Math.min(...selections.map((selection) => selection.return.pence)));
  const staked = fromPence(totalPence);
  const overround = sub(sum(probabilities), ONE);
  return {
    selections,
    totalStake: amount(staked),
    guaranteedProfit: amount(sub(smallestReturn, staked)),
    overround,
    overroundText: formatPercent(overround, 2),
  };
};
