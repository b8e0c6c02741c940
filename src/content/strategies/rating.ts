import { amount } from '~/domain/calculators/amount';
import { formatFraction } from '~/domain/calculators/odds-formats';
import { fraction, mul } from '~/domain/fraction';
import type { TStrategyGuide } from '~/domain/strategies';
import { lessonHref, winBet } from './figures';
import { ADVANCED_STRATEGY_TEASERS } from './teasers';

// One Official Rating point is one pound of weight in a handicap (BHA handicapping). 1 stone = 14lb.
const POUNDS_PER_STONE = 14;
const weightText = (pounds: number) =>
  `${Math.floor(pounds / POUNDS_PER_STONE)}st ${pounds % POUNDS_PER_STONE}lb`;

// Worked example: a 1m2f handicap at Newbury. A common rule of thumb around this trip is about 2lb a length (raters'
// scales differ; sprints are nearer 3lb a length and staying races fewer).
const POUNDS_PER_LENGTH = 2;
type THorse = { name: string; or: number; weight: number; own: number };
const TOP: THorse = { name: 'Silver Tarn', or: 84, weight: 9 * POUNDS_PER_STONE + 10, own: 83 };
const RIVAL_OR = 78;
// Handicap weights: one pound less than the top weight for each rating point below it.
const RIVAL: THorse = {
  name: 'Kestrel Bay',
  or: RIVAL_OR,
  weight: TOP.weight - (TOP.or - RIVAL_OR),
  own: 84,
};
const adjusted = (horse: THorse) => horse.own + (TOP.weight - horse.weight);
const edge = adjusted(RIVAL) - adjusted(TOP);

const BANKROLL = 200;
const STAKE_PERCENT = 2;
const stake = amount(mul(fraction(BANKROLL), fraction(STAKE_PERCENT, 100)));
const PRICE = fraction(6, 1);
const bet = winBet(stake.pence / 100, PRICE);

export const strategy: TStrategyGuide = {
  ...ADVANCED_STRATEGY_TEASERS.rating,
  steps: [
    "Start with the Official Ratings (OR). The BHA's handicappers rate each horse in pounds, and in a handicap one rating point is one pound of weight: a horse rated 84 carries 6lb more than one rated 78.",
    'Build your own rating for each horse from its best recent performances: what it beat, by how far, and at what weights. Convert beaten distances into pounds with a lengths-to-pounds scale (a rough guide is about 3lb a length in sprints and about 2lb a length at a mile to a mile and a quarter, less over longer trips).',
    "Adjust for today's weights: add to each horse's rating the pounds it receives from the top weight. The weights should leave the horses level on their Official Ratings; your own figures show where they are not.",
    "Allow for jockeys' claims (a less experienced rider's allowance comes off the weight carried), the going, the trip and the draw before you settle on an adjusted figure.",
    'Rank the runners on adjusted figures. A horse clearly top of your list, by several pounds, is the one to consider; a race where the top four are within a pound or two is one to leave.',
    'Compare your top-rated horse with its price. Ratings tell you which horse is best treated, not whether the price is value, so turn your view into a probability before you bet.',
    'Keep a record of your ratings and results, and review which adjustments earn their keep over a season.',
  ],
  example: {
    title: 'Weight-adjusted ratings in a 1m2f handicap at Newbury',
    lines: [
      `${TOP.name} is rated ${TOP.or} and is top weight on ${weightText(TOP.weight)}. ${RIVAL.name} is rated ${RIVAL.or}, ${TOP.or - RIVAL.or}lb lower, so it carries ${weightText(RIVAL.weight)}.`,
      `On Official Ratings they are level: the ${TOP.weight - RIVAL.weight}lb ${RIVAL.name} receives makes up the ${TOP.or - RIVAL.or}-point gap.`,
      `Your own figures from their best recent runs: ${TOP.name} ran to ${TOP.own}, ${RIVAL.name} to ${RIVAL.own} when beating a field of 14 at Goodwood.`,
      `Weight-adjusted: ${TOP.name} ${TOP.own} + 0 = ${adjusted(TOP)}; ${RIVAL.name} ${RIVAL.own} + ${TOP.weight - RIVAL.weight} = ${adjusted(RIVAL)}.`,
      `${RIVAL.name} comes out ${edge}lb better off, about ${edge / POUNDS_PER_LENGTH} lengths at roughly ${POUNDS_PER_LENGTH}lb a length over this trip: the handicapper has not yet caught up with its Goodwood run.`,
      `It is ${formatFraction(PRICE)}. With a £${BANKROLL} bankroll, a ${STAKE_PERCENT}% stake is ${stake.text}, which returns ${bet.potentialReturn.text} if it wins, a profit of ${bet.potentialProfit.text}.`,
    ],
  },
  tools: [
    { label: 'Lesson: Class, Official Ratings and Pattern Races', href: lessonHref('class-ratings') },
    { label: 'Lesson: Weight and the Draw', href: lessonHref('weight-draw') },
    { label: 'Lesson: Statistical Modelling Basics', href: lessonHref('statistical-modelling') },
  ],
  caution:
    'Your ratings are estimates and a few pounds of error is normal, so even clear top-rated horses lose often. This is an advanced method: it needs careful bankroll management, 1-2% of your bankroll a bet while you test it, and never more than 10%.',
};
