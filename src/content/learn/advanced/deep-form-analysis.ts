import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'deep-form-analysis',
  title: 'Deep Form Analysis',
  summary:
    'Learn to read the race behind every run: how strong the opposition was, how to turn beaten lengths into pounds, and how the handicapper sees a horse.',
  content: [
    {
      kind: 'paragraph',
      text: 'Form figures tell you where a horse finished, not why. A 1 earned by beating five moderate rivals at Wolverhampton and a 5 earned by finishing close up in a big handicap at York can hide very different levels of ability. Experienced form students treat each figure as the start of a question: what was the race, who was in it, and what really happened? This lesson shows you how to dig beneath the numbers and put a value on a run in pounds, the same currency the handicapper uses.',
    },
    { kind: 'heading', text: 'The race behind the run' },
    {
      kind: 'paragraph',
      text: 'Before you trust or dismiss a run, check the conditions it came under. The same horse can look brilliant one week and useless the next simply because the circumstances changed.',
    },
    {
      kind: 'list',
      items: [
        'Class and field size: a close fifth of 18 in a Class 2 handicap is usually stronger form than a win in a six-runner Class 6 race.',
        'Going, trip and course: was the ground, distance or track shape different from today?',
        'Pace and draw: was the horse helped or hindered by a slow early gallop or a poor stall?',
        'Trouble: was it hampered, short of room or slowly away? The in-running comment and the replay will tell you.',
        'How the form has worked out: check what the horses around it did next time. If several have won since, the race was strong; if they have all disappointed, treat the form with suspicion.',
      ],
    },
    { kind: 'heading', text: 'Turning beaten lengths into pounds' },
    {
      kind: 'paragraph',
      text: "The judge's distances are really measures of time, converted to lengths with the BHA's lengths-per-second scale, which runs from five to six lengths a second on the Flat and four to five over jumps, depending on the going. Form students and handicappers then turn lengths into pounds. A length is worth more weight over a short trip than a long one, because it is a bigger share of the race. A widely used rule of thumb is about 3 lb per length at five furlongs, about 2 lb at a mile, about 1.5 lb at a mile and a half and about 1 lb at two miles and beyond. Over jumps, where hurdles and chases are run over about two miles or further, form services use their own scales, so check which one your ratings follow.",
      // Lengths are calculated from time using the BHA lengths-per-second (Lps) scale: 5 to 6 Lps on the Flat, 4 to 5
      // over jumps, by going and surface (BHA FAQ, "How does the Judge calculate the distances?"). The lb-per-length
      // figures are a common form-study rule of thumb, not an official scale.
    },
    {
      kind: 'paragraph',
      text: 'Be careful with big margins behind an easy winner. Once a horse has no chance of winning or placing, it is often allowed to come home in its own time, so a beating of 15 lengths may overstate the gap. Margins between horses that were all being ridden out to the line are the most reliable.',
    },
    {
      kind: 'example',
      title: 'Worked example: comparing two horses through one race',
      lines: [
        'Last time at Haydock over a mile, Copper Lantern (rated 80, carrying 9st 7lb) was beaten 2 lengths by Silver Arrow (rated 71, carrying 8st 12lb).',
        'Weight: 9st 7lb is 133 lb and 8st 12lb is 124 lb, so Copper Lantern gave away 9 lb.',
        'Margin: 2 lengths at a mile, at about 2 lb a length, is about 4 lb.',
        'At level weights, Copper Lantern would have been roughly 9 minus 4, so 5 lb better than Silver Arrow on that run.',
        'Since then the handicapper has raised Silver Arrow 6 lb to 77 and dropped Copper Lantern 1 lb to 79.',
        "In today's handicap Copper Lantern carries 79 minus 77, so 2 lb more than Silver Arrow.",
        'On this line of form Copper Lantern comes out about 5 minus 2, so 3 lb ahead of Silver Arrow today. It is one line only, so check the pace, draw and trouble in that race before leaning on it.',
      ],
    },
    { kind: 'heading', text: "Reading the handicapper's view" },
    {
      kind: 'paragraph',
      text: 'Every rated horse in Britain has an Official Rating from the BHA handicappers, expressed in pounds. In a handicap, each pound of rating means a pound of weight, so a horse rated 85 carries 7 lb more than one rated 78. Flat races are graded from Class 1, which includes Group and Listed races, down to Class 7, and each handicap is open to a set band of ratings.',
      // BHA race classification: Flat races run from Class 1 (including Group and Listed) to Class 7; Official
      // Ratings are in pounds and set the weights in handicaps (BHA Rules of Racing and handicapping guide).
    },
    {
      kind: 'paragraph',
      text: "Study a horse's rating history as well as its form figures. A horse that has dropped below the mark it last won off may be well handicapped if it still shows ability, while one rated higher than ever must improve to win. Watch for horses 'out of the handicap': when a horse's rating would give it less than the race's minimum weight, it has to carry the minimum anyway, so it is effectively running off a higher mark than its rating.",
    },
    {
      kind: 'keyPoints',
      items: [
        'Judge every run by its class, field size, going, trip, pace, draw and trouble, not just the finishing position.',
        'Check how the form has worked out: winners coming out of a race make it stronger form.',
        'As a rule of thumb a length is worth about 3 lb at five furlongs, 2 lb at a mile and 1 lb at two miles.',
        'In handicaps a pound of rating is a pound of weight, so compare ratings then and now.',
        'Big margins behind an easy winner are the least reliable part of any result.',
      ],
    },
  ],
  questions: [
    {
      question: 'As a rule of thumb on the Flat, roughly how much weight is one length worth over a mile?',
      options: ['About 1 lb', 'About 2 lb', 'About 4 lb', 'About 6 lb'],
      correctAnswer: 1,
      explanation:
        'A common rule of thumb is about 2 lb per length at a mile, rising to about 3 lb at five furlongs and falling to about 1 lb at two miles.',
    },
    {
      question:
        'In a Flat handicap, a horse rated 85 meets one rated 78. Both are above the minimum weight. How much more does the higher-rated horse carry?',
      options: ['3 lb', '5 lb', '7 lb', '10 lb'],
      correctAnswer: 2,
      explanation:
        'In a handicap each pound of Official Rating is a pound of weight, so a 7 lb difference in ratings means 7 lb more to carry.',
    },
    {
      question: 'Why are big beaten margins well behind an easy winner often unreliable?',
      options: [
        'Beaten horses are often eased once their chance has gone',
        'The judge only measures distances for the first three',
        'The lengths-per-second scale only applies to the winner',
        'Handicappers ignore every horse beyond fourth place',
      ],
      correctAnswer: 0,
      explanation:
        'Once a horse cannot win or place it is often not ridden out, so the recorded margin can exaggerate how far it was really behind.',
    },
    {
      question: 'What does it mean when a race\'s form has "worked out well"?',
      options: [
        'The race was run in a fast time for the going',
        'The favourite won it, as the betting expected',
        'The handicapper left the winner on the same mark',
        'Horses from it have won or run well since',
      ],
      correctAnswer: 3,
      explanation:
        'Form works out when horses from the race win or run well next time, which suggests the race was a strong one.',
    },
    {
      question: 'On the Flat in Britain, which race class includes Group and Listed races?',
      options: ['Class 1', 'Class 2', 'Class 4', 'Class 7'],
      correctAnswer: 0,
      explanation:
        'The BHA grades Flat races from Class 1 down to Class 7, and Class 1 contains the Group and Listed races.',
    },
    {
      question: 'A horse is "out of the handicap" by 5 lb. What does that mean for its chance?',
      options: [
        'It is effectively 5 lb worse off than its rating',
        'It carries 5 lb less than its rating suggests, which helps it',
        'It has been withdrawn and will not run',
        'The handicapper will raise its rating by 5 lb after the race whatever happens',
      ],
      correctAnswer: 0,
      explanation:
        'Its rating would give it less than the minimum weight, but it has to carry the minimum, so it runs off what amounts to a 5 lb higher mark.',
    },
  ],
};
