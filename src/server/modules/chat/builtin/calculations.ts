import { formatPercent } from '~/domain/calculators/amount';
import {
  calculateBet,
  DEFAULT_PLACE_FRACTION,
  DEFAULT_PLACES,
  type TPlaceFraction,
} from '~/domain/calculators/bet-calculator';
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
import { describePlaceTerms, standardPlaceTerms, type TPlaceTerms } from '~/domain/place-terms';
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
import { LINKS, link } from './reply-text';

/**
 * Returns (win and each way), place terms, odds conversion, dutching, multiples and Rule 4, all worked by the domain
 * calculators and settlement; this file only reads the question and words the answer.
 */

const ODDS_CALCULATOR = link('Odds Calculator', '/tools/odds-calculator');
export const EXAMPLE_STAKE = '10';

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

export const pricesIn = (text: string): TPrice[] => {
  const prices = findPrices(text);
  if (prices.length > 0) return prices;
  const decimal = decimalPriceAfterAt(text);
  return decimal ? [decimal] : [];
};

// ---------------------------------------------------------------------------------------------------------------
// Returns: "£10 at 5/2", "a tenner at 11/4", "£5 e/w at 8/1 in a 12 runner handicap", then "and each way?".

export const ASKS_RETURN =
  /\b(returns?|returning|pays?|paid|payout|pay out|win|winnings|get back|back|profit|make|worth|come to|comes to|get)\b/;
export const FOLLOW_UP =
  /^(and|what about|how about|what if|wbu|or|same|ok and|now)\b|^(each[\s-]?way|eachway|e\/w|ew)\W*$/;

export const termsFor = (text: string, textWithoutPrices: string): { terms: TPlaceTerms; note: string } => {
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

export const placeFraction = (terms: TPlaceTerms): TPlaceFraction =>
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
