import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'sectional-times',
  title: 'Sectional Times',
  summary:
    'Learn what sectional times are, where to find them in Britain, and how to use finishing speed percentage to tell how a race was really run.',
  content: [
    {
      kind: 'paragraph',
      text: 'A final time tells you how long a race took. It does not tell you how it was run. Two races at the same course can be separated by a fraction of a second at the line, yet one was a flat-out gallop and the other a crawl followed by a sprint. Sectional times break a race into parts so you can see where the effort went, which horses were helped by the shape of the race and which were hindered.',
    },
    { kind: 'heading', text: 'What sectionals are and where to find them' },
    {
      kind: 'paragraph',
      text: "A sectional is the time taken to run one part of a race, usually a furlong or a group of furlongs. In Britain, detailed sectionals now come from GPS tracking systems. Each runner carries a small tracker in its saddlecloth, so the system records each horse's own times and the distance it actually travelled, including ground lost by racing wide. Total Performance Data (TPD) supplies the figures that At The Races publishes for many courses, Racing TV publishes data from Coursetrack for the courses it shows, and Timeform and other services produce their own analysis. Coverage varies by course, so not every race has full data.",
      // TPD: GPS trackers in the saddlecloth; its data is published by At The Races (TPD/ATR media release, Nov 2017).
      // Racing TV: Coursetrack GPS trackers at RMG courses (racingtv.com/racingdata). Coverage differs by racecourse.
    },
    { kind: 'heading', text: 'Finishing speed percentage' },
    {
      kind: 'paragraph',
      text: "The most useful single figure is finishing speed percentage, popularised in Britain by Simon Rowlands at Timeform. It compares a horse's average speed over the closing section with its average speed over the whole race. Because it compares the horse with itself, it works at any course and on any going.",
      // Finishing speed % as described by Timeform ("The Timeform Knowledge: sectional analysis", Simon Rowlands).
    },
    {
      kind: 'list',
      items: [
        'The formula: (race time ÷ race distance) divided by (closing section time ÷ closing section distance), times 100.',
        'The closing section: Timeform suggests the final two furlongs for races up to a mile and the final three furlongs for races of nine to fourteen furlongs.',
        'Above 100%: the horse ran the finish faster than its race average, a sign the early pace was steady.',
        'Below 100%: the horse was slowing at the end, a sign the early pace was strong.',
      ],
      // Timeform: the most informative juncture is usually 25% to 33% from the finish, so final 2f up to a mile and
      // final 3f at nine to fourteen furlongs.
    },
    {
      kind: 'paragraph',
      text: 'There is no single ideal figure. Horses naturally slow late in sprints, so a well-run five-furlong race usually comes out below 100%, while the par figure over middle distances is higher. The par also changes with the course and the going. Always compare a figure with others for the same course, trip and type of ground, not with a fixed number.',
    },
    {
      kind: 'example',
      title: 'Worked example: two one-mile races at Kempton',
      lines: [
        'Race A: the winner ran 1 mile (8 furlongs) in 1 minute 40.00 seconds, that is 100.00 seconds, and the final 2 furlongs in 23.50 seconds.',
        'Race A average per furlong: 100.00 ÷ 8 = 12.50 seconds. Final 2 furlongs per furlong: 23.50 ÷ 2 = 11.75 seconds.',
        'Race A finishing speed: 12.50 ÷ 11.75 × 100 = 106.4%. The winner finished well faster than its average, so the early pace was steady.',
        'Race B: the winner ran 1 minute 39.60 seconds, that is 99.60 seconds, and the final 2 furlongs in 26.10 seconds.',
        'Race B average per furlong: 99.60 ÷ 8 = 12.45 seconds. Final 2 furlongs per furlong: 26.10 ÷ 2 = 13.05 seconds.',
        'Race B finishing speed: 12.45 ÷ 13.05 × 100 = 95.4%. The winner was slowing late, so the early pace was strong.',
        'Reading them: always compare a figure with the usual one for a Kempton mile, but at 106.4% and 95.4% these two races were clearly run very differently. Race B was the faster overall, but it was run at a pace that suited horses coming from behind. A horse that raced prominently in Race B and still finished close did well, while the winner of Race A had the race run to suit it.',
      ],
    },
    { kind: 'heading', text: 'Using sectionals in form study' },
    {
      kind: 'paragraph',
      text: 'Sectionals are at their best when they confirm or correct what you saw. A horse that was held up in a steadily run race and had the fastest closing sectional of the field is likely to be better than its finishing position. A front-runner who set a strong pace and was only caught late has run better than the result suggests. Tracking data also shows how much extra ground a horse covered, which helps explain why a wide-drawn horse at a track such as Wolverhampton or Lingfield came up short. Use the numbers with the replay, never instead of it.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Sectional times show how a race was run, which a final time cannot.',
        "Finishing speed percentage compares a horse's closing speed with its own average speed for the race.",
        'Above 100% points to a steady early pace, below 100% to a strong one, but always judge against the par for the course and trip.',
        'Tracking data such as TPD also measures the distance each horse actually ran.',
        'Give extra credit to horses who ran well against the shape of the race.',
      ],
    },
  ],
  questions: [
    {
      question: 'What does a finishing speed percentage of exactly 100% mean?',
      options: [
        'The horse won the race in a course-record time',
        'The horse ran the fastest time ever at the course',
        'Its closing speed equalled its whole-race average',
        'The horse was eased down in the final furlong but still won',
      ],
      correctAnswer: 2,
      explanation:
        'Finishing speed percentage is the closing-section speed as a share of the whole-race speed, so 100% means the two were equal.',
    },
    {
      question:
        'A one-mile race is run in 96.00 seconds and the final 2 furlongs take 23.00 seconds. What is the finishing speed percentage?',
      options: ['95.8%', '100.0%', '108.0%', '104.3%'],
      correctAnswer: 3,
      explanation:
        'The average per furlong is 96.00 ÷ 8 = 12.00 seconds and the final section is 23.00 ÷ 2 = 11.50 seconds, so 12.00 ÷ 11.50 × 100 = 104.3%.',
    },
    {
      question:
        'A race has a finishing speed percentage well below the par for that course and trip. What does that suggest?',
      options: [
        'The early pace was slow and it turned into a sprint',
        'A strong early pace, which tends to help hold-up horses',
        'The ground was firmer than the official description',
        'The timing equipment failed',
      ],
      correctAnswer: 1,
      explanation:
        'A low figure means horses were slowing late, which happens when the early pace is strong and suits those who were held up.',
    },
    {
      question:
        'For races up to a mile, which closing section does Timeform suggest using for finishing speed?',
      options: [
        'The final furlong',
        'The final two furlongs',
        'The final half-mile',
        'The first two furlongs',
      ],
      correctAnswer: 1,
      explanation:
        'Timeform found the most informative point is usually 25% to 33% from the finish, which means the final two furlongs for races up to a mile.',
    },
    {
      question: 'Why should a finishing speed percentage be compared with a par rather than with 100%?',
      options: [
        'Because 100% is only used over jumps',
        'Because par figures are set by the BHA for every race',
        'Because normal figures vary with trip, course and going',
        'Because finishing speed percentages are always above 100%',
      ],
      correctAnswer: 2,
      explanation:
        'Horses naturally slow late in sprints and finish relatively faster over middle distances, so what counts as normal depends on the race.',
    },
    {
      question:
        'What can tracking data such as Total Performance Data show that a traditional final time cannot?',
      options: [
        "The jockey's riding instructions from the trainer",
        "The horse's Official Rating",
        "Each horse's sectionals and the ground it covered",
        "The trainer's plans and betting intentions for the horse",
      ],
      correctAnswer: 2,
      explanation:
        'Tracking devices record every runner individually, including how much extra ground it covered by racing wide.',
    },
  ],
};
