import { formatFraction } from '~/domain/calculators/odds-formats';
import { EACH_WAY_MIN_ODDS, EACH_WAY_MIN_ODDS_TEXT, EACH_WAY_RULE_TEXT } from '~/domain/each-way-rule';
import { fraction } from '~/domain/fraction';
import { describePlaceTerms, standardPlaceTerms } from '~/domain/place-terms';
import type { TStrategyGuide } from '~/domain/strategies';
import { eachWayBet, lessonHref } from './figures';

// Standard UK each-way terms, as src/domain/place-terms.ts implements them (standardPlaceTerms). Bookmakers may
// offer more places on big races; these are the usual minimum.
const termsText = (runners: number, isHandicap: boolean) =>
  describePlaceTerms(standardPlaceTerms(runners, isHandicap));

// Worked example: a 10-runner novice stakes (not a handicap) at Haydock, £5 each way.
const RUNNERS = 10;
const TERMS = standardPlaceTerms(RUNNERS, false);
const STAKE = 5;
const PRICE = fraction(8, 1);
const SHORT_PRICE = fraction(2, 1);
// The product's one each-way threshold, and why it is the break-even price: src/domain/each-way-rule.ts.
const BREAK_EVEN_PRICE = EACH_WAY_MIN_ODDS;

const bet = eachWayBet(STAKE, PRICE, TERMS);
const shortBet = eachWayBet(STAKE, SHORT_PRICE, TERMS);
const breakEvenBet = eachWayBet(STAKE, BREAK_EVEN_PRICE, TERMS);
const parts = bet.eachWay!;

export const strategy: TStrategyGuide = {
  id: 'eachway',
  title: 'Each-Way Value',
  summary: `An each-way bet is a win bet and a place bet of the same stake. It is at its best on horses at ${EACH_WAY_RULE_TEXT}, where the place part alone can cover the whole outlay.`,
  difficulty: 'Beginner',
  steps: [
    `Remember the cost: £${STAKE} each way is two £${STAKE} bets, ${bet.totalStake.text} in total. If the horse wins, both parts pay; if it only places, the place part pays at a fraction of the win odds and the win part is lost.`,
    `Learn the standard UK terms, which depend on the runners and the race type: 1-4 runners, ${termsText(4, false)}; 5-7 runners, ${termsText(7, false)}; 8 or more runners in a non-handicap, ${termsText(8, false)}; handicaps with 8-11 runners, ${termsText(11, true)}; 12-15 runners, ${termsText(15, true)}; 16 or more, ${termsText(16, true)}.`,
    `Look for horses at ${EACH_WAY_RULE_TEXT}. With 1/5 the odds, a ${EACH_WAY_MIN_ODDS_TEXT} shot that only places pays the place part at evens, which gives back the whole each-way stake; anything longer shows a profit when it places.`,
    'Avoid each way on short-priced horses: at 2/1 with 1/5 terms the place part pays only 2/5, so a placed-only finish loses money overall.',
    'Count the runners at the off, not the declarations. A non-runner that takes an 8-runner field down to 7 cuts the terms to 2 places, which can ruin the bet.',
    'Shop around: some bookmakers pay extra places on big handicaps, and an extra place at the same price is pure added value for the place part.',
    'Record the win and place parts separately so you can see which part of your each-way betting is paying its way.',
  ],
  example: {
    title: `£${STAKE} each way at ${formatFraction(PRICE)} in a ${RUNNERS}-runner novice stakes at Haydock`,
    lines: [
      `The race is not a handicap and has ${RUNNERS} runners, so the standard terms are ${describePlaceTerms(TERMS)}.`,
      `You back Copper Kettle at ${formatFraction(PRICE)}: £${STAKE} each way costs ${bet.totalStake.text}.`,
      `The place part is priced at ${formatFraction(PRICE)} x 1/5 = ${formatFraction(parts.placeOdds)}.`,
      `If Copper Kettle wins: the win part returns ${parts.winReturn.text} and the place part ${parts.placeReturn.text}, ${bet.potentialReturn.text} in all, a profit of ${bet.potentialProfit.text}.`,
      `If it finishes 2nd or 3rd: the win part loses and the place part returns ${parts.placeOnlyReturn.text} on your ${bet.totalStake.text}.`,
      `Compare a ${EACH_WAY_MIN_ODDS_TEXT} shot on the same terms: placed only, it returns ${breakEvenBet.eachWay!.placeOnlyReturn.text} on ${breakEvenBet.totalStake.text}, your money back. That is why ${EACH_WAY_MIN_ODDS_TEXT} is the floor to look for.`,
      `And a 2/1 shot: placed only, it returns ${shortBet.eachWay!.placeOnlyReturn.text} on ${shortBet.totalStake.text}, a loss even though the horse placed.`,
      'If it finishes 4th or worse, both parts lose.',
    ],
  },
  tools: [
    { label: 'Each-way calculator (Tools)', href: '/tools' },
    { label: 'Simple Betting Guide: each way', href: '/tools/betting-guide' },
    { label: 'Lesson: Bet Types Explained', href: lessonHref('bet-types') },
  ],
  caution:
    'Each way doubles your outlay on every bet, and longer-priced horses miss the frame more often than not, so count the full each-way cost against your bankroll: 2-3% in total is typical and never more than 10%.',
};
