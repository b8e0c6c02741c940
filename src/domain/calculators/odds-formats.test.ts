import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equals, fraction, parseDecimal, roundHalfAway, type TFraction } from '../fraction';
import {
  AMERICAN_MESSAGE,
  americanOf,
  DECIMAL_MINIMUM_MESSAGE,
  decimalOf,
  decimalToFractional,
  displayOdds,
  formatAmerican,
  formatDecimal,
  formatImpliedProbability,
  fromAmerican,
  impliedProbability,
  parseAmericanOdds,
  parseCalculatorFractional,
  parseDecimalOdds,
} from './odds-formats';
import { UK_PRICE_LADDER } from './price-ladder';

const decimal = (text: string): TFraction => parseDecimal(text)!;
const twoDecimals = (value: TFraction) => roundHalfAway(value, 2);

describe('parseCalculatorFractional', () => {
  it('reads fractions and evens', () => {
    expect(parseCalculatorFractional('5/2')).toEqual({
      odds: fraction(5, 2),
      text: '5/2',
      isUnderstood: true,
    });
    expect(parseCalculatorFractional('evs')).toMatchObject({ odds: fraction(1), isUnderstood: true });
    expect(parseCalculatorFractional('6/4').odds).toEqual(fraction(3, 2));
  });

  it.each(['', 'abc', '5/0', '0/0', '5/', '-1/2'])(
    'counts %j as evens, but says it was not understood',
    (text) => {
      expect(parseCalculatorFractional(text)).toEqual({
        odds: fraction(1),
        text: 'Evens',
        isUnderstood: false,
      });
    },
  );
});

describe('parseDecimalOdds', () => {
  it('keeps every decimal typed, exactly: 6.0 -> 5/1, 1.91 -> 91/100, 2.375 -> 11/8, 1.915 -> 183/200', () => {
    expect(parseDecimalOdds('6.0')).toEqual({ odds: fraction(5), message: null });
    expect(parseDecimalOdds('1.91')).toEqual({ odds: fraction(91, 100), message: null });
    expect(parseDecimalOdds('2.375')).toEqual({ odds: fraction(11, 8), message: null });
    expect(parseDecimalOdds('1.915').odds).toEqual(fraction(183, 200));
    expect(parseDecimalOdds('1.01').odds).toEqual(fraction(1, 100));
  });

  it('does not use anything below 1.01, with a message', () => {
    expect(parseDecimalOdds('1.00')).toEqual({ odds: null, message: DECIMAL_MINIMUM_MESSAGE });
    expect(parseDecimalOdds('1.009')).toEqual({ odds: null, message: DECIMAL_MINIMUM_MESSAGE });
    expect(parseDecimalOdds('0.5')).toEqual({ odds: null, message: DECIMAL_MINIMUM_MESSAGE });
    expect(parseDecimalOdds('abc').odds).toBeNull();
  });
});

describe('American odds', () => {
  it('+500 is 6.0 (5/1); -110 is 1 + 100/110 (10/11 exactly)', () => {
    expect(parseAmericanOdds('+500')).toEqual({ odds: fraction(5), message: null });
    expect(formatDecimal(parseAmericanOdds('+500').odds!)).toBe('6.00');
    expect(parseAmericanOdds('-110')).toEqual({ odds: fraction(10, 11), message: null });
    expect(formatDecimal(fraction(10, 11))).toBe('1.91');
    expect(parseAmericanOdds('100').odds).toEqual(fraction(1));
    expect(parseAmericanOdds('-100').odds).toEqual(fraction(1));
  });

  it.each(['0', '+99', '-99', '50', 'abc', ''])('%j is invalid', (text) => {
    expect(parseAmericanOdds(text)).toEqual({ odds: null, message: AMERICAN_MESSAGE });
  });

  it('formats: 5/1 +500, 10/11 -110, 8/13 -162.5, evens +100', () => {
    expect(formatAmerican(fraction(5))).toBe('+500');
    expect(formatAmerican(fraction(10, 11))).toBe('-110');
    expect(formatAmerican(fraction(8, 13))).toBe('-162.5');
    expect(formatAmerican(fraction(1))).toBe('+100');
  });

  it('round-trips American -> odds -> American exactly, and odds -> American -> odds', () => {
    // -100 and +100 are both evens, shown as +100, so -100 is left out of the first direction.
    const american = fc.oneof(
      fc.integer({ min: 100, max: 100_000 }),
      fc.integer({ min: -100_000, max: -101 }),
    );
    fc.assert(
      fc.property(american, (value) => {
        expect(americanOf(fromAmerican(fraction(value))!)).toEqual(fraction(value));
      }),
    );
    const odds = fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 100 }));
    fc.assert(
      fc.property(odds, ([n, d]) => {
        expect(fromAmerican(americanOf(fraction(n, d)))).toEqual(fraction(n, d));
      }),
    );
  });
});

describe('implied probability and display', () => {
  it('is 1/decimal, shown to 1 decimal place', () => {
    expect(impliedProbability(fraction(5))).toEqual(fraction(1, 6));
    expect(formatImpliedProbability(fraction(5))).toBe('16.7%');
    expect(formatImpliedProbability(fraction(10, 11))).toBe('52.4%');
    expect(formatImpliedProbability(fraction(1))).toBe('50.0%');
  });

  it('shows one price in every format', () => {
    expect(displayOdds(fraction(10, 11))).toEqual({
      fractional: '10/11',
      decimal: '1.91',
      american: '-110',
      impliedProbability: '52.4%',
      decimalNumber: 21 / 11,
    });
  });
});

describe('decimalToFractional', () => {
  it.each([
    ['1.91', '10/11'],
    ['4.33', '100/30'],
    ['3.13', '85/40'],
    ['1.67', '4/6'],
    ['2.5', '6/4'],
    ['2', 'Evens'],
    ['6.0', '5/1'],
    ['1.44', '4/9'],
    ['1.62', '8/13'],
  ])('reads %s as the ladder price %s', (text, expected) => {
    expect(decimalToFractional(decimal(text))).toMatchObject({ text: expected, source: 'ladder' });
  });

  it.each([
    ['3.14', '107/50'],
    ['2.3', '13/10'],
    ['1.35', '7/20'],
    ['5.2', '21/5'],
  ])('reads %s, off the ladder, by the denominator search as %s', (text, expected) => {
    expect(decimalToFractional(decimal(text))).toMatchObject({ text: expected, source: 'search' });
  });

  it('keeps exact off-ladder values such as 7/3 (decimal 3.333...)', () => {
    expect(decimalToFractional(decimalOf(fraction(7, 3)))).toMatchObject({ text: '7/3', source: 'search' });
  });

  it('gives the closest fraction when none with a denominator up to 100 is within 0.001', () => {
    // Odds of 5 + 1/199 (decimal 6.005..., shown 6.01, which no ladder price shows): 501/100 is 0.004975 away.
    expect(decimalToFractional(decimalOf(fraction(996, 199)))).toMatchObject({
      text: '501/100',
      source: 'nearest',
    });
    // Odds of 0.0031415: nothing positive with a denominator up to 100 comes closer than 1/100.
    expect(decimalToFractional(fraction(10_031_415, 10_000_000))).toMatchObject({
      text: '1/100',
      source: 'nearest',
    });
  });

  it('has no two ladder prices that show the same two decimals', () => {
    const shown = UK_PRICE_LADDER.map((price) => twoDecimals(decimalOf(price.odds)));
    expect(new Set(shown).size).toBe(UK_PRICE_LADDER.length);
  });

  it('round-trips every ladder price: fractional -> decimal -> the same fractional text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UK_PRICE_LADDER), (price) => {
        expect(decimalToFractional(decimalOf(price.odds)).text).toBe(price.text);
      }),
    );
  });

  it('round-trips simple prices: the same value, unless a ladder price shows the same two decimals', () => {
    const simple = fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100 }));
    fc.assert(
      fc.property(simple, ([n, d]) => {
        const odds = fraction(n, d);
        const reading = decimalToFractional(decimalOf(odds));
        expect(twoDecimals(decimalOf(reading.odds))).toBe(twoDecimals(decimalOf(odds)));
        if (reading.source !== 'ladder') expect(equals(reading.odds, odds)).toBe(true);
      }),
    );
  });

  it('round-trips decimal text -> fractional -> decimal to the same two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_100 }), (hundredths) => {
        const value = fraction(hundredths, 100);
        expect(twoDecimals(decimalOf(decimalToFractional(value).odds))).toBe(BigInt(hundredths));
      }),
    );
  });
});
