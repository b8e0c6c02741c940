import { formatPence, poundsToPence } from '~/domain/money';
import { WIN_ONLY } from '~/domain/place-terms';
import { settleBet, type TSettlementPart } from '~/domain/settlement';
import { EXAMPLE_STAKE, pricesIn, termsFor } from './calculations';
import { EACH_WAY, findStake, type TQuestion, withoutPrices } from './parse';
import { LINKS } from './reply-text';

/**
 * Dead heats: "£10 at 6/1 dead heat for first", "what if it dead heats" after a returns question. The stake is split
 * between the horses that tied and each share is paid at full odds, worked by settlement (`deadHeatShare`), as My
 * Bets settles a dead heat.
 */

const DEAD_HEAT = /\b(dead[\s-]?heat\w*|dh|tied for (first|1st|the win))\b/;
const HORSES: ReadonlyArray<[RegExp, number]> = [
  [/\b(four|4)[\s-]*(way|horse)s?\b/, 4],
  [/\b(three|3|triple)[\s-]*(way|horse)s?\b/, 3],
];
const POSITIONS: ReadonlyArray<[RegExp, number]> = [
  [/\bfor (2nd|second)\b/, 2],
  [/\bfor (3rd|third)\b/, 3],
  [/\bfor (4th|fourth)\b/, 4],
  [/\bfor (5th|fifth)\b/, 5],
];
const SHARE_WORDS: Record<string, string> = {
  '1/2': 'half',
  '1/3': 'a third',
  '2/3': 'two thirds',
  '1/4': 'a quarter',
  '3/4': 'three quarters',
};

const ordinal = (position: number) => ['1st', '2nd', '3rd', '4th', '5th'][position - 1]!;

/** What a part paid, in words: "in full", "on half its stake", "nothing". */
const paidText = (part: TSettlementPart): string => {
  const [num, den] = part.paidShare;
  if (part.returnPence === 0) return 'nothing';
  if (num >= den) return `in full, ${formatPence(part.returnPence)}`;
  return `on ${SHARE_WORDS[`${num}/${den}`] ?? `${num}/${den}`} of its stake, ${formatPence(part.returnPence)}`;
};

export const deadHeatReply = (q: TQuestion): string | null => {
  if (!DEAD_HEAT.test(q.text)) return null;
  let text = q.text;
  let prices = pricesIn(text);
  // "What if it dead heats?" after "£20 at 5/2": that bet.
  if (prices.length === 0) {
    const earlier = q.history.find((message) => pricesIn(message).length === 1);
    if (earlier) {
      text = `${earlier} ${text}`;
      prices = pricesIn(text);
    }
  }
  if (prices.length !== 1) return null;
  const price = prices[0]!;
  const stake = findStake(withoutPrices(text, prices)) ?? EXAMPLE_STAKE;
  const stakePence = poundsToPence(Number(stake));
  if (stakePence <= 0) return `Tell me a stake above £0 and I'll work out the return.`;
  const horses = HORSES.find(([pattern]) => pattern.test(text))?.[1] ?? 2;
  const position = POSITIONS.find(([pattern]) => pattern.test(text))?.[1] ?? 1;
  const isEachWay = EACH_WAY.test(text);
  const { terms, note } = isEachWay
    ? termsFor(text, withoutPrices(text, prices))
    : { terms: WIN_ONLY, note: '' };
  const settle = (deadHeat: { horses: number; position: number } | null) =>
    settleBet({
      type: isEachWay ? 'Each Way' : 'Win',
      stakePence,
      odds: price,
      terms,
      outcome: { result: position === 1 ? 'Won' : 'Placed', deadHeat },
    });
  const tied = settle({ horses, position });
  const clean = settle(null);
  const others = horses === 2 ? 'one other' : `${horses - 1} others`;
  const bet = `${formatPence(stakePence)}${isEachWay ? ' each way' : ''} at ${price.text}${note ? ` (${note})` : ''}`;
  const lines = [`${bet}, dead-heating for ${ordinal(position)} with ${others}:`];
  const [win, place] = tied.parts;
  if (isEachWay && win && place)
    lines.push(`the win part is paid ${paidText(win)}; the place part ${paidText(place)}.`);
  else if (win)
    lines.push(
      win.returnPence === 0
        ? 'a win bet pays nothing: the horse did not win.'
        : `the stake is split ${horses} ways, so ${SHARE_WORDS[`1/${horses}`]} of it is paid at ${price.text} and the rest is lost.`,
    );
  lines.push(
    `It returns ${formatPence(tied.returnPence)} for ${formatPence(tied.totalStakePence)} staked (${formatPence(clean.returnPence)} without the dead heat). Settle any result in ${LINKS.tools}.`,
  );
  return `${lines[0]} ${lines.slice(1).join('\n')}`;
};
