import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fraction, type TFraction } from '../fraction';
import { settleBet, type TEntryResult } from '../settlement';
import { settleMultiple, type TSettlerInput, type TSettlerSelection } from './bet-settler';
import { SETTLER_BET_TYPES, SETTLER_BONUS_NOTE, type TSettlerBetType } from './bet-types';

const won = (odds: TFraction, extra: Partial<TSettlerSelection> = {}): TSettlerSelection => ({
  odds,
  result: 'Won',
  ...extra,
});
const as = (
  odds: TFraction,
  result: TEntryResult,
  extra: Partial<TSettlerSelection> = {},
): TSettlerSelection => ({
  odds,
  result,
  ...extra,
});

const settle = (input: Partial<TSettlerInput> & Pick<TSettlerInput, 'type' | 'selections'>) => {
  const result = settleMultiple({ isEachWay: false, stake: 1, stakeIs: 'per-line', ...input });
  if (!result.isValid) throw new Error(result.message);
  return result;
};

describe('settleMultiple: published worked examples', () => {
  // Marathonbet help, "9.13. Yankee" (marathonbet.co.uk/en/help/bet_glossary/yankee/): a €1 Yankee on
  // A 2.00 (Evens), B 3.50 (5/2), C 4.00 (3/1), D 1.50 (1/2): all four win -> €156.75 from €11;
  // D loses -> €57.00 (A+B 7, A+C 8, B+C 14, A+B+C 28).
  const yankee = [fraction(1), fraction(5, 2), fraction(3), fraction(1, 2)];
  it("Marathonbet's €1 Yankee: €156.75 with four winners, €57.00 when D loses", () => {
    const all = settle({ type: 'yankee', selections: yankee.map((odds) => won(odds)) });
    expect(all).toMatchObject({ lineCount: 11, totalStake: { pence: 1100 }, totalReturn: { pence: 15_675 } });
    expect(all.profit.pence).toBe(14_575);
    const dLoses = settle({
      type: 'yankee',
      selections: yankee.map((odds, i) => as(odds, i === 3 ? 'Lost' : 'Won')),
    });
    expect(dLoses.totalReturn.pence).toBe(5700);
    expect(dLoses.lines.filter((line) => line.return.pence > 0)).toHaveLength(4);
  });

  // The Answer Bank, "lucky 15 Bet Formula" (theanswerbank.co.uk/find/answer/8779941): four winners in a £1 Lucky 15
  // at 3/1, 7/1, 5/2 and evens: 5 x 9 x 4.5 x 3 - 1 = £606.50; at 50p, £303.25.
  it('a £1 Lucky 15 at 3/1, 7/1, 5/2, evens, all winners: £606.50 (50p: £303.25)', () => {
    const selections = [fraction(3), fraction(7), fraction(5, 2), fraction(1)].map((odds) => won(odds));
    expect(settle({ type: 'lucky-15', selections }).totalReturn.pence).toBe(60_650);
    const half = settle({ type: 'lucky-15', selections, stake: '7.50', stakeIs: 'total' });
    expect(half).toMatchObject({ lineCount: 15, totalReturn: { pence: 30_325 } });
    expect(half.lines[0]!.stake.pence).toBe(50);
  });

  // A bet-settling spreadsheet published on docstoc (docstoc.com/docs/126500329/bet), bonuses aside:
  // a 30p Yankee with 4 winners at 3/1 returns £182.40; a 30p Lucky 15 with 3 winners at 3/1 and a non-runner
  // returns £74.70 (singles 13, doubles 60, trebles 112, 4-fold 64 units of 30p).
  it('30p Yankee of four 3/1 winners £182.40; 30p Lucky 15 of three 3/1 winners and a non-runner £74.70', () => {
    const threes = [0, 1, 2, 3].map(() => won(fraction(3)));
    expect(settle({ type: 'yankee', selections: threes, stake: 0.3 }).totalReturn.text).toBe('£182.40');
    const withNonRunner = threes.map((s, i) => (i === 3 ? as(fraction(3), 'NonRunner') : s));
    expect(settle({ type: 'lucky-15', selections: withNonRunner, stake: 0.3 }).totalReturn.text).toBe(
      '£74.70',
    );
  });

  // Rule 4: allaboutbetting.co.uk/horse-racing/rule-4: £10 at 8/1 with a 25p deduction returns £70
  // (10 x 8 x 0.75 + 10). Unibet help, "Horse Racing - Rule 4": £10 at 2.25 (5/4) with 80p returns £12.50.
  it('Rule 4 comes off winnings: £10 at 8/1 less 25p returns £70; £10 at 5/4 less 80p returns £12.50', () => {
    expect(
      settle({ type: 'singles', selections: [won(fraction(8), { rule4Pence: 25 })], stake: 10 }).totalReturn
        .pence,
    ).toBe(7000);
    expect(
      settle({ type: 'singles', selections: [won(fraction(5, 4), { rule4Pence: 80 })], stake: 10 })
        .totalReturn.pence,
    ).toBe(1250);
  });

  // Dead heats: Betfair help, "Dead Heat in Horse Racing" (support.betfair.com/app/answers/detail/a_id/6779): £10 at
  // 10/1 in a two-way dead heat returns £55 (half the stake at full odds). DAZN Bet help, "Each Way Dead Heats":
  // £20 each way at 16/1, 1/4 odds 3 places, joint third with one other: £10 at 4/1 = £50 (the win part loses).
  it('dead heats: £10 at 10/1 tied for first of two returns £55; £20 EW at 16/1 tied for third returns £50', () => {
    const tied = won(fraction(10), { deadHeat: { horses: 2 } });
    expect(settle({ type: 'singles', selections: [tied], stake: 10 }).totalReturn.pence).toBe(5500);
    const third = as(fraction(16), 'Placed', {
      deadHeat: { horses: 2 },
      placeTerms: { places: 3, fractionNum: 1, fractionDen: 4 },
    });
    const ew = settle({ type: 'singles', selections: [third], stake: 20, isEachWay: true });
    expect(ew.lines.map((line) => [line.part, line.return.pence])).toEqual([
      ['win', 0],
      ['place', 5000],
    ]);
    expect(ew.totalStake.pence).toBe(4000);
  });

  // Three tied for 1st in a six-runner race (2 places at 1/4): the win part is paid on 1/3 of the stake at 7/1,
  // the place part on 2/3 (two places shared by three) at 7/4, as DAZN Bet's "Each Way Dead Heats" rule reads.
  // 26.666... + 18.333... = £45.00 exactly, but each part drops its fraction of a penny: £26.66 + £18.33 = £44.99,
  // what My Bets pays on the same bet (settleBet).
  it('£10 each way at 7/1, three tied for 1st of six runners: £26.66 + £18.33 = £44.99, as My Bets', () => {
    const terms = { places: 2, fractionNum: 1, fractionDen: 4 };
    const tied = won(fraction(7), { deadHeat: { horses: 3 }, placeTerms: terms });
    const ew = settle({ type: 'singles', selections: [tied], stake: 10, isEachWay: true });
    expect(ew.lines.map((line) => line.return.text)).toEqual(['£26.66', '£18.33']);
    expect(ew.totalReturn.text).toBe('£44.99');
    const myBets = settleBet({
      type: 'Each Way',
      stakePence: 1000,
      odds: { num: 7, den: 1 },
      terms,
      outcome: { result: 'Won', deadHeat: { horses: 3, position: 1 } },
    });
    expect(myBets.returnPence).toBe(4499);
  });

  // A line's fraction of a penny is dropped once, from the line, not from each leg: a 10p double at 4/6 and 4/6
  // is 0.10 x 5/3 x 5/3 = £0.2777..., paid as £0.27.
  it('drops the fraction of a penny once per line: a 10p double at 4/6 and 4/6 returns £0.27', () => {
    const double = settle({
      type: 'double',
      selections: [won(fraction(4, 6)), won(fraction(4, 6))],
      stake: 0.1,
    });
    expect(double.totalReturn.text).toBe('£0.27');
  });

  // William Hill help, "What's an each way bet" (Each Way multiples): a £5 each-way double on two 4/1 winners in a
  // six-runner non-handicap (2 places at 1/4) returns £145: £125 win double and £20 place double.
  it("William Hill's £5 each-way double at 4/1 and 4/1: £125 + £20 = £145", () => {
    const terms = { places: 2, fractionNum: 1, fractionDen: 4 };
    const selections = [won(fraction(4), { placeTerms: terms }), won(fraction(4), { placeTerms: terms })];
    const double = settle({ type: 'double', selections, stake: 5, isEachWay: true });
    expect(double.lines.map((line) => line.return.pence)).toEqual([12_500, 2000]);
    expect(double).toMatchObject({
      lineCount: 2,
      totalStake: { pence: 1000 },
      totalReturn: { pence: 14_500 },
    });
  });
});

const SIZES: Record<TSettlerBetType, [selections: number, lines: number]> = {
  singles: [5, 5],
  double: [2, 1],
  treble: [3, 1],
  '4-fold': [4, 1],
  '5-fold': [5, 1],
  '6-fold': [6, 1],
  '7-fold': [7, 1],
  '8-fold': [8, 1],
  trixie: [3, 4],
  patent: [3, 7],
  yankee: [4, 11],
  'lucky-15': [4, 15],
  canadian: [5, 26],
  'lucky-31': [5, 31],
  heinz: [6, 57],
  'lucky-63': [6, 63],
  'super-heinz': [7, 120],
  goliath: [8, 247],
};

describe('settleMultiple: bet types', () => {
  it.each(SETTLER_BET_TYPES)('%s has its number of lines, doubled each way', (type) => {
    const [count, lines] = SIZES[type];
    const selections = Array.from({ length: count }, () => won(fraction(1)));
    expect(settle({ type, selections }).lineCount).toBe(lines);
    expect(settle({ type, selections, isEachWay: true }).lineCount).toBe(lines * 2);
  });

  it('refuses the wrong number of selections, and takes 1 to 8 singles', () => {
    const three = [0, 1, 2].map(() => won(fraction(1)));
    expect(
      settleMultiple({ type: 'yankee', selections: three, isEachWay: false, stake: 1, stakeIs: 'per-line' }),
    ).toEqual({
      isValid: false,
      message: 'Yankee needs exactly 4 selections',
    });
    expect(
      settleMultiple({ type: 'singles', selections: [], isEachWay: false, stake: 1, stakeIs: 'per-line' })
        .isValid,
    ).toBe(false);
    expect(settle({ type: 'singles', selections: [won(fraction(2))] }).lineCount).toBe(1);
  });

  it('every winner at evens returns the line stake x 2^n on a line of n: a £1 Yankee returns 6x£4 + 4x£8 + £16 = £72', () => {
    expect(
      settle({ type: 'yankee', selections: [0, 1, 2, 3].map(() => won(fraction(1))) }).totalReturn.pence,
    ).toBe(7200);
    expect(
      settle({ type: 'lucky-15', selections: [0, 1, 2, 3].map(() => won(fraction(1))) }).totalReturn.pence,
    ).toBe(8000);
    fc.assert(
      fc.property(
        fc.constantFrom(...SETTLER_BET_TYPES),
        fc.integer({ min: 1, max: 10_000 }),
        (type, pence) => {
          const selections = Array.from({ length: SIZES[type][0] }, () => won(fraction(1)));
          const result = settle({ type, selections, stake: pence / 100 });
          for (const line of result.lines)
            expect(line.return.pence).toBe(pence * 2 ** line.selections.length);
        },
      ),
    );
  });

  it('a non-runner is void: the double goes on as a single; a loser sinks the line', () => {
    const double = settle({
      type: 'double',
      selections: [won(fraction(3)), as(fraction(9), 'NonRunner')],
      stake: 10,
    });
    expect(double.totalReturn.pence).toBe(4000);
    const lost = settle({
      type: 'treble',
      selections: [won(fraction(3)), won(fraction(2)), as(fraction(9), 'Lost')],
    });
    expect(lost.totalReturn.pence).toBe(0);
  });

  it('says bonuses and consolations are left out', () => {
    expect(settle({ type: 'lucky-15', selections: [0, 1, 2, 3].map(() => won(fraction(1))) }).note).toBe(
      SETTLER_BONUS_NOTE,
    );
    expect(SETTLER_BONUS_NOTE).toMatch(/bonuses/);
  });
});
