import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { amount, clampNumber, formatPercent, parseNumber, parseStake, toFixedHalfAway } from './amount';

describe('calculator amounts', () => {
  it('reads typed numbers exactly, not as the nearest double', () => {
    expect(parseNumber(10.1)).toEqual(fraction(101, 10));
    expect(parseNumber('0.30')).toEqual(fraction(3, 10));
    expect(parseNumber(1e21)).toEqual(fraction(10n ** 21n));
    expect(parseNumber(1e-7)).toEqual(fraction(1, 10_000_000));
    expect(parseNumber(Number.NaN)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
  });

  it('reads a negative or non-numeric stake as 0', () => {
    expect(parseStake(-1)).toEqual(fraction(0));
    expect(parseStake('ten')).toEqual(fraction(0));
    expect(parseStake(' 2.5 ')).toEqual(fraction(5, 2));
  });

  it('clamps, with a fallback for anything non-numeric', () => {
    expect(clampNumber('12', 0, 10, 0)).toEqual(fraction(10));
    expect(clampNumber(-1, 0, 10, 0)).toEqual(fraction(0));
    expect(clampNumber('x', 0, 10, 3)).toEqual(fraction(3));
    expect(clampNumber(2.5, 0, 10, 0)).toEqual(fraction(5, 2));
  });

  it('shows money and percentages rounded half away from zero', () => {
    expect(amount(fraction(335, 8))).toEqual({ exact: fraction(335, 8), pence: 4188, text: '£41.88' });
    expect(amount(fraction(-401, 200)).text).toBe('-£2.01');
    expect(toFixedHalfAway(fraction(-1, 200), 2)).toBe('-0.01');
    expect(toFixedHalfAway(fraction(-1, 300), 2)).toBe('0.00');
    expect(toFixedHalfAway(fraction(5, 2), 0)).toBe('3');
    expect(formatPercent(fraction(1, 6), 1)).toBe('16.7%');
  });
});
