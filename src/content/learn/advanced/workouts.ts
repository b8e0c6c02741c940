import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const TWELVE_ONE = { num: 12, den: 1 };
const SIX_ONE = { num: 6, den: 1 };

export const lesson: TLesson = {
  id: 'workouts',
  title: 'Gallops, Racecourse Gallops and Trials',
  summary:
    'Learn how British punters get information from home work: gallops reports, racecourse gallops and public trials, and how much weight each deserves.',
  content: [
    {
      kind: 'paragraph',
      text: "In American racing, official clockers time horses' training gallops and the times are published next to their form. Britain has no such system. Horses do their work on private gallops at training centres, nobody publishes official times, and what the public learns comes from work-watchers, trainers' comments, racecourse gallops and trial races. Used carefully, this information can help, especially with lightly raced horses. Used carelessly, it leads punters to take short prices about rumours.",
    },
    { kind: 'heading', text: 'Gallops reports' },
    {
      kind: 'paragraph',
      text: "Newmarket is the biggest training centre in Britain, with famous grounds such as Warren Hill, the Al Bahathri all-weather gallop and Racecourse Side. Lambourn, known as the Valley of the Racehorse, and the Yorkshire centres of Middleham and Malton are also busy. Specialist work-watchers, whose notes appear in the racing press and on subscription services, report which horses worked, who with, and how well they appeared to go: 'worked upsides', 'quickened clear', 'pushed along to keep up'.",
    },
    {
      kind: 'list',
      items: [
        'You rarely know the weights carried, so a horse that beat its companion may have been carrying far less.',
        "You often do not know the lead horse's ability, so 'beat a useful handicapper' may really mean 'beat a tired old handicapper'.",
        'Riders may have been told to sit still or to push, and the watcher cannot know which.',
        'Surfaces and gradients differ between gallops, so visual impressions do not carry across easily.',
      ],
    },
    { kind: 'heading', text: 'Racecourse gallops and schooling' },
    {
      kind: 'paragraph',
      text: 'A racecourse gallop is a piece of work on a racecourse, often after the last race. Trainers use them to give a horse a change of scene, a feel for a big track or a sharp workout before a major target, such as a spring Classic or the Cheltenham Festival. They are not races: there is no official result, no betting and no obligation to ride the horse out, so reports should be read as impressions only. Jumps trainers also school horses over obstacles at home or on a racecourse, and a report that a horse jumped well is useful for a novice who has been sketchy in public.',
    },
    { kind: 'heading', text: 'Public trials' },
    {
      kind: 'paragraph',
      text: 'The strongest evidence is a trial that is a real race. On the Flat, the Classic trials include the Craven Stakes at Newmarket and the Greenham Stakes at Newbury in April, and the Chester Vase, the Lingfield Derby Trial and the Dante Stakes at York in May. These are rated, timed and filmed like any other race. Read them with one question in mind: was the horse fully wound up, or was the trainer aiming at a bigger day? A beaten favourite who needed the run can still be a live contender for its main target, while a trial winner who was fitter than its rivals may be flattered.',
    },
    {
      kind: 'example',
      title: 'Worked example: a gallops whisper moves the market',
      lines: [
        'Northern Lantern, an imaginary three-year-old, is 12/1 for a maiden at Newbury after one promising run.',
        'A report says he worked impressively at Newmarket, and his price collapses to 6/1.',
        'Implied probability at 12/1: 1 ÷ (12 + 1) = 1 ÷ 13 = about 7.7%.',
        'Implied probability at 6/1: 1 ÷ (6 + 1) = 1 ÷ 7 = about 14.3%.',
        'One unverified piece of work has nearly doubled the chance the market gives him.',
        `On £10: at 12/1 a winning bet returns ${formatPence(winReturnPence(1000, TWELVE_ONE))}, at 6/1 it returns ${formatPence(winReturnPence(1000, SIX_ONE))}.`,
        'Ask whether the report changes his true chance by that much. If you already rated him a 1 in 7 chance, 6/1 is no bargain; if the report is your only reason to bet, you are paying a lot for a rumour.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Britain has no official published workout times; information comes from work-watchers, trainers, racecourse gallops and trials.',
        'Gallops reports lack weights, lead-horse ability and riding instructions, so treat them as clues.',
        'Racecourse gallops are not races, with no result and no obligation to ride the horse out.',
        'Classic trials are real form, but ask whether each horse was fully fit or being prepared for a bigger day.',
        'When a whisper shortens a price sharply, check that the new price still reflects the true chance.',
      ],
    },
  ],
  questions: [
    {
      question: 'How does information about training gallops in Britain differ from American racing?',
      options: [
        'British workout times are published in every racecard',
        'British horses do not do any fast work at home',
        'Britain publishes no official workout times',
        'British gallops are timed by the BHA and kept secret',
      ],
      correctAnswer: 2,
      explanation:
        'In Britain horses work on private gallops with no official clocking, so punters rely on work-watchers, trainers and trials.',
    },
    {
      question: 'Why is a report that a horse "beat its lead horse easily" hard to interpret?',
      options: [
        "The weights and the lead horse's ability are rarely known",
        'Lead horses are always much slower than racehorses',
        'Gallops reports are only published after the race',
        'The BHA forbids horses from working together',
      ],
      correctAnswer: 0,
      explanation:
        'Without the weights, the standard of the companion and what the riders were told, the work cannot be measured against racecourse form.',
    },
    {
      question: 'What is a racecourse gallop?',
      options: [
        'A race restricted to horses that have never run',
        'The parade in front of the stands before a big race',
        'Training work on a racecourse, with no result',
        'A trial race with betting and an official result',
      ],
      correctAnswer: 2,
      explanation:
        'A racecourse gallop is training work on a racecourse, not a race, so there is no result, no betting and no obligation to ride the horse out.',
    },
    {
      question: 'Which of these is a recognised Classic trial run in May?',
      options: [
        'The Grand National at Aintree',
        'The Dante Stakes at York',
        "The Stewards' Cup at Goodwood",
        'The Cesarewitch at Newmarket',
      ],
      correctAnswer: 1,
      explanation:
        'The Dante Stakes at York in May is a leading trial for the Derby; the others are major handicaps or a jumps race.',
    },
    {
      question: 'A horse shortens from 12/1 to 6/1. What is the implied probability at 6/1?',
      options: ['About 7.7%', 'About 16.7%', 'About 6%', 'About 14.3%'],
      correctAnswer: 3,
      explanation: 'At 6/1 the implied probability is 1 ÷ (6 + 1) = 1 ÷ 7, which is about 14.3%.',
    },
    {
      question: 'Why might a beaten favourite in a Classic trial still be worth following?',
      options: [
        'Trial results are not recorded in the form book',
        'Beaten favourites get a weight allowance next time',
        'The stewards always order a rerun of trials',
        'It may have needed the run, with a bigger target ahead',
      ],
      correctAnswer: 3,
      explanation:
        'Trainers often bring horses to trials a little short of their best, so a defeat can be part of the plan for a bigger target.',
    },
  ],
};
