import { fromOdds, fromPence, ONE, partPrice, partReturnPence } from './fraction';
import type { TPence } from './money';
import type { TOdds } from './odds';

type TOddsFraction = Pick<TOdds, 'num' | 'den'>;

const assertWholePence = (stakePence: TPence) => {
  if (!Number.isSafeInteger(stakePence) || stakePence < 0) {
    throw new RangeError(`Stake must be a whole number of pence, 0 or more (got ${stakePence})`);
  }
};

const assertFraction = ({ num, den }: TOddsFraction) => {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num < 0 || den <= 0) {
    throw new RangeError(`Odds must be whole numbers with a positive denominator (got ${num}/${den})`);
  }
};

/**
 * What a winning single returns at fractional odds, in pence: stake + stake x num / den, with the fraction of a penny
 * dropped by the one rounding rule, `partReturnPence` (settlement's and the calculators'). Exact, so 5/2 on £10 is
 * 3500 and 4/6 on £10 is 1666.
 */
export const winReturnPence = (stakePence: TPence, odds: TOddsFraction): TPence => {
  assertWholePence(stakePence);
  assertFraction(odds);
  return partReturnPence(fromPence(stakePence), partPrice(fromOdds(odds), ONE, 0, ONE));
};

/** The winnings part of a winning single (the return less the stake), in pence. */
export const winWinningsPence = (stakePence: TPence, odds: TOddsFraction): TPence =>
  winReturnPence(stakePence, odds) - stakePence;

/**
 * What the place part of an each-way bet returns when the horse places, in pence: the stake back plus the
 * stake at the place fraction of the odds (e.g. 1/5 of 5/2), rounded down to the penny.
 */
export const placeReturnPence = (
  stakePence: TPence,
  odds: TOddsFraction,
  placeFraction: TOddsFraction,
): TPence => {
  assertFraction(placeFraction);
  return winReturnPence(stakePence, { num: odds.num * placeFraction.num, den: odds.den * placeFraction.den });
};
