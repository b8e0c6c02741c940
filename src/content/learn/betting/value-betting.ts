import { formatPercent } from '~/domain/calculators/amount';
import { impliedProbability } from '~/domain/calculators/odds-formats';
import { fraction, ONE, sub, sum } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

// The four-runner book: implied probabilities, their total and the overround, to one decimal place.
const BOOK = [fraction(6, 4), fraction(2, 1), fraction(4, 1), fraction(6, 1)];
const bookChances = BOOK.map(impliedProbability);
const chanceText = bookChances.map((chance) => formatPercent(chance, 1));
const bookTotal = sum(bookChances);

const FOUR_ONE = { num: 4, den: 1 };
// 100 bets of £10 at 4/1 on horses with a true 25% chance: about 25 winners.
const winnerReturn = winReturnPence(1000, FOUR_ONE);
const expectedReturns = 25 * winnerReturn;

export const lesson: TLesson = {
  id: 'value-betting',
  title: 'Value Betting',
  summary:
    'Learn how to turn odds into an implied probability, see the bookmaker margin in a market, and judge when a price offers value.',
  content: [
    {
      kind: 'paragraph',
      text: 'Most people bet on the horse they think will win. Value betting asks a different question: is the price bigger than the horse’s real chance deserves? A 6/4 favourite can be a poor bet and a 10/1 outsider a good one. Over many bets, it is the relationship between price and chance, not how many winners you find, that decides whether you come out ahead.',
    },
    { kind: 'heading', text: 'Odds are probabilities in disguise' },
    {
      kind: 'paragraph',
      text: 'Any fractional price a/b carries an implied probability of b divided by (a + b). Evens is 1 in 2, or 50%. 4/1 is 1 divided by 5, or 20%. 5/2 is 2 divided by 7, about 28.6%. 11/10 is 10 divided by 21, about 47.6%. Decimal odds include the stake, so they are 1 plus a/b: 4/1 is 5.0, 5/2 is 3.5 and evens is 2.0. The implied probability is also 1 divided by the decimal odds.',
    },
    { kind: 'heading', text: 'The overround: the bookmaker’s margin' },
    {
      kind: 'paragraph',
      text: 'If you add up the implied probabilities of every runner in a bookmaker’s market, the total comes to more than 100%. The amount over 100% is the overround, and it is how the bookmaker builds in a profit. The bigger the field, the bigger the overround tends to be, so you start each race slightly behind.',
    },
    {
      kind: 'example',
      title: 'Worked example: a four-runner race at Newmarket',
      lines: [
        'Prices: 6/4, 2/1, 4/1 and 6/1.',
        `Implied probabilities: 6/4 is 2 in 5, or ${chanceText[0]}; 2/1 is 1 in 3, or ${chanceText[1]}; 4/1 is 1 in 5, or ${chanceText[2]}; 6/1 is 1 in 7, or ${chanceText[3]}.`,
        `Total: ${chanceText.join(' + ')} = ${formatPercent(bookTotal, 1)}.`,
        `The overround is ${formatPercent(sub(bookTotal, ONE), 1)}: the prices add up to more than a certainty, and that extra is the bookmaker’s margin.`,
      ],
    },
    { kind: 'heading', text: 'Measuring value' },
    {
      kind: 'paragraph',
      text: 'To find value, first make your own estimate of the horse’s chance, then multiply it by the decimal odds. The answer is the value ratio. Above 1, the price is bigger than your estimate says it should be; below 1, it is too short. Your estimate will never be exact, so RacePro’s strategies only flag a bet when the value ratio is above 1.2, which leaves a margin for error.',
    },
    {
      kind: 'example',
      title: 'Worked example: rating a horse at Kempton',
      lines: [
        'You study the form and judge the horse has a 25% chance, one in four.',
        'Offered at 4/1 (decimal 5.0): 0.25 x 5.0 = 1.25. That clears 1.2, so it is a value bet.',
        'Offered at 3/1 (decimal 4.0): 0.25 x 4.0 = 1.00. A fair price, but no value.',
        'Offered at 5/2 (decimal 3.5): 0.25 x 3.5 = 0.875. Too short to back.',
        'To beat 1.2 you need decimal odds above 1.2 divided by 0.25, which is 4.8, just under 4/1.',
        `If your 25% is right, 100 bets of £10 at 4/1 cost £1,000 and produce about 25 winners, each returning ${formatPence(winnerReturn)}, so about ${formatPence(expectedReturns)} back. The other 75 bets lose.`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'The hard part is the estimate, not the sum. Write your percentage down before you look at the price, so the market does not sway you, and check later whether horses you rated at 25% really won about one race in four. Value bets at bigger prices still lose more often than they win, and a run of losers does not mean the method is wrong; only a large sample of bets can tell you that.',
    },
    {
      kind: 'keyPoints',
      items: [
        'The implied probability of a/b is b divided by (a + b), or 1 divided by the decimal odds.',
        'A bookmaker’s book adds up to more than 100%; the excess is the overround.',
        'Value ratio = your probability x decimal odds; above 1 the price beats your estimate.',
        'RacePro’s strategies look for a value ratio above 1.2, to allow for errors in your estimate.',
        'Value bets still lose often; judge them over hundreds of bets, not a handful.',
      ],
    },
  ],
  questions: [
    {
      question: 'What is the implied probability of a horse priced at 4/1?',
      options: ['25%', '20%', '40%', '80%'],
      correctAnswer: 1,
      explanation:
        'The implied probability of a/b is b divided by (a + b), so 4/1 is 1 divided by 5, which is 20%.',
    },
    {
      question: 'What are odds of 5/2 in decimal form?',
      options: ['2.5', '3.5', '2.2', '0.4'],
      correctAnswer: 1,
      explanation: 'Decimal odds include the stake, so they are 1 plus 5 divided by 2, which is 3.5.',
    },
    {
      question: 'The implied probabilities in a market add up to 107.6%. What does the 7.6% represent?',
      options: [
        'The chance that the favourite wins',
        'The tax paid on winning bets',
        'The bookmaker’s margin, known as the overround',
        'The share of runners that will not start',
      ],
      correctAnswer: 2,
      explanation:
        'A fair book would total exactly 100%; the amount above it is the overround, the margin built into the prices.',
    },
    {
      question:
        'You rate a horse at a 25% chance and it is offered at 9/2 (decimal 5.5). What is the value ratio?',
      options: [
        '1.375, a value bet',
        '1.125, below the 1.2 threshold',
        '0.825, no value',
        '2.2, a value bet',
      ],
      correctAnswer: 0,
      explanation: 'The value ratio is 0.25 x 5.5 = 1.375, which is above 1 and clears the 1.2 threshold.',
    },
    {
      question: 'Why do RacePro’s strategies look for a value ratio above 1.2 rather than anything above 1?',
      options: [
        'Because bookmakers only pay out on ratios above 1.2',
        'Because 1.2 guarantees a profit over time',
        'Because horses with a ratio below 1.2 rarely win',
        'To allow for errors in your own estimate',
      ],
      correctAnswer: 3,
      explanation:
        'Your probability is only an estimate, so insisting on more than 1.2 means a bet can still be worth having even if you have been a little too generous.',
    },
    {
      question:
        'You back horses at 4/1 that you rate at 25%, and your ratings are accurate. Roughly how many of 100 such bets lose?',
      options: ['About 25', 'About 75', 'About 50', 'About 80'],
      correctAnswer: 1,
      explanation:
        'A 25% chance wins about one race in four, so about 75 of 100 bets lose even though the bets are good value.',
    },
  ],
};
