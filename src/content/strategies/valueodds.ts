import { amount, formatPercent, parseNumber, toFixedHalfAway } from '~/domain/calculators/amount';
import {
  decimalOf,
  formatDecimal,
  formatFraction,
  formatImpliedProbability,
} from '~/domain/calculators/odds-formats';
import { UK_PRICE_LADDER } from '~/domain/calculators/price-ladder';
import { compare, div, fraction, mul, type TFraction } from '~/domain/fraction';
import { type TStrategyGuide, VALUE_RATIO_THRESHOLD } from '~/domain/strategies';
import { lessonHref, winBet } from './figures';

// Spec 2 section 9: a value bet's value ratio (your probability x decimal odds) must exceed 1.2.
const THRESHOLD = parseNumber(VALUE_RATIO_THRESHOLD)!;
const THRESHOLD_TEXT = toFixedHalfAway(THRESHOLD, 1);

// Worked example: you rate a horse a 1 in 4 chance.
const CHANCE = fraction(1, 4);
const OFFERED = fraction(9, 2);
const SHORTER = fraction(7, 2);
const STAKE = 10;
const BETS = 100;

const ratioOf = (odds: TFraction) => mul(CHANCE, decimalOf(odds));
const offeredRatio = ratioOf(OFFERED);
const shorterRatio = ratioOf(SHORTER);
const clears = (odds: TFraction) => compare(ratioOf(odds), THRESHOLD) > 0;
// The decimal odds at which the ratio would equal the threshold: the price must be longer than this.
const breakPoint = div(THRESHOLD, CHANCE);
// The shortest price on the traditional UK ladder that beats it.
const shortestQualifying = UK_PRICE_LADDER.find((price) => compare(decimalOf(price.odds), breakPoint) > 0)!;
const bet = winBet(STAKE, OFFERED);
const expectedWinners = mul(CHANCE, fraction(BETS));
const outlay = amount(fraction(STAKE * BETS));
const expectedBack = amount(mul(expectedWinners, bet.potentialReturn.exact));

if (!clears(OFFERED) || clears(SHORTER)) throw new Error('The value example no longer shows what it says');

export const strategy: TStrategyGuide = {
  id: 'valueodds',
  title: 'Value Odds',
  summary: `A bet has value when the price is bigger than the horse's real chance deserves. Multiply your own probability by the decimal odds: RacePro looks for a value ratio above ${THRESHOLD_TEXT}, which leaves room for errors in your estimate.`,
  difficulty: 'Intermediate',
  steps: [
    "Before you look at the prices, write down your own estimate of each fancied horse's chance as a percentage, from the form, the going, the trip and the draw.",
    `Turn the price into decimal odds (fractional odds plus 1) and its implied probability (1 divided by the decimal odds): ${formatFraction(OFFERED)} is ${formatDecimal(OFFERED)}, an implied chance of about ${formatImpliedProbability(OFFERED)}.`,
    'Work out the value ratio: your probability times the decimal odds. Above 1 the price is bigger than your estimate says it should be; below 1 it is too short.',
    `Only bet when the ratio is above ${THRESHOLD_TEXT}. Your estimate will be wrong by a few points at times, and the margin protects you from backing horses that only look like value.`,
    `Turn it round to find the shortest price worth taking: ${THRESHOLD_TEXT} divided by your probability gives the decimal odds the price must beat.`,
    'Shop around: the best price on offer can be the difference between a value bet and no bet.',
    'Keep records of your estimates and the results. Over a few hundred bets, check whether horses you rated at 25% really won about a quarter of the time.',
  ],
  example: {
    title: 'Finding value in a 7f handicap at Kempton',
    lines: [
      `You rate Silver Stream a ${formatPercent(CHANCE, 0)} chance. It is offered at ${formatFraction(OFFERED)}, decimal ${formatDecimal(OFFERED)}, an implied chance of ${formatImpliedProbability(OFFERED)}.`,
      `Value ratio: ${toFixedHalfAway(CHANCE, 2)} x ${formatDecimal(OFFERED)} = ${toFixedHalfAway(offeredRatio, 3)}. That is above ${THRESHOLD_TEXT}, so it is a value bet on your figures.`,
      `Had it been ${formatFraction(SHORTER)} (decimal ${formatDecimal(SHORTER)}): ${toFixedHalfAway(CHANCE, 2)} x ${formatDecimal(SHORTER)} = ${toFixedHalfAway(shorterRatio, 3)}. Better than a fair price, but not above ${THRESHOLD_TEXT}, so no bet.`,
      `The price to beat: ${THRESHOLD_TEXT} / ${toFixedHalfAway(CHANCE, 2)} = decimal ${toFixedHalfAway(breakPoint, 2)}. The shortest usual price longer than that is ${shortestQualifying.text} (decimal ${formatDecimal(shortestQualifying.odds)}), so take ${shortestQualifying.text} or bigger and leave anything shorter.`,
      `A £${STAKE} win bet at ${formatFraction(OFFERED)} returns ${bet.potentialReturn.text} if Silver Stream wins and loses £${STAKE} if it does not.`,
      `If your ${formatPercent(CHANCE, 0)} is right, ${BETS} bets like this cost ${outlay.text} and would average about ${toFixedHalfAway(expectedWinners, 0)} winners, or ${expectedBack.text} back. Any real run of ${BETS} can fall well short of that, and if your estimates are too generous it will.`,
    ],
  },
  tools: [
    { label: 'Odds converter (Tools)', href: '/tools' },
    { label: 'Lesson: Value Betting', href: lessonHref('value-betting') },
    { label: 'Lesson: Reading Odds and What They Imply', href: lessonHref('reading-odds') },
    { label: 'Lesson: Keeping Betting Records', href: lessonHref('record-keeping') },
  ],
  caution:
    'Value bets still lose more often than they win at bigger prices, and long losing runs are normal. Stake 2-3% of your bankroll a bet, never more than 10%, so a bad run does not stop you before the value has time to show.',
};
