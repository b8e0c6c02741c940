import { fraction, type TFraction } from '../fraction';

/**
 * The traditional UK price ladder, shortest first: the prices bookmakers actually offer, written as they write them
 * (4/6 not 2/3, 6/4 not 3/2, 85/40 and 100/30). Decimal odds are shown as these before any computed fraction (see
 * docs/decisions/0006-decimal-to-fractional-odds.md). The spec's list, plus the short prices below 1/10 and the long
 * ones above 100/1 that bookmakers also use (MAX_ODDS is 1000/1).
 */
const LADDER_TEXT = [
  '1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 1/7 2/11 1/6 1/5 2/9 1/4 2/7 3/10 1/3',
  '4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 Evens 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8',
  '2/1 85/40 9/4 5/2 11/4 3/1 100/30 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1',
  '12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1',
  '500/1 1000/1',
]
  .join(' ')
  .split(' ');

/** A ladder price: its traditional text and its value (normalised, so 4/6 is held as 2/3). */
export type TLadderPrice = { text: string; odds: TFraction };

export const UK_PRICE_LADDER: readonly TLadderPrice[] = LADDER_TEXT.map((text) => {
  const [num, den] = text === 'Evens' ? [1, 1] : text.split('/').map(Number);
  return { text, odds: fraction(num!, den!) };
});
