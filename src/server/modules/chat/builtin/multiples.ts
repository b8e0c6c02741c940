import { DEFAULT_SETTLER_TERMS, settleMultiple } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, betLines, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { formatPence, poundsToPence } from '~/domain/money';
import { describePlaceTerms } from '~/domain/place-terms';
import { ASKS_RETURN } from './calculations';
import { EACH_WAY, findPrices, findStake, type TQuestion, withoutPrices } from './parse';
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

/** "Fivefold", "5 folder", "six-fold": an accumulator named by its size. */
const NAMED_FOLDS: ReadonlyArray<[RegExp, TSettlerBetType]> = [
  [/\b(four|4)[\s-]?fold(er)?s?\b/, '4-fold'],
  [/\b(five|5)[\s-]?fold(er)?s?\b/, '5-fold'],
  [/\b(six|6)[\s-]?fold(er)?s?\b/, '6-fold'],
  [/\b(seven|7)[\s-]?fold(er)?s?\b/, '7-fold'],
  [/\b(eight|8)[\s-]?fold(er)?s?\b/, '8-fold'],
];
const ASKS_SHAPE = /\b(how many (bets|lines)|cost|costs|how much|price)\b/;

const betsText = (count: number) => `${count} bet${count === 1 ? '' : 's'}`;

/** A multiple without its prices: how many bets it is (each way, twice as many) and what it costs. */
const shapeReply = (type: TSettlerBetType, stake: string | null, isEachWay: boolean): string => {
  const shape = BET_SHAPES[type];
  const count = shape.selections!;
  const combinations = betLines(type, count).length;
  const bets = combinations * (isEachWay ? 2 : 1);
  const linePence = stake === null ? null : poundsToPence(Number(stake));
  const what = [
    `A ${shape.label}${isEachWay ? ' each way' : ''} is ${betsText(bets)}`,
    isEachWay ? ` (${combinations} to win and ${combinations} to place)` : '',
    ` on ${COUNT_WORDS[count]} selections`,
    combinations === 1 ? ', all of which must win' : '',
    linePence === null ? '' : `, so ${formatPence(linePence * bets)} at ${formatPence(linePence)} a bet`,
  ].join('');
  return `${what}. Tell me the ${COUNT_WORDS[count]} prices and I'll work out what it returns if they all win, or use the Bet Settler tab in ${LINKS.tools}.`;
};

export const multiplesReply = (q: TQuestion): string | null => {
  const prices = findPrices(q.text);
  const named = [...MULTIPLES, ...NAMED_FOLDS].find(([pattern]) => pattern.test(q.text))?.[1];
  const stake = findStake(withoutPrices(q.text, prices));
  const isEachWay = EACH_WAY.test(q.text);
  if (prices.length < 2) {
    // "How much would I win on a £2 Yankee?", "£1 e/w Lucky 15": the bets it is, what it costs, what else I need.
    if (!named || (stake === null && !ASKS_RETURN.test(q.text) && !ASKS_SHAPE.test(q.text))) return null;
    return shapeReply(named, stake, isEachWay);
  }
  const type =
    named ??
    (/\b(acc?as?|accumulators?|\d-?folds?|multiples?)\b/.test(q.text) ? FOLDS[prices.length] : undefined);
  if (!type) return null;
  const settler = `Work out any result in the Bet Settler tab in ${LINKS.tools}.`;
  const result = settleMultiple({
    type,
    selections: prices.map((p) => ({ odds: p.odds, result: 'Won' as const })),
    isEachWay,
    stake: stake ?? '1',
    stakeIs: 'per-line',
  });
  if (!result.isValid) return `${result.message}. ${settler}`;
  const line = result.lines[0]!.stake.text;
  const bets =
    result.lineCount === 1
      ? ' (1 bet)'
      : ` (${betsText(result.lineCount)}, ${result.totalStake.text} in all)`;
  const terms = isEachWay
    ? ` Place terms assumed: ${describePlaceTerms(DEFAULT_SETTLER_TERMS)}; check your bookmaker's.`
    : '';
  return [
    `A ${line}${stake === null ? ' a line' : ''}${isEachWay ? ' each-way' : ''} ${BET_SHAPES[type].label}${bets} on ${listOf(prices.map((p) => p.text))}: if ${allWin(prices.length)} it returns ${result.totalReturn.text}, a profit of ${result.profit.text}. Fewer winners pay less or nothing.${terms}`,
    settler,
  ].join('\n');
};
