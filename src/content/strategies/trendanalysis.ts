import { formatPercent } from '~/domain/calculators/amount';
import { formatFraction } from '~/domain/calculators/odds-formats';
import { fraction } from '~/domain/fraction';
import { describePlaceTerms, standardPlaceTerms } from '~/domain/place-terms';
import type { TStrategyGuide } from '~/domain/strategies';
import { eachWayBet, lessonHref } from './figures';
import { ADVANCED_STRATEGY_TEASERS } from './teasers';

// Worked example: the last 10 runnings of a 1m handicap at Thirsk. The figures are invented to show the method;
// they are not the record of a real race.
const RENEWALS = 10;
type TTrend = { label: string; winners: number; runners: number };
const trend = (label: string, winners: number, runners: number): TTrend => ({ label, winners, runners });
const AGE = { fits: trend('aged 4 or 5', 7, 60), rest: trend('runners of other ages', 3, 80) };
const WEIGHT = {
  fits: trend('carrying 9st 5lb or less', 8, 90),
  rest: trend('runners carrying more', 2, 50),
};
const MARKET = {
  fits: trend('in the first four in the betting', 6, 40),
  rest: trend('runners further down the betting', 4, 100),
};

const strikeRate = ({ winners, runners }: TTrend) => formatPercent(fraction(winners, runners), 1);
const trendLine = (name: string, { fits, rest }: { fits: TTrend; rest: TTrend }) =>
  `${name}: ${fits.winners} of ${RENEWALS} winners were ${fits.label}, from ${fits.runners} such runners (a strike rate of ${strikeRate(fits)}), against ${rest.winners} winners from ${rest.runners} ${rest.label} (${strikeRate(rest)}).`;

const RUNNERS = 14;
const TERMS = standardPlaceTerms(RUNNERS, true);
const PRICE = fraction(8, 1);
const STAKE = 3;
const bet = eachWayBet(STAKE, PRICE, TERMS);

export const strategy: TStrategyGuide = {
  ...ADVANCED_STRATEGY_TEASERS.trendanalysis,
  steps: [
    'Pick races that are run every year under similar conditions, such as the big handicaps and festival races, and collect at least the last 10 renewals: winners, placed horses and every runner.',
    "Note each winner's age, weight carried, Official Rating, draw (on the Flat), starting price and position in the betting, and its last run (how recently and how well it ran).",
    'Turn each trend into a strike rate: winners divided by the runners that fitted the trend. Seven winners aged 4 or 5 means little if most of the runners were 4 or 5.',
    'Be wary of small samples. With 10 renewals, one different result moves a trend by 10 points, and a pattern found by checking dozens of factors is likely to be chance. Prefer trends with a sensible reason behind them, such as a draw bias on a tight track or the weight top weights have to give.',
    'Check whether the race has changed: a new distance, course layout, rating band or race conditions can make old trends meaningless.',
    'Use trends to shortlist, not to pick the winner. Apply your form, ratings and price checks to the horses that fit, and accept that many winners fit only some of the trends.',
  ],
  example: {
    title: `Shortlisting a ${RUNNERS}-runner 1m handicap at Thirsk from ${RENEWALS} past renewals (figures invented for illustration)`,
    lines: [
      trendLine('Age', AGE),
      trendLine('Weight', WEIGHT),
      trendLine('Market', MARKET),
      `All three point the same way, but each rests on ${RENEWALS} races: had one 6-year-old won instead, the age trend would read ${AGE.fits.winners - 1} of ${RENEWALS}. Treat them as a nudge, not a rule.`,
      `Four of this year's ${RUNNERS} runners fit all three. Your form and ratings work rates one of them, Bramble Wood, a 4-year-old on 9st 2lb, and it is ${formatFraction(PRICE)}.`,
      `A ${RUNNERS}-runner handicap pays ${describePlaceTerms(TERMS)}. £${STAKE} each way costs ${bet.totalStake.text}: it returns ${bet.potentialReturn.text} if Bramble Wood wins and ${bet.eachWay!.placeOnlyReturn.text} if it only places.`,
    ],
  },
  tools: [
    { label: 'Lesson: Statistical Modelling Basics', href: lessonHref('statistical-modelling') },
    { label: 'Lesson: Draw and Track Bias', href: lessonHref('track-bias') },
    { label: 'Each-way calculator (Tools)', href: '/tools' },
  ],
  caution:
    'Trends are built on small samples and often break: a method that fits the past can still lose for a long run. This advanced approach needs careful bankroll management, 1-2% of your bankroll a bet and never more than 10%.',
};
