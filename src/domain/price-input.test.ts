import { describe, expect, it } from 'vitest';
import { ODDS_RANGE_MESSAGE } from './odds';
import { PRICE_REQUIRED_MESSAGE, parsePriceInput } from './price-input';

describe('parsePriceInput', () => {
  it('takes a fraction as typed, in range', () => {
    expect(parsePriceInput(' 11/4 ', 'fractional')).toEqual({ odds: '11/4', message: null });
    expect(parsePriceInput('evens', 'fractional')).toEqual({ odds: 'Evens', message: null });
    expect(parsePriceInput('1001/1', 'fractional')).toEqual({ odds: null, message: ODDS_RANGE_MESSAGE });
    expect(parsePriceInput('3.5', 'fractional').odds).toBeNull();
    expect(parsePriceInput('', 'fractional')).toEqual({ odds: null, message: PRICE_REQUIRED_MESSAGE });
  });

  it('converts a decimal price exactly to the fraction the server takes', () => {
    expect(parsePriceInput('3.50', 'decimal')).toEqual({ odds: '5/2', message: null });
    expect(parsePriceInput('1.91', 'decimal')).toEqual({ odds: '91/100', message: null });
    expect(parsePriceInput('2.375', 'decimal')).toEqual({ odds: '11/8', message: null });
    expect(parsePriceInput('2', 'decimal')).toEqual({ odds: 'Evens', message: null });
    expect(parsePriceInput('1001', 'decimal')).toEqual({ odds: '1000/1', message: null });
    expect(parsePriceInput('1002', 'decimal')).toEqual({ odds: null, message: ODDS_RANGE_MESSAGE });
    expect(parsePriceInput('1.005', 'decimal').odds).toBeNull();
    expect(parsePriceInput('5/2', 'decimal').odds).toBeNull();
    expect(parsePriceInput('1.2345678', 'decimal').odds).toBeNull();
  });
});
