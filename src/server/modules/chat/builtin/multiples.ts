import { settleMultiple } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, betLines, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { formatPence, poundsToPence } from '~/domain/money';
import { ASKS_RETURN } from './calculations';
import { findPrices, findStake, type TQuestion, withoutPrices } from './parse';
import { LINKS, listOf } from './reply-text';

/**
 * Multiples: "£2 yankee 2/1 3/1 4/1 5/1", "£10 double 2/1 and 6/4". What it returns if every selection wins.
 */

const MULTIPLES: ReadonlyArray<[RegExp, TSettlerBetType]> = [
  [/\bdouble\b/, 'double'],
  [/\btreble\b/, 'treble'],
  [/\btrixie\b/, 'trixie'],
  [/\bpatent\b/, 'patent'],
  [/\blucky\s?15\b/, 'lucky-15'],
  [/\blucky\s?31\b/, 'lucky-31'],
  [/\blucky\s?63\b/, 'lucky-63'],
  [/\bsuper\s?heinz\b/, 'super-heinz'],
  [/\bheinz\b/, 'heinz'],
  [/\b(canadian|super\s?yankee)\b/, 'canadian'],
  [/\byankee\b/, 'yankee'],
  [/\bgoliath\b/, 'goliath'],
];
const FOLDS: Record<number, TSettlerBetType> = {
  2: 'double',
  3: 'treble',
  4: '4-fold',
  5: '5-fold',
  6: '6-fold',
  7: '7-fold',
  8: '8-fold',
};
const COUNT_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const allWin = (count: number) => (count === 2 ? 'both win' : `all ${COUNT_WORDS[count]} win`);

export const multiplesReply = (q: TQuestion): string | null => {
  const prices = findPrices(q.text);
  const named = MULTIPLES.find(([pattern]) => pattern.test(q.text))?.[1];
  const stake = findStake(withoutPrices(q.text, prices));
  if (prices.length < 2) {
    // "How much would I win on a £2 Yankee?": the bets it is, and what is needed to work out the return.
    if (!named || (stake === null && !ASKS_RETURN.test(q.text))) return null;
    const shape = BET_SHAPES[named];
    const count = shape.selections!;
    const lines = betLines(named, count).length;
    const cost =
      stake === null
        ? ''
        : `, so ${formatPence(poundsToPence(Number(stake) * lines))} at ${formatPence(poundsToPence(Number(stake)))} a line`;
    return `A ${shape.label} is ${lines} bets on ${COUNT_WORDS[count]} selections${cost}. Tell me the ${COUNT_WORDS[count]} prices and I'll work out what it returns if they all win, or use the Bet Settler tab in ${LINKS.tools}.`;
  }
  const type =
    named ??
    (/\b(acc?as?|accumulators?|\d-?folds?|multiples?)\b/.test(q.text) ? FOLDS[prices.length] : undefined);
  if (!type) return null;
  const settler = `Work out any result in the Bet Settler tab in ${LINKS.tools}.`;
  const result = settleMultiple({
    type,
    selections: prices.map((p) => ({ odds: p.odds, result: 'Won' as const })),
    isEachWay: false,
    stake: stake ?? '1',
    stakeIs: 'per-line',
  });
  if (!result.isValid) return `${result.message}. ${settler}`;
  const line = result.lines[0]!.stake.text;
  const bets = result.lineCount === 1 ? '' : ` (${result.lineCount} bets, ${result.totalStake.text} in all)`;
  return [
    `A ${line}${stake === null ? ' a line' : ''} ${BET_SHAPES[type].label}${bets} on ${listOf(prices.map((p) => p.text))}: if ${allWin(prices.length)} it returns ${result.totalReturn.text}, a profit of ${result.profit.text}. Fewer winners pay less or nothing.`,
    settler,
  ].join('\n');
};
