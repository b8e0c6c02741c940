import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'advanced-pedigree',
  title: 'Advanced Pedigree',
  summary:
    "Learn to use the sire, the dam's side and the wider family to judge stamina, going preferences and early ability when a horse's own form runs out.",
  content: [
    {
      kind: 'paragraph',
      text: "Pedigree matters most when a horse is facing something it has never tried: its debut, a first run on soft ground, a big step up in trip, or a first season over jumps. Once a horse has proper form under today's conditions, that form outweighs anything in its breeding. Until then, the pedigree is often the best evidence you have. This lesson goes beyond the basic question of what the sire did on the track and looks at how to read the whole family.",
    },
    { kind: 'heading', text: 'Stamina: reading both sides of the family' },
    {
      kind: 'paragraph',
      text: "The sire gets the headlines, but the dam's side is at least as important. Look at three things. First, the sire's progeny record: racing data services publish figures such as the average winning distance of a sire's offspring, which is a better guide than the distance the sire himself won over. Second, the dam's own racing record and, above all, the records of her other foals. Half-brothers and half-sisters who won over a mile and a half tell you far more than a general reputation. Third, the broodmare sire, which means the sire of the dam. A horse by a sprinter out of a mare by a stayer may well get further than its sire's name suggests.",
    },
    {
      kind: 'list',
      items: [
        'Speed on both sides: expect the horse to be best at sprint trips and to show ability early.',
        'A sprinter crossed with a stayer: anything from seven furlongs to a mile and a quarter is possible, so let the early runs guide you.',
        'Stamina on both sides: expect a later-maturing type that improves with age and distance.',
      ],
    },
    { kind: 'heading', text: 'Going preferences' },
    {
      kind: 'paragraph',
      text: "Some sires' offspring are clearly better on soft ground and others on fast ground. Traditional horsemen link a rounded, knee-lifting action to soft ground and a long, low, sweeping stride to fast ground, and there is something in it, but the evidence that counts is results. Compare a sire's strike rate with his progeny on soft or heavy going against his strike rate on good to firm. If a horse is trying soft ground for the first time, its sire's record and any soft-ground form among its close relatives are the best clues available.",
    },
    {
      kind: 'example',
      title: 'Worked example: an imaginary sire on soft and fast ground',
      lines: [
        'Harbour Mist, an imaginary sire, has had 270 runs by his offspring in the sample.',
        'On soft or heavy going: 18 wins from 120 runs, a strike rate of 18 ÷ 120 = 15%.',
        'On good to firm or firmer: 9 wins from 150 runs, a strike rate of 9 ÷ 150 = 6%.',
        'Overall: 27 wins from 270 runs, or 10%. His soft-ground strike rate is 15 ÷ 10 = 1.5 times his overall rate.',
        'A three-year-old by Harbour Mist has two modest runs on good to firm and now runs on soft for the first time. The pedigree suggests it could improve markedly.',
        'The caution: 120 runs may come from only 30 or 40 horses, and one or two good mudlarks can inflate the figure. Check how many different horses won on soft before trusting it.',
      ],
    },
    { kind: 'heading', text: 'National Hunt pedigrees and first-time runners' },
    {
      kind: 'paragraph',
      text: "Jumps-bred horses are a different world. Many are 'store' horses, bought as youngsters, given time, and often started in Irish point-to-points or bumpers. National Hunt sires are usually chosen for stamina, soundness and the ability to handle soft ground, and many were themselves staying or middle-distance types. Their offspring often improve for a step up to two and a half miles or more, and for a switch from hurdles to fences as they mature. A horse from a family of staying chasers that shows little over two miles in a bumper may simply need more time and further.",
    },
    {
      kind: 'paragraph',
      text: "On the Flat, two-year-old debutants are where pedigree earns its keep. Offspring of speedy, precocious sires are more likely to be ready early, while those of sires who stayed a mile and a half, from staying families, may need time, further and a second season. Always read the pedigree alongside the trainer's record with debutants and the market, because a well-bred newcomer who is weak in the betting may simply not be ready yet.",
    },
    {
      kind: 'keyPoints',
      items: [
        'Pedigree is most useful when a horse faces conditions it has not met before; proven form beats breeding.',
        "Read both sides: the sire's progeny record, the dam's other foals and the broodmare sire.",
        'Judge going preferences by progeny results on each type of ground, not by reputation alone.',
        'Check sample sizes, and how many different horses make up a sire statistic.',
        'National Hunt pedigrees usually point to stamina, soft ground and improvement with age.',
      ],
    },
  ],
  questions: [
    {
      question: "When is a horse's pedigree most useful to a form student?",
      options: [
        'When it tries conditions new to it, such as soft ground',
        'When the horse has won several times over course and distance',
        'Only in handicaps',
        'When the horse is the clear favourite',
      ],
      correctAnswer: 0,
      explanation:
        "Pedigree fills the gap where there is no form under today's conditions; once a horse has proven form, that form counts for more.",
    },
    {
      question: 'What is a broodmare sire?',
      options: [
        'A stallion that only sires fillies',
        "The horse's own sire",
        'A mare that has produced a Group winner',
        "The sire of the horse's dam",
      ],
      correctAnswer: 3,
      explanation:
        "The broodmare sire is the dam's father, and he often passes on speed or stamina through the dam's side.",
    },
    {
      question: "Why are the racing records of a mare's other foals so useful?",
      options: [
        "They decide the horse's Official Rating",
        'They show what that mare tends to produce',
        'They are the only pedigree information published in Britain',
        'Half-siblings always stay exactly the same trip',
      ],
      correctAnswer: 1,
      explanation:
        'Half-brothers and half-sisters share the same dam, so their trips and ground preferences are strong evidence of what the family passes on.',
    },
    {
      question:
        "An imaginary sire's offspring have won 18 of 120 runs on soft or heavy ground. What is the strike rate?",
      options: ['12%', '15%', '18%', '6.7%'],
      correctAnswer: 1,
      explanation: '18 divided by 120 is 0.15, which is a strike rate of 15%.',
    },
    {
      question: "Why should you be careful with a sire's impressive soft-ground statistics?",
      options: [
        'Soft-ground results are never recorded',
        'Sires have no influence on going preferences, only on stamina',
        'Soft-ground races are always small fields',
        'The figures may rest on one or two good horses',
      ],
      correctAnswer: 3,
      explanation:
        'A sample of runs can be dominated by a small number of individual horses, so check how many different horses contributed.',
    },
    {
      question:
        'What would you typically expect from a National Hunt-bred store horse from a family of staying chasers?',
      options: [
        'Best form as a two-year-old over five furlongs on fast ground',
        'No improvement after its first run',
        'Improvement with age, a step up in trip and a switch to fences',
        'A preference for sharp, tight tracks over the minimum trip',
      ],
      correctAnswer: 2,
      explanation:
        'Staying jumps families tend to produce later-maturing horses who improve with time, distance and fences.',
    },
  ],
};
