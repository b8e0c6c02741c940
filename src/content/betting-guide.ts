/**
 * The Simple Betting Guide (spec 2 "Simple Betting Guide"): odds formats, bet types, quick tips, Rule 4 and dead
 * heats. Every return is worked by the domain's calculators and settlement, never typed by hand.
 */

import type { TBettingGuide, TGuideBetType, TGuideExample } from '~/domain/betting-guide';
import type { TAmount } from '~/domain/calculators/amount';
import { calculateBet, type TPlaceFraction } from '~/domain/calculators/bet-calculator';
import { settleMultiple, type TSettlerSelection } from '~/domain/calculators/bet-settler';
import { BET_SHAPES, betLines, type TSettlerBetType } from '~/domain/calculators/bet-types';
import {
  decimalOf,
  decimalToFractional,
  formatAmerican,
  formatDecimal,
  formatFraction,
  formatImpliedProbability,
} from '~/domain/calculators/odds-formats';
import { EACH_WAY_MIN_ODDS, EACH_WAY_MIN_ODDS_TEXT, EACH_WAY_MIN_RUNNERS } from '~/domain/each-way-rule';
import { fraction, mul, type TFraction } from '~/domain/fraction';
import { formatPence } from '~/domain/money';
import { ordinal } from '~/domain/ordinal';
import { describePlaceTerms, standardPlaceTerms, type TPlaceTerms } from '~/domain/place-terms';
import { RULE4_SCALE, rule4Row } from '~/domain/rule4';
import { settleBet } from '~/domain/settlement';

const odds = (num: number, den = 1): TFraction => fraction(num, den);
/** A price as bookmakers write it: 6/4 rather than 3/2, Evens rather than 1/1. */
const plain = (price: TFraction) => decimalToFractional(decimalOf(price)).text;
const listOf = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
/** The placings that pay only the place part: "2nd", "2nd or 3rd", "2nd to 4th". */
const placedOnly = (places: number) =>
  places <= 2
    ? ordinal(2)
    : places === 3
      ? `${ordinal(2)} or ${ordinal(3)}`
      : `${ordinal(2)} to ${ordinal(places)}`;
const profitOrLoss = (value: TAmount) =>
  value.pence >= 0 ? `a profit of ${value.text}` : `a loss of ${formatPence(-value.pence)}`;

const placeFractionOf = (terms: TPlaceTerms): TPlaceFraction => {
  const text = `${terms.fractionNum}/${terms.fractionDen}`;
  if (text !== '1/4' && text !== '1/5' && text !== '1/3' && text !== '1/2')
    throw new Error(`The bet calculator has no place fraction ${text}`);
  return text;
};

// ---------------------------------------------------------------------------------------------------------------
// Odds formats. The spec's example: £10 at 5/1 returns £60.
const FIVE_ONE = odds(5);
const ODDS_ON = odds(1, 2);
const tenAtFiveOne = calculateBet({ stake: 10, odds: FIVE_ONE, isEachWay: false });
const tenAtOddsOn = calculateBet({ stake: 10, odds: ODDS_ON, isEachWay: false });
const poundAtFiveOne = calculateBet({ stake: 1, odds: FIVE_ONE, isEachWay: false });
const poundAtOddsOn = calculateBet({ stake: 1, odds: ODDS_ON, isEachWay: false });
const hundredAtFiveOne = calculateBet({ stake: 100, odds: FIVE_ONE, isEachWay: false });
const fractionText = (terms: TPlaceTerms) => `${terms.fractionNum}/${terms.fractionDen}`;
/** The place part's price: the win odds times the place fraction (6/1 at 1/5 is 6/5). */
const placePrice = (price: TFraction, terms: TPlaceTerms) =>
  plain(mul(price, fraction(terms.fractionNum, terms.fractionDen)));

const oddsFormats: TBettingGuide['oddsFormats'] = {
  intro:
    'Odds tell you two things: what a winning bet pays, and the chance the bookmaker is implying. UK racing quotes fractional odds, exchanges and many apps use decimal, and American odds appear on US sites. They are three ways of writing the same price.',
  formats: [
    {
      name: 'Fractional',
      example: formatFraction(FIVE_ONE),
      explanation: `The traditional UK format: winnings over stake. At ${formatFraction(FIVE_ONE)} you win ${poundAtFiveOne.potentialProfit.text} for every £1 staked and get your stake back too. Odds-on prices such as ${formatFraction(ODDS_ON)} pay less than the stake: £1 wins ${poundAtOddsOn.potentialProfit.text}.`,
    },
    {
      name: 'Decimal',
      example: formatDecimal(FIVE_ONE),
      explanation: `The total return for each £1 staked, stake included: fractional odds plus 1. ${formatFraction(FIVE_ONE)} is ${formatDecimal(FIVE_ONE)} and ${formatFraction(ODDS_ON)} is ${formatDecimal(ODDS_ON)}. The implied chance is 1 divided by the decimal odds: ${formatDecimal(FIVE_ONE)} implies ${formatImpliedProbability(FIVE_ONE)}.`,
    },
    {
      name: 'American',
      example: formatAmerican(FIVE_ONE),
      explanation: `A plus figure is what a $100 (or £100) stake wins: ${formatAmerican(FIVE_ONE)} is ${formatFraction(FIVE_ONE)}. A minus figure is what you must stake to win 100: ${formatAmerican(ODDS_ON)} is ${formatFraction(ODDS_ON)}.`,
    },
  ],
  example: {
    title: `£10 at ${formatFraction(FIVE_ONE)}`,
    lines: [
      `Fractional: £10 × ${formatFraction(FIVE_ONE)} = ${tenAtFiveOne.potentialProfit.text} winnings, plus your £10 stake back: ${tenAtFiveOne.potentialReturn.text} returned.`,
      `Decimal: £10 × ${formatDecimal(FIVE_ONE)} = ${tenAtFiveOne.potentialReturn.text} returned, the same bet written another way.`,
      `American: ${formatAmerican(FIVE_ONE)} means £100 would win ${hundredAtFiveOne.potentialProfit.text}, so £10 wins ${tenAtFiveOne.potentialProfit.text} and returns ${tenAtFiveOne.potentialReturn.text}.`,
      `Odds-on for comparison: £10 at ${formatFraction(ODDS_ON)} (${formatDecimal(ODDS_ON)}, ${formatAmerican(ODDS_ON)}) returns ${tenAtOddsOn.potentialReturn.text}, winnings of ${tenAtOddsOn.potentialProfit.text}.`,
      'If the horse loses, the stake is lost whatever the format.',
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Bet types. Singles and each way are worked by the bet calculator and settlement; multiples by the bet settler.
const won = (price: TFraction): TSettlerSelection => ({ odds: price, result: 'Won' });
const lost = (price: TFraction): TSettlerSelection => ({ odds: price, result: 'Lost' });

const LINE_NAMES: Record<number, string> = { 1: 'single', 2: 'double', 3: 'treble' };
const lineName = (size: number, count: number) => {
  const name = LINE_NAMES[size] ?? `${size}-fold`;
  return count === 1 ? `one ${name}` : `${count} ${name}s`;
};

/** A multiple settled by the bet settler, with its workings in words. */
const multipleExample = (
  type: TSettlerBetType,
  stakePerLine: number,
  selections: readonly TSettlerSelection[],
  extra: readonly string[] = [],
): TGuideExample => {
  const result = settleMultiple({
    type,
    selections,
    isEachWay: false,
    stake: stakePerLine,
    stakeIs: 'per-line',
  });
  if (!result.isValid) throw new Error(result.message);
  const label = BET_SHAPES[type].label;
  const prices = selections
    .map((selection) => `${plain(selection.odds)} (${selection.result === 'Won' ? 'won' : 'lost'})`)
    .join(', ');
  const paying = result.lines.filter((line) => line.return.pence > 0);
  const sizes = [...new Set(paying.map((line) => line.selections.length))].sort((a, b) => a - b);
  const payingText = listOf(
    sizes.map((size) => lineName(size, paying.filter((line) => line.selections.length === size).length)),
  );
  const stakeText = result.lines[0]!.stake.text;
  return {
    title: `${label}: ${stakeText} a line`,
    lines: [
      `Selections: ${prices}.`,
      `Stake: ${stakeText} a line × ${result.lineCount} ${result.lineCount === 1 ? 'bet' : 'bets'} = ${result.totalStake.text}.`,
      paying.length === 0
        ? 'No line has every selection in it winning, so nothing is returned.'
        : `Paying ${paying.length === 1 ? 'line' : 'lines'}: ${payingText}. ${paying.length === 1 ? 'It returns' : 'Each returns'} its stake times the decimal odds of its selections multiplied together.`,
      `Total return: ${result.totalReturn.text}, ${profitOrLoss(result.profit)}.`,
      ...extra,
    ],
  };
};

const BONUS_LINE =
  'Bookmakers often add a bonus or consolation to this bet, such as double odds on a single winner or a bonus when all selections win. These are offers that vary between bookmakers and are not included in the figures.';

const fullCover = (
  id: string,
  type: TSettlerBetType,
  description: string,
  stakePerLine: number,
  selections: readonly TSettlerSelection[],
  extra: readonly string[] = [],
): TGuideBetType => {
  const shape = BET_SHAPES[type];
  return {
    id,
    name: shape.label,
    description,
    bets: betLines(type, shape.selections!).length,
    selections: shape.selections!,
    example: multipleExample(type, stakePerLine, selections, extra),
  };
};

// Win: £10 at 9/2.
const WIN_PRICE = odds(9, 2);
const winBet = calculateBet({ stake: 10, odds: WIN_PRICE, isEachWay: false });

// Place: £10 to place at 6/1 in an 8-runner non-handicap (3 places at 1/5), finishing 3rd.
const PLACE_TERMS = standardPlaceTerms(8, false);
const PLACE_PRICE = { num: 6, den: 1 };
const placeSettled = settleBet({
  type: 'Place',
  stakePence: 1000,
  odds: PLACE_PRICE,
  terms: PLACE_TERMS,
  outcome: { result: 'Placed' },
});

// Each way: £5 each way at 10/1 in a 12-runner handicap (3 places at 1/4).
const EW_TERMS = standardPlaceTerms(12, true);
const EW_PRICE = odds(10);
const eachWay = calculateBet({
  stake: 5,
  odds: EW_PRICE,
  isEachWay: true,
  places: EW_TERMS.places,
  placeFraction: placeFractionOf(EW_TERMS),
});

const betTypes: readonly TGuideBetType[] = [
  {
    id: 'win',
    name: 'Win',
    description:
      'The simplest bet: your horse has to finish first. If it wins you get your stake back plus your winnings; if not, the stake is lost.',
    selections: 1,
    example: {
      title: `£10 win at ${formatFraction(WIN_PRICE)}`,
      lines: [
        `If it wins: £10 × ${formatFraction(WIN_PRICE)} = ${winBet.potentialProfit.text} winnings, plus the £10 stake: ${winBet.potentialReturn.text} returned.`,
        'If it finishes second or worse: the £10 is lost.',
      ],
    },
  },
  {
    id: 'place',
    name: 'Place',
    description:
      'Your horse has to finish in the places: how many depends on the number of runners and the race type. It pays at a fraction of the win odds, so it pays less than a win bet but pays out more often. Some bookmakers and the exchanges also run separate place markets with their own prices.',
    selections: 1,
    example: {
      title: `£10 to place at ${formatFraction(odds(PLACE_PRICE.num, PLACE_PRICE.den))} in an 8-runner race`,
      lines: [
        `An 8-runner race that is not a handicap pays ${describePlaceTerms(PLACE_TERMS)}.`,
        `The horse finishes 3rd: the place price is ${formatFraction(odds(PLACE_PRICE.num, PLACE_PRICE.den))} × ${fractionText(PLACE_TERMS)} = ${placePrice(odds(PLACE_PRICE.num, PLACE_PRICE.den), PLACE_TERMS)}, so £10 returns ${formatPence(placeSettled.returnPence)}, stake included.`,
        'Had it finished 4th, the £10 would have been lost.',
      ],
    },
  },
  {
    id: 'each-way',
    name: 'Each Way',
    description: `Two bets of the same stake: one to win and one to place, so £5 each way costs ${eachWay.totalStake.text}. If the horse wins, both parts pay; if it only places, the place part pays at the place terms and the win part is lost.`,
    bets: 2,
    selections: 1,
    example: {
      title: `£5 each way at ${formatFraction(EW_PRICE)} in a 12-runner handicap`,
      lines: [
        `Terms: ${describePlaceTerms(EW_TERMS)}. Total stake: ${eachWay.totalStake.text}.`,
        `If it wins: win part ${eachWay.eachWay!.winReturn.text} plus place part ${eachWay.eachWay!.placeReturn.text} = ${eachWay.potentialReturn.text}.`,
        `If it finishes ${placedOnly(EW_TERMS.places)}: the place part returns ${eachWay.eachWay!.placeOnlyReturn.text}; the win part is lost.`,
        `If it finishes ${ordinal(EW_TERMS.places + 1)} or worse: the whole ${eachWay.totalStake.text} is lost.`,
      ],
    },
  },
  {
    id: 'double',
    name: 'Double',
    description:
      'One bet on two selections in different races. Both must win; the return from the first is staked on the second, so the odds multiply.',
    bets: 1,
    selections: 2,
    example: multipleExample('double', 10, [won(odds(2)), won(odds(3))]),
  },
  {
    id: 'treble',
    name: 'Treble',
    description: 'One bet on three selections in different races. All three must win.',
    bets: 1,
    selections: 3,
    example: multipleExample('treble', 5, [won(odds(2)), won(odds(5, 2)), won(odds(3))]),
  },
  {
    id: 'accumulator',
    name: 'Accumulator',
    description:
      'One bet on four or more selections in different races (a 4-fold, 5-fold and so on), all of which must win. The odds multiply, so returns can be large, but one loser loses the whole bet. A non-runner is removed and the bet goes on with the rest: a 4-fold becomes a treble.',
    bets: 1,
    selections: 4,
    selectionsOrMore: true,
    example: multipleExample(
      '4-fold',
      2,
      [won(odds(2)), won(odds(6, 4)), won(odds(3)), won(odds(5, 2))],
      ['With one loser among the four, the whole 4-fold would lose.'],
    ),
  },
  fullCover(
    'trixie',
    'trixie',
    'Three selections in different races, covered by 3 doubles and a treble: 4 bets. Two winners are enough for a return.',
    1,
    [won(odds(2)), won(odds(3)), lost(odds(4))],
  ),
  fullCover(
    'patent',
    'patent',
    'Three selections covered by 3 singles, 3 doubles and a treble: 7 bets. One winner gives a return from its single.',
    1,
    [won(odds(2)), won(odds(3)), lost(odds(4))],
  ),
  fullCover(
    'yankee',
    'yankee',
    'Four selections covered by 6 doubles, 4 trebles and a 4-fold: 11 bets, no singles. Two winners are needed for a return.',
    1,
    [won(odds(2)), won(odds(5, 2)), won(odds(3)), lost(odds(6))],
  ),
  fullCover(
    'lucky-15',
    'lucky-15',
    'A Yankee plus 4 singles: 15 bets on four selections. One winner gives a return from its single.',
    1,
    [won(odds(5)), lost(odds(2)), lost(odds(3)), lost(odds(4))],
    [BONUS_LINE],
  ),
  fullCover(
    'canadian',
    'canadian',
    'Also called a Super Yankee: five selections covered by 10 doubles, 10 trebles, 5 4-folds and a 5-fold, 26 bets with no singles.',
    0.5,
    [won(odds(2)), won(odds(4)), won(odds(6, 4)), lost(odds(5)), lost(odds(3))],
  ),
  fullCover(
    'lucky-31',
    'lucky-31',
    'A Canadian plus 5 singles: 31 bets on five selections.',
    0.5,
    [won(odds(4)), won(odds(3)), lost(odds(2)), lost(odds(5)), lost(odds(6))],
    [BONUS_LINE],
  ),
  fullCover(
    'heinz',
    'heinz',
    'Six selections covered by 15 doubles, 20 trebles, 15 4-folds, 6 5-folds and a 6-fold: 57 bets, no singles.',
    0.2,
    [won(odds(2)), won(odds(3)), won(odds(5, 2)), won(odds(6, 4)), lost(odds(4)), lost(odds(5))],
  ),
  fullCover(
    'lucky-63',
    'lucky-63',
    'A Heinz plus 6 singles: 63 bets on six selections.',
    0.2,
    [won(odds(3)), won(odds(4)), won(odds(2)), lost(odds(5)), lost(odds(6)), lost(odds(7, 2))],
    [BONUS_LINE],
  ),
  fullCover(
    'super-heinz',
    'super-heinz',
    'Seven selections covered by every double, treble and bigger combination up to a 7-fold: 120 bets, no singles.',
    0.1,
    [
      won(odds(2)),
      won(odds(3)),
      won(odds(5, 2)),
      won(odds(4)),
      lost(odds(5)),
      lost(odds(6)),
      lost(odds(7, 2)),
    ],
  ),
  fullCover(
    'goliath',
    'goliath',
    'Eight selections covered by every double, treble and bigger combination up to an 8-fold: 247 bets, no singles.',
    0.1,
    [
      won(odds(2)),
      won(odds(3)),
      won(odds(5, 2)),
      won(odds(4)),
      lost(odds(5)),
      lost(odds(6)),
      lost(odds(7, 2)),
      lost(odds(9, 2)),
    ],
  ),
];

// ---------------------------------------------------------------------------------------------------------------
// Quick tips (spec 2: the four). The each-way tip states the product's one each-way rule (src/domain/each-way-rule.ts,
// which says why): from 5/1, on the standard terms of a field of 8 or more (3 places at 1/5 here), a horse that only
// places gives back the whole each-way stake; longer shows a profit, shorter a loss. NOTE: spec 2 names 8/1 in this
// tip; issue 33 made one threshold of the guide's 8/1 and the strategies' 5/1, at the break-even price.
const EW_TIP_TERMS = standardPlaceTerms(EACH_WAY_MIN_RUNNERS, false);
const eachWayTip = (price: TFraction) =>
  calculateBet({
    stake: 5,
    odds: price,
    isEachWay: true,
    places: EW_TIP_TERMS.places,
    placeFraction: placeFractionOf(EW_TIP_TERMS),
  });
const EW_TIP_LONG = odds(8);
const EW_TIP_SHORT = odds(4);
const ewTipAtRule = eachWayTip(EACH_WAY_MIN_ODDS);
const ewTipLong = eachWayTip(EW_TIP_LONG);
const ewTipShort = eachWayTip(EW_TIP_SHORT);

const quickTips: TBettingGuide['quickTips'] = [
  {
    title: 'Shop around for the best price',
    text: 'Prices differ between bookmakers on the same horse. Taking 5/1 rather than 9/2 makes every winner pay more, and over a season that difference adds up.',
  },
  {
    title: `Look for each-way value at ${EACH_WAY_MIN_ODDS_TEXT} or longer`,
    text: `Each way makes most sense when the place part alone can give back the whole each-way stake, which needs place odds of evens or better. In a race of ${EACH_WAY_MIN_RUNNERS} or more runners (${describePlaceTerms(EW_TIP_TERMS)}), that starts at ${EACH_WAY_MIN_ODDS_TEXT}: £5 each way costs ${ewTipAtRule.totalStake.text} and, if the horse only places, returns ${ewTipAtRule.eachWay!.placeOnlyReturn.text} at ${EACH_WAY_MIN_ODDS_TEXT} and ${ewTipLong.eachWay!.placeOnlyReturn.text} at ${formatFraction(EW_TIP_LONG)}, but only ${ewTipShort.eachWay!.placeOnlyReturn.text} at ${formatFraction(EW_TIP_SHORT)}, less than you staked.`,
  },
  {
    title: 'Do not chase losses',
    text: 'After a losing day, do not raise your stakes to win it back. Stick to your limits, stop for the day when you hit them, and take a break if betting stops being fun.',
  },
  {
    title: 'Keep records',
    text: 'Record every bet: the stake, the price, the result and why you made it. My Bets keeps the figures for you, so you can see what is working and what is not.',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Rule 4: the whole Tattersalls Rule 4(c) scale, from the one table in src/domain/rule4.ts (sources there). The
// example's withdrawn horse is at 4/1.
const RULE4_WITHDRAWN = { num: 4, den: 1 };
const RULE4_EXAMPLE = rule4Row(RULE4_WITHDRAWN);
const RULE4_PRICE = { num: 5, den: 1 };
const RULE4_TERMS = standardPlaceTerms(10, false);
const rule4Settled = settleBet({
  type: 'Win',
  stakePence: 1000,
  odds: RULE4_PRICE,
  terms: RULE4_TERMS,
  outcome: { result: 'Won', rule4Pence: RULE4_EXAMPLE.pence },
});
const rule4Without = settleBet({
  type: 'Win',
  stakePence: 1000,
  odds: RULE4_PRICE,
  terms: RULE4_TERMS,
  outcome: { result: 'Won' },
});
const rule4Winnings = rule4Without.returnPence - rule4Without.totalStakePence;
const rule4Kept = rule4Settled.returnPence - rule4Settled.totalStakePence;

const rule4: TBettingGuide['rule4'] = {
  scale: RULE4_SCALE.map(({ prices, pence }) => ({ prices, pence })),
  scaleNote: 'Some bookmakers waive the 5p deduction for a horse at 10/1 to 14/1.',
  explanation: `When a horse is withdrawn late, for example after final declarations or at the start, the other runners' chances improve, so winning bets struck at a price before the withdrawal have a deduction taken from their winnings, never from the stake. It applies to the win and place parts of each-way bets alike. The size of the deduction depends on the withdrawn horse's price at the time, on the Tattersalls Rule 4(c) scale: the shorter its price, the bigger the deduction. Bets on the withdrawn horse itself are void and the stake is returned. Bets at starting price are usually unaffected, because the starting price is formed after the withdrawal.`,
  example: {
    title: `£10 win at ${RULE4_PRICE.num}/${RULE4_PRICE.den} with a ${RULE4_EXAMPLE.pence}p Rule 4`,
    lines: [
      `You take ${RULE4_PRICE.num}/${RULE4_PRICE.den} in the morning. Later a horse priced at ${RULE4_WITHDRAWN.num}/${RULE4_WITHDRAWN.den} is withdrawn, which on the scale (${RULE4_EXAMPLE.prices}) means ${RULE4_EXAMPLE.pence}p in the pound.`,
      `Your horse wins. Without the deduction the winnings would be ${formatPence(rule4Winnings)} and the return ${formatPence(rule4Without.returnPence)}.`,
      `The deduction comes off the winnings only: ${formatPence(rule4Winnings)} less ${RULE4_EXAMPLE.pence}p in the pound leaves ${formatPence(rule4Kept)}.`,
      `Return: ${formatPence(rule4Kept)} winnings plus the £10 stake = ${formatPence(rule4Settled.returnPence)}.`,
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Dead heats: the stake is divided by the number of horses tied; for the place part the tied horses share the places
// left from their position (src/domain/settlement.ts deadHeatShare).
const DH_WIN_PRICE = { num: 6, den: 1 };
const DH_EW_PRICE = { num: 10, den: 1 };
const DH_TERMS = standardPlaceTerms(10, false);
const deadHeatWin = settleBet({
  type: 'Win',
  stakePence: 1000,
  odds: DH_WIN_PRICE,
  terms: DH_TERMS,
  outcome: { result: 'Won', deadHeat: { horses: 2, position: 1 } },
});
const fullWin = settleBet({
  type: 'Win',
  stakePence: 1000,
  odds: DH_WIN_PRICE,
  terms: DH_TERMS,
  outcome: { result: 'Won' },
});
const deadHeatPlace = settleBet({
  type: 'Each Way',
  stakePence: 1000,
  odds: DH_EW_PRICE,
  terms: DH_TERMS,
  outcome: { result: 'Placed', deadHeat: { horses: 2, position: DH_TERMS.places } },
});
const deadHeatPlacePart = deadHeatPlace.parts.find((part) => part.part === 'place')!;
/** The part of a stake a dead heat leaves paid, in pence. */
const paidStake = (stakePence: number, [num, den]: [number, number]) => (stakePence * num) / den;
const deadHeatWinPaid = paidStake(deadHeatWin.parts[0]!.stakePence, deadHeatWin.parts[0]!.paidShare);

const deadHeats: TBettingGuide['deadHeats'] = {
  explanation:
    'A dead heat is a tie that the photo-finish cannot split. Your stake is divided by the number of horses that tied: in a two-way dead heat for first, half the stake is paid at the full odds and the other half is lost. For the place part of an each-way bet, the tied horses share the places left from their position: two horses tying for 2nd when three places are paid both get full place returns, but two tying for 3rd share the one place left, so each is paid on half the stake.',
  example: {
    title: 'Two-way dead heats, a win bet and an each-way bet',
    lines: [
      `£10 win at ${DH_WIN_PRICE.num}/${DH_WIN_PRICE.den}, dead heat for first between 2 horses: half the stake, ${formatPence(deadHeatWinPaid)}, is paid at ${DH_WIN_PRICE.num}/${DH_WIN_PRICE.den} and half is lost. Return: ${formatPence(deadHeatWin.returnPence)} (it would have been ${formatPence(fullWin.returnPence)} outright).`,
      `£10 each way at ${DH_EW_PRICE.num}/${DH_EW_PRICE.den} in a 10-runner race (${describePlaceTerms(DH_TERMS)}), dead heat for 3rd between 2 horses. Total stake: ${formatPence(deadHeatPlace.totalStakePence)}.`,
      `The win part loses. The two horses share the one place left, so the £10 place part is paid on half its stake at ${DH_EW_PRICE.num}/${DH_EW_PRICE.den} × ${fractionText(DH_TERMS)} = ${placePrice(odds(DH_EW_PRICE.num, DH_EW_PRICE.den), DH_TERMS)}: it returns ${formatPence(deadHeatPlacePart.returnPence)}.`,
      `Total return: ${formatPence(deadHeatPlace.returnPence)} from ${formatPence(deadHeatPlace.totalStakePence)} staked.`,
    ],
  },
};

export const BETTING_GUIDE: TBettingGuide = { oddsFormats, betTypes, quickTips, rule4, deadHeats };
