import { formatPercent } from '~/domain/calculators/amount';
import {
  calculateBet,
  DEFAULT_PLACE_FRACTION,
  DEFAULT_PLACES,
  type TPlaceFraction,
} from '~/domain/calculators/bet-calculator';
import { settleMultiple } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, betLines, type TSettlerBetType } from '~/domain/calculators/bet-types';
import { DEFAULT_DUTCH_STAKE, dutch } from '~/domain/calculators/dutching';
import {
  decimalOf,
  decimalToFractional,
  displayOdds,
  formatDecimal,
  formatFractionExactly,
  parseAmericanOdds,
  parseDecimalOdds,
} from '~/domain/calculators/odds-formats';
import { sum, type TFraction } from '~/domain/fraction';
import { formatPence, poundsToPence } from '~/domain/money';
import { ODDS_RANGE_MESSAGE } from '~/domain/odds';
import { describePlaceTerms, standardPlaceTerms, type TPlaceTerms, WIN_ONLY } from '~/domain/place-terms';
import { RULE4_MOST_PENCE, RULE4_SCALE, rule4Deduction } from '~/domain/rule4';
import { settleBet } from '~/domain/settlement';
import {
  EACH_WAY,
  findDecimals,
  findPrices,
  findStake,
  findTerms,
  type TPrice,
  type TQuestion,
  withoutPrices,
} from './parse';
import { LINKS, link, listOf } from './reply-text';

/**
 * Returns (win and each way), place terms, odds conversion, dutching, multiples and Rule 4, all worked by the domain
 * calculators and settlement; this file only reads the question and words the answer.
 */

const ODDS_CALCULATOR = link('Odds Calculator', '/tools/odds-calculator');
const EXAMPLE_STAKE = '10';

/**
 * A price typed as decimal after "at" or "@" ("£10 at 3.5"), as fractional odds: the exact price typed, named as
 * that fraction (1.91 is 91/100; the ladder's 10/11 is another price), as the Bet Calculator shows it.
 */
const decimalPriceAfterAt = (text: string): TPrice | null => {
  const found = findDecimals(text).find((d) => /(\bat|@)\s*$/.test(text.slice(0, d.index)));
  const parsed = found && parseDecimalOdds(found.text);
  if (!found || !parsed?.odds) return null;
  return {
    odds: parsed.odds,
    num: Number(parsed.odds.num),
    den: Number(parsed.odds.den),
    text: `${found.text} (${formatFractionExactly(parsed.odds)})`,
    index: found.index,
    end: found.index + found.text.length,
  };
};

const pricesIn = (text: string): TPrice[] => {
  const prices = findPrices(text);
  if (prices.length > 0) return prices;
  const decimal = decimalPriceAfterAt(text);
  return decimal ? [decimal] : [];
};

// ---------------------------------------------------------------------------------------------------------------
// Returns: "£10 at 5/2", "a tenner at 11/4", "£5 e/w at 8/1 in a 12 runner handicap", then "and each way?".

const ASKS_RETURN =
  /\b(returns?|returning|pays?|paid|payout|pay out|win|winnings|get back|back|profit|make|worth|come to|comes to|get)\b/;
const FOLLOW_UP =
  /^(and|what about|how about|what if|wbu|or|same|ok and|now)\b|^(each[\s-]?way|eachway|e\/w|ew)\W*$/;

const termsFor = (text: string, textWithoutPrices: string): { terms: TPlaceTerms; note: string } => {
  const stated = findTerms(textWithoutPrices, text);
  if (stated.places !== null || stated.fractionDen !== null) {
    const terms = {
      places: Math.min(5, Math.max(1, stated.places ?? DEFAULT_PLACES)),
      fractionNum: 1,
      fractionDen: stated.fractionDen ?? 4,
    };
    return { terms, note: describePlaceTerms(terms) };
  }
  if (stated.runners !== null && stated.runners > 0) {
    const terms = standardPlaceTerms(stated.runners, stated.isHandicap);
    const race = `${stated.runners}-runner ${stated.isHandicap ? 'handicap' : 'race'}`;
    return { terms, note: `${race}: ${describePlaceTerms(terms)}` };
  }
  const [num, den] = DEFAULT_PLACE_FRACTION.split('/');
  const terms = { places: DEFAULT_PLACES, fractionNum: Number(num), fractionDen: Number(den) };
  return { terms, note: `assuming ${describePlaceTerms(terms)}; tell me the runners for the usual terms` };
};

const placeFraction = (terms: TPlaceTerms): TPlaceFraction =>
  terms.places === 1 ? DEFAULT_PLACE_FRACTION : (`1/${terms.fractionDen}` as TPlaceFraction);

const winReturn = (stake: string, price: TPrice, stakeGiven: boolean): string => {
  const bet = calculateBet({ stake, odds: price.odds, isEachWay: false });
  const lead = stakeGiven
    ? `${bet.totalStake.text} at ${price.text} returns ${bet.potentialReturn.text} if it wins`
    : `At ${price.text}, a ${bet.totalStake.text} bet returns ${bet.potentialReturn.text} if it wins`;
  return [
    `${lead}: ${bet.potentialProfit.text} profit plus the ${bet.totalStake.text} stake. If it loses, the stake is lost.`,
    `Try other prices in ${LINKS.tools}.`,
  ].join('\n');
};

const eachWayReturn = (stake: string, price: TPrice, terms: TPlaceTerms, note: string): string => {
  const bet = calculateBet({
    stake,
    odds: price.odds,
    isEachWay: true,
    places: terms.places,
    placeFraction: placeFraction(terms),
  });
  const parts = bet.eachWay!;
  const unit = formatPence(poundsToPence(Number(stake)));
  const lines = [`${unit} each way at ${price.text} costs ${bet.totalStake.text} (${note}).`];
  if (terms.places === 1) {
    lines.push(
      `Both parts are settled as win bets: if it wins, ${bet.potentialReturn.text} back; otherwise the ${bet.totalStake.text} is lost.`,
    );
  } else {
    lines.push(
      `If it wins: ${bet.potentialReturn.text} back (win part ${parts.winReturn.text}, place part ${parts.placeReturn.text}).`,
      `If it only places: ${parts.placeOnlyReturn.text} back. Unplaced: the ${bet.totalStake.text} is lost.`,
    );
  }
  lines.push(`Check your bookmaker's terms; try others in ${LINKS.tools}.`);
  return lines.join('\n');
};

export const returnsReply = (q: TQuestion): string | null => {
  let text = q.text;
  let prices = pricesIn(text);
  let stake = findStake(withoutPrices(text, prices));
  if ((prices.length === 0 || stake === null) && FOLLOW_UP.test(text)) {
    const earlier = q.history.find((message) => pricesIn(message).length === 1);
    if (earlier) {
      const earlierPrices = pricesIn(earlier);
      if (prices.length === 0) prices = earlierPrices;
      stake ??= findStake(withoutPrices(earlier, earlierPrices));
      // The earlier question's race details (runners, handicap) still apply to "and each way?".
      text = `${text} ${withoutPrices(earlier, earlierPrices)}`;
    }
  }
  if (prices.length !== 1) return null;
  const isEachWay = EACH_WAY.test(q.text) || (FOLLOW_UP.test(q.text) && EACH_WAY.test(text));
  if (stake === null && !ASKS_RETURN.test(text) && !isEachWay) return null;
  const price = prices[0]!;
  const stakeText = stake ?? EXAMPLE_STAKE;
  if (Number(stakeText) <= 0) return `Tell me a stake above £0 and I'll work out the return.`;
  if (!isEachWay) return winReturn(stakeText, price, stake !== null);
  const { terms, note } = termsFor(text, withoutPrices(text, prices));
  return eachWayReturn(stakeText, price, terms, note);
};

// ---------------------------------------------------------------------------------------------------------------
// Each-way place terms: "how many places in a 12 runner handicap".

const ASKS_TERMS =
  /\b(how many places|places (paid|pay|does|do)|place terms|each[\s-]?way terms|e\/w terms|ew terms|what terms)\b/;

export const placeTermsReply = (q: TQuestion): string | null => {
  if (!ASKS_TERMS.test(q.text)) return null;
  const stated = findTerms(withoutPrices(q.text, findPrices(q.text)), q.text);
  const more = `Some bookmakers pay extra places; check theirs. Work out returns in ${LINKS.tools}.`;
  if (stated.runners !== null && stated.runners > 0) {
    const race = `${stated.runners}-runner ${stated.isHandicap ? 'handicap' : 'race'}`;
    return `The usual terms for a ${race}: ${describePlaceTerms(standardPlaceTerms(stated.runners, stated.isHandicap))}.\n${more}`;
  }
  const terms = (runners: number, isHandicap = false) =>
    describePlaceTerms(standardPlaceTerms(runners, isHandicap));
  return [
    `Usual UK each-way terms: 1-4 runners ${terms(4)}; 5-7 runners ${terms(5)}; 8 or more ${terms(8)}.`,
    `Handicaps of 12-15 runners pay ${terms(12, true)}, and of 16 or more ${terms(16, true)}.`,
    more,
  ].join('\n');
};

// ---------------------------------------------------------------------------------------------------------------
// Odds conversion: fractional <-> decimal <-> American, and the implied chance.

// "Old money" is what punters call fractional odds; "new money", decimal.
const CONVERSION_WORDS =
  /\b(decimals?|dec|fractions?|fractional|percent\w*|chance|chances|probability|implied|american|moneyline|us odds|convert\w*|conversion|mean|means|meaning|equivalent|old money|new money)\b|%/;
/** "What's that in old money": the price is in the message before. */
const POINTS_BACK = /\b(that|it|this|those|them)\b/;

const describePrice = (label: string, odds: TFraction): string => {
  const shown = displayOdds(odds);
  return `${label} is ${shown.decimal} in decimal and ${shown.american} American, an implied chance of ${shown.impliedProbability}.`;
};

/** Any message with a fractional price that no other handler took ("11/4?"), or a decimal with a conversion word. */
export const conversionReply = (q: TQuestion): string | null => {
  const asksConversion = CONVERSION_WORDS.test(q.text);
  const hasNumber = (text: string) => findPrices(text).length > 0 || findDecimals(text).length > 0;
  const earlier =
    asksConversion && !hasNumber(q.text) && POINTS_BACK.test(q.text) ? q.history.find(hasNumber) : undefined;
  if (earlier) return conversionReply({ text: `${earlier} ${q.text}`, history: [] });
  const prices = findPrices(q.text);
  const lines: string[] = [];
  if (prices.length > 0) {
    for (const p of prices.slice(0, 4)) lines.push(describePrice(p.text, p.odds));
  } else if (asksConversion) {
    const decimals = findDecimals(q.text).slice(0, 4);
    for (const d of decimals) {
      const parsed = parseDecimalOdds(d.text);
      if (!parsed.odds) {
        lines.push(`${d.text}: ${parsed.message}.`);
        continue;
      }
      const reading = decimalToFractional(decimalOf(parsed.odds));
      const about = reading.source === 'nearest' ? 'about ' : '';
      lines.push(
        `${d.text} in decimal is ${about}${reading.text} as a fraction, an implied chance of ${displayOdds(parsed.odds).impliedProbability}.`,
      );
    }
    const american = /(?<![\d/])([+-]\d{3,5})\b/.exec(q.text);
    if (decimals.length === 0 && american && /\b(american|moneyline|us)\b/.test(q.text)) {
      const parsed = parseAmericanOdds(american[1]!);
      if (!parsed.odds) lines.push(`${parsed.message}.`);
      else {
        const reading = decimalToFractional(decimalOf(parsed.odds));
        lines.push(
          `${american[1]} American is ${reading.text}, or ${formatDecimal(parsed.odds)} in decimal.`,
        );
      }
    }
  }
  if (lines.length === 0 && /\b\d+\s*\/\s*\d+\b/.test(q.text)) lines.push(`${ODDS_RANGE_MESSAGE}.`);
  if (lines.length === 0) return null;
  lines.push(`Convert any price in the ${ODDS_CALCULATOR}.`);
  return lines.join('\n');
};

// ---------------------------------------------------------------------------------------------------------------
// Dutching: "dutch 3/1 and 4/1 with £20".

const MAX_DUTCH = 10;

export const dutchingReply = (q: TQuestion): string | null => {
  if (!/\bdutch\w*\b/.test(q.text)) return null;
  const prices = findPrices(q.text);
  if (prices.length === 1)
    return 'Dutching needs at least 2 selections: give me two or more prices and a total stake.';
  if (prices.length < 2) return null;
  if (prices.length > MAX_DUTCH) return `I can dutch up to ${MAX_DUTCH} selections at a time.`;
  const stake = findStake(withoutPrices(q.text, prices));
  const result = dutch({ totalStake: stake ?? DEFAULT_DUTCH_STAKE, odds: prices.map((p) => p.odds) });
  if (!result) return null;
  const stakes = result.selections.map((s, i) => `${s.stake.text} on ${prices[i]!.text}`);
  const returns = result.selections.map((s) => s.return.pence);
  const lowest = formatPence(Math.min(...returns));
  const profit = result.guaranteedProfit;
  const outcome =
    profit.pence >= 0
      ? `a profit of ${profit.text}`
      : `a loss of ${formatPence(-profit.pence)}: the prices are too short`;
  const combined = formatPercent(sum(result.selections.map((s) => s.impliedProbability)), 1);
  return [
    `Dutching ${result.totalStake.text}${stake === null ? ' (tell me your total to change it)' : ''}: ${stakes.join(', ')}.`,
    `If one of them wins you get back about ${lowest}, ${outcome}. If none wins, you lose ${result.totalStake.text}. Combined implied chance: ${combined}.`,
    `Use the Dutching tab in ${LINKS.tools}.`,
  ].join('\n');
};

// ---------------------------------------------------------------------------------------------------------------
// Multiples: "£2 yankee 2/1 3/1 4/1 5/1", "£10 double 2/1 and 6/4". What it returns if every selection wins.

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

// ---------------------------------------------------------------------------------------------------------------
// Rule 4: the deduction for a withdrawn horse's price, from the one Tattersalls Rule 4(c) table (src/domain/rule4.ts).

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

export const rule4Reply = (q: TQuestion): string | null => {
  const asksRule4 = RULE4_WORDS.test(q.text) || /\bdeduct\w*\b/.test(q.text);
  if (!asksRule4 && !WITHDRAWAL.test(q.text)) return null;
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
    const stakePence = poundsToPence(Number(stake));
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
    lines.push(
      `${formatPence(stakePence)} at ${bet.text}: winnings of ${formatPence(full.returnPence - stakePence)} become ${formatPence(reduced.returnPence - stakePence)}, so it returns ${formatPence(reduced.returnPence)} instead of ${formatPence(full.returnPence)}.`,
    );
  }
  lines.push(guide);
  return lines.join('\n');
};
