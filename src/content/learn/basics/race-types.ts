import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { standardPlaceTerms } from '~/domain/place-terms';
import { placeReturnPence, winReturnPence } from '~/domain/returns';

// Worked example: £5 each-way (£10 in all) at 12/1, in a 16-runner handicap and a 10-runner non-handicap.
const STAKE_EACH_PART = 500;
const ODDS = { num: 12, den: 1 };
const HANDICAP_16 = standardPlaceTerms(16, true);
const NON_HANDICAP_10 = standardPlaceTerms(10, false);
const QUARTER = { num: HANDICAP_16.fractionNum, den: HANDICAP_16.fractionDen };
const FIFTH = { num: NON_HANDICAP_10.fractionNum, den: NON_HANDICAP_10.fractionDen };
const winPart = winReturnPence(STAKE_EACH_PART, ODDS);
const placeQuarter = placeReturnPence(STAKE_EACH_PART, ODDS, QUARTER);
const placeFifth = placeReturnPence(STAKE_EACH_PART, ODDS, FIFTH);
const TOTAL_STAKE = STAKE_EACH_PART * 2;

export const lesson: TLesson = {
  id: 'race-types',
  title: 'Types of Race: Flat and Jumps',
  summary:
    'Learn the main kinds of British race, from Flat sprints to hurdles, chases and bumpers, and why the type of race matters when you bet.',
  content: [
    {
      kind: 'paragraph',
      text: 'British racing is split into two codes. Flat racing has no obstacles and is mostly about speed. Jump racing, also called National Hunt racing, asks horses to jump hurdles or fences over longer trips. Knowing which kind of race you are looking at is the first step in reading any racecard, because it tells you what sort of horse is likely to win and how many places an each-way bet will pay.',
    },
    { kind: 'heading', text: 'Flat racing' },
    {
      kind: 'paragraph',
      // BHA: the shortest Flat races are 5 furlongs; the longest (the Queen Alexandra Stakes at Royal Ascot) is over 2m5f.
      text: 'Flat races are run over distances from five furlongs up to more than two and a half miles. A furlong is 220 yards, so eight furlongs make a mile. Sprints over five and six furlongs reward raw speed, races from a mile and a quarter to a mile and a half suit middle-distance horses, and anything longer is for stayers. Flat racing takes place on turf mainly from spring to autumn, and all year round on the all-weather tracks such as Kempton, Lingfield, Wolverhampton, Southwell, Chelmsford City and Newcastle. Flat horses usually start racing at two, and the best colts are often retired to stud at three or four.',
    },
    { kind: 'heading', text: 'Jump racing: hurdles, chases and bumpers' },
    {
      kind: 'list',
      items: [
        // BHA: timber hurdles not less than 3ft 6in from top bar to bottom bar.
        'Hurdles are the smaller, more forgiving obstacles, at least 3ft 6in high, and a horse can brush through them. Hurdle races start at about two miles and are where most young jumpers begin.',
        // BHA Rules of Racing: steeplechase fences (other than the water jump) at least 4ft 6in.
        'Steeplechases, or chases, use bigger and stiffer fences at least 4ft 6in high, including open ditches and sometimes a water jump. Chasers tend to be older, stronger horses. The Cheltenham Gold Cup and the Grand National are both chases.',
        'National Hunt Flat races, known as bumpers, have no obstacles at all but are run under Jump rules, usually over about two miles. They give young jumps-bred horses racing experience before they go hurdling.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Jump racing takes place all year, but the main season runs from October to April, when the ground is softer and the big Jumps meetings are held.',
    },
    { kind: 'heading', text: 'Who can run: maidens, novices, handicaps and Pattern races' },
    {
      kind: 'list',
      items: [
        'Maidens are for horses that have not yet won a race of that kind.',
        'Novice races are for inexperienced horses. On the Flat, a novice that has already won carries a weight penalty. Over jumps, a novice is a horse that had not won a race of that type, hurdle or chase, before the current season began.',
        'Handicaps give each horse a weight based on its Official Rating, so that in theory they would all finish together. Better horses carry more weight.',
        'Pattern races are the top tier: Group 1, 2 and 3 on the Flat and Grade 1, 2 and 3 over jumps, with Listed races just below. The five Classics, such as the Derby, are all Group 1 races.',
        'Selling and claiming races are among the lowest levels, and the horses in them can be bought after the race.',
      ],
    },
    { kind: 'heading', text: 'Why the race type matters for each-way bets' },
    {
      kind: 'paragraph',
      // Standard UK each-way terms, as src/domain/place-terms.ts implements them. Source: UK bookmakers' published
      // betting rules, e.g. https://http2-desktop-akamai.gaming-assets.com/bet-calculator/static/betting-rules.html
      // (win only 2-4 runners; 1/4 first 2 for 5-7; 1/5 first 3 for 8+; handicaps 12-15 1/4 first 3, 16+ 1/4 first 4).
      // Bookmakers may advertise other terms, such as extra places, for a given race.
      text: 'An each-way bet is two equal bets: one to win and one to place. The standard place terms depend on the number of runners and on whether the race is a handicap. With 1 to 4 runners, bets are win only. With 5 to 7 runners, 2 places are paid at 1/4 the odds. Races with 8 or more runners pay 3 places at 1/5, except bigger handicaps, which are more generous: 12 to 15 runners pay 3 places at 1/4, and 16 or more runners pay 4 places at 1/4. Bookmakers can offer different terms, such as extra places on big races, so check the terms when you bet.',
    },
    {
      kind: 'example',
      title: 'Worked example: £5 each-way at 12/1 in a 16-runner handicap',
      lines: [
        `The bet is £5 to win and £5 to place, so the total stake is ${formatPence(TOTAL_STAKE)}.`,
        'The race is a handicap with 16 runners, so the place part pays 4 places at 1/4 the odds. A quarter of 12/1 is 3/1.',
        `If the horse wins, the win part returns ${formatPence(winPart)} and the place part returns ${formatPence(placeQuarter)}, so you get back ${formatPence(winPart + placeQuarter)} in all.`,
        `If it finishes second, third or fourth, the win part loses and the place part returns ${formatPence(placeQuarter)}, a profit of ${formatPence(placeQuarter - TOTAL_STAKE)} on the ${formatPence(TOTAL_STAKE)} staked.`,
        `Had the same horse run at 12/1 in a 10-runner non-handicap, the place part would pay 3 places at 1/5 the odds (12/5): a place would return ${formatPence(placeFifth)}, and fourth place would return nothing.`,
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Flat races have no obstacles and start at five furlongs; hurdle races and chases start at about two miles.',
        'Hurdles are at least 3ft 6in high, chase fences at least 4ft 6in, and bumpers are Flat races for young jumpers.',
        'Handicaps weight horses by Official Rating; Group and Grade races are the top tier.',
        'Big-field handicaps pay more each-way places, at better fractions, than non-handicaps.',
      ],
    },
  ],
  questions: [
    {
      question:
        'Roughly what is the shortest distance over which hurdle races and chases are run in Britain?',
      options: ['Five furlongs', 'One mile', 'About two miles', 'About three miles'],
      correctAnswer: 2,
      explanation:
        'Hurdle races and chases start at about two miles. Five furlongs is the shortest distance on the Flat.',
    },
    {
      question: 'Which obstacle must be at least 4ft 6in high?',
      options: ['A flight of hurdles', 'A water jump', 'A steeplechase fence', 'A cross-country bank'],
      correctAnswer: 2,
      explanation:
        'Steeplechase fences, other than the water jump, must be at least 4ft 6in high. Hurdles are smaller, at least 3ft 6in.',
    },
    {
      question: 'What is a National Hunt Flat race, or bumper?',
      options: [
        'A hurdle race for horses that have never won',
        'A Jump-rules race with no obstacles, for young horses',
        'A sprint for two-year-olds on the all-weather',
        'A chase for novices run over the Grand National fences',
      ],
      correctAnswer: 1,
      explanation:
        'Bumpers have no hurdles or fences. They give young horses bred for jumping experience before they start hurdling.',
    },
    {
      question: 'What are the standard each-way place terms in a 14-runner handicap?',
      options: [
        '3 places at 1/4 the odds',
        '2 places at 1/4 the odds',
        '3 places at 1/5 the odds',
        '4 places at 1/4 the odds',
      ],
      correctAnswer: 0,
      explanation:
        'Handicaps with 12 to 15 runners pay 3 places at 1/4 the odds. Four places are paid only from 16 runners.',
    },
    {
      question: 'In Jump racing, what makes a horse a novice?',
      options: [
        'It had not won over that kind of obstacle before this season',
        'It has run fewer than three times over jumps',
        'It is younger than four',
        'It is ridden by a conditional jockey',
      ],
      correctAnswer: 0,
      explanation:
        'A jumps novice is a horse that had not won over that type of obstacle before the season started, so it can win during the season and stay a novice until it ends.',
    },
    {
      question: '£5 each-way at 12/1 wins a 16-runner handicap. How much comes back in total?',
      options: [
        formatPence(winPart),
        formatPence(winPart + placeFifth),
        formatPence(placeQuarter),
        formatPence(winPart + placeQuarter),
      ],
      correctAnswer: 3,
      explanation: `The win part returns ${formatPence(winPart)} and the place part, at 1/4 the odds (3/1), returns ${formatPence(placeQuarter)}, making ${formatPence(winPart + placeQuarter)}.`,
    },
  ],
};
