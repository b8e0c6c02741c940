import { floorToPence, fromOdds, fromPence, mul, ONE, partPrice } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const atFourOne = winReturnPence(1000, { num: 4, den: 1 });
const atNineTwo = winReturnPence(1000, { num: 9, den: 2 });
// £10 at 6/1 before any Rule 4 deduction, and with a 25p in the pound Rule 4 (priced as settlement prices it).
const SIX_ONE = { num: 6, den: 1 };
const RULE_4_PENCE = 25;
const sixOneReturn = winReturnPence(1000, SIX_ONE);
const sixOneWinnings = sixOneReturn - 1000;
const rule4Deduction = (sixOneWinnings * RULE_4_PENCE) / 100;
const rule4Return = floorToPence(mul(fromPence(1000), partPrice(fromOdds(SIX_ONE), ONE, RULE_4_PENCE, ONE)));

export const lesson: TLesson = {
  id: 'bookmaker-management',
  title: 'Managing Your Bookmaker Accounts',
  summary:
    'Learn how to compare prices, use best odds guaranteed and each-way terms, understand Rule 4 deductions and keep your bookmaker accounts in good order.',
  content: [
    {
      kind: 'paragraph',
      text: 'Finding the right horse is only half the job. Where and how you place the bet decides how much a winner pays, and small differences add up over a season. This lesson covers the practical side: comparing prices, the concessions worth having, the rules that can reduce your returns, and looking after your accounts.',
    },
    { kind: 'heading', text: 'Compare prices before you bet' },
    {
      kind: 'paragraph',
      text: `Bookmakers often disagree about a horse by a point or more, especially in the morning. £10 at 4/1 returns ${formatPence(atFourOne)}, while £10 at 9/2 returns ${formatPence(atNineTwo)}. That extra ${formatPence(atNineTwo - atFourOne)} costs nothing but a minute of checking, and over hundreds of bets it can be the difference between a small loss and a small profit. Having accounts with a few bookmakers, and perhaps an exchange, lets you take the best price on offer.`,
    },
    { kind: 'heading', text: 'Best odds guaranteed and each-way terms' },
    {
      kind: 'paragraph',
      text: 'With best odds guaranteed, if you take a price and the starting price is bigger, you are paid at the SP; if the SP is shorter you keep your price. It is usually offered on British and Irish racing for bets placed on the day of the race, but the conditions, including start times and stake caps, vary by bookmaker and can be withdrawn from an account, so read the terms.',
    },
    {
      kind: 'paragraph',
      text: 'Each-way terms follow the standard table in the Bet Types lesson, and they are set by the number of horses that actually come under starter’s orders, not by how many were declared. A non-handicap with 8 declared runners pays 3 places at 1/5, but if one is withdrawn it becomes a 7-runner race paying 2 places at 1/4. Some bookmakers also pay extra places on big handicaps as a promotion, which can make an each-way bet better value.',
    },
    { kind: 'heading', text: 'Rule 4 deductions' },
    {
      kind: 'paragraph',
      text: 'When a horse is withdrawn late and there is no time to form a new market, the remaining horses have a better chance than their prices suggested. Under Tattersalls Rule 4, bets struck at a price before the withdrawal have their winnings reduced by a number of pence in the pound, based on the withdrawn horse’s price. Your stake is never reduced. Bets placed after a new market is formed are not affected, and SP bets are only affected when there was no time to form a new market. Some of the deductions are:',
    },
    {
      kind: 'list',
      // Source: Tattersalls Rules on Betting, Rule 4(c) scale of deductions (excerpt), as bookmakers publish it (e.g.
      // William Hill help, "Rule 4 Deduction"). Rows left out: 2/11-2/17 85p, 1/4-1/5 80p, 3/10-2/7 75p, 2/5-1/3 70p,
      // 8/15-4/9 65p, 8/13-4/7 60p, 4/5-4/6 55p, 20/21-5/6 50p, 5/4-6/4 40p, 13/8-7/4 35p, 9/2-11/2 15p. Where two or
      // more horses are withdrawn the total deduction is capped at 90p in the pound (some bookmakers' rules say 75p),
      // and some bookmakers waive a total deduction of 5p.
      items: [
        'Withdrawn horse at 1/9 or shorter: 90p in the pound.',
        'Evens to 6/5: 45p in the pound.',
        '15/8 to 9/4: 30p in the pound.',
        '5/2 to 3/1: 25p in the pound.',
        '10/3 to 4/1: 20p in the pound.',
        '6/1 to 9/1: 10p in the pound.',
        '10/1 to 14/1: 5p in the pound; longer than 14/1: no deduction.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: £10 win at 6/1 at Sandown with a Rule 4',
      lines: [
        `Without any deduction the bet would return ${formatPence(sixOneReturn)}: ${formatPence(sixOneWinnings)} winnings plus the £10 stake.`,
        `A horse priced at 5/2 refuses to enter the stalls and is withdrawn, so a ${RULE_4_PENCE}p in the pound Rule 4 applies.`,
        `Deduction: ${RULE_4_PENCE}p for each £1 of winnings, so ${RULE_4_PENCE}% of ${formatPence(sixOneWinnings)} = ${formatPence(rule4Deduction)}.`,
        `Winnings after the deduction: ${formatPence(sixOneWinnings)} - ${formatPence(rule4Deduction)} = ${formatPence(sixOneWinnings - rule4Deduction)}.`,
        `Return: ${formatPence(sixOneWinnings - rule4Deduction)} plus the £10 stake = ${formatPence(rule4Return)}.`,
      ],
    },
    { kind: 'heading', text: 'Looking after your accounts' },
    {
      kind: 'list',
      items: [
        'Bookmakers licensed in Great Britain must check your age and identity before you can deposit or bet, so have your details ready and keep them up to date.',
        'Use a strong password and two-step login, and never share your account.',
        'Set deposit limits when you open an account, and withdraw winnings rather than leaving them to be bet again.',
        'Bookmakers may restrict the stakes of customers who win regularly, often called gubbing; exchanges do not restrict winners in the same way, but charge commission, and Betfair adds an Expert Fee for its most profitable customers.',
        'If a dispute is not settled by the bookmaker’s complaints process, you can take it to an independent service such as IBAS, the Independent Betting Adjudication Service.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Compare prices: a bigger price on the same horse is free extra value.',
        'Best odds guaranteed pays SP if it beats your price; check each bookmaker’s terms.',
        'Each-way terms depend on the horses that come under starter’s orders, so non-runners can change them.',
        'Rule 4 reduces winnings, never the stake, by an amount set by the withdrawn horse’s price.',
      ],
    },
  ],
  questions: [
    {
      question:
        'You take 8/1 with a bookmaker offering best odds guaranteed. The horse wins with an SP of 6/1. At what odds are you paid?',
      options: ['6/1', '8/1', '7/1', 'Your stake back only'],
      correctAnswer: 1,
      explanation:
        'Best odds guaranteed pays the bigger of your price and the SP, so you keep the 8/1 you took.',
    },
    {
      question:
        'A non-handicap has 8 declared runners and one is withdrawn before coming under starter’s orders. What are the standard each-way terms now?',
      options: [
        '3 places at 1/5 the odds',
        '3 places at 1/4 the odds',
        '2 places at 1/4 the odds',
        'Win only',
      ],
      correctAnswer: 2,
      explanation:
        'Terms are set by the runners that come under orders; 7 runners pay 2 places at 1/4 the odds.',
    },
    {
      question: 'What does a Rule 4 deduction come off?',
      options: [
        'Your winnings only',
        'Your stake only',
        'Both your stake and your winnings',
        'Only the place part of an each-way bet',
      ],
      correctAnswer: 0,
      explanation:
        'Rule 4 reduces the winnings by so many pence in the pound; the stake is always returned in full.',
    },
    {
      question:
        'A horse priced at 5/2 is withdrawn too late for a new market. What is the standard Rule 4 deduction?',
      options: ['45p in the pound', '10p in the pound', '25p in the pound', '30p in the pound'],
      correctAnswer: 2,
      explanation:
        'Under the Tattersalls scale, a withdrawn horse priced from 5/2 to 3/1 brings a 25p in the pound deduction.',
    },
    {
      question: 'You have £10 to win at 6/1 and a 25p Rule 4 applies. Your horse wins. What is your return?',
      options: [
        formatPence(sixOneReturn),
        formatPence(rule4Return),
        formatPence((sixOneReturn * (100 - RULE_4_PENCE)) / 100),
        formatPence(sixOneWinnings - rule4Deduction),
      ],
      correctAnswer: 1,
      explanation: `Winnings of ${formatPence(sixOneWinnings)} are cut by ${RULE_4_PENCE}%, leaving ${formatPence(sixOneWinnings - rule4Deduction)}; add the £10 stake back and the return is ${formatPence(rule4Return)}.`,
    },
    {
      question:
        'Your complaint to a bookmaker about how a bet was settled has not been resolved. What can you do next?',
      options: [
        'Ask the racecourse stewards to change the result',
        'Refer it to IBAS, an independent adjudicator',
        'Reverse the payment with your bank automatically',
        'Nothing, the bookmaker’s decision is always final',
      ],
      correctAnswer: 1,
      explanation:
        'Bookmakers licensed in Great Britain must offer independent dispute resolution; IBAS is the best known service for betting disputes.',
    },
  ],
};
