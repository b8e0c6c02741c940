import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { calculateBet } from './bet-calculator';
import {
  canDecreaseStake,
  editOdds,
  entryText,
  FRACTIONAL_ODDS_MESSAGE,
  oddsProblem,
  oddsTexts,
  placeOddsText,
  readOddsText,
  sliderStake,
  startOdds,
  steppedStake,
  switchOddsFormat,
  type TOddsEntry,
  type TOddsFormat,
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

describe('oddsTexts', () => {
  it('writes one price exactly in all three formats', () => {
    expect(oddsTexts(fraction(5))).toEqual({ fractional: '5/1', decimal: '6.00', american: '+500' });
    expect(oddsTexts(fraction(11, 8))).toEqual({ fractional: '11/8', decimal: '2.375', american: '+137.5' });
    // As bookmakers write a price when it is exactly theirs: 6/4 for 3/2, Evens for 1/1, 100/30 for 10/3.
    expect(oddsTexts(fraction(3, 2)).fractional).toBe('6/4');
    expect(oddsTexts(fraction(1)).fractional).toBe('Evens');
    expect(oddsTexts(fraction(10, 3)).fractional).toBe('100/30');
    // Not a ladder price, so not the ladder's text: 1.91 is 91/100 exactly, not 10/11 (1.909...).
    expect(oddsTexts(fraction(91, 100))).toEqual({
      fractional: '91/100',
      decimal: '1.91',
      american: '-109.89',
    });
    // A decimal that never ends shows 2 places; the price behind it stays exact.
    expect(oddsTexts(fraction(10, 11))).toEqual({ fractional: '10/11', decimal: '1.91', american: '-110' });
  });
});

describe('the odds entry: one price, held exactly, in every format', () => {
  const typed = (format: TOddsFormat, text: string, from = startOdds(fraction(5))) =>
    editOdds(switchOddsFormat(from, format), text);
  const returnOn100 = (entry: TOddsEntry) =>
    calculateBet({ stake: 100, odds: entry.odds, isEachWay: false }).potentialReturn.text;

  it.each([
    ['2.375', fraction(11, 8), '11/8', '£237.50'],
    ['1.91', fraction(91, 100), '91/100', '£191.00'],
    ['1.62', fraction(31, 50), '31/50', '£162.00'],
  ])(
    'a decimal %s is the price %o whichever format is shown: %s, £100 returns %s',
    (text, odds, fractional, paid) => {
      const decimal = typed('decimal', text);
      expect(decimal.odds).toEqual(odds);
      expect(returnOn100(decimal)).toBe(paid);
      const asFraction = switchOddsFormat(decimal, 'fractional');
      expect(entryText(asFraction)).toBe(fractional);
      expect(asFraction.odds).toEqual(odds);
      expect(returnOn100(asFraction)).toBe(paid);
      expect(oddsProblem(asFraction)).toBeNull();
      const asAmerican = switchOddsFormat(asFraction, 'american');
      expect(asAmerican.odds).toEqual(odds);
      const back = switchOddsFormat(asAmerican, 'decimal');
      expect(entryText(back)).toBe(text);
      expect(returnOn100(back)).toBe(paid);
    },
  );

  it('a fraction typed keeps its price in decimal and back: 11/8 is 2.375, 10/11 stays 10/11 (shown 1.91)', () => {
    const elevenEighths = typed('fractional', '11/8');
    expect(entryText(switchOddsFormat(elevenEighths, 'decimal'))).toBe('2.375');
    const tenElevenths = switchOddsFormat(typed('fractional', '10/11'), 'decimal');
    expect(entryText(tenElevenths)).toBe('1.91');
    expect(tenElevenths.odds).toEqual(fraction(10, 11));
    expect(returnOn100(tenElevenths)).toBe('£190.90');
    expect(switchOddsFormat(tenElevenths, 'fractional').odds).toEqual(fraction(10, 11));
  });

  it.each(['5/0', 'abc', ''])(
    'fractional %j it cannot read is evens, and the other formats show evens too',
    (text) => {
      const entry = typed('fractional', text);
      expect(entry.odds).toEqual(fraction(1));
      expect(oddsProblem(entry)).toBe(FRACTIONAL_ODDS_MESSAGE);
      expect(returnOn100(entry)).toBe('£200.00');
      const decimal = switchOddsFormat(entry, 'decimal');
      expect(entryText(decimal)).toBe('2.00');
      expect(entryText(switchOddsFormat(entry, 'american'))).toBe('+100');
      expect(oddsProblem(decimal)).toBeNull();
      expect(returnOn100(decimal)).toBe('£200.00');
      // Back in fractional, the text typed is still there and still counts as evens.
      const again = switchOddsFormat(decimal, 'fractional');
      expect(entryText(again)).toBe(text);
      expect(oddsProblem(again)).toBe(FRACTIONAL_ODDS_MESSAGE);
      expect(returnOn100(again)).toBe('£200.00');
    },
  );

  it('decimal or American text that is not a price keeps the last price, in every format, and says why', () => {
    const start = typed('decimal', '2.75');
    for (const [format, text, message] of [
      ['decimal', 'abc', DECIMAL_MESSAGE],
      ['decimal', '1.00', DECIMAL_MINIMUM_MESSAGE],
      ['american', '50', AMERICAN_MESSAGE],
    ] as const) {
      const entry = typed(format, text, start);
      expect(entry.odds).toEqual(fraction(7, 4));
      expect(oddsProblem(entry)).toBe(message);
      const fractional = switchOddsFormat(entry, 'fractional');
      expect(entryText(fractional)).toBe('7/4');
      expect(oddsProblem(fractional)).toBeNull();
      expect(oddsProblem(switchOddsFormat(fractional, format))).toBe(message);
    }
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
  it('writes the place part price exactly: 7/4 at 1/4 is 7/16, not the ladder price 4/9 that shows the same decimal', () => {
    expect(placeOddsText(fraction(7, 16))).toBe('7/16');
    expect(placeOddsText(fraction(11, 20))).toBe('11/20');
    expect(placeOddsText(fraction(5, 4))).toBe('5/4');
    expect(placeOddsText(fraction(3, 2))).toBe('6/4');
    expect(placeOddsText(fraction(1))).toBe('Evens');
  });
});
