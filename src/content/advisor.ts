/**
 * The AI Strategy Advisor's canned texts (spec 2 section 4): one per style, and a custom answer that varies on the
 * words a request contains. Staking advice stays inside the product's bankroll guidance (spec 1 section 9): at most
 * 10% of bankroll per bet and per day, 1-5% for riskier bets, 2-3% typical, stop for the day once half the daily
 * limit is lost. Nothing here promises a profit.
 */

import { stakingPlan } from '~/domain/advisor';
import { BANKROLL_GUIDANCE } from '~/domain/bankroll-guidance';
import { BANKROLL_WARNING_FRACTION } from '~/domain/bets.contract';
import { amount, formatPercent, parseNumber } from '~/domain/calculators/amount';
import { EACH_WAY_RULE_TEXT } from '~/domain/each-way-rule';
import { fraction, mul } from '~/domain/fraction';
import {
  advisorKeywords,
  PERSONAL_ADVISOR_MIN_SETTLED_BETS,
  requestGist,
  type TAdvisorKeyword,
  type TAdvisorStyle,
  type TAdvisorText,
} from '~/domain/strategies';

export {
  ADVISOR_ECHO_MAX,
  advisorKeywords,
  PERSONAL_ADVISOR_MIN_SETTLED_BETS,
  requestGist,
} from '~/domain/strategies';

/** Spec 1 section 9: at most 10% of bankroll per bet (and, as guidance, per day). */
const MAX_TEXT = formatPercent(parseNumber(BANKROLL_WARNING_FRACTION)!, 0);

const { typicalBetPercent: TYPICAL, riskyBetPercent: RISKY } = BANKROLL_GUIDANCE;
const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}%`;

/** The staking points every answer ends with. */
const STAKING_POINTS: readonly string[] = [
  `Never stake more than ${MAX_TEXT} of your bankroll on one bet, or more than ${MAX_TEXT} in one day.`,
  `A typical stake is ${range(TYPICAL)} of your bankroll; keep riskier bets, such as long shots and multiples, to ${range(RISKY)}.`,
  'Stop for the day once you have lost half (50%) of your daily limit, and never chase losses.',
];

const RESULTS_VARY =
  'Results vary, and losing runs happen with every approach. Past results are no guarantee of future results: only bet what you can afford to lose.';

// A worked stake for the standard text: 2% of a £500 bankroll.
const EXAMPLE_BANKROLL = 500;
const exampleStake = amount(mul(fraction(EXAMPLE_BANKROLL), fraction(2, 100)));
const exampleDailyLimit = amount(mul(fraction(EXAMPLE_BANKROLL), parseNumber(BANKROLL_WARNING_FRACTION)!));
const exampleStopLoss = amount(mul(exampleDailyLimit.exact, fraction(1, 2)));

// The aggressive plan's stakes, as the personal advisor works them (stakingPlan): 2-5% a bet, inside the riskier-bet
// guidance. How many bets a day fit the daily limit at each end of that range: 5 at 2%, 2 at 5%.
const AGGRESSIVE = stakingPlan('aggressive', []);
const betsADayAt = (percent: number) => Math.floor(BANKROLL_GUIDANCE.maxPerDayPercent / percent);

export const ADVISOR_TEXTS: Record<Exclude<TAdvisorStyle, 'custom'>, TAdvisorText> = {
  standard: {
    title: 'Standard strategy: steady, selective betting',
    paragraphs: [
      'A balanced approach for most racing fans: a small number of well-researched bets each day, mostly win singles and each-way bets, with level stakes you can keep up through losing runs.',
      `Start from the day's tips and your own form study, and bet only where the price looks bigger than the horse's chance. With a £${EXAMPLE_BANKROLL} bankroll, a 2% stake is ${exampleStake.text}, the daily limit of ${MAX_TEXT} is ${exampleDailyLimit.text}, and you stop for the day if you are ${exampleStopLoss.text} down.`,
      RESULTS_VARY,
    ],
    points: [
      'Two or three selections a day at most, each one backed by a reason you can write down.',
      `Win singles on horses you rate clearly above their price; each way on horses at ${EACH_WAY_RULE_TEXT}.`,
      'Take the best price available and record every bet in My Bets.',
      ...STAKING_POINTS,
    ],
  },
  conservative: {
    title: 'Conservative strategy: protect the bankroll first',
    paragraphs: [
      'For bettors who want their bankroll to last: fewer bets, smaller stakes and simpler bet types, accepting smaller returns in exchange for a steadier ride.',
      'Concentrate on races you know well, such as one type of race or a few courses, and pass on any race you cannot read. Some days the right number of bets is none.',
      RESULTS_VARY,
    ],
    points: [
      'Stake 1-2% of your bankroll a bet, below the 2-3% typical range.',
      'One or two selections a day, as win singles or each way in fields of 8 or more where the place terms suit you.',
      'Avoid accumulators and full-cover multiples: they need several results to go right.',
      ...STAKING_POINTS,
    ],
  },
  aggressive: {
    title: 'Aggressive strategy: more selections and longer odds, same limits',
    paragraphs: [
      `Aggressive here means more selections or longer odds, with stakes of ${AGGRESSIVE.minPercent}-${AGGRESSIVE.maxPercent}% of your bankroll a bet, inside the ${range(RISKY)} guidance for riskier bets, and never more than ${MAX_TEXT} in a bet or a day.`,
      'Longer prices win less often, so expect long losing runs between winners. Small stakes are what let you keep going through them.',
      RESULTS_VARY,
    ],
    points: [
      `Up to ${betsADayAt(AGGRESSIVE.minPercent)} selections a day at ${AGGRESSIVE.minPercent}% of your bankroll each, or ${betsADayAt(AGGRESSIVE.maxPercent)} at ${AGGRESSIVE.maxPercent}%: together they stay within the ${MAX_TEXT} daily limit.`,
      `Each way on longer-priced horses: ${EACH_WAY_RULE_TEXT}.`,
      `Small-stake multiples such as a Trixie or Yankee, with the whole bet kept to ${range(RISKY)} of your bankroll.`,
      `Keep each long-priced bet to ${range(RISKY)} of your bankroll; the total for the day still stays within your daily limit.`,
      ...STAKING_POINTS,
    ],
  },
  trends: {
    title: 'Trends strategy: let past renewals shortlist the field',
    paragraphs: [
      'For big handicaps and festival races run every year: use the trends from past renewals (age, weight, draw, market position) to narrow a large field, then apply form and price checks to the horses that fit.',
      'Trends rest on small samples, often ten races or fewer, so treat them as a filter, not a verdict, and prefer trends with a sensible reason behind them.',
      RESULTS_VARY,
    ],
    points: [
      'Work out strike rates (winners divided by runners that fitted the trend), not just counts of winners.',
      'Each way suits big-field handicaps where trends leave several horses at bigger prices.',
      'This is an advanced method: keep stakes to 1-2% of your bankroll while you test it.',
      ...STAKING_POINTS,
    ],
  },
};

const KEYWORD_LABELS: Record<TAdvisorKeyword, string> = {
  value: 'value',
  'low risk': 'lower risk',
  'long term': 'the long term',
  'each-way': 'each-way betting',
  profit: 'profitability',
};

const KEYWORD_ANSWERS: Record<TAdvisorKeyword, { paragraph: string; points: readonly string[] }> = {
  value: {
    paragraph:
      "Value: bet only when the price is bigger than the horse's real chance deserves. Estimate the chance yourself before you look at the odds, multiply it by the decimal odds, and bet only when that value ratio is above 1.2.",
    points: [
      'Write down your own percentage chance before checking the price.',
      'Bet only when your probability x the decimal odds is above 1.2, and take the best price on offer.',
    ],
  },
  'low risk': {
    paragraph:
      'Lower risk: no bet is free of risk, but you can reduce it. Use smaller stakes, fewer bets and simple bet types, and keep to races you understand.',
    points: [
      'Stake 1-2% of your bankroll a bet and keep to one or two bets a day.',
      'Prefer win singles and each way over accumulators and full-cover multiples.',
    ],
  },
  'long term': {
    paragraph:
      'The long term: judge any approach over hundreds of bets, not a week. Keep stakes level so one result cannot sink the bankroll, and review your records each month.',
    points: [
      'Record every bet, including the price you took and the starting price.',
      'Review your return on investment monthly and change one thing at a time.',
    ],
  },
  'each-way': {
    paragraph: `Each-way betting: look for horses at ${EACH_WAY_RULE_TEXT}, where the place part alone can cover the outlay at 1/5 odds. Remember each way costs twice the unit stake.`,
    points: [
      'Check the place terms for the number of runners and whether the race is a handicap.',
      'Avoid each way on short-priced horses, and look for bookmakers paying extra places.',
    ],
  },
  profit: {
    paragraph:
      'Profit: no strategy can promise a profit, and most bettors lose over time. What you can control is the price you take, the size of your stakes and the discipline to keep records and learn from them.',
    points: [
      'Measure results as return on investment over many bets, not by the last few results.',
      'Only bet money you can afford to lose, and set a daily limit in your account.',
    ],
  },
};

const listOf = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The advisor's answer to a custom request: the matching keyword advice in a fixed order, or a general plan. */
export const customAdvisorText = (request: string): TAdvisorText => {
  const keywords = advisorKeywords(request);
  const gist = requestGist(request);
  const asked = gist ? [`You asked for: "${gist}".`] : [];
  if (keywords.length === 0)
    return {
      title: 'Your custom strategy',
      paragraphs: [
        ...asked,
        'Here is a general plan to build on: a few well-researched bets a day, mostly win singles and each way, at prices you judge bigger than the horse’s chance. Mention value, low risk, long term, each-way or profit for more specific advice.',
        RESULTS_VARY,
      ],
      points: [
        'Two or three selections a day at most, each with a reason you can write down.',
        'Take the best price available and record every bet.',
        ...STAKING_POINTS,
      ],
    };
  const labels = keywords.map((keyword) => KEYWORD_LABELS[keyword]);
  return {
    title: `Your custom strategy: ${listOf(labels)}`,
    paragraphs: [
      ...asked,
      `A plan built around ${listOf(labels)}, within the same bankroll limits as every RacePro strategy.`,
      ...keywords.map((keyword) => KEYWORD_ANSWERS[keyword].paragraph),
      RESULTS_VARY,
    ],
    points: [...keywords.flatMap((keyword) => KEYWORD_ANSWERS[keyword].points), ...STAKING_POINTS],
  };
};

export const PERSONAL_ADVISOR_NOTE = `Lifetime members with at least ${PERSONAL_ADVISOR_MIN_SETTLED_BETS} settled bets tracked in their account get a personal strategy, built from their own betting record.`;
