import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const EIGHT_ONE = { num: 8, den: 1 };
const FIVE_ONE = { num: 5, den: 1 };

// £10 win on Misty Harbour: taken at 8/1 in the morning, returned at a starting price of 5/1.
const earlyReturn = winReturnPence(1000, EIGHT_ONE);
const spReturn = winReturnPence(1000, FIVE_ONE);

export const lesson: TLesson = {
  id: 'market-reading',
  title: 'Reading the Betting Market',
  summary:
    'Learn how prices form from the early market to the starting price, what steamers, drifters and Betfair signals can tell you, and how to avoid over-reading them.',
  content: [
    {
      kind: 'paragraph',
      text: 'The betting market is a running summary of what thousands of people, some of them very well informed, think about a race. Reading it well can confirm an opinion, warn you off a bet or point you to a horse you had missed. Reading it badly means chasing prices that have already gone. This lesson explains how the market forms and which signals deserve your attention.',
    },
    { kind: 'heading', text: 'Early prices, the SP and Best Odds Guaranteed' },
    {
      kind: 'paragraph',
      text: "Bookmakers price up races the evening before or on the morning of racing. Early prices are based on the compiler's opinion, often with low maximum stakes, and they change as money arrives. The starting price, or SP, is the official price at the off. For generations it was taken from the on-course betting ring, but since 2021 it has been worked out mainly from a sample of the major off-course bookmakers' prices, under rules set by the Starting Price Regulatory Commission. Many bookmakers also offer Best Odds Guaranteed on eligible races: if you take a price and the SP is bigger, you are paid at the SP. Terms and restrictions vary, so check them.",
      // Source: Starting Price Regulatory Commission (thesprc.org). From March 2021 the SP is returned mainly from
      // off-course bookmakers' prices; updated rules in force from 1 May 2022 (exchange and Tote prices are not in the
      // sample). Best Odds Guaranteed is a bookmaker concession, not a rule.
    },
    {
      kind: 'example',
      title: 'Worked example: taking an early price',
      lines: [
        'You back Misty Harbour, an imaginary runner, for £10 at 8/1 on the morning of the race.',
        'Money arrives during the day and the horse is returned at an SP of 5/1.',
        'Implied probability at 8/1: 1 ÷ 9 = about 11.1%. At 5/1: 1 ÷ 6 = about 16.7%.',
        `If Misty Harbour wins, your bet at 8/1 returns ${formatPence(earlyReturn)}; the same bet at SP would have returned ${formatPence(spReturn)}, a difference of ${formatPence(earlyReturn - spReturn)}.`,
        'On Betfair, 8/1 and 5/1 are shown as decimal odds of 9.0 and 6.0, because decimal odds include the stake.',
        'If the horse loses, you lose £10 either way. What matters over time is that you regularly got a bigger price than the SP, a sign your judgement was ahead of the market.',
      ],
    },
    { kind: 'heading', text: 'Steamers and drifters' },
    {
      kind: 'paragraph',
      text: 'A steamer is a horse whose price shortens sharply; a drifter is one whose price lengthens. Moves can come from informed money, but also from a newspaper nap, a popular tipster, a change in the going, or a non-runner reshaping the whole market. Drifters are not always bad news either: some yards rarely bet, and a horse can drift simply because money has gone on something else. Before you read anything into a move, ask who is likely to be behind it and whether it fits what you already know about the horse.',
    },
    { kind: 'heading', text: 'Betfair Exchange signals' },
    {
      kind: 'paragraph',
      text: "On the Betfair Exchange punters bet against each other, backing or laying, and the exchange takes commission on net winnings. Its prices are close to a fair market, so comparing a bookmaker's price with the exchange shows whether it is generous. Always check how much money has been matched. In the morning many markets are thin, and a single bet of a few hundred pounds can move a price a long way. As the off approaches, the big races at courses such as Cheltenham, Ascot and York attract much more money, and moves become more meaningful. Betfair also returns its own starting price, BSP, which is often bigger than the industry SP, before commission, because the exchange market carries less margin.",
    },
    {
      kind: 'list',
      items: [
        'Over-reading: a move has already changed the price, so the value may have gone before you arrive.',
        'Thin markets: small amounts can produce big moves that mean very little.',
        'Herding: once a horse starts to steam, followers pile in and push it shorter than any information justifies.',
        'Your own view: treat the market as one piece of evidence alongside form, pace and conditions, not a replacement for them.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        "The SP is the official price at the off, now worked out mainly from the major off-course bookmakers' prices.",
        'Steamers and drifters can be driven by many things besides inside information.',
        'Check the matched amounts on Betfair before trusting an exchange move.',
        'By the time a move is obvious, the value has usually gone.',
        'Regularly beating the SP is a better sign of good judgement than a short run of winners.',
      ],
    },
  ],
  questions: [
    {
      question: 'What is a steamer?',
      options: [
        'A horse whose price lengthens sharply',
        'A horse that sweats up badly in the paddock',
        'A horse that has been withdrawn at the start',
        'A horse whose price shortens sharply',
      ],
      correctAnswer: 3,
      explanation: 'A steamer is a horse that is heavily backed, so its price shortens sharply.',
    },
    {
      question: 'How is the starting price returned in Britain?',
      options: [
        "From a sample of major bookmakers' prices at the off",
        "By the racecourse's own bookmaker, from its closing prices",
        'By the BHA handicapper the evening before',
        'By averaging the morning prices of all bookmakers',
      ],
      correctAnswer: 0,
      explanation:
        'Since 2021 the SP has been worked out mainly from the prices of the major off-course bookmakers at the off, under rules set by the Starting Price Regulatory Commission.',
    },
    {
      question: 'Why should a big price move in a thin Betfair market be treated with caution?',
      options: [
        'Betfair cancels all bets in thin markets',
        'Thin markets are only for jump races',
        'Prices in thin markets are fixed by the racecourse',
        'One small bet can move the price a long way',
      ],
      correctAnswer: 3,
      explanation:
        "When little money has been matched, one bet can shift the price, so the move may reflect one person's view rather than real information.",
    },
    {
      question: 'What probability is implied by a starting price of 5/1?',
      options: ['About 16.7%', 'About 20%', 'About 11.1%', 'About 25%'],
      correctAnswer: 0,
      explanation: 'Odds of 5/1 imply 1 ÷ (5 + 1) = 1 ÷ 6, which is about 16.7%.',
    },
    {
      question:
        'With a Best Odds Guaranteed concession, you take 6/1 and the horse wins at an SP of 9/1. How are you paid?',
      options: [
        'At 6/1, the price you took',
        'At 15/2, halfway between the two',
        'At 9/1, the bigger starting price',
        'At 6/1, with the stake refunded as a bonus',
      ],
      correctAnswer: 2,
      explanation:
        'Best Odds Guaranteed pays the bigger of the price you took and the SP on eligible bets, so you are paid at 9/1.',
    },
    {
      question: 'Which is the best long-term sign that your market judgement is good?',
      options: [
        'Backing every steamer once it has shortened',
        'Winning your last three bets at big prices',
        'Regularly beating the starting price',
        'Only backing favourites at short prices',
      ],
      correctAnswer: 2,
      explanation:
        'Consistently beating the SP shows you are spotting value before the market does, which is a more reliable sign than a short run of results.',
    },
  ],
};
