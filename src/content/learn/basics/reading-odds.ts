import { formatPercent } from '~/domain/calculators/amount';
import { impliedProbability } from '~/domain/calculators/odds-formats';
import { fraction, mul, ONE, roundHalfAwayToPence, sub, sum } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { formatDecimalOdds } from '~/domain/odds';
import { winReturnPence, winWinningsPence } from '~/domain/returns';

const FIVE_TWO = { num: 5, den: 2 };
const EVENS = { num: 1, den: 1 };
const FOUR_SIX = { num: 4, den: 6 };
const ELEVEN_TEN = { num: 11, den: 10 };
const TEN_ONE = { num: 10, den: 1 };

/** The chance a price implies, b / (a + b), exactly. */
const chance = (odds: { num: number; den: number }) => impliedProbability(fraction(odds.num, odds.den));
/** The implied chance as a percentage to one decimal place: 5/2 -> "28.6%". */
const chanceText = (odds: { num: number; den: number }) => formatPercent(chance(odds), 1);

// Worked example: a four-runner book at 6/4, 2/1, 3/1 and 5/1, staked to return about £100 whichever horse wins.
const BOOK = [
  { num: 6, den: 4 },
  { num: 2, den: 1 },
  { num: 3, den: 1 },
  { num: 5, den: 1 },
] as const;
const BOOK_TARGET_POUNDS = 100;
const bookTotal = sum(BOOK.map(chance));
const bookStakes = BOOK.map((odds) => roundHalfAwayToPence(mul(chance(odds), fraction(BOOK_TARGET_POUNDS))));
const bookStaked = bookStakes.reduce((total, stake) => total + stake, 0);
const bookReturns = BOOK.map((odds, i) => winReturnPence(bookStakes[i]!, odds));
const bookLowest = Math.min(...bookReturns);
const bookHighest = Math.max(...bookReturns);

export const lesson: TLesson = {
  id: 'reading-odds',
  title: 'Reading Odds and What They Imply',
  summary:
    'Learn how UK fractional odds work, how to work out a return and the chance a price implies, and what odds-on, evens and the starting price mean.',
  content: [
    {
      kind: 'paragraph',
      text: 'Odds tell you two things: how much you win if your bet comes in, and how likely the bookmaker thinks the horse is to win. British racing still uses fractional odds such as 5/2 and 11/10, so it pays to read them fluently and to know what each price is really saying.',
    },
    { kind: 'heading', text: 'How fractional odds work' },
    {
      kind: 'paragraph',
      text: `Fractional odds compare the winnings with the stake. At 5/2, said "five to two", you win £5 for every £2 you stake, and you get your stake back as well. At 10/1 you win £10 for every £1. When the first number is smaller than the second, as in 4/6, the horse is odds-on: you win £4 for every £6 staked, so less than your stake. Evens, or 1/1, means you win the same amount as you stake. Some sites also show decimal odds, which include the stake, so 5/2 is ${formatDecimalOdds(FIVE_TWO)} in decimal.`,
    },
    {
      kind: 'example',
      title: 'Worked example: what different prices return',
      lines: [
        `£10 at 5/2: the winnings are £10 x 5 / 2 = ${formatPence(winWinningsPence(1000, FIVE_TWO))}, so with the stake back the return is ${formatPence(winReturnPence(1000, FIVE_TWO))}.`,
        `£10 at evens returns ${formatPence(winReturnPence(1000, EVENS))}: your £10 back plus ${formatPence(winWinningsPence(1000, EVENS))} winnings.`,
        `£10 at 4/6 returns ${formatPence(winReturnPence(1000, FOUR_SIX))}. Four-sixths of £10 is £6.666..., and bookmakers round down to the penny, so the winnings are ${formatPence(winWinningsPence(1000, FOUR_SIX))}.`,
        `£5 at 11/10 returns ${formatPence(winReturnPence(500, ELEVEN_TEN))}.`,
        `£2 at 10/1 returns ${formatPence(winReturnPence(200, TEN_ONE))}.`,
      ],
    },
    { kind: 'heading', text: 'What the odds imply' },
    {
      kind: 'paragraph',
      // Implied probability of fractional odds a/b is b / (a + b), worked by the domain and rounded to 0.1%.
      text: `Any price can be turned into a percentage chance, called the implied probability. For odds of a/b, divide b by a + b. At 5/2 that is 2 divided by 7, about ${chanceText(FIVE_TWO)}. Evens is 1 divided by 2, or ${chanceText(EVENS)}. At 4/6 it is 6 divided by 10, or ${chanceText(FOUR_SIX)}. At 10/1 it is 1 divided by 11, about ${chanceText(TEN_ONE)}. If you believe a horse's real chance is higher than the price implies, the price is good value; if lower, it is poor value, however likely the horse is to win.`,
    },
    {
      kind: 'example',
      title: 'Worked example: adding up a book',
      lines: [
        'A four-runner race is priced at 6/4, 2/1, 3/1 and 5/1.',
        `Implied chances: 6/4 is 4 / 10 = ${chanceText(BOOK[0])}; 2/1 is 1 / 3 = ${chanceText(BOOK[1])}; 3/1 is 1 / 4 = ${chanceText(BOOK[2])}; 5/1 is 1 / 6 = ${chanceText(BOOK[3])}.`,
        `Added together they come to ${formatPercent(bookTotal, 0)}, not 100%. The extra ${formatPercent(sub(bookTotal, ONE), 0)} is the bookmaker's margin, called the overround.`,
        // Stakes in proportion to the implied chances (each chance x £100, to the penny), each returning about £100.
        `Staking ${bookStakes.slice(0, -1).map(formatPence).join(', ')} and ${formatPence(bookStakes.at(-1)!)} on the four runners, ${formatPence(bookStaked)} in all, returns between ${formatPence(bookLowest)} and ${formatPence(bookHighest)} whichever horse wins, about ${formatPence(bookStaked - BOOK_TARGET_POUNDS * 100)} less than you staked: that is the margin at work.`,
        "So backing horses at prices shorter than their true chances warrant loses over time; what matters is finding prices that are bigger than a horse's true chance.",
      ],
    },
    { kind: 'heading', text: 'Favourites, market moves and the starting price' },
    {
      kind: 'paragraph',
      text: 'The shortest-priced horse is the favourite; if two share the shortest price they are joint favourites. A price that gets shorter, from 5/1 to 3/1 say, is shortening, usually because money is coming for the horse. One that gets longer is drifting. The starting price, or SP, is the official price of each horse when the race starts. If you bet at SP, your bet is settled at that price; if you took a fixed price earlier, you keep the price you took even if the SP is shorter, and some bookmakers pay the SP instead when it is bigger, an offer called best odds guaranteed. Racecards often carry a betting forecast, which is only a guide to how the market may look.',
    },
    {
      kind: 'keyPoints',
      items: [
        'At 5/2 you win £5 for every £2 staked, and get your stake back too.',
        'Odds-on prices such as 4/6 win less than the stake; evens wins the same as the stake.',
        `The implied chance of odds a/b is b divided by a + b, so 5/2 is about ${chanceText(FIVE_TWO)}.`,
        "A bookmaker's book adds up to more than 100%; the extra is the margin.",
      ],
    },
  ],
  questions: [
    {
      question: 'What does a winning £10 bet at 5/2 return, including the stake?',
      options: [
        formatPence(winWinningsPence(1000, FIVE_TWO)),
        formatPence(2000),
        formatPence(4500),
        formatPence(winReturnPence(1000, FIVE_TWO)),
      ],
      correctAnswer: 3,
      explanation: `The winnings are £10 x 5 / 2 = ${formatPence(winWinningsPence(1000, FIVE_TWO))}, and with the £10 stake back the return is ${formatPence(winReturnPence(1000, FIVE_TWO))}.`,
    },
    {
      question: 'Which of these prices is odds-on?',
      options: ['11/10', 'Evens', '4/6', '6/4'],
      correctAnswer: 2,
      explanation:
        'At 4/6 the winnings (£4 for every £6) are less than the stake, which is what odds-on means.',
    },
    {
      question: 'What chance of winning does a price of 4/6 imply?',
      options: ['40%', '60%', '67%', '25%'],
      correctAnswer: 1,
      explanation: 'For odds of a/b the implied chance is b / (a + b), so 6 / 10 = 60%.',
    },
    {
      question: 'What is the starting price (SP)?',
      options: [
        'The price a horse opened at in the morning',
        'The betting forecast printed on the racecard',
        'The biggest price any bookmaker offered',
        'The official price at the off',
      ],
      correctAnswer: 3,
      explanation:
        'The SP is the official price at the off, and bets struck at SP are settled at it. A betting forecast is only a guide.',
    },
    {
      question: 'The prices in a race add up to 115%. What does the extra 15% represent?',
      options: [
        'Tax on winnings',
        "The bookmaker's margin, or overround",
        'The chance of a dead heat',
        'Prize money for the placed horses',
      ],
      correctAnswer: 1,
      explanation:
        "A fair book would add up to 100%. Anything above that is the bookmaker's built-in margin.",
    },
    {
      question: 'What does £10 at 4/6 return, with the winnings rounded down to the penny?',
      options: [
        formatPence(1500),
        formatPence(1667),
        formatPence(winReturnPence(1000, FOUR_SIX)),
        formatPence(winWinningsPence(1000, FOUR_SIX)),
      ],
      correctAnswer: 2,
      explanation: `Four-sixths of £10 is £6.666..., rounded down to ${formatPence(winWinningsPence(1000, FOUR_SIX))}, and with the £10 stake back the return is ${formatPence(winReturnPence(1000, FOUR_SIX))}.`,
    },
  ],
};
