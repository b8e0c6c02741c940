import { formatFraction } from '~/domain/calculators/odds-formats';
import { fraction } from '~/domain/fraction';
import { describePlaceTerms, standardPlaceTerms } from '~/domain/place-terms';
import type { TStrategyGuide } from '~/domain/strategies';
import { eachWayBet, lessonHref } from './figures';
import { ADVANCED_STRATEGY_TEASERS } from './teasers';

// Worked example: a 12-runner 6f handicap at Chester, a tight left-handed track where low draws and early speed are
// widely held to be an advantage in sprints.
const RUNNERS = 12;
const TERMS = standardPlaceTerms(RUNNERS, true);
const PRICE = fraction(7, 1);
const STAKE = 3;
const bet = eachWayBet(STAKE, PRICE, TERMS);

export const strategy: TStrategyGuide = {
  ...ADVANCED_STRATEGY_TEASERS.paceanalysis,
  steps: [
    "Label each runner's running style from its recent races (the in-running comments on the racecard help): front-runner (leads), prominent (races just behind the leaders), mid-division, or hold-up (comes from the back).",
    'Draw a pace map: list the front-runners and prominent horses with their stall numbers on the Flat. One confirmed front-runner often means a steady pace and an easy lead; three or four means a contested, strong pace.',
    'Expect a pace collapse when several front-runners take each other on: they tire late, and the hold-up horses that sat off the duel come through. A steady pace does the opposite and favours horses close to the lead.',
    'Put draw and pace together on the Flat. A front-runner drawn on the wrong side has to use energy to cross over; a low-drawn front-runner on a tight turning track such as Chester can take the rail and dictate.',
    'Factor in the going and the track: soft ground and stiff uphill finishes exaggerate a collapse, while sharp, fast tracks make it harder to come from behind.',
    'Decide which horses the map favours, then check their form and price. A horse that suits the likely shape of the race can outrun its odds; one that needs the opposite shape can be opposed.',
  ],
  example: {
    title: `A pace map for a ${RUNNERS}-runner 6f handicap at Chester`,
    lines: [
      'Front-runners: one, Copper Lantern, drawn 2. Prominent: three, drawn 1, 5 and 9. Mid-division: three. Hold-up: five, four of them drawn 8 or higher.',
      'With only one confirmed front-runner, Copper Lantern should get an uncontested lead from a low draw and save energy on the rail round the tight bends.',
      'The hold-up horses drawn wide face covering extra ground on the turns and a slow early pace in front of them: the map is against them.',
      'Had three more front-runners been drawn 3, 4 and 6, the pace would have been strong and a pace collapse likely, and the best hold-up horse would have been the one to consider instead.',
      `Copper Lantern is ${formatFraction(PRICE)}. The race is a ${RUNNERS}-runner handicap, so each-way terms are ${describePlaceTerms(TERMS)}.`,
      `£${STAKE} each way costs ${bet.totalStake.text}: it returns ${bet.potentialReturn.text} if Copper Lantern wins and ${bet.eachWay!.placeOnlyReturn.text} if it only places.`,
    ],
  },
  tools: [
    { label: 'Lesson: Pace Analysis and Pace Maps', href: lessonHref('pace-analysis') },
    { label: 'Lesson: Race Pace and Running Styles', href: lessonHref('race-pace') },
    { label: 'Lesson: Draw and Track Bias', href: lessonHref('track-bias') },
    { label: 'Each-way calculator (Tools)', href: '/tools' },
  ],
  caution:
    'Pace maps are predictions: a slow start or a change of tactics can turn the race upside down. Treat this as an advanced method that needs careful bankroll management, 1-2% of your bankroll a bet and never more than 10%.',
};
