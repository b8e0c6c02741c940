/**
 * Exact rationals on BigInt. Money and odds maths multiplies prices together (an 8-fold at 1000/1 is 1001^8, past
 * 2^53), so a double cannot hold the products exactly; BigInt can. Values are kept normalised: lowest terms, positive
 * denominator, so equal values have equal parts.
 */
export type TFraction = { readonly num: bigint; readonly den: bigint };

const toBigInt = (value: bigint | number): bigint => {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`A fraction needs whole numbers (got ${value})`);
  return BigInt(value);
};

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** num/den in lowest terms with a positive denominator. A zero denominator is a programming error: it throws. */
export const fraction = (num: bigint | number, den: bigint | number = 1n): TFraction => {
  let n = toBigInt(num);
  let d = toBigInt(den);
  if (d === 0n) throw new RangeError('A fraction cannot have a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d);
  return divisor > 1n ? { num: n / divisor, den: d / divisor } : { num: n, den: d };
};

export const ZERO = fraction(0);
export const ONE = fraction(1);

export const add = (a: TFraction, b: TFraction): TFraction =>
  fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: TFraction, b: TFraction): TFraction =>
  fraction(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: TFraction, b: TFraction): TFraction => fraction(a.num * b.num, a.den * b.den);
/** a / b; dividing by zero throws, like a zero denominator. */
export const div = (a: TFraction, b: TFraction): TFraction => fraction(a.num * b.den, a.den * b.num);

/** -1, 0 or 1 as a is less than, equal to or greater than b (denominators are positive, so cross-multiplying is safe). */
export const compare = (a: TFraction, b: TFraction): -1 | 0 | 1 => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

export const equals = (a: TFraction, b: TFraction): boolean => compare(a, b) === 0;
export const isZero = (a: TFraction): boolean => a.num === 0n;
export const min = (a: TFraction, b: TFraction): TFraction => (compare(a, b) <= 0 ? a : b);
export const sum = (values: readonly TFraction[]): TFraction => values.reduce(add, ZERO);

/** The nearest double: for display and for comparing with floating-point code only. */
export const toNumber = (a: TFraction): number => {
  const whole = a.num / a.den;
  const rest = a.num - whole * a.den;
  // Split off the whole part so big numerators and denominators do not both overflow to Infinity.
  return Number(whole) + Number(rest) / Number(a.den);
};

/** Pence (a whole number) as pounds: 1250 -> 25/2. */
export const fromPence = (pence: number): TFraction => fraction(pence, 100);

/** Fractional odds such as TOdds ({ num: 5, den: 2 }) as an exact fraction. */
export const fromOdds = (odds: { num: number; den: number }): TFraction => fraction(odds.num, odds.den);

const DECIMAL = /^\s*([+-]?)(\d+)(?:\.(\d*))?\s*$|^\s*([+-]?)\.(\d+)\s*$/;

/** Decimal text ("6", "1.91", "-0.5", ".25") read exactly, with no binary rounding; null for anything else. */
export const parseDecimal = (text: string): TFraction | null => {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const sign = match[1] ?? match[4] ?? '';
  const whole = match[2] ?? '0';
  const decimals = match[3] ?? match[5] ?? '';
  const value = fraction(BigInt(whole + decimals), 10n ** BigInt(decimals.length));
  return sign === '-' ? fraction(-value.num, value.den) : value;
};

const floorDiv = (n: bigint, d: bigint): bigint => {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
};

/** Pounds to whole pence, rounded down (towards minus infinity): how a bookmaker pays out. */
export const floorToPence = (pounds: TFraction): number => Number(floorDiv(pounds.num * 100n, pounds.den));

/** value x 10^decimals as a whole number, halves rounded away from zero: the display rounding. */
export const roundHalfAway = (value: TFraction, decimals = 0): bigint => {
  const scaled = abs(value.num) * 10n ** BigInt(decimals);
  const whole = scaled / value.den;
  const rounded = (scaled % value.den) * 2n >= value.den ? whole + 1n : whole;
  return value.num < 0n ? -rounded : rounded;
};

/** Pounds to whole pence, halves rounded away from zero (41.875 -> 4188, -2.005 -> -201): for display. */
export const roundHalfAwayToPence = (pounds: TFraction): number => Number(roundHalfAway(pounds, 2));

/**
 * What one unit staked on a paying part of a bet returns, exactly:
 *   share x (1 + odds x placeFraction x (100 - rule4Pence) / 100).
 * The place fraction is 1/1 for a win part; the share is what a dead heat leaves paid (1/1 without one); Rule 4
 * comes off winnings, never the stake. Settlement, the bet calculator and the bet settler all price parts with this,
 * so they cannot disagree; an accumulator's line is the product of its legs' prices.
 */
export const partPrice = (
  odds: TFraction,
  placeFraction: TFraction,
  rule4Pence: number,
  share: TFraction,
): TFraction => {
  const keptOfWinnings = fraction(100 - rule4Pence, 100);
  return mul(share, add(ONE, mul(mul(odds, placeFraction), keptOfWinnings)));
};

/**
 * THE rounding rule for money a bet pays, used by tracked-bet settlement (My Bets), the Bet Calculator, the Bet
 * Settler, dutching, hedging, the chat and every worked return in lessons and the guide: a part of a return (the win
 * or the place part of a bet, one line of a multiple) is its stake times its price, with any fraction of a penny
 * dropped. £10 at 4/6 pays £16.66, not £16.67. Source: UK bookmakers round fractions of pence in winnings down to
 * the penny below (Wikipedia, "Mathematics of bookmaking", Settling winning bets:
 * https://en.wikipedia.org/wiki/Mathematics_of_bookmaking#Settling_winning_bets). The stake is in pounds, exact (a
 * total shared over a multiple's lines may hold fractions of a penny); the price is `partPrice`'s, or for a
 * multiple's line the product of its legs' prices.
 */
export const partReturnPence = (stakePounds: TFraction, price: TFraction): number =>
  floorToPence(mul(stakePounds, price));
