import { formatFraction, formatImpliedProbability } from '~/domain/calculators/odds-formats';
import { fraction } from '~/domain/fraction';
import type { TStrategyGuide } from '~/domain/strategies';
import { lessonHref, winBet } from './figures';

// Worked example: two runners in a 1m2f handicap at Doncaster. Form figures read left to right, oldest on the left,
// most recent on the right; a dash separates one season from the next (the racecard convention: the Racing Post's and
// The Times's racecard keys, "dash is the cut-off from previous season"), as the Reading a Racecard lesson teaches.
const PRICE = fraction(9, 2);
const STAKE = 5;
const bet = winBet(STAKE, PRICE);

export const strategy: TStrategyGuide = {
  id: 'formcycle',
  title: 'Form Cycle',
  summary:
    "Read a horse's recent form, fitness and where it is in its season: improving horses that run regularly at the right level are worth more than a single good result long ago.",
  difficulty: 'Intermediate',
  steps: [
    'Read the form figures from left to right, from the oldest run to the most recent: the right-most figure is the latest run. 1-9 are finishing positions, 0 means it finished outside the first nine, a dash separates one season from the next, and letters mark non-finishers (F fell, U unseated rider, P pulled up, B brought down, R refused).',
    'Look at the trend, not the best figure. A line such as 6-4321 shows a horse improving run by run; 1-5789 shows one going the wrong way since its last win.',
    'Check the days since the last run, shown on the racecard. Roughly one to five weeks suggests a horse in a routine; a break of three months or more raises a fitness question, unless the trainer has a good record with horses returning from a break.',
    'Look behind the figures: a 4th in a big field in a higher class can be better form than a win in a weak race, and a heavy-ground run may mean little on good ground.',
    'Follow the Official Rating through the cycle. Each win usually brings a rise; a horse that keeps winning after rises is still improving, while one that has stopped improving will struggle once the handicapper catches up.',
    'Note class moves: a horse stepping up after a win needs to improve again, and one dropping in class after running well against better horses may find the race easier.',
    'Only when the form, fitness and class story all point the same way, compare your view with the price before deciding whether to bet.',
  ],
  example: {
    title: 'Reading two form lines for a 1m2f handicap at Doncaster',
    lines: [
      'Kestrel Ridge: form 58-4321, last ran 18 days ago, Official Rating 76 (it was 70 at the start of the season).',
      'Reading left to right: last season it finished 5th and then 8th; this season it was 4th, 3rd and 2nd, and it won last time out (the 1 on the right).',
      'The figures are improving run by run, 18 days is a normal gap, and the 6lb rise since the start of the season reflects real progress. The question is whether it can improve past its new mark.',
      'Stormy Quay: form 1-0000, last ran 210 days ago, Official Rating 84.',
      'The dash separates the seasons: the 1 is its last run of the previous season, a win, and the 0000 are its four runs this season, all outside the first nine. It has not been in the first nine since that win and returns from a 210-day break. Its rating has come down, but nothing in the form says it is back on song.',
      `Kestrel Ridge is offered at ${formatFraction(PRICE)}, an implied chance of ${formatImpliedProbability(PRICE)}. If your reading puts its chance clearly higher, a £${STAKE} win bet returns ${bet.potentialReturn.text} if it wins, a profit of ${bet.potentialProfit.text}.`,
    ],
  },
  tools: [
    { label: 'Lesson: Reading a Racecard and Form Figures', href: lessonHref('reading-form') },
    { label: 'Lesson: Deep Form Analysis', href: lessonHref('deep-form-analysis') },
    { label: "Today's tips", href: '/tips' },
  ],
  caution:
    'Form tells you what a horse has done, not what it will do: improving horses still lose most of their races. Keep stakes to 2-3% of your bankroll and never more than 10%, however strong a form line looks.',
};
