import { formatPence, poundsToPence } from '~/domain/money';
import { WIN_ONLY } from '~/domain/place-terms';
import { RULE4_MOST_PENCE, RULE4_SCALE, rule4Deduction } from '~/domain/rule4';
import { settleBet } from '~/domain/settlement';
import { findPrices, findStake, type TPrice, type TQuestion, withoutPrices } from './parse';
import { LINKS } from './reply-text';

/**
 * Rule 4: the deduction for a withdrawn horse's price, from the one Tattersalls Rule 4(c) table (src/domain/rule4.ts).
 */

/** The longest price that still takes a deduction (14/1): anything longer takes none. */
const LONGEST_DEDUCTED = RULE4_SCALE.filter((row) => row.pence > 0).at(-1)!;
const SMALLEST_PENCE = LONGEST_DEDUCTED.pence;

const RULE4_WORDS = /\b(rule\s*4|rule\s*four|r4|rule iv)\b/;
// Not "withdraw" or "withdrawal" alone: those are as likely to be about money.
const WITHDRAWAL = /\b(withdrawn|non[\s-]?runners?|nr|taken out|pulled out|scratched|refused to race)\b/;
// Up to three words (not another price) between the price and the withdrawal: "2/1 fav withdrawn".
const NEAR_WITHDRAWAL =
  /^[^\w/]*(?:[a-z]+[^\w/]+){0,3}?(withdrawn|withdrawal|non[\s-]?runner|nr\b|taken out|pulled out|scratched|is out|goes out|came out)/;

/** Which price is the withdrawn horse's: the one next to "withdrawn", else the one that is not the bet's. */
const withdrawnPrice = (text: string, prices: readonly TPrice[], hasStake: boolean): TPrice | null => {
  const named = prices.find(
    (p) =>
      NEAR_WITHDRAWAL.test(text.slice(p.end, p.end + 40)) ||
      /(withdrawn|non[\s-]?runner|nr|taken out|pulled out|scratched)[^\w/]+([a-z]+[^\w/]+){0,2}$/.test(
        text.slice(Math.max(0, p.index - 30), p.index),
      ),
  );
  if (named) return named;
  if (prices.length === 1) return hasStake ? null : prices[0]!;
  return prices.find((p) => !/(\bat|@)\s*$/.test(text.slice(0, p.index))) ?? null;
};

/** A deduction the bettor already knows, in pence: "a 15p rule 4", "25p in the pound", "10p in the £". */
const STATED_PENCE =
  /\b(\d{1,3})\s*p\b(?:\s*(?:in|per|off|a)\s*(?:the|every|each)?\s*(?:£1?|pound|quid)(?!\s*\d))?/;

/** Pence that are the deduction, not a 50p stake: said "in the £", or next to "rule 4" or "deduction". */
const isDeduction = (text: string, stated: RegExpExecArray): boolean => {
  if (/(£1?|pound|quid)$/.test(stated[0])) return true;
  const near = text.slice(Math.max(0, stated.index - 12), stated.index + stated[0].length + 16);
  return /\b(rule\s*4|rule\s*four|r4|deduct\w*)\b/.test(near);
};

/** The bet's return with a deduction the bettor states, worked by settlement as My Bets settles it. */
/** "£10.00 at 3/1: winnings of £30.00 become £25.50, so it returns £35.50 instead of £40.00", by the settlement engine. */
const rule4ReturnLine = (stakePence: number, bet: TPrice, pence: number): string => {
  const settle = (rule4Pence: number) =>
    settleBet({
      type: 'Win',
      stakePence,
      odds: bet,
      terms: WIN_ONLY,
      outcome: { result: 'Won', rule4Pence },
    });
  const full = settle(0);
  const reduced = settle(pence);
  return `${formatPence(stakePence)} at ${bet.text}: winnings of ${formatPence(full.returnPence - stakePence)} become ${formatPence(reduced.returnPence - stakePence)}, so it returns ${formatPence(reduced.returnPence)} instead of ${formatPence(full.returnPence)}.`;
};

const statedReply = (q: TQuestion, stated: RegExpExecArray, guide: string): string => {
  const pence = Number(stated[1]);
  if (pence < 1 || pence > RULE4_MOST_PENCE)
    return `A Rule 4 deduction is between 1p and ${RULE4_MOST_PENCE}p in the £. ${guide}`;
  const text = `${q.text.slice(0, stated.index)}${' '.repeat(stated[0].length)}${q.text.slice(stated.index + stated[0].length)}`;
  const prices = findPrices(text);
  const stake = findStake(withoutPrices(text, prices));
  const bet =
    prices.length === 1 ? prices[0] : prices.find((p) => /(\bat|@)\s*$/.test(text.slice(0, p.index)));
  const rule = `A ${pence}p Rule 4 takes ${pence}p off every £1 of winnings, never the stake.`;
  if (!bet || stake === null || Number(stake) <= 0)
    return `${rule} Tell me your stake and price and I'll work out the return. ${guide}`;
  return [rule, rule4ReturnLine(poundsToPence(Number(stake)), bet, pence), guide].join('\n');
};

export const rule4Reply = (q: TQuestion): string | null => {
  const asksRule4 =
    RULE4_WORDS.test(q.text) ||
    /\bdeduct\w*\b/.test(q.text) ||
    /\b\d{1,2}\s*p (in|per) (the )?(£|pound)/.test(q.text);
  if (!asksRule4 && !WITHDRAWAL.test(q.text)) return null;
  const stated = asksRule4 ? STATED_PENCE.exec(q.text) : null;
  if (stated && isDeduction(q.text, stated))
    return statedReply(q, stated, `Scale and examples in the ${LINKS.guide}.`);
  const prices = findPrices(q.text);
  const stake = findStake(withoutPrices(q.text, prices));
  const guide = `Scale and examples in the ${LINKS.guide}.`;
  if (!asksRule4 && (prices.length === 0 || /\bmy\b/.test(q.text)))
    return [
      'If your horse is a non-runner (withdrawn before the race), the bet is void and your stake comes back, each way too; ante-post bets usually lose.',
      `The other runners' winning bets may then have a Rule 4 deduction from their winnings. ${guide}`,
    ].join('\n');
  if (prices.length === 0) {
    return [
      `Rule 4: when a horse is withdrawn late, winning bets struck at a price before it came out lose part of their winnings, never the stake: from ${SMALLEST_PENCE}p to ${RULE4_MOST_PENCE}p in the £, the shorter the withdrawn horse's price the bigger the deduction.`,
      'Bets at SP are usually unaffected. Tell me its price, your stake and odds, and I will work it out.',
      guide,
    ].join('\n');
  }
  const withdrawn = withdrawnPrice(q.text, prices, stake !== null);
  if (!withdrawn)
    return `What price was the withdrawn horse? Tell me that and I'll give you the Rule 4 deduction. ${guide}`;
  const pence = rule4Deduction(withdrawn);
  const longest = LONGEST_DEDUCTED.longest!;
  const lines = [
    pence === 0
      ? `A horse at ${withdrawn.text} is longer than ${longest.num}/${longest.den}, so there is no Rule 4 deduction.`
      : `A ${withdrawn.text} withdrawal means a Rule 4 deduction of ${pence}p in the £, taken from winnings only.`,
  ];
  const bet = prices.find((p) => p !== withdrawn);
  if (pence > 0 && bet && stake !== null && Number(stake) > 0) {
    lines.push(rule4ReturnLine(poundsToPence(Number(stake)), bet, pence));
  }
  lines.push(guide);
  return lines.join('\n');
};
