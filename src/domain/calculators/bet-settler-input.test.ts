import { describe, expect, it } from 'vitest';
import { fraction } from '../fraction';
import { settleMultiple } from './bet-settler';
import {
  asksTiedFor,
  DEAD_HEAT_MESSAGE,
  describeSettlerLines,
  newSettlerRow,
  parseEntryResult,
  parseSettlerBetType,
  RULE_4_MESSAGE,
  readDeadHeat,
  readRule4,
  readSettlerForm,
  rowsForBetType,
  SETTLER_ODDS_MESSAGE,
  SETTLER_STAKE_MESSAGE,
  selectionOfRow,
  settlerStakeMessage,
  type TSettlerRow,
} from './bet-settler-input';

// NOTE: these pin the Bet Settler's messages and readings as the screen showed them when the rules lived in the
// component; the screen's own tests check that it shows them.

const row = (patch: Partial<TSettlerRow> = {}): TSettlerRow => ({ ...newSettlerRow(0), ...patch });

describe('newSettlerRow', () => {
  it('starts a selection at 2/1, won, no dead heat or Rule 4, 3 places at 1/4', () => {
    expect(newSettlerRow(7)).toEqual({
      key: 7,
      odds: '2/1',
      result: 'Won',
      deadHeat: '',
      tiedFor: '',
      rule4: '',
      places: 3,
      placeFraction: '1/4',
    });
  });
});

describe('readDeadHeat', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['1', null],
    ['2', 2],
    [' 3 ', 3],
    ['6', 6],
    ['4.0', 4],
  ])('reads %j as %j horses, with no message', (text, horses) => {
    expect(readDeadHeat(text)).toEqual({ horses, message: null });
  });

  it.each(['0', '7', '9', '-2', '2.5', 'two', '1/2'])('does not use %j, and says so', (text) => {
    expect(readDeadHeat(text)).toEqual({ horses: null, message: DEAD_HEAT_MESSAGE });
  });

  it('says what to enter', () => {
    expect(DEAD_HEAT_MESSAGE).toBe('Not used: enter 2 to 6 horses, or leave blank');
  });
});

describe('readRule4', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['20', 20],
    [' 45 ', 45],
    ['90', 90],
  ])('reads %j as %j pence, with no message', (text, pence) => {
    expect(readRule4(text)).toEqual({ pence, message: null });
  });

  it.each(['91', '-5', '12.5', 'ten', '100'])('does not use %j, and says so', (text) => {
    expect(readRule4(text)).toEqual({ pence: 0, message: RULE_4_MESSAGE });
  });

  it('says what to enter', () => {
    expect(RULE_4_MESSAGE).toBe('Not used: enter 0 to 90 pence');
  });
});

describe('settlerStakeMessage', () => {
  it.each(['', '  ', '0', '10', '10.50', '.5', ' 7 '])('takes %j without a message', (text) => {
    expect(settlerStakeMessage(text)).toBeNull();
  });

  it.each(['-1', '-0.01', 'ten', '£10', '1,000', '1e3'])('says %j is counted as £0.00', (text) => {
    expect(settlerStakeMessage(text)).toBe(SETTLER_STAKE_MESSAGE);
  });

  it('says what the stake is counted as', () => {
    expect(SETTLER_STAKE_MESSAGE).toBe('Not understood: counted as £0.00');
  });
});

describe('selectionOfRow', () => {
  it('reads the odds, result and place terms', () => {
    expect(selectionOfRow(row({ odds: '5/2', result: 'Placed', places: 4, placeFraction: '1/5' }))).toEqual({
      odds: fraction(5, 2),
      result: 'Placed',
      deadHeat: null,
      rule4Pence: 0,
      placeTerms: { places: 4, fractionNum: 1, fractionDen: 5 },
    });
  });

  it('counts odds it cannot read as evens and says so', () => {
    for (const odds of ['abc', '5/0', '']) {
      const reading = readSettlerForm({
        type: 'singles',
        rows: [row({ odds })],
        isEachWay: false,
        stake: '10',
        stakeIs: 'per-line',
      }).rows[0]!;
      expect(reading.selection.odds).toEqual(fraction(1));
      expect(reading.oddsMessage).toBe(SETTLER_ODDS_MESSAGE);
    }
    expect(SETTLER_ODDS_MESSAGE).toBe('Not understood: counted as evens');
  });

  it('gives a winner in a dead heat the 1st place, whatever the tied-for choice left behind', () => {
    expect(selectionOfRow(row({ deadHeat: '2', tiedFor: '2' })).deadHeat).toEqual({
      horses: 2,
      position: undefined,
    });
  });

  it('gives a placed horse in a dead heat the place it tied for, or the last place paid', () => {
    expect(selectionOfRow(row({ result: 'Placed', deadHeat: '3', tiedFor: '2' })).deadHeat).toEqual({
      horses: 3,
      position: 2,
    });
    expect(selectionOfRow(row({ result: 'Placed', deadHeat: '2' })).deadHeat).toEqual({
      horses: 2,
      position: undefined,
    });
  });

  it('leaves out a dead heat of 1 horse and figures it does not use', () => {
    expect(selectionOfRow(row({ deadHeat: '1', rule4: '20' }))).toMatchObject({
      deadHeat: null,
      rule4Pence: 20,
    });
    expect(selectionOfRow(row({ deadHeat: '7', rule4: '95' }))).toMatchObject({
      deadHeat: null,
      rule4Pence: 0,
    });
  });
});

describe('asksTiedFor', () => {
  it('asks which place was tied for only for a placed horse in a dead heat', () => {
    expect(asksTiedFor(row({ result: 'Placed', deadHeat: '2' }))).toBe(true);
    expect(asksTiedFor(row({ result: 'Placed', deadHeat: '' }))).toBe(false);
    expect(asksTiedFor(row({ result: 'Placed', deadHeat: '1' }))).toBe(false);
    expect(asksTiedFor(row({ result: 'Placed', deadHeat: '8' }))).toBe(false);
    expect(asksTiedFor(row({ result: 'Won', deadHeat: '2' }))).toBe(false);
  });
});

describe('describeSettlerLines', () => {
  it.each([
    ['singles', 1, false, '1 single'],
    ['singles', 3, true, '3 singles, each a win and a place line: 6 lines'],
    ['double', 2, false, '1 double'],
    ['trixie', 3, false, '3 doubles and 1 treble'],
    ['lucky-15', 4, false, '4 singles, 6 doubles, 4 trebles and 1 4-fold'],
    ['yankee', 4, true, '6 doubles, 4 trebles and 1 4-fold, each a win and a place line: 22 lines'],
    [
      'goliath',
      8,
      false,
      '28 doubles, 56 trebles, 70 4-folds, 56 5-folds, 28 6-folds, 8 7-folds and 1 8-fold',
    ],
  ] as const)('describes a %s on %i selections (each way: %s)', (type, count, isEachWay, text) => {
    expect(describeSettlerLines(type, count, isEachWay)).toBe(text);
  });

  it('describes nothing when the selections do not suit the bet', () => {
    expect(describeSettlerLines('double', 3, false)).toBeNull();
    expect(describeSettlerLines('singles', 9, false)).toBeNull();
    expect(describeSettlerLines('singles', 0, true)).toBeNull();
  });
});

describe('rowsForBetType', () => {
  const rows = [row({ key: 1 }), row({ key: 2, odds: '7/2' }), row({ key: 3 })];
  let next = 10;
  const make = () => newSettlerRow(next++);

  it('keeps the first selections a bet takes, and adds new ones up to it', () => {
    expect(rowsForBetType(rows, 'double', make).map((r) => r.key)).toEqual([1, 2]);
    expect(rowsForBetType(rows, 'double', make)[1]!.odds).toBe('7/2');
    expect(rowsForBetType(rows, 'yankee', make).map((r) => r.key)).toEqual([1, 2, 3, 10]);
    expect(rowsForBetType(rows, 'trixie', make)).toEqual(rows);
  });

  it('leaves the selections as they are for singles', () => {
    expect(rowsForBetType(rows, 'singles', make)).toBe(rows);
  });
});

describe('reading a choice from a list', () => {
  it('reads a bet type or a result from its list, and nothing else', () => {
    expect(parseSettlerBetType('lucky-15')).toBe('lucky-15');
    expect(parseSettlerBetType('Lucky 15')).toBeNull();
    expect(parseSettlerBetType('')).toBeNull();
    expect(parseEntryResult('NonRunner')).toBe('NonRunner');
    expect(parseEntryResult('Non-runner')).toBeNull();
  });
});

describe('readSettlerForm', () => {
  it('gives the settler its input and the screen its messages', () => {
    const reading = readSettlerForm({
      type: 'double',
      rows: [row({ odds: '4/1', rule4: '200' }), row({ key: 1, odds: 'x', deadHeat: '2' })],
      isEachWay: true,
      stake: '-3',
      stakeIs: 'total',
    });
    expect(reading.stakeMessage).toBe(SETTLER_STAKE_MESSAGE);
    expect(reading.linesHint).toBe('1 double, each a win and a place line: 2 lines');
    expect(reading.rows.map((r) => [r.oddsMessage, r.deadHeatMessage, r.rule4Message])).toEqual([
      [null, null, RULE_4_MESSAGE],
      [SETTLER_ODDS_MESSAGE, null, null],
    ]);
    expect(reading.input).toEqual({
      type: 'double',
      selections: reading.rows.map((r) => r.selection),
      isEachWay: true,
      stake: '-3',
      stakeIs: 'total',
    });
  });

  it('settles the screen defaults: £10 on a 2/1 winner returns £30.00', () => {
    const { input } = readSettlerForm({
      type: 'singles',
      rows: [newSettlerRow(0)],
      isEachWay: false,
      stake: '10',
      stakeIs: 'per-line',
    });
    expect(settleMultiple(input)).toMatchObject({ isValid: true, totalReturn: { text: '£30.00' } });
  });

  it('takes Rule 4 and a dead heat as typed: £10 at 4/1 less 20p returns £42.00; in a 2-way dead heat £25.00', () => {
    const settle = (patch: Partial<TSettlerRow>) =>
      settleMultiple(
        readSettlerForm({
          type: 'singles',
          rows: [row({ odds: '4/1', ...patch })],
          isEachWay: false,
          stake: '10',
          stakeIs: 'per-line',
        }).input,
      );
    expect(settle({ rule4: '20' })).toMatchObject({ totalReturn: { text: '£42.00' } });
    expect(settle({ deadHeat: '2' })).toMatchObject({ totalReturn: { text: '£25.00' } });
    expect(settle({ deadHeat: '9' })).toMatchObject({ totalReturn: { text: '£50.00' } });
  });

  it('pays a placed dead heat for 2nd of 3 places in full and for the last place paid at half', () => {
    const settle = (tiedFor: string) =>
      settleMultiple(
        readSettlerForm({
          type: 'singles',
          rows: [row({ odds: '4/1', result: 'Placed', deadHeat: '2', tiedFor })],
          isEachWay: true,
          stake: '10',
          stakeIs: 'per-line',
        }).input,
      );
    expect(settle('')).toMatchObject({ totalReturn: { text: '£10.00' } });
    expect(settle('2')).toMatchObject({ totalReturn: { text: '£20.00' } });
  });
});
