import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import {
  canDecreaseStake,
  editOddsText,
  FRACTIONAL_ODDS_MESSAGE,
  oddsTexts,
  placeOddsText,
  readOddsText,
  sliderStake,
  steppedStake,
} from './bet-calculator-input';
import { AMERICAN_MESSAGE, DECIMAL_MESSAGE, DECIMAL_MINIMUM_MESSAGE } from './odds-formats';

// NOTE: these pin the Bet Calculator's readings as the screen did them when the rules lived in the component.

describe('readOddsText', () => {
  it('reads fractional odds, counting text it cannot read as evens and saying so', () => {
    expect(readOddsText('fractional', '7/4')).toEqual({ odds: fraction(7, 4), problem: null });
    expect(readOddsText('fractional', '5/0')).toEqual({
      odds: fraction(1),
      problem: FRACTIONAL_ODDS_MESSAGE,
    });
    expect(readOddsText('fractional', '')).toEqual({ odds: fraction(1), problem: FRACTIONAL_ODDS_MESSAGE });
    expect(FRACTIONAL_ODDS_MESSAGE).toBe('Not understood as fractional odds (such as 5/1): counted as evens');
  });

  it('gives no price for decimal or American text it cannot read, and says why', () => {
    expect(readOddsText('decimal', '2.75')).toEqual({ odds: fraction(7, 4), problem: null });
    expect(readOddsText('decimal', 'x')).toEqual({ odds: null, problem: DECIMAL_MESSAGE });
    expect(readOddsText('decimal', '1.00')).toEqual({ odds: null, problem: DECIMAL_MINIMUM_MESSAGE });
    expect(readOddsText('american', '+175')).toEqual({ odds: fraction(7, 4), problem: null });
    expect(readOddsText('american', '50')).toEqual({ odds: null, problem: AMERICAN_MESSAGE });
  });
});

describe('oddsTexts and editOddsText', () => {
  it('writes a price in all three formats', () => {
    expect(oddsTexts(fraction(5))).toEqual({ fractional: '5/1', decimal: '6.00', american: '+500' });
  });

  it('keeps the other formats in step with a price it understood, as typed in the edited one', () => {
    const start = oddsTexts(fraction(5));
    expect(editOddsText(start, 'decimal', '2.')).toEqual({
      texts: { fractional: 'Evens', decimal: '2.', american: '+100' },
      odds: fraction(1),
    });
    expect(editOddsText(start, 'decimal', '2.75')).toEqual({
      texts: { fractional: '7/4', decimal: '2.75', american: '+175' },
      odds: fraction(7, 4),
    });
    expect(editOddsText(start, 'fractional', '6/4').texts).toEqual({
      fractional: '6/4',
      decimal: '2.50',
      american: '+150',
    });
  });

  it('leaves the other formats alone while the edited text is not a price', () => {
    const start = oddsTexts(fraction(5));
    expect(editOddsText(start, 'decimal', '1.00')).toEqual({
      texts: { ...start, decimal: '1.00' },
      odds: null,
    });
    expect(editOddsText(start, 'decimal', 'abc')).toEqual({
      texts: { ...start, decimal: 'abc' },
      odds: null,
    });
    // Fractional text it cannot read counts as evens for the figures, but the other formats keep the last price.
    expect(editOddsText(start, 'fractional', '5/0')).toEqual({
      texts: { ...start, fractional: '5/0' },
      odds: null,
    });
  });
});

describe('the stake controls', () => {
  it('steps the stake by whole pounds, never below £1, from 0 when the text is not a number', () => {
    expect(steppedStake('10', 1)).toBe('11');
    expect(steppedStake('10.25', -1)).toBe('9.25');
    expect(steppedStake('1.5', -1)).toBe('1');
    expect(steppedStake('0.1', 0.2)).toBe('1');
    expect(steppedStake('abc', 1)).toBe('1');
    expect(steppedStake('', 1)).toBe('1');
    expect(steppedStake('99.999', 1)).toBe('101');
  });

  it('offers minus only above £1 (or while the stake is not a number)', () => {
    expect(canDecreaseStake('1')).toBe(false);
    expect(canDecreaseStake('0.5')).toBe(false);
    expect(canDecreaseStake('-5')).toBe(false);
    expect(canDecreaseStake('1.01')).toBe(true);
    expect(canDecreaseStake('abc')).toBe(true);
  });

  it('puts the slider at the stake rounded to whole pounds, within £1 to £100', () => {
    expect(sliderStake('10')).toBe(10);
    expect(sliderStake('10.5')).toBe(11);
    expect(sliderStake('0')).toBe(1);
    expect(sliderStake('250')).toBe(100);
    expect(sliderStake('abc')).toBe(1);
    expect(sliderStake('')).toBe(1);
  });
});

describe('placeOddsText', () => {
  it('writes the place part price as the converter does: a ladder price when one shows the same decimal', () => {
    // 7/4 at 1/4 is 7/16, decimal 1.4375, shown as 1.44: the ladder's 4/9 (1.444) shows the same.
    expect(placeOddsText(fraction(7, 16))).toBe('4/9');
    expect(placeOddsText(fraction(11, 20))).toBe('11/20');
    expect(placeOddsText(fraction(5, 4))).toBe('5/4');
    expect(placeOddsText(fraction(1))).toBe('Evens');
  });
});
