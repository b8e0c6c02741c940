import { describe, expect, it } from 'vitest';
import { placeTermsOf } from './bet-calculator';
import {
  fractionalOddsProblem,
  ODDS_NOT_UNDERSTOOD_MESSAGE,
  PLACES_PAID,
  parsePlaceFraction,
} from './calculator-fields';
import { parseCalculatorFractional } from './odds-formats';

describe('calculator fields', () => {
  it('says fractional odds it cannot read count as evens', () => {
    expect(fractionalOddsProblem(parseCalculatorFractional('5/2'))).toBeNull();
    for (const text of ['abc', '5/0', '', '2-1'])
      expect(fractionalOddsProblem(parseCalculatorFractional(text))).toBe(ODDS_NOT_UNDERSTOOD_MESSAGE);
    expect(ODDS_NOT_UNDERSTOOD_MESSAGE).toBe('Not understood: counted as evens');
  });

  it('offers the places the engine keeps to', () => {
    expect(PLACES_PAID).toEqual([1, 2, 3, 4, 5]);
    for (const places of PLACES_PAID) expect(placeTermsOf(places, '1/4').places).toBe(places);
    expect(placeTermsOf(6, '1/4').places).toBe(5);
    expect(placeTermsOf(0, '1/4').places).toBe(1);
  });

  it('reads place terms chosen from the list, and nothing else', () => {
    expect(parsePlaceFraction('1/5')).toBe('1/5');
    expect(parsePlaceFraction('1/6')).toBeNull();
    expect(parsePlaceFraction('1/')).toBeNull();
  });
});
