import { formatPercent } from '~/domain/calculators/amount';
import { fraction } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

// 20 win bets of £5; four winners.
const winners = [
  { odds: '3/1', pence: winReturnPence(500, { num: 3, den: 1 }) },
  { odds: '7/2', pence: winReturnPence(500, { num: 7, den: 2 }) },
  { odds: '9/2', pence: winReturnPence(500, { num: 9, den: 2 }) },
  { odds: '6/1', pence: winReturnPence(500, { num: 6, den: 1 }) },
];
const totalStaked = 20 * 500;
const totalReturns = winners.reduce((sum, w) => sum + w.pence, 0);
const profit = totalReturns - totalStaked;
const strikeRate = formatPercent(fraction(winners.length, 20), 0);
const roi = formatPercent(fraction(profit, totalStaked), 0);

export const lesson: TLesson = {
  id: 'record-keeping',
  title: 'Keeping Betting Records',
  summary:
    'Learn what to record for every bet and how to work out your strike rate, profit and loss and return on investment.',
  content: [
    {
      kind: 'paragraph',
      text: 'Memory is a poor accountant. Most of us remember the 12/1 winner at Goodwood and forget the string of losers that came before it. Keeping a record of every bet is the only way to know honestly how you are doing, where your strengths are, and whether your betting is staying within the limits you set.',
    },
    { kind: 'heading', text: 'What to record' },
    {
      kind: 'list',
      items: [
        'The date, course and race time, for example 2.35 at York.',
        'The horse, the bet type (win, place or each way) and the bookmaker or exchange.',
        'The odds you took and the starting price, so you can see whether you beat the SP.',
        'The total stake. An each-way bet is two bets, so £5 each way is recorded as £10 staked.',
        'The result, the return and the profit or loss on the bet.',
        'A short note on why you bet, and your own estimate of the horse’s chance.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'A notebook or spreadsheet works well. RacePro’s My Bets also keeps your settled bets and charts your profit over time, which saves much of the arithmetic.',
    },
    { kind: 'heading', text: 'The three numbers that matter' },
    {
      kind: 'list',
      items: [
        'Strike rate: winners divided by bets, shown as a percentage. It tells you how often you win, not whether you make money.',
        'Profit and loss: total returns minus total stakes. This is what you are actually up or down.',
        'Return on investment (ROI): profit divided by total staked, as a percentage. It lets you compare periods, bet types or niches with different amounts staked.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a month of £5 win bets',
      lines: [
        `Bets: 20 win singles of £5, so ${formatPence(totalStaked)} staked.`,
        `Winners: four, at ${winners.map((w) => w.odds).join(', ')}.`,
        `Their returns: ${winners.map((w) => formatPence(w.pence)).join(', ')}, a total of ${formatPence(totalReturns)}.`,
        `Strike rate: ${winners.length} winners divided by 20 bets = ${strikeRate}.`,
        `Profit and loss: ${formatPence(totalReturns)} returned minus ${formatPence(totalStaked)} staked = ${formatPence(profit)} profit.`,
        `Return on investment: ${formatPence(profit)} divided by ${formatPence(totalStaked)} = ${roi}.`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'If your stakes vary, it also helps to record each bet in points, where one point is your usual stake. A £10 bet when your usual stake is £5 counts as two points. Results in points show how good your selections are, without a few large bets hiding the picture, and make it easy to compare your record with a tipster’s.',
    },
    {
      kind: 'paragraph',
      text: 'A 20% strike rate with a profit is a better result than a 40% strike rate with a loss. Backing short-priced favourites can give a high strike rate and still lose money, while backing bigger prices means long losing runs even when you are in profit. Judge yourself on ROI, not on how often you cheer a winner.',
    },
    { kind: 'heading', text: 'Using your records' },
    {
      kind: 'paragraph',
      text: 'Once you have a few hundred bets, sort them by race type, course, price range and bet type. You may find that your handicap bets at Haydock pay their way while your each-way multiples do not. Compare the prices you took with the starting prices, too: beating the SP regularly is a strong sign of sound judgement. Records also show you honestly how much you are staking each week, which is an early warning if betting is taking up more money or time than you intended. Set a regular time for a review, such as the first weekend of each month, so it becomes a habit rather than something you only do after a bad run.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Record every bet, including the odds taken, the SP and the full stake.',
        'Strike rate = winners divided by bets; it is not the same as making a profit.',
        'Profit and loss = total returns minus total stakes.',
        'ROI = profit divided by total staked, and it is the fairest way to compare results.',
      ],
    },
  ],
  questions: [
    {
      question: 'How do you work out your strike rate?',
      options: [
        'Profit divided by the total amount staked',
        'Total returns divided by number of winners',
        'Number of losers divided by number of winners',
        'Winners divided by number of bets',
      ],
      correctAnswer: 3,
      explanation:
        'Strike rate is how often you win: the number of winners divided by the number of bets, as a percentage.',
    },
    {
      question: 'What is return on investment (ROI)?',
      options: [
        'Total returns divided by the number of bets',
        'The average odds of your winners',
        'Profit divided by total staked',
        'Winners divided by total staked',
      ],
      correctAnswer: 2,
      explanation:
        'ROI is profit divided by total staked, usually shown as a percentage, so results can be compared whatever the stakes.',
    },
    {
      question: `You stake ${formatPence(totalStaked)} in total and your returns come to ${formatPence(totalReturns)}. What is your ROI?`,
      options: [roi, formatPercent(fraction(totalReturns, totalStaked), 0), strikeRate, '0.5%'],
      correctAnswer: 0,
      explanation: `Profit is ${formatPence(profit)}, and ${formatPence(profit)} divided by ${formatPence(totalStaked)} staked is ${roi}.`,
    },
    {
      question: 'You have £5 each way on a horse. What stake should you record?',
      options: ['£10', '£5', '£2.50', '£7.50'],
      correctAnswer: 0,
      explanation:
        'An each-way bet is two bets of £5, one to win and one to place, so the total staked is £10.',
    },
    {
      question: 'Why is it worth recording the starting price as well as the odds you took?',
      options: [
        'Bookmakers require it for settlement',
        'It lets you claim a refund when the SP is bigger',
        'It is needed to work out your strike rate',
        'It shows whether you regularly beat the SP',
      ],
      correctAnswer: 3,
      explanation:
        'Taking prices bigger than the SP means the market moved your way after you bet, which is a strong sign your judgement is sound.',
    },
    {
      question: 'Which punter has done better over the same number of bets at the same stakes?',
      options: [
        'A 40% strike rate and an ROI of minus 8%',
        'A 60% strike rate and an ROI of minus 2%',
        'A 15% strike rate and an ROI of plus 10%',
        'A 25% strike rate and an ROI of 0%',
      ],
      correctAnswer: 2,
      explanation:
        'ROI measures whether you made money; only the 15% strike rate punter is in profit, despite winning least often.',
    },
  ],
};
