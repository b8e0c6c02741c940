import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'pedigree',
  title: "Pedigree: Reading a Horse's Breeding",
  summary:
    "Learn how to read a horse's sire, dam and damsire, what breeding can tell you about its best trip and going, and when it matters most.",
  content: [
    {
      kind: 'paragraph',
      text: 'Racehorses are bred for a purpose. Before a horse has run, or when it tries something new such as a longer trip or soft ground for the first time, its pedigree is often the best guide there is. You do not need to be an expert breeder to use it; a handful of terms goes a long way.',
    },
    { kind: 'heading', text: 'The basic terms' },
    {
      kind: 'list',
      items: [
        "Sire: the father. Dam: the mother. Damsire, or broodmare sire: the dam's father.",
        "A horse is described as by its sire out of its dam. Frankel is by Galileo out of Kind, and Kind's sire, Frankel's damsire, is Danehill.",
        'Half-brothers and half-sisters share the same dam but have different sires. Horses that share only a sire are not called half-siblings, because a leading sire can have well over a hundred foals a year.',
        'Letters after a name show the country where the horse was bred, such as (GB), (IRE), (FR) or (USA).',
        'A colt is an ungelded male aged four or under, a filly a female aged four or under, a gelding a castrated male, and a mare a female aged five or over. Every horse bred in the Northern Hemisphere has its official birthday on 1 January.',
      ],
    },
    { kind: 'heading', text: 'What breeding can tell you' },
    {
      kind: 'paragraph',
      text: "Sires pass on tendencies. Some produce quick, early-maturing two-year-olds that win over five and six furlongs; others produce horses that improve with age and want a mile and a half or more. The dam's side adds to the picture: a horse by a sprinter out of a mare who won over a mile may well stay seven furlongs or a mile. Going preferences often run in families too, and the offspring of some sires are known for handling soft ground or the all-weather.",
    },
    {
      kind: 'paragraph',
      text: 'Families matter as well as sires. The mare Urban Sea produced two Derby winners by different sires: Galileo, who won in 2001, and Sea The Stars, who won in 2009. Because they share a dam, they are half-brothers, and Galileo went on to become one of the most successful sires in the history of the sport.',
    },
    { kind: 'heading', text: 'Flat and Jump pedigrees' },
    {
      kind: 'paragraph',
      text: "Jump horses are usually bred for stamina and toughness rather than early speed. Many are bred in Ireland or France, start out in point-to-points or bumpers, and do not reach their best until they are six, seven or older. For a young jumper, the dam's family, and whether its relatives won over hurdles or fences, can tell you more than the sire alone. On the Flat, pedigree matters most for unraced and lightly raced horses. Once a horse has plenty of form, what it has actually done on the track outweighs what it was bred to do.",
    },
    {
      kind: 'example',
      title: 'Worked example: a newcomer in a seven-furlong novice race',
      lines: [
        "The horse's sire has had 60 winners from 500 runners at seven furlongs to a mile, a strike rate of 12% (60 divided by 500), but only 8 winners from 200 runners at a mile and a half or more, 4%.",
        'Its dam won twice over a mile, and its damsire was a top-class miler.',
        "Seven furlongs looks about right: the sire's runners do best around this trip, and the dam's side suggests a mile will be within range later.",
        "On soft ground the sire's runners have won 15 times from 100 runs, 15%, against 30 from 300 on good to firm, 10%, so overnight rain would be no worry.",
        "A 12% strike rate is roughly one winner in every eight runs, so the pedigree tilts the odds a little but proves nothing on its own. Market moves and the trainer's record with newcomers matter too.",
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        "A horse is by its sire out of its dam; the damsire is the dam's father.",
        'Half-brothers and half-sisters share a dam, not just a sire.',
        'Pedigree hints at the best trip and going, especially for unraced horses.',
        'Once a horse has plenty of form, its own record matters more than its breeding.',
      ],
    },
  ],
  questions: [
    {
      question: "In 'Frankel, by Galileo out of Kind', who is Kind?",
      options: ["Frankel's sire", "Frankel's dam", "Frankel's damsire", "Frankel's half-sister"],
      correctAnswer: 1,
      explanation:
        "A horse is by its sire out of its dam, so Kind is Frankel's mother and Galileo his father.",
    },
    {
      question: 'What is a damsire?',
      options: [
        "The dam's father",
        "The dam's mother",
        "The sire's father",
        'The stallion a mare is sent to next',
      ],
      correctAnswer: 0,
      explanation: "The damsire, also called the broodmare sire, is the father of a horse's dam.",
    },
    {
      question: 'Galileo and Sea The Stars are both out of Urban Sea but by different sires. What are they?',
      options: ['Full brothers', 'Unrelated in racing terms', 'Cousins', 'Half-brothers'],
      correctAnswer: 3,
      explanation: 'Horses out of the same dam but by different sires are half-brothers or half-sisters.',
    },
    {
      question: 'When is pedigree most useful to a bettor?',
      options: [
        'For a horse that has run 30 times over the same course and distance',
        'Only in handicaps, where the weights are set by ratings',
        'Only on the all-weather',
        'For an unraced or lightly raced horse, or a new trip or going',
      ],
      correctAnswer: 3,
      explanation:
        'Breeding fills the gap when there is little or no form; once a horse has plenty of runs, its own record counts for more.',
    },
    {
      question: 'In British racing, what is a filly?',
      options: [
        'A female aged four or under',
        'A castrated male',
        'A female aged five or over',
        'Any horse aged two',
      ],
      correctAnswer: 0,
      explanation: 'A filly is a female aged four or under; from five she is called a mare.',
    },
    {
      question: "What does (IRE) after a horse's name tell you?",
      options: [
        'It is trained in Ireland',
        'It has won a race in Ireland',
        'It was bred in Ireland',
        'It is owned by an Irish syndicate',
      ],
      correctAnswer: 2,
      explanation:
        'The suffix shows the country where the horse was bred, not where it is trained or has raced.',
    },
  ],
};
