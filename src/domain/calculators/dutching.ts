import {
  compare,
  div,
  fraction,
  fromPence,
  mul,
  ONE,
  roundHalfAway,
  roundHalfAwayToPence,
  sub,
  sum,
  type TFraction,
} from '../fraction';
import { amount, formatPercent, parseNumber, parseStake, type TAmount } from './amount';
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

/**
 * Splits whole pence in proportion to `weights`: each part is its exact share rounded to the penny (the spec), and
 * when those roundings do not add up to the total (3 equal shares of £100 round to £99.99) the odd pennies go to the
 * parts whose shares were rounded furthest the other way (largest remainder). So the stakes always add up to the
 * total exactly, whatever the number of selections, and no stake is more than 1p from its exact share.
 */
const apportionPence = (totalPence: number, weights: readonly TFraction[]): number[] => {
  const whole = sum(weights);
  const shares = weights.map((weight) => mul(fraction(totalPence), div(weight, whole)));
  const pence = shares.map((share) => Number(roundHalfAway(share)));
  let missing = totalPence - pence.reduce((total, p) => total + p, 0);
  // How far each rounding fell short of the exact share: + when rounded down, - when rounded up.
  const shortfall = shares.map((share, index) => sub(share, fraction(pence[index]!)));
  const order = shortfall
    .map((_, index) => index)
    .sort((a, b) => compare(shortfall[b]!, shortfall[a]!) || a - b);
  for (let step = 0; missing !== 0 && step < order.length; step += 1) {
    const index = missing > 0 ? order[step]! : order[order.length - 1 - step]!;
    pence[index]! += Math.sign(missing);
    missing -= Math.sign(missing);
  }
  return pence;
};

/**
 * Dutching: one total stake split over 2 or more selections in proportion to their implied probabilities, so every
 * selection returns (nearly) the same. Stakes are whole pence; each return is exact from its stake and differs from
 * the others only by the penny rounding of the stakes times the odds. Null for fewer than 2 selections.
 */
export const dutch = ({ totalStake, odds }: TDutchInput): TDutchResult | null => {
  if (odds.length < DUTCH_MIN_SELECTIONS) return null;
  const asked = parseNumber(totalStake) === null ? fraction(DEFAULT_DUTCH_STAKE) : parseStake(totalStake);
  const totalPence = roundHalfAwayToPence(asked);
  const probabilities = odds.map(impliedProbability);
  const stakes = apportionPence(totalPence, probabilities);
  const selections = odds.map((price, index) => {
    const stake = fromPence(stakes[index]!);
    return {
      odds: price,
      impliedProbability: probabilities[index]!,
      stake: amount(stake),
      return: amount(mul(stake, decimalOf(price))),
    };
  });
  const smallestReturn = selections.reduce(
    (least, selection) => (compare(selection.return.exact, least) < 0 ? selection.return.exact : least),
    selections[0]!.return.exact,
  );
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
