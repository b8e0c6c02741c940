import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'class-ratings',
  title: 'Class, Official Ratings and Pattern Races',
  summary:
    'Learn how the BHA measures horses with Official Ratings, how races are graded from Class 1 to Class 7, and where Group, Grade and Listed races fit.',
  content: [
    {
      kind: 'paragraph',
      text: 'Not all races are equal. A Class 6 handicap at Wolverhampton on a Monday evening and a Group 1 at Royal Ascot are both horse races, but the horses in them are worlds apart. British racing uses two linked systems to sort them out: Official Ratings for horses and race classes for races. Understanding both helps you judge whether a horse is up against it or has found an easier task.',
    },
    { kind: 'heading', text: 'Official Ratings' },
    {
      kind: 'paragraph',
      // Source: BHA Guide to Handicapping, 'Translating performance figures into an initial handicap rating'
      // (britishhorseracing.com): 1 rating point = 1lb; most Flat horses need three runs to qualify for a rating, but
      // a debut winner qualifies after its second start.
      text: "The BHA's handicappers give each horse an Official Rating, or OR, a number that measures its ability in pounds. One point equals one pound of weight, so a horse rated 90 is judged to be 10lb better than one rated 80. On the Flat, a horse usually needs three runs before it gets a rating, though one that wins on its debut can be rated after its second run. Ratings are reviewed after every run and changes are published weekly: run well and the rating goes up, run poorly and it comes down. Flat ratings run from below 50 at the lowest level to 120 and more for the best horses; Frankel, unbeaten in all 14 of his races, was rated 140. Jump ratings use their own scale, on which the very best chasers and hurdlers are rated in the 170s or higher.",
    },
    { kind: 'heading', text: 'Race classes 1 to 7' },
    {
      kind: 'paragraph',
      // BHA race classification. Flat: Class 1 is Pattern and Listed races only; handicap bands e.g. Class 4 66-80 / 71-85,
      // Class 6 46-60 / 51-65; Class 7 is the lowest level (0-45 classified races). Jumps: Classes 1 to 6.
      text: 'Every British race has a class. On the Flat, Class 1 is made up of the Pattern and Listed races, the best races of all. Classes 2 to 7 are mostly handicaps and lower-grade races, each aimed at horses within a band of ratings. For example, a Class 4 Flat handicap is typically for horses rated 66 to 80 or 71 to 85, a Class 6 handicap for horses rated 46 to 60 or 51 to 65, and Class 7 is the lowest level of all. Jump racing runs from Class 1 down to Class 6.',
    },
    {
      kind: 'paragraph',
      text: 'A horse going up in class meets tougher rivals; one dropping in class meets easier ones. A drop can make a horse look well placed, but in handicaps it usually happens because its rating has fallen, so ask why. A horse that ran well against better horses last time and now drops a class or two is often more interesting than one that has simply been losing its way.',
    },
    { kind: 'heading', text: 'Group, Grade and Listed races' },
    {
      kind: 'paragraph',
      text: "The top races are called Pattern races. On the Flat they are Group 1, 2 and 3; over jumps they are Grade 1, 2 and 3. Listed races sit just below them. Group 1 and Grade 1 races are the championship events, such as the Derby, the King George VI and Queen Elizabeth Stakes, the Champion Hurdle and the Cheltenham Gold Cup. They are not handicaps: horses carry level weights apart from allowances for age and sex, so the best horse should win. Winning or placing in Pattern and Listed races earns black type in a horse's sales catalogue entry, which is why these races matter so much to owners and breeders.",
    },
    {
      kind: 'example',
      title: 'Worked example: turning ratings into weights',
      lines: [
        'Three horses meet in a Flat handicap. The top-rated horse, Horse A, is rated 88 and is given 10st 0lb.',
        'Horse B is rated 81, 7lb lower, so it carries 10st 0lb less 7lb. 10st is 140lb; 140 - 7 = 133lb, which is 9st 7lb.',
        'Horse C is rated 75, 13lb lower than Horse A. 140 - 13 = 127lb, which is 9st 1lb.',
        'On ratings, all three are equal once the weights are carried. If Horse C wins easily and is raised 6lb to 81, it will meet Horse B on level terms next time.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'One Official Rating point equals one pound of weight in a handicap.',
        'Flat races run from Class 1 (Pattern and Listed) down to Class 7; Jump races from Class 1 to Class 6.',
        'Group 1 to 3 on the Flat and Grade 1 to 3 over jumps are the top races, with Listed races just below.',
        'A drop in class can help a horse, but check why its rating has fallen.',
      ],
    },
  ],
  questions: [
    {
      question:
        'In a handicap, a horse rated 90 meets one rated 84. How much more weight does the higher-rated horse carry?',
      options: ['3lb', '9lb', '12lb', '6lb'],
      correctAnswer: 3,
      explanation: 'One rating point equals one pound, so a 6-point gap means 6lb more weight.',
    },
    {
      question: 'Which class of race is the highest in the British system?',
      options: ['Class 7', 'Class 1', 'Class 4', 'Class 2'],
      correctAnswer: 1,
      explanation:
        'Class 1 is the top, made up of Pattern and Listed races; Class 7 is the lowest on the Flat.',
    },
    {
      question: 'What is the Jump racing equivalent of a Group 1 race on the Flat?',
      options: ['A Listed race', 'A Class 2 handicap', 'A Heritage handicap', 'A Grade 1 race'],
      correctAnswer: 3,
      explanation: 'Jump racing calls its top races Grade 1, 2 and 3, matching Group 1, 2 and 3 on the Flat.',
    },
    {
      question: 'The top weight in a handicap carries 10st 0lb. What does a horse rated 13lb lower carry?',
      options: ['9st 1lb', '9st 7lb', '8st 13lb', '9st 3lb'],
      correctAnswer: 0,
      explanation: '10st is 140lb; 140 - 13 = 127lb, which is 9st 1lb.',
    },
    {
      question: 'A typical Class 6 Flat handicap is for horses rated around which band?',
      options: ['46 to 60 or 51 to 65', '86 to 100', '66 to 80 or 71 to 85', '100 and above'],
      correctAnswer: 0,
      explanation:
        'Class 6 handicaps are for horses rated 46 to 60 or 51 to 65; 66 to 80 or 71 to 85 is a Class 4 band.',
    },
    {
      question: 'Which statement about Group 1 races is correct?',
      options: [
        'They are handicaps with the weights set by the BHA',
        'Horses carry level weights, bar age and sex allowances',
        'They are only for two-year-olds and three-year-olds',
        'They are run only on the all-weather',
      ],
      correctAnswer: 1,
      explanation:
        'Group 1 races are championship races, not handicaps, so horses carry level weights except for age and sex allowances.',
    },
  ],
};
