import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'track-conditions',
  title: 'The Going and Track Conditions',
  summary:
    'Learn the official going descriptions from heavy to firm, how the GoingStick works, what all-weather going means, and how the ground changes races.',
  content: [
    {
      kind: 'paragraph',
      text: 'The going is the state of the ground, and it can turn a race upside down. Some horses glide over fast ground and flounder in the mud; others only show their best when it is soft. Checking the going, and how it might change before the race, is one of the quickest ways to improve your reading of a race.',
    },
    { kind: 'heading', text: 'Official going descriptions' },
    {
      kind: 'paragraph',
      // BHA official going descriptions (turf): heavy, soft, good to soft, good, good to firm, firm, hard.
      // All-weather: slow, standard to slow, standard, standard to fast, fast.
      text: "On turf, the Clerk of the Course declares the going on a fixed scale. From softest to firmest it runs: heavy, soft, good to soft, good, good to firm and firm. Hard is on the official scale too, but racing on it is very rare. Mixed reports are common, such as 'good to soft, soft in places', because parts of a course drain differently. The going is published in the days before a meeting and updated on the day, so always check it again after rain or a hot, drying wind.",
    },
    {
      kind: 'paragraph',
      text: 'All-weather tracks, with artificial surfaces such as Polytrack and Tapeta, use a different scale: slow, standard to slow, standard, standard to fast and fast. Most all-weather racing is run on standard, and the surface changes far less than turf from one meeting to the next.',
    },
    { kind: 'heading', text: 'The GoingStick' },
    {
      kind: 'paragraph',
      // Source: The Guardian, 28 May 2008, 'GoingStick to be made mandatory next year': after a 12-month trial, every
      // British course must take and report a GoingStick reading from 1 January 2009 (a requirement of the Rules of Racing).
      text: "Since 2009, British turf courses have had to publish a GoingStick reading with their going reports. The GoingStick is pushed into the ground and then pulled back, measuring how hard the turf is to penetrate and how much it resists, and gives a single number. A higher reading means firmer ground. The reading supports the clerk's description but does not replace it, and the same figure can mean different going at different courses because soil and grass differ. Compare readings at the same track over time rather than between tracks.",
    },
    { kind: 'heading', text: 'How the going changes races' },
    {
      kind: 'list',
      items: [
        'Soft and heavy ground slows the times and tests stamina. A horse that just gets two miles on good ground may not get home on heavy.',
        'Fast ground suits speedy, light-actioned horses, and front-runners can be harder to catch because they tire less.',
        'Jump courses water to keep the ground safe, and firm ground is rare over jumps. Many jumpers are kept for the winter, when the ground is softer.',
        'Some horses need give in the ground to show their best, often big horses or those with a high knee action; others hate it.',
        "The all-weather rides more consistently, so a horse's form there is often more reliable from one run to the next.",
      ],
    },
    {
      kind: 'example',
      title: "Worked example: a horse's record by going",
      lines: [
        'On good to firm: 0 wins from 6 runs, 0%.',
        'On good: 1 win from 5 runs, 20%.',
        'On soft or heavy: 3 wins from 5 runs, 60%.',
        'Overall: 4 wins from 16 runs (0 + 1 + 3 from 6 + 5 + 5), a strike rate of 25%.',
        'The overall figure hides a clear pattern: this horse wants give in the ground. If the going is good to soft or softer, upgrade it; if the course has been watering for good to firm, be wary, whatever its overall record.',
        'Five or six runs on each type of ground is a small sample, so check how close it finished in defeat as well as how often it won.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Turf going runs from heavy, soft and good to soft through good to good to firm and firm.',
        'All-weather going runs slow, standard to slow, standard, standard to fast and fast.',
        'A higher GoingStick reading means firmer ground; compare readings at the same course.',
        "Check each horse's record on the day's going, and check the going again after rain.",
      ],
    },
  ],
  questions: [
    {
      question: 'Which of these is the softest official going description?',
      options: ['Good to soft', 'Soft', 'Good', 'Heavy'],
      correctAnswer: 3,
      explanation: 'Heavy is the softest going on the British scale, below soft and good to soft.',
    },
    {
      question: 'What does a higher GoingStick reading indicate?',
      options: ['Softer ground', 'A faster all-weather surface', 'More rain on the way', 'Firmer ground'],
      correctAnswer: 3,
      explanation: 'The GoingStick measures how firm the turf is, and higher readings mean firmer ground.',
    },
    {
      question: 'Which of these going descriptions is used on the all-weather?',
      options: ['Standard to slow', 'Good to firm', 'Yielding to soft', 'Soft'],
      correctAnswer: 0,
      explanation:
        'All-weather going runs from slow to fast, with standard in the middle; good to firm, yielding to soft and soft are turf descriptions.',
    },
    {
      question:
        'A horse has won 3 of 5 on soft or heavy and 0 of 6 on good to firm. Today the going is good to firm. What is the sensible view?',
      options: [
        'Its overall 27% strike rate makes it a strong bet on any going',
        'The going makes no difference to its chance',
        'The ground is against it, so its record flatters it',
        'It should improve for the faster ground',
      ],
      correctAnswer: 2,
      explanation:
        'Its wins have come on soft or heavy ground and it has not won on good to firm, so the overall strike rate flatters it today.',
    },
    {
      question: 'Who declares the official going at a British racecourse?',
      options: [
        'The starter',
        'The BHA handicapper',
        'The Clerk of the Course',
        'The senior jockey riding that day',
      ],
      correctAnswer: 2,
      explanation:
        'The Clerk of the Course walks the track, takes GoingStick readings and declares the official going.',
    },
    {
      question: 'Why can the same GoingStick reading mean different going at two courses?',
      options: [
        'One of the courses must be all-weather',
        'The GoingStick only works on Flat courses',
        'Readings are only taken on race days',
        'Soil and grass differ from course to course',
      ],
      correctAnswer: 3,
      explanation:
        'Each course has its own soil and turf, so the numbers are most useful for tracking changes at one course.',
    },
  ],
};
