import { formatFraction, formatImpliedProbability } from '~/domain/calculators/odds-formats';
import { fraction } from '~/domain/fraction';
import type { TStrategyGuide } from '~/domain/strategies';
import { lessonHref, winBet } from './figures';
import { ADVANCED_STRATEGY_TEASERS } from './teasers';

// BHA race classes: on the Flat, Class 1 (Group 1, 2, 3 and Listed races, the Pattern) down to Class 7; over jumps,
// Class 1 (Grade 1, 2, 3 and Listed) down to Class 6. Classes 2 onwards are framed mainly by rating bands.
// Worked example: a Class 4 handicap at Pontefract.
const DROPPER = { name: 'Northern Reel', oldRating: 86, rating: 84 };
const RISER = { name: 'Misty Fell', oldRating: 70, rating: 76 };
const PRICE = fraction(4, 1);
const STAKE = 5;
const bet = winBet(STAKE, PRICE);

export const strategy: TStrategyGuide = {
  ...ADVANCED_STRATEGY_TEASERS.class,
  steps: [
    'Know the ladder. On the Flat, Class 1 is the Pattern (Group 1, 2 and 3) and Listed races, then Classes 2 to 7 for handicaps and lower-grade races, each framed for a band of Official Ratings; over jumps the top races are Grade 1, 2 and 3 and Listed, with classes down to 6. Prize money falls with each class.',
    "Find today's class on the racecard and each runner's recent classes in its form. A handicap's title shows its rating band, such as 0-85, the highest rating allowed in.",
    'Class droppers: a horse that has run creditably, say beaten a few lengths, in Class 2 or 3 handicaps meets weaker rivals when it drops to Class 4 or 5. Ask why it dropped: a falling handicap mark because it is out of form is a warning, while a mark near its best with solid recent runs is a positive.',
    'Class risers: a horse stepping up after a win must cope with better horses and a higher handicap mark. Risers that won easily, by a wide margin or with more in hand, are more likely to handle it than those that scraped home.',
    "In handicaps, read class and the handicap mark together: a horse's Official Rating decides the weight it carries, so a dropper on a mark below its best form can be well treated as well as meeting weaker rivals.",
    'Treat Group and Listed form with care: a horse placed in Listed company that drops into a handicap can be high in the weights on a rating earned in better races, which is not always an advantage.',
    'Check the other factors (trip, going, draw, days since the last run) before comparing your view with the price.',
  ],
  example: {
    title: 'A class dropper and a riser in a Class 4 handicap at Pontefract',
    lines: [
      `${DROPPER.name}: its last three runs were in Class 2 handicaps at York and Goodwood, finishing 5th, 4th and 4th, beaten 4, 3 and 2½ lengths, off a mark of ${DROPPER.oldRating}.`,
      `The handicapper has eased it to ${DROPPER.rating}, so it gets into today's 0-85 Class 4 handicap, two classes lower. The highest-rated rival is 80.`,
      `It has been running well against better horses, and its rating has come down only ${DROPPER.oldRating - DROPPER.rating}lb, not because its form fell apart: the kind of dropper this method is looking for.`,
      `${RISER.name}: won a Class 5 handicap at Catterick by 3 lengths and has been raised ${RISER.rating - RISER.oldRating}lb, from ${RISER.oldRating} to ${RISER.rating}. It needs to improve again to win a Class 4 off its new mark.`,
      `${DROPPER.name} is ${formatFraction(PRICE)}, an implied chance of ${formatImpliedProbability(PRICE)}. If your assessment puts it clearly higher, a £${STAKE} win bet returns ${bet.potentialReturn.text} if it wins, a profit of ${bet.potentialProfit.text}.`,
    ],
  },
  tools: [
    { label: 'Lesson: Class, Official Ratings and Pattern Races', href: lessonHref('class-ratings') },
    { label: 'Lesson: Types of Race: Flat and Jumps', href: lessonHref('race-types') },
    { label: "Today's tips", href: '/tips' },
  ],
  caution:
    'Class droppers are well known to the market and often start too short, and many drop for a reason. This is an advanced method that needs careful bankroll management: 1-2% of your bankroll a bet, never more than 10%.',
};
