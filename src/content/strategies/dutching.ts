import { formatPercent, toFixedHalfAway } from '~/domain/calculators/amount';
import { dutch } from '~/domain/calculators/dutching';
import { formatDecimal, formatFraction, impliedProbability } from '~/domain/calculators/odds-formats';
import { fraction, sum } from '~/domain/fraction';
import type { TStrategyGuide } from '~/domain/strategies';
import { lessonHref } from './figures';

// Worked example: £50 dutched over three runners at 3/1, 4/1 and 6/1.
const TOTAL_STAKE = 50;
const PRICES = [fraction(3, 1), fraction(4, 1), fraction(6, 1)] as const;
const NAMES = ['Harbour Light', 'Moorland Flyer', 'Tamar Belle'] as const;

const result = dutch({ totalStake: TOTAL_STAKE, odds: PRICES });
if (!result) throw new Error('The dutching example needs at least 2 selections');

const inverses = PRICES.map(impliedProbability);
const combined = sum(inverses);
const inverseText = (index: number) => toFixedHalfAway(inverses[index]!, 4);
const selectionLine = (index: number) => {
  const selection = result.selections[index]!;
  return `${NAMES[index]} at ${formatFraction(PRICES[index]!)}: ${result.totalStake.text} x ${inverseText(index)} / ${toFixedHalfAway(combined, 4)} = ${selection.stake.text}, which returns ${selection.return.text} if it wins.`;
};

export const strategy: TStrategyGuide = {
  id: 'dutching',
  title: 'Dutching',
  summary:
    'Back two or three horses in the same race, splitting one stake so that whichever of them wins returns the same amount. It spreads your chance across the horses you like, but it only pays over time when their combined chance is bigger than the prices say.',
  difficulty: 'Intermediate',
  steps: [
    'Narrow the race down to the two or three horses you genuinely think can win. Dutching more than three usually means you have not made up your mind, and the return shrinks with every horse you add.',
    'Turn each price into decimal odds (fractional odds plus 1: 3/1 is 4.00) and work out 1 divided by the decimal odds for each. That is the chance each price implies.',
    'Split your total stake with this formula: the stake on a selection equals the total stake, times 1 divided by its decimal odds, divided by the sum of 1 divided by the decimal odds of all your selections. Shorter-priced horses get more of the stake.',
    'Add up the implied chances. If they come to, say, 59%, the prices say one of your horses wins about 59% of the time. Only go ahead if you believe the real chance is clearly higher; otherwise you are paying a margin for the comfort of several runners.',
    'Check that the equal return is bigger than the total stake. If the combined implied chance is over 100% the return is less than you staked even when one of your horses wins.',
    'Take the best price available for each horse, then place all the bets at once: if one price shortens before you finish, the stakes and the return change, so work them out again.',
    'Record the dutch as one bet in your records, with the total stake and the outcome, so you can judge the method over many races.',
  ],
  example: {
    title: `Dutching three runners in a 1m handicap at Sandown with ${result.totalStake.text}`,
    lines: [
      `You like ${NAMES[0]} at ${formatFraction(PRICES[0])}, ${NAMES[1]} at ${formatFraction(PRICES[1])} and ${NAMES[2]} at ${formatFraction(PRICES[2])}. Decimal odds: ${formatDecimal(PRICES[0])}, ${formatDecimal(PRICES[1])} and ${formatDecimal(PRICES[2])}.`,
      `1 divided by each decimal price: ${inverseText(0)}, ${inverseText(1)} and ${inverseText(2)}. Their sum is ${toFixedHalfAway(combined, 4)}, a combined implied chance of ${formatPercent(combined, 1)}.`,
      selectionLine(0),
      selectionLine(1),
      selectionLine(2),
      `Whichever of the three wins, you get back about the same (the stakes are rounded to the penny), a profit of ${result.guaranteedProfit.text} on ${result.totalStake.text}. The Dutching tab calls this figure the guaranteed profit: it holds only at these exact prices, only if one of your three wins, and before any exchange commission.`,
      `If any other horse wins, all three bets lose and you lose the full ${result.totalStake.text}.`,
      `The prices say one of the three wins ${formatPercent(combined, 1)} of the time. Dutching them is only worth doing if your own reading of the race gives them a clearly better combined chance than that.`,
    ],
  },
  tools: [
    { label: 'Dutching calculator (Tools, Dutching tab)', href: '/tools' },
    { label: 'Lesson: Value Betting', href: lessonHref('value-betting') },
    { label: 'Lesson: Advanced Betting Concepts', href: lessonHref('advanced-betting-concepts') },
  ],
  caution:
    'Dutching makes each winning race pay less and still loses the whole stake when none of your horses wins, so treat the total as one bet: keep it to 2-3% of your bankroll and never more than 10%.',
};
