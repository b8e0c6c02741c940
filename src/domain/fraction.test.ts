import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  div,
  equals,
  floorToPence,
  fraction,
  fromOdds,
  fromPence,
  mul,
  ONE,
  parseDecimal,
  partPrice,
  roundHalfAwayToPence,
  sub,
  type TFraction,
  toNumber,
  ZERO,
} from './fraction';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

const anyFraction = fc
  .tuple(
    fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    fc.bigInt({ min: 1n, max: 10n ** 9n }),
    fc.boolean(),
  )
  .map(([n, d, negativeDen]) => (negativeDen ? fraction(-n, -d) : fraction(n, d)));
const nonZero = anyFraction.filter((f) => f.num !== 0n);

describe('fraction', () => {
  it('is normalised: lowest terms and a positive denominator, so equal values have equal parts', () => {
    expect(fraction(6, -4)).toEqual({ num: -3n, den: 2n });
    expect(fraction(0, -7)).toEqual({ num: 0n, den: 1n });
    fc.assert(
      fc.property(anyFraction, fc.bigInt({ min: 1n, max: 1000n }), (f, k) => {
        expect(f.den > 0n).toBe(true);
        expect(gcd(f.num, f.den)).toBe(f.num === 0n ? f.den : 1n);
        expect(fraction(f.num * k, f.den * k)).toEqual(f);
        expect(fraction(-f.num * k, -f.den * k)).toEqual(f);
      }),
    );
  });

  it('refuses a zero denominator and numbers that are not whole', () => {
    expect(() => fraction(1, 0)).toThrow(RangeError);
    expect(() => fraction(1.5, 2)).toThrow(RangeError);
    expect(() => div(ONE, ZERO)).toThrow(RangeError);
  });

  it('adds and multiplies commutatively and associatively, and multiplication distributes', () => {
    fc.assert(
      fc.property(anyFraction, anyFraction, anyFraction, (a, b, c) => {
        expect(add(a, b)).toEqual(add(b, a));
        expect(mul(a, b)).toEqual(mul(b, a));
        expect(add(add(a, b), c)).toEqual(add(a, add(b, c)));
        expect(mul(mul(a, b), c)).toEqual(mul(a, mul(b, c)));
        expect(mul(a, add(b, c))).toEqual(add(mul(a, b), mul(a, c)));
      }),
    );
  });

  it('undoes addition with sub and multiplication with div', () => {
    fc.assert(
      fc.property(anyFraction, nonZero, (a, b) => {
        expect(sub(add(a, b), b)).toEqual(a);
        expect(div(mul(a, b), b)).toEqual(a);
        expect(sub(a, a)).toEqual(ZERO);
      }),
    );
  });

  it('compares like the numbers it stands for', () => {
    expect(compare(fraction(1, 3), fraction(1, 2))).toBe(-1);
    expect(compare(fraction(-1, 2), fraction(-2, 3))).toBe(1);
    expect(equals(fraction(2, 4), fraction(1, 2))).toBe(true);
    fc.assert(
      fc.property(anyFraction, anyFraction, (a, b) => {
        const difference = toNumber(a) - toNumber(b);
        if (Math.abs(difference) > 1e-9) expect(compare(a, b)).toBe(Math.sign(difference));
        // NOTE: a sum, not toBe(-compare(b, a)): for equal fractions that is -0, which toBe (Object.is) tells from 0.
        expect(compare(a, b) + compare(b, a)).toBe(0);
      }),
    );
  });

  it('holds an 8-fold at 1000/1 exactly, where a double would not', () => {
    const price = fromOdds({ num: 1001, den: 1 });
    const eightFold = Array.from({ length: 8 }, () => price).reduce(mul, ONE);
    expect(eightFold.num).toBe(1001n ** 8n);
    expect(Number.isSafeInteger(toNumber(eightFold))).toBe(false);
    expect(toNumber(eightFold)).toBeCloseTo(1001 ** 8, -12);
  });
});

describe('parseDecimal', () => {
  it.each([
    ['6', fraction(6)],
    ['6.0', fraction(6)],
    ['1.91', fraction(191, 100)],
    [' -2.005 ', fraction(-401, 200)],
    ['.25', fraction(1, 4)],
    ['7.', fraction(7)],
  ])('reads %j exactly', (text, expected) => expect(parseDecimal(text)).toEqual(expected));

  it.each(['', 'abc', '1.2.3', '1e3', '--1', '.'])('refuses %j', (text) =>
    expect(parseDecimal(text)).toBeNull(),
  );
});

describe('money helpers', () => {
  const pounds = (text: string): TFraction => parseDecimal(text)!;

  it('rounds halves away from zero for display', () => {
    expect(roundHalfAwayToPence(pounds('41.875'))).toBe(4188);
    expect(roundHalfAwayToPence(pounds('14.375'))).toBe(1438);
    expect(roundHalfAwayToPence(pounds('-2.005'))).toBe(-201);
    expect(roundHalfAwayToPence(pounds('-2.0049'))).toBe(-200);
    expect(roundHalfAwayToPence(pounds('0.004'))).toBe(0);
    expect(roundHalfAwayToPence(fraction(1, 3))).toBe(33);
  });

  it('rounds down (towards minus infinity) for payouts', () => {
    expect(floorToPence(pounds('14.375'))).toBe(1437);
    expect(floorToPence(pounds('-0.001'))).toBe(-1);
    expect(floorToPence(fraction(2, 3))).toBe(66);
  });

  it('rounds every thousandth of a pound half away from zero, and floors it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        const value = fraction(thousandths, 1000);
        const tenths = Math.abs(thousandths) % 10;
        const towardZero = Math.trunc(thousandths / 10);
        const expected = tenths >= 5 ? towardZero + Math.sign(thousandths) : towardZero;
        expect(roundHalfAwayToPence(value)).toBe(expected + 0); // + 0 turns -0 into 0
        expect(floorToPence(value)).toBe(Math.floor(thousandths / 10));
      }),
    );
  });

  it('goes to and from pence and odds', () => {
    expect(fromPence(1250)).toEqual(fraction(25, 2));
    expect(roundHalfAwayToPence(fromPence(-1234))).toBe(-1234);
    expect(fromOdds({ num: 6, den: 4 })).toEqual(fraction(3, 2));
  });

  it('prices a part: 7/4 at 1/4 odds pays 1.4375 a unit; 4/1 with a 25p Rule 4 pays 4; a half share halves it', () => {
    expect(partPrice(fraction(7, 4), fraction(1, 4), 0, ONE)).toEqual(fraction(23, 16));
    expect(partPrice(fraction(4), ONE, 25, ONE)).toEqual(fraction(4));
    expect(partPrice(fraction(6), ONE, 0, fraction(1, 2))).toEqual(fraction(7, 2));
  });
});
