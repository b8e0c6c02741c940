import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence, winWinningsPence } from '~/domain/returns';

const FOUR_ONE = { num: 4, den: 1 };
// £10 win at 4/1: the return and the winnings (profit) if it wins.
const tenAtFourReturn = formatPence(winReturnPence(1000, FOUR_ONE));
const tenAtFourWinnings = formatPence(winWinningsPence(1000, FOUR_ONE));

export const lesson: TLesson = {
  id: 'statistical-modelling',
  title: 'Statistical Modelling Basics',
  summary:
    'Learn to think in probabilities, measure how much a strike rate can be trusted, and avoid the traps of small samples and regression to the mean.',
  content: [
    {
      kind: 'paragraph',
      text: "You do not need to be a mathematician to bet with numbers, but a few ideas from statistics will protect you from the most common mistakes. A model is simply a consistent way of turning information into a probability for each runner. Whether you use a spreadsheet or a notebook, the aim is the same: estimate each horse's real chance, compare it with the odds, and only bet when the odds are bigger than the chance deserves. This lesson covers the basics that every model rests on.",
    },
    { kind: 'heading', text: 'From odds to probabilities' },
    {
      kind: 'paragraph',
      text: "Fractional odds of a/b imply a probability of b ÷ (a + b). Evens is 1 ÷ 2, or 50%. 3/1 is 1 ÷ 4, or 25%. 5/2 is 2 ÷ 7, or about 28.6%. Add up the implied probabilities of every runner in a bookmaker's market and the total comes to more than 100%. The excess is the overround, the bookmaker's built-in margin, and it is one reason most punters lose over time. Your model's probabilities, by contrast, should add up to 100% across the field.",
    },
    {
      kind: 'example',
      title: 'Worked example: expected value of a bet',
      lines: [
        'Your model gives Quiet Harbour, an imaginary runner, a 25% chance. The best price is 4/1, which implies 1 ÷ 5 = 20%.',
        `A £10 win bet at 4/1 returns ${tenAtFourReturn} if it wins.`,
        `On average you get back 25% of ${tenAtFourReturn}, which is £12.50, for every £10 staked.`,
        'Expected value: £12.50 minus the £10 stake = +£2.50 per bet.',
        `This is a long-run average over many similar bets, not a promise. Any single bet either makes ${tenAtFourWinnings} profit or loses £10, and if your 25% estimate is too high the edge disappears.`,
      ],
    },
    { kind: 'heading', text: 'How far can you trust a strike rate?' },
    {
      kind: 'paragraph',
      text: 'Every strike rate is an estimate with a margin of error, and the margin shrinks slowly as the sample grows. A quick rule uses the standard error: the square root of p × (1 − p) ÷ n, where p is the strike rate and n the number of runs. Roughly 95% of the time, the true rate lies within two standard errors of what you measured.',
    },
    {
      kind: 'example',
      title: 'Worked example: the same 30% strike rate from two sample sizes',
      lines: [
        'Angle one: 6 winners from 20 runners, so p = 0.30.',
        'Standard error: √(0.30 × 0.70 ÷ 20) = √0.0105 = about 0.102, or 10.2 percentage points.',
        'Two standard errors either side gives a plausible range of roughly 10% to 50%. That tells you almost nothing.',
        'Angle two: 60 winners from 200 runners, so again p = 0.30.',
        'Standard error: √(0.30 × 0.70 ÷ 200) = √0.00105 = about 0.032, or 3.2 percentage points.',
        'Two standard errors either side gives roughly 23.5% to 36.5%. Ten times the data makes the range about three times narrower, not ten.',
      ],
    },
    { kind: 'heading', text: 'Regression to the mean and finding patterns by chance' },
    {
      kind: 'paragraph',
      text: 'Extreme results from small samples tend to move back towards the average next time. A jockey with 5 winners from their last 12 rides, or a horse that ran a career-best speed figure, has probably been lucky as well as good, and the next set of results will usually be less spectacular. This is regression to the mean, and it catches out punters who back whatever has just been hot.',
    },
    {
      kind: 'paragraph',
      text: 'A related trap is searching data for profitable angles. Test enough combinations of course, trainer, trip and going and some will look profitable purely by chance. Protect yourself with a few habits.',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Build your rules on one period of data and test them on a different period you have not looked at.',
        'Prefer angles with a sensible racing reason, such as a draw bias explained by the shape of the track.',
        'Be suspicious of profits that depend on one or two big-priced winners.',
        'Keep records of every bet your model suggests, so you can check whether 25% chances really win about a quarter of the time.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        "Odds of a/b imply a probability of b ÷ (a + b); a bookmaker's market adds up to more than 100%.",
        'Expected value compares your probability with the price, but it is only as good as your estimate.',
        'A strike rate from 20 runs has a huge margin of error; from 200 runs it is far more reliable.',
        'Extreme recent results tend to regress towards the average.',
        'Test any pattern on fresh data before you trust it.',
      ],
    },
  ],
  questions: [
    {
      question: 'What probability is implied by odds of 4/1?',
      options: ['25%', '40%', '80%', '20%'],
      correctAnswer: 3,
      explanation: 'Odds of a/b imply b ÷ (a + b), so 4/1 implies 1 ÷ 5, which is 20%.',
    },
    {
      question:
        'Why is 6 winners from 20 runners much less convincing than 60 winners from 200, even though both are 30%?',
      options: [
        'Small samples always overstate strike rates',
        'The larger sample must contain more favourites',
        'The small sample fits a far wider range of true rates',
        'Strike rates below 100 runners are not allowed to be published',
      ],
      correctAnswer: 2,
      explanation:
        'The standard error for 20 runs is about 10 percentage points against about 3 for 200 runs, so the small sample is consistent with anything from about 10% to 50%.',
    },
    {
      question: 'What is regression to the mean?',
      options: [
        "The handicapper lowering a horse's rating after a defeat",
        'A horse dropping back through the field in the final furlong',
        'Extreme results drifting back towards the average',
        "The bookmaker's margin shrinking close to the off",
      ],
      correctAnswer: 2,
      explanation:
        'Extreme results usually include a share of luck, so later results tend to sit closer to the long-run average.',
    },
    {
      question:
        'You rate a horse a 25% chance and can back it at 4/1. What is the expected value of a £10 win bet?',
      options: ['−£2.50', '+£2.50', '£0', '+£12.50'],
      correctAnswer: 1,
      explanation: `A winning £10 bet at 4/1 returns ${tenAtFourReturn}, and 25% of that is £12.50, so the expected value is £12.50 minus the £10 stake, which is +£2.50.`,
    },
    {
      question: 'Why should you test a betting angle on a period of data you did not use to find it?',
      options: [
        'To check the pattern was not just chance',
        'Because older data is always wrong',
        'To increase the overround',
        'Because bookmakers require it before they accept big bets',
      ],
      correctAnswer: 0,
      explanation:
        'Searching through many combinations throws up chance patterns; a real effect should still show up in data it was not fitted to.',
    },
    {
      question: "What does it mean when a bookmaker's implied probabilities add up to more than 100%?",
      options: [
        'The race has been declared void',
        'Every horse in the race is good value to back at those prices',
        'The bookmaker has built in a margin, the overround',
        'The favourite is certain to win',
      ],
      correctAnswer: 2,
      explanation:
        'True probabilities add up to 100%, so anything above that is the margin the bookmaker builds into the prices.',
    },
  ],
};
