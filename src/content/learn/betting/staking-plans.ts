import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const EVENS = { num: 1, den: 1 };

// Doubling after every loser, from £5 at evens: six losers cost 5 + 10 + 20 + 40 + 80 + 160 = £315.
const lostAfterSix = 500 + 1000 + 2000 + 4000 + 8000 + 16000;
const seventhStake = 32000;
const seventhReturn = winReturnPence(seventhStake, EVENS);
const netAfterSeventh = seventhReturn - (lostAfterSix + seventhStake);

export const lesson: TLesson = {
  id: 'staking-plans',
  title: 'Staking Plans',
  summary:
    'Learn how level stakes and percentage staking keep your betting under control, and why doubling up after losses can wipe out a bankroll.',
  content: [
    {
      kind: 'paragraph',
      text: 'A staking plan is simply a rule for how much you put on each bet. It cannot turn losing selections into winners, but it decides how hard a losing run hits you and how fairly you can judge your own results. Picking a plan before you start, and sticking to it, is one of the easiest ways to bet with a clear head.',
    },
    { kind: 'heading', text: 'Level stakes' },
    {
      kind: 'paragraph',
      text: 'With level stakes you put the same amount on every bet, say £5, however confident you feel. Tipsters usually publish their records this way, in points, where one point is one unit stake. Level stakes are easy to follow and make your results easy to read: if you are up 20 points after 200 bets, that is a real measure of your selections, not of lucky big bets or unlucky small ones. The weakness is that the stake does not change as your bankroll grows or shrinks.',
    },
    { kind: 'heading', text: 'Percentage staking' },
    {
      kind: 'paragraph',
      text: 'Percentage staking sets each stake as a fixed share of your current bankroll, commonly 1% to 3%. When you are winning the stakes grow with the bankroll; when you are losing they shrink automatically, so a bad run slows down instead of speeding up. Recalculate at a set point, such as the start of each week, rather than after every race.',
    },
    {
      kind: 'example',
      title: 'Worked example: 2% staking on a £500 bankroll',
      lines: [
        'Starting bankroll £500: 2% of £500 is a £10 stake.',
        'After a poor fortnight the bankroll is £400: 2% of £400 is an £8 stake.',
        'After a good month the bankroll is £600: 2% of £600 is a £12 stake.',
        'Because each stake is a share of what is left, losing runs cost less and less in pounds.',
      ],
    },
    { kind: 'heading', text: 'Why chasing by doubling up is ruinous' },
    {
      kind: 'paragraph',
      text: 'Some punters double the stake after every loser, so that one winner at evens wins back everything plus the first stake. This is often called the Martingale. It feels safe because most short runs end in a winner, but the stakes grow so quickly that a long losing run, which will come, wipes out the bankroll, and the most it can ever win is the size of the first stake.',
    },
    {
      kind: 'example',
      title: 'Worked example: doubling up from £5 at evens',
      lines: [
        'Bets one to six all lose, with stakes of £5, £10, £20, £40, £80 and £160.',
        `Money lost so far: ${formatPence(lostAfterSix)}.`,
        `Bet seven must be ${formatPence(seventhStake)}. With a £500 bankroll you have only £185 left, so you cannot even place it.`,
        `If you could, and it won at evens, it would return ${formatPence(seventhReturn)}.`,
        `Total staked across the seven bets: ${formatPence(lostAfterSix + seventhStake)}. Overall gain: ${formatPence(netAfterSeventh)}, the size of your very first stake.`,
      ],
    },
    {
      kind: 'paragraph',
      // 0.75 to the power 10 = 0.0563, about 1 in 18. Chance of at least one run of 10 losers in 100 bets at a
      // 25% strike rate: 0.790 (worked exactly by dynamic programming over the current run length).
      text: 'Long losing runs are normal, even for good judges. If one bet in four wins, the chance that a given ten bets are all losers is about 1 in 18, and over 100 bets the chance of at least one run of ten losers in a row is roughly four in five. Chasing losses by raising stakes is also a warning sign of gambling getting out of control, which the Betting Psychology lesson covers.',
    },
    {
      kind: 'keyPoints',
      items: [
        'A staking plan controls risk; it cannot make bad selections profitable.',
        'Level stakes are simple and give an honest record of your selections.',
        'Percentage staking shrinks your stakes in a losing run and grows them in a winning one.',
        'Doubling up after losers risks your whole bankroll to win back one small stake.',
      ],
    },
  ],
  questions: [
    {
      question: 'What does level staking mean?',
      options: [
        'Putting the same stake on every bet',
        'Staking more on the bets you feel most confident about',
        'Staking a fixed share of your current bankroll',
        'Raising the stake after every losing bet',
      ],
      correctAnswer: 0,
      explanation:
        'Level stakes means the same amount, or one point, on every bet, which keeps your record easy to read.',
    },
    {
      question: 'You stake 2% of your current bankroll. The bankroll is £600. What is your stake?',
      options: ['£6', '£12', '£10', '£20'],
      correctAnswer: 1,
      explanation: '2% of £600 is £12 (600 x 2 / 100).',
    },
    {
      question: 'Why does percentage staking protect you during a losing run?',
      options: [
        'It guarantees a winner within a set number of bets',
        'It moves your bets on to shorter-priced horses',
        'Your stakes fall as your bankroll falls',
        'It lets you recover losses faster by raising stakes',
      ],
      correctAnswer: 2,
      explanation:
        'Because every stake is a percentage of what is left, the stakes get smaller as the bankroll falls, slowing the losses.',
    },
    {
      question:
        'You double your stake after every loser, starting at £5. Six bets in a row lose. What is the seventh stake?',
      options: ['£160', '£315', '£320', '£640'],
      correctAnswer: 2,
      explanation: 'The stakes go £5, £10, £20, £40, £80, £160, so the seventh bet must be £320.',
    },
    {
      question:
        'If a doubling-up sequence from £5 at evens finally ends in a winner, what is the overall gain?',
      options: [
        'Double the last stake',
        'Everything staked so far',
        'Nothing, it only breaks even',
        'The first stake, £5',
      ],
      correctAnswer: 3,
      explanation:
        'The winner at evens recovers all the earlier losses plus the first stake, so however much was risked, the sequence gains just £5.',
    },
    {
      question:
        'Your bets win one time in four. What is the chance that a given run of ten bets contains no winner?',
      options: ['About 1 in 1,000', 'About 1 in 4', 'About 1 in 18', 'About 1 in 250'],
      correctAnswer: 2,
      explanation:
        'Each bet loses with a chance of 0.75, and 0.75 multiplied by itself ten times is about 0.056, or roughly 1 in 18.',
    },
  ],
};
