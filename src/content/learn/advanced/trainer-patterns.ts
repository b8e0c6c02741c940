import type { TLesson } from '~/domain/learn';
import { formatPence, formatSignedPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const LEVEL_STAKE = 100; // £1 level stakes, in pence.

// Trainer A: 5 winners from 40 first-time-out runners.
const trainerAPrices = [
  { num: 4, den: 1 },
  { num: 6, den: 1 },
  { num: 9, den: 2 },
  { num: 10, den: 1 },
  { num: 3, den: 1 },
];
// Trainer B: 4 winners from 40 first-time-out runners.
const trainerBPrices = [
  { num: 12, den: 1 },
  { num: 8, den: 1 },
  { num: 14, den: 1 },
  { num: 9, den: 1 },
];
const RUNNERS = 40;
const staked = RUNNERS * LEVEL_STAKE;
const trainerAReturn = trainerAPrices.reduce((sum, odds) => sum + winReturnPence(LEVEL_STAKE, odds), 0);
const trainerBReturn = trainerBPrices.reduce((sum, odds) => sum + winReturnPence(LEVEL_STAKE, odds), 0);

export const lesson: TLesson = {
  id: 'trainer-patterns',
  title: 'Trainer Patterns',
  summary:
    'Learn to read trainer form, seasonal and first-time-out patterns, wind operations and changes of stable, and to judge trainer statistics without being fooled by them.',
  content: [
    {
      kind: 'paragraph',
      text: 'Every yard has habits. Some have their horses ready to win first time out, others use early runs to bring them to peak fitness. Some target particular courses, meetings or times of year. Spotting these patterns helps you judge how ready a horse is today, which the form figures alone cannot tell you. The catch is that trainer statistics are easy to misread, so this lesson covers both the patterns and the traps.',
    },
    { kind: 'heading', text: 'Trainer form and seasonal patterns' },
    {
      kind: 'paragraph',
      text: 'Yards run hot and cold. A virus can leave a whole stable below par for weeks, while a yard in form can send out winner after winner. Look at the last 14 and 30 days, and count horses that ran to form or placed as well as winners, because a handful of runners can produce a misleading win total. Then look at the calendar. Some Flat yards have horses fit for the all-weather in winter and the first turf meetings in spring; others build up for the summer. Many jumps yards aim their best horses at the Cheltenham Festival in March and Aintree in April, so autumn runs may be stepping stones.',
    },
    { kind: 'heading', text: 'First time out, course records and wind operations' },
    {
      kind: 'list',
      items: [
        "First time out and after a break: check the trainer's record with debutants and with horses returning from a long absence. Some yards win with them; others rarely do.",
        'Course and distance: some trainers do especially well at particular courses, often those near the yard or ones they target with certain types of horse.',
        "Wind operations: since 19 January 2018, British racecards have flagged, usually as WS, a horse's first run after one of five declared types of wind surgery. The flag is tied to that first run, so note it in your records, and remember that not every operation works.",
        "A switch of stable: a horse's first run for a new trainer can bring a change of routine, tactics or targets. Look at the new trainer's record with horses joining from other yards, not just the overall strike rate.",
      ],
      // BHA: wind surgery declarations shown as WS on racecards from 19 January 2018, for a horse's first run
      // after tie-back, Hobday, epiglottic, tie-forward or soft palate cautery surgery.
    },
    { kind: 'heading', text: 'Strike rate is not profit' },
    {
      kind: 'paragraph',
      text: 'Strike rate is the share of runners that win. Profit depends on the prices of the winners too. The usual measure is level-stakes profit: what you would have made by backing every runner with the same stake, often £1.',
    },
    {
      kind: 'example',
      title: 'Worked example: two trainers with debutants, £1 level stakes',
      lines: [
        `Trainer A: 5 winners from 40 runners, a strike rate of 5 ÷ 40 = 12.5%. Stakes: 40 × £1 = ${formatPence(staked)}.`,
        `Trainer A's winners were at 4/1, 6/1, 9/2, 10/1 and 3/1, returning ${formatPence(trainerAReturn)} in total, so the level-stakes result is ${formatSignedPence(trainerAReturn - staked)}.`,
        `Trainer B: 4 winners from 40 runners, a strike rate of 4 ÷ 40 = 10%. Stakes: again ${formatPence(staked)}.`,
        `Trainer B's winners were at 12/1, 8/1, 14/1 and 9/1, returning ${formatPence(trainerBReturn)} in total, so the level-stakes result is ${formatSignedPence(trainerBReturn - staked)}.`,
        'The trainer with the lower strike rate made a profit because the market underrated their runners. But 40 runners is a small sample: take away the 14/1 winner and Trainer B shows a loss too.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'So treat any trainer statistic as a clue, not a rule. Ask how many runners it is based on, whether it covers several seasons, and whether there is a sensible reason behind it, such as a yard known for getting horses fit at home. A pattern with a reason and a decent sample deserves more trust than a striking number from a couple of dozen runs.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Check recent trainer form over 14 and 30 days, counting horses running to form as well as winners.',
        "Learn each yard's habits with debutants, returning horses, courses and times of year.",
        'WS on a racecard marks the first run after declared wind surgery; it is information, not a promise of improvement.',
        'Strike rate and level-stakes profit tell different stories, and small samples swing wildly on one big winner.',
      ],
    },
  ],
  questions: [
    {
      question: 'What does WS next to a horse on a British racecard tell you?',
      options: [
        'The horse is wearing a sheepskin noseband for the first time',
        'The horse is having its first run since declared wind surgery',
        'The horse won last time on soft ground',
        'The horse has changed stables since its last run',
      ],
      correctAnswer: 1,
      explanation:
        'Since January 2018 the BHA has required trainers to declare certain wind operations, shown as WS on the first run afterwards.',
    },
    {
      question:
        'A trainer has had 6 winners from 48 runners with horses returning from a long break. What is the strike rate?',
      options: ['6%', '8%', '15%', '12.5%'],
      correctAnswer: 3,
      explanation: '6 divided by 48 is 0.125, which is a strike rate of 12.5%.',
    },
    {
      question:
        'How can a trainer with a lower strike rate show a bigger level-stakes profit than one with a higher strike rate?',
      options: [
        'Their winners came at bigger prices',
        'Level-stakes profit ignores losing runners',
        'Their horses carried less weight',
        'Strike rate is worked out after tax',
      ],
      correctAnswer: 0,
      explanation:
        'Level-stakes profit depends on the prices of the winners as well as how many there were, so fewer winners at bigger odds can pay more.',
    },
    {
      question: 'Which is the most useful way to judge whether a yard is in form?',
      options: [
        'How its runners have run in the last 14 to 30 days',
        'Its total winners over the last ten years',
        'The number of horses it has in training',
        'How many of its runners are favourites today',
      ],
      correctAnswer: 0,
      explanation:
        'Recent runs show the current health and form of the yard, and counting placed horses gives a bigger, less misleading picture than winners alone.',
    },
    {
      question:
        'A horse runs for the first time since moving to a new trainer. Which statistic is most relevant?',
      options: [
        "The old trainer's record at the course over the last five seasons",
        "The new trainer's record with horses new to the yard",
        "The jockey's record on the horse",
        'The overall strike rate of all trainers at the meeting',
      ],
      correctAnswer: 1,
      explanation:
        'The question is whether the new yard tends to improve horses it takes over, which its record with new arrivals shows directly.',
    },
    {
      question: 'Why should you be wary of a trainer statistic based on around 20 runners?',
      options: [
        'Statistics are only published for trainers with over 100 winners',
        'One big-priced winner can change the picture completely',
        'Trainers are not allowed to run more than 20 horses a season',
        'The BHA removes small samples from the records',
      ],
      correctAnswer: 1,
      explanation:
        'With so few runners, chance plays a large part, and one winner more or less can turn a loss into a profit or the reverse.',
    },
  ],
};
