import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'race-pace',
  title: 'Race Pace and Running Styles',
  summary:
    "Learn how horses' running styles shape a race, how to sketch a simple pace map, and why the pace can favour front-runners or horses coming from behind.",
  content: [
    {
      kind: 'paragraph',
      text: 'Two races over the same distance can be run in completely different ways. In one, several horses go off fast and tire each other out; in another, nobody wants to lead and the race turns into a sprint over the last two furlongs. The pace of a race, and where each horse likes to be, often decides who is in the right place at the right time.',
    },
    { kind: 'heading', text: 'Running styles' },
    {
      kind: 'list',
      items: [
        "Front-runners like to lead. Comments such as 'made all' (led from start to finish) or 'led' show this style.",
        "Prominent racers sit just behind the leaders. Look for 'tracked leaders' or 'chased leaders'.",
        "Midfield horses race in the pack, 'in touch' or 'mid-division'.",
        "Hold-up horses settle towards the back and come with a late run. Look for 'held up' and 'headway final furlong'.",
      ],
    },
    {
      kind: 'paragraph',
      text: "These short notes, called in-running comments, appear in a horse's full form record and are the best way to learn its style. They also explain some poor runs. A horse described as 'keen' or 'pulled hard' used up energy fighting its jockey early on, and one that was 'hampered' or 'short of room' may have been unlucky rather than out of form.",
    },
    { kind: 'heading', text: 'How pace shapes the result' },
    {
      kind: 'paragraph',
      text: 'A strong, even pace suits stayers and horses coming from behind, because the leaders tire in the closing stages. A slow, steady pace suits front-runners and prominent racers: they still have energy left, and the hold-up horses have too much ground to make up in a sprint finish. A lone front-runner allowed to set an easy pace on its own is one of the most dangerous horses in any race. When several confirmed front-runners meet, they often take each other on, go too fast, tire, and set the race up for something coming from behind.',
    },
    {
      kind: 'paragraph',
      text: 'The course matters too. Sharp, tight tracks such as Chester and Wolverhampton favour horses near the pace, because there is little time or room to make up ground on the turns. Long straights, such as those at York and on the Rowley Mile at Newmarket, give hold-up horses more time to get there.',
    },
    { kind: 'heading', text: 'Building a pace map' },
    {
      kind: 'paragraph',
      text: "A pace map is a simple sketch of where each runner is likely to be in the early part of a race. Go through the card, note each horse's usual position from its last few runs, and count how many want to lead. Watch for horses whose style might change, such as one wearing blinkers for the first time, which can make a horse race more prominently.",
    },
    {
      kind: 'example',
      title: 'Worked example: a pace map for an eight-runner handicap at Chester',
      lines: [
        'Likely leader: Horse A, which made all in two of its last three runs. No other runner has led recently.',
        'Prominent: Horses B and C, which usually track the leaders.',
        'Midfield: Horses D and E.',
        'Held up: Horses F, G and H.',
        'Check the count: 1 leader, 2 prominent, 2 midfield and 3 held up makes 8 runners.',
        'With only one confirmed front-runner, the early pace is likely to be steady, and Horse A may get an easy lead.',
        'Chester is a tight left-handed track, about a mile round, so the held-up horses will struggle to make up ground. Horse A, and B and C just behind it, are best suited by the likely shape of the race, especially if Horse A is drawn low, next to the inside rail.',
        'If Horse A were a non-runner, the pace would be even slower and the map would change: ask who is most likely to lead instead.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        "Learn each horse's running style from its in-running comments.",
        'A strong pace favours horses coming from behind; a slow pace favours front-runners and prominent racers.',
        'A lone front-runner that gets an easy lead is dangerous, especially on a tight track.',
        'A pace map counts the likely leaders before the race, so you can picture how it will be run.',
      ],
    },
  ],
  questions: [
    {
      question: "What does 'made all' in a horse's form comment mean?",
      options: [
        'It led from start to finish',
        'It was held up and finished fast',
        'It made a mistake at every obstacle',
        'It ran at every meeting that week',
      ],
      correctAnswer: 0,
      explanation: "'Made all' means the horse led throughout and won, the mark of a front-runner.",
    },
    {
      question: 'Which kind of horse does a slow, steady early pace usually favour?',
      options: [
        'Hold-up horses',
        'Front-runners and prominent racers',
        'Horses drawn wide on a turning track',
        'Out-and-out stayers',
      ],
      correctAnswer: 1,
      explanation:
        'With a slow pace the leaders keep energy in reserve, and horses held up have too much to do in a sprint finish.',
    },
    {
      question: 'Several confirmed front-runners meet in the same race. What often happens?',
      options: [
        'They share the lead and usually all finish in the first three',
        'They tire each other out, helping the hold-up horses',
        'The race is run at a crawl because none of them wants to lead',
        'The draw stops mattering',
      ],
      correctAnswer: 1,
      explanation:
        'A contested lead usually means a strong pace, which tires the leaders and helps hold-up horses.',
    },
    {
      question: 'What is a pace map?',
      options: [
        "A chart of a course's gradients, bends and straights",
        'A table of sectional times from the last meeting',
        'The going map published by the Clerk of the Course',
        'A forecast of where each runner will race early',
      ],
      correctAnswer: 3,
      explanation:
        "A pace map uses each horse's usual running style to predict the early positions, and so the likely pace.",
    },
    {
      question: 'Why do tight tracks such as Chester tend to favour horses that race near the pace?',
      options: [
        'Held-up horses have little time or room to close',
        'Runners carry less weight there',
        'The ground there always rides soft, which suits front-runners',
        'Front-runners get a weight allowance there',
      ],
      correctAnswer: 0,
      explanation:
        'On a tight, turning track the leaders are hard to pass, so horses held up at the back have a lot to do.',
    },
    {
      question: "A horse's comment says it 'pulled hard' early on. How should you treat its poor run?",
      options: [
        'As proof the horse has lost its form and should be opposed',
        'As proof the horse does not stay the trip',
        'As proof the going was against it',
        'As a possible excuse: it wasted energy early',
      ],
      correctAnswer: 3,
      explanation:
        'A horse that pulls hard burns energy early, so a poor finish may not reflect its true ability.',
    },
  ],
};
