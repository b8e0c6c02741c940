import { amount } from '~/domain/calculators/amount';
import { fraction, fromPence, mul, sub } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

// £10 win on the same horse in three markets.
const earlyPriceReturn = winReturnPence(1000, { num: 6, den: 1 });
const spReturn = winReturnPence(1000, { num: 5, den: 1 });
// Betfair at decimal 7.6 (fractional 33/5), with 5% commission on the net winnings.
// Betfair Exchange Market Base Rate for UK customers: 5% of net market winnings (support.betfair.com, "What is
// Commission and how is it calculated?"), before any discount or a different rewards package.
const STAKE = fromPence(1000);
const exchangeWinnings = mul(STAKE, fraction(33, 5));
const commission = mul(exchangeWinnings, fraction(5, 100));
const netWinnings = sub(exchangeWinnings, commission);
const gross = amount(exchangeWinnings).text;
const net = amount(netWinnings).text;
const exchangeReturn = amount(mul(STAKE, fraction(38, 5))).text;
const netReturn = amount(sub(mul(STAKE, fraction(38, 5)), commission)).text;

export const lesson: TLesson = {
  id: 'market-inefficiencies',
  title: 'Market Inefficiencies',
  summary:
    'Learn where racing markets tend to misprice horses, how the bookmakers, the Tote and the exchanges differ, and how to check whether you are getting the best of them.',
  content: [
    {
      kind: 'paragraph',
      text: 'A betting market is a crowd’s opinion turned into prices. Most of the time it is a good judge, and the favourite’s price is close to its real chance. But the crowd has habits, and prices for the same horse can differ between the bookmakers, the Tote and the exchanges. Knowing where those gaps tend to appear will not guarantee you a profit, but it shows you where careful study has the best chance of paying.',
    },
    { kind: 'heading', text: 'Where the crowd gets it wrong' },
    {
      kind: 'list',
      items: [
        'The favourite-longshot bias: research on British racing over many years has found that big outsiders are backed more than their chances deserve, so betting on them at starting price has returned far less than backing favourites.',
        'Popular names: horses ridden by famous jockeys, trained by big yards or running in televised races such as the Grand National at Aintree attract casual money that can shorten their price beyond what the form justifies.',
        'Thin markets: low-grade races at Southwell or Wolverhampton on a winter afternoon attract less money and less expert attention than a big handicap at York, so prices can be further from the true chances.',
        'Overreaction: a horse that won impressively last time is often too short next time, while one that was unlucky in running can be overlooked.',
      ],
    },
    { kind: 'heading', text: 'Bookmakers, the Tote and the exchanges' },
    {
      kind: 'paragraph',
      text: 'A bookmaker offers fixed odds: take 6/1 in the morning and that is your price, whatever happens later. If you do not take a price you are paid at the starting price (SP), which since 2021 has been compiled mainly from a sample of the major off-course bookmakers’ prices as the race starts, rather than from the on-course betting ring. Many bookmakers offer best odds guaranteed, which pays you at SP if it is bigger than the price you took.',
      // Source: Starting Price Regulatory Commission (thesprc.org), as reported by the Racing Post in March 2021: from
      // March 2021 the SP is returned mainly from the prices of a sample of off-course bookmakers rather than the
      // on-course ring; updated rules in force from 1 May 2022. The Reading the Betting Market lesson says the same.
    },
    {
      kind: 'paragraph',
      text: 'The Tote is pool betting. All the stakes on a race go into a pool, a percentage is taken out, and the rest is shared among the winning tickets. The dividend is declared after the race to a £1 stake, so you do not know your price in advance, and it can be much bigger or smaller than the SP. The Tote also runs pools across several races, such as the Placepot, where you pick a horse to be placed in each of the first six races at a meeting.',
    },
    {
      kind: 'paragraph',
      text: 'On an exchange such as Betfair, punters bet against each other: you can back a horse to win or lay it to lose. The exchange does not build a margin into the prices, so they are often bigger than the bookmakers’, but it charges commission on your net winnings in each market, typically 5% for UK customers, depending on the rewards package you choose. Betfair SP is an exchange starting price worked out when the race starts by matching the bets placed at Betfair SP against each other and against bets waiting in the exchange market; it is often bigger than the bookmakers’ SP, especially on outsiders, and commission is charged on it too.',
    },
    {
      kind: 'example',
      title: 'Worked example: £10 win on the same horse in three markets',
      lines: [
        `Early bookmaker price of 6/1: a winner returns ${formatPence(earlyPriceReturn)}.`,
        `Starting price of 5/1: a winner returns ${formatPence(spReturn)}.`,
        `Betfair at decimal odds of 7.6: winnings are £10 x 6.6 = ${gross}.`,
        `Commission at 5% of ${gross} is ${amount(commission).text}, so net winnings are ${net} and the return is ${netReturn}.`,
        'Here the exchange paid most even after commission, and the early price beat SP. On another day the order can be different, which is why it pays to compare.',
      ],
    },
    { kind: 'heading', text: 'Testing yourself against the market' },
    {
      kind: 'paragraph',
      text: 'The starting price is the market’s final verdict, so it is a useful yardstick. Record the price you took and the SP of every bet. If the prices you take are regularly bigger than the SP, the market is moving towards your view after you bet, which is one of the best signs that your judgement is sound. If you are usually taking shorter than SP, the market is telling you something, and you may be better off waiting or using best odds guaranteed.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Big outsiders tend to be overbet, so they have returned least at starting price.',
        'Popular jockeys, trainers and big televised races can attract money that shortens prices.',
        'The Tote pays a pool dividend declared after the race; exchanges charge commission on net winnings.',
        'Best odds guaranteed pays SP when it beats the price you took.',
        'Regularly beating SP is a good sign your judgement is ahead of the market.',
      ],
    },
  ],
  questions: [
    {
      question: 'What is the favourite-longshot bias?',
      options: [
        'Favourites are backed too heavily, so they return least at starting price',
        'Outsiders are overbet, so they return least at starting price',
        'Bookmakers always make favourites longer than their true chance',
        'Long shots win more often in big fields than in small ones',
      ],
      correctAnswer: 1,
      explanation:
        'Studies of British racing have found outsiders are overbet relative to their real chances, so backing them at SP has returned the least.',
    },
    {
      question: 'How is a Tote win dividend decided?',
      options: [
        'The pool, less a deduction, is shared among winning tickets',
        'It is fixed when you place the bet',
        'It always matches the starting price',
        'It is set by the course stewards before the off',
      ],
      correctAnswer: 0,
      explanation:
        'The Tote is pool betting: a percentage is taken from the pool and the rest is shared among the winning tickets, so the dividend is only known after the race.',
    },
    {
      question: 'On an exchange such as Betfair, what is commission charged on?',
      options: [
        'Every stake you place, win or lose',
        'Your net winnings in each market',
        'Only bets placed at Betfair SP',
        'Your deposits',
      ],
      correctAnswer: 1,
      explanation:
        'Exchange commission is a percentage of your net winnings on a market; if you lose on that market you pay no commission on it.',
    },
    {
      question:
        'You take 5/1 with a bookmaker offering best odds guaranteed and the horse wins with an SP of 7/1. At what odds are you paid?',
      options: ['5/1', '7/1', '6/1, halfway between', 'Your stake is returned only'],
      correctAnswer: 1,
      explanation:
        'Best odds guaranteed pays the bigger of the price you took and the starting price, so you get 7/1.',
    },
    {
      question:
        'You back a horse with £10 at 7.6 on Betfair and it wins. With 5% commission, what are your net winnings?',
      options: [gross, netReturn, net, exchangeReturn],
      correctAnswer: 2,
      explanation: `Gross winnings are £10 x 6.6 = ${gross}; commission of 5% is ${amount(commission).text}, leaving ${net}.`,
    },
    {
      question:
        'Over many bets, the prices you take are usually bigger than the starting price. What does that suggest?',
      options: [
        'You are backing too many favourites',
        'You should stop taking early prices',
        'Your judgement tends to be ahead of the market',
        'The bookmakers are applying Rule 4 to your bets',
      ],
      correctAnswer: 2,
      explanation:
        'If prices shorten after you bet, the rest of the market is coming round to your view, which is one of the best signs of sound judgement.',
    },
  ],
};
