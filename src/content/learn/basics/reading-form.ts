import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'reading-form',
  title: 'Reading a Racecard and Form Figures',
  summary:
    "Learn what each part of a racecard means and how to decode a horse's form figures, from 1-9 and 0 to letters such as F, U and P and the season markers.",
  content: [
    {
      kind: 'paragraph',
      text: 'A racecard is the list of runners for a race, and it packs a lot into a few lines. Once you can read it quickly, you can see at a glance which horses are in form, which have won at the course before and which have had problems. This lesson walks through a typical racecard line and then decodes the form figures beside each horse.',
    },
    { kind: 'heading', text: 'What a racecard line shows' },
    {
      kind: 'list',
      items: [
        'Saddlecloth number: the number the horse wears, used to pick it out in the race and on a betting slip.',
        'Draw: on the Flat, the starting stall, usually shown in brackets next to the number. Jump races have no stalls, so there is no draw.',
        "Form figures: the horse's recent finishing positions, with the oldest run on the left and the most recent on the right.",
        // Source: Lingfield Park, "Your guide to racing: Blinkers" (lingfieldpark.co.uk/race-info/blinkers): a horse in
        // blinkers "is denoted on a racecard by a small 'b' next to the horse's weight"; other cards print the codes
        // after the name.
        'Name, age and weight: weight is shown in stones and pounds, so 9-7 means 9st 7lb. Small letters such as b (blinkers) show headgear: many cards print them beside the weight, others after the name. A later lesson covers them.',
        "Jockey and trainer: a small number after the jockey's name is a weight claim for an apprentice, conditional or amateur rider.",
        "Official Rating (OR): the BHA handicapper's assessment of the horse's ability, in pounds.",
        'Days since the last run, and symbols: C means the horse has won at this course, D over this distance, CD over this course and distance, and BF that it was a beaten favourite last time.',
      ],
    },
    { kind: 'heading', text: 'Decoding form figures' },
    {
      kind: 'paragraph',
      text: 'Each figure stands for one run. Numbers are finishing positions, and letters explain why a horse did not finish. Most of the letters turn up in Jump racing, where falls and refusals are part of the game.',
    },
    {
      kind: 'list',
      items: [
        '1 to 9: the finishing position, so 1 is a win and 3 is third.',
        '0: finished tenth or worse.',
        'P: pulled up by the jockey and did not finish.',
        'F: fell.',
        'U: unseated rider, meaning the horse stayed on its feet but the jockey came off.',
        'R: refused at an obstacle, or refused to race.',
        'B: brought down by another horse falling in front of it.',
        'S: slipped up.',
        'C: carried out, meaning another horse forced it off the course or past an obstacle.',
        '- (a dash): separates seasons. Figures to the left of it are from last season or earlier.',
        '/ (a slash): marks a longer gap, a season or more off the course. Figures to the left of it are from two or more seasons ago.',
      ],
    },
    {
      kind: 'paragraph',
      text: "Do not confuse the C in form figures, carried out, with the C beside a horse's name, which means a course winner.",
    },
    {
      kind: 'example',
      title: 'Worked example: decoding the form 31/2-F41',
      lines: [
        'Read from left to right, from the oldest run to the newest.',
        '3 then 1: a third and then a win, two or more seasons ago.',
        '/: a long gap of a season or more, which can point to an injury.',
        '2: second on its only run last season.',
        '-: the current season starts.',
        'F, 4, 1: this season it fell, then finished fourth, then won last time out.',
        'Tally: 6 runs, 2 wins, and 4 of the 6 in the first three (the 3, 1, 2 and 1). One run did not finish (the F).',
        'Summary: in form, with a win last time, but with a fall this season and a long break in its past.',
      ],
    },
    { kind: 'heading', text: 'Reading between the figures' },
    {
      kind: 'paragraph',
      text: 'Form figures are a starting point, not the whole story. Third of four runners is not the same as third of twenty, and a fall at the last fence when clear tells you more about a horse than being pulled up in a race where it never figured. The full form, in a newspaper or online, shows the class of each race, the going, the distance and how far the horse was beaten. A long absence, shown by a slash or by a high number of days since the last run, can mean a horse needs a run to reach peak fitness, though some trainers are good at having horses ready first time out.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Form reads from left to right, and the most recent run is on the right.',
        '1 to 9 are finishing positions, 0 is tenth or worse, and letters such as P, F, U, R, B, S and C show why a horse did not finish.',
        'A dash separates seasons; a slash marks a gap of a season or more.',
        'C, D and CD beside a name mean course, distance and course-and-distance wins.',
      ],
    },
  ],
  questions: [
    {
      question: "A horse's form figures read 3214. How did it finish on its most recent run?",
      options: ['Fourth', 'Third', 'First', 'Second'],
      correctAnswer: 0,
      explanation: 'Form reads from left to right, so the last figure, 4, is the most recent run.',
    },
    {
      question: 'What does a 0 in form figures mean?',
      options: ['Did not run', 'Fell', 'Finished tenth or worse', 'Finished last of the runners'],
      correctAnswer: 2,
      explanation:
        'Figures 1 to 9 are finishing positions; a 0 means the horse finished outside the first nine, whatever the field size.',
    },
    {
      question: 'What does U mean in form figures?',
      options: ['Unplaced', 'Under orders but withdrawn', 'Ran unbacked in the market', 'Unseated rider'],
      correctAnswer: 3,
      explanation:
        'U means the jockey came off while the horse stayed on its feet, which is different from a fall (F).',
    },
    {
      question: 'What does the dash in the form 21-3P tell you?',
      options: [
        'The horse was off the course for a year or more',
        "The horse was disqualified after a stewards' inquiry",
        'The runs before it came in an earlier season',
        'The horse changed trainer between those two runs',
      ],
      correctAnswer: 2,
      explanation: 'A dash separates seasons, so the 2 and 1 came last season and the 3 and P this season.',
    },
    {
      question: "On a racecard, what does CD next to a horse's name mean?",
      options: [
        'It has won over this course and distance',
        'It was carried out last time',
        'It is running at this course for the first time',
        'It has a conditional jockey',
      ],
      correctAnswer: 0,
      explanation:
        'CD beside the name marks a previous win over the same course and distance. C in the form figures themselves means carried out.',
    },
    {
      question: 'What does a slash (/) in form figures show?',
      options: [
        'A dead heat',
        'A change of trainer',
        'A long absence of a season or more',
        'A race that was abandoned',
      ],
      correctAnswer: 2,
      explanation:
        'A slash marks a long gap; the figures to the left of it are from two or more seasons ago.',
    },
  ],
};
