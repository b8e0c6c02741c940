import type { TOdds } from './odds';

/** One row of the Rule 4 scale: the prices as the table writes them, its price range and the deduction. */
export type TRule4Row = {
  /** As Tattersalls' table writes the row: "2/5 to 1/3", "1/9 or shorter", "Over 14/1". */
  prices: string;
  /** The longest price in the row, as a fraction; null for the last row (over 14/1, no deduction). */
  longest: Pick<TOdds, 'num' | 'den'> | null;
  /** Pence in the pound taken off winnings. */
  pence: number;
};

const row = (prices: string, longest: [number, number] | null, pence: number): TRule4Row => ({
  prices,
  longest: longest ? { num: longest[0], den: longest[1] } : null,
  pence,
});

/**
 * Tattersalls' Rules on Betting, Rule 4(c): the deduction from winning bets struck at a price before a horse was
 * withdrawn, by the withdrawn horse's price at the time, in pence in the pound. Every row, shortest price first, as
 * the Tattersalls Committee's table is published at https://www.allaboutbetting.co.uk/horse-racing/rule-4,
 * https://www.mathematician-betting.co.uk/rule4.asp and https://www.beginners-betting-guide.com/rule-4-deductions-explained/
 * (the three agree row for row; the odds-on rows are written longest price first, as there). The one table for the
 * betting guide, the admin result form and the chat.
 */
export const RULE4_SCALE: readonly TRule4Row[] = [
  row('1/9 or shorter', [1, 9], 90),
  row('2/11 to 2/17', [2, 11], 85),
  row('1/4 to 1/5', [1, 4], 80),
  row('3/10 to 2/7', [3, 10], 75),
  row('2/5 to 1/3', [2, 5], 70),
  row('8/15 to 4/9', [8, 15], 65),
  row('8/13 to 4/7', [8, 13], 60),
  row('4/5 to 4/6', [4, 5], 55),
  row('20/21 to 5/6', [20, 21], 50),
  row('Evens to 6/5', [6, 5], 45),
  row('5/4 to 6/4', [6, 4], 40),
  row('13/8 to 7/4', [7, 4], 35),
  row('15/8 to 9/4', [9, 4], 30),
  row('5/2 to 3/1', [3, 1], 25),
  row('10/3 to 4/1', [4, 1], 20),
  row('9/2 to 11/2', [11, 2], 15),
  row('6/1 to 9/1', [9, 1], 10),
  row('10/1 to 14/1', [14, 1], 5),
  row('Over 14/1', null, 0),
];

/** The largest deduction on the scale (a withdrawal at 1/9 or shorter): 90p in the £. */
export const RULE4_MOST_PENCE = RULE4_SCALE[0]!.pence;

/**
 * The row a withdrawn horse's price falls in: the first (shortest) row whose longest price it does not pass. The
 * table lists ladder prices; a price between two rows (16/5, between 3/1 and 10/3) takes the row of longer prices,
 * the smaller deduction.
 */
export const rule4Row = (price: Pick<TOdds, 'num' | 'den'>): TRule4Row =>
  RULE4_SCALE.find((r) => r.longest === null || price.num * r.longest.den <= r.longest.num * price.den)!;

/** The Rule 4 deduction for one withdrawal at this price, in pence in the pound. */
export const rule4Deduction = (price: Pick<TOdds, 'num' | 'den'>): number => rule4Row(price).pence;
