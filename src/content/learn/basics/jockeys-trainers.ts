import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'jockeys-trainers',
  title: 'Jockeys and Trainers',
  summary:
    "Learn what jockeys and trainers each do, how a young rider's weight claim works, and how to use strike rates and recent form without reading too much into them.",
  content: [
    {
      kind: 'paragraph',
      text: 'Every horse on a racecard comes with two names attached: the trainer, who prepares the horse and decides where it runs, and the jockey, who rides it on the day. Both matter, but in different ways, and the figures printed beside their names are easy to misread.',
    },
    { kind: 'heading', text: 'What trainers do' },
    {
      kind: 'paragraph',
      text: "The trainer is responsible for a horse's fitness, feeding and schooling, and, working with the owner, for where and when it runs. Placing a horse in the right race is a big part of the job. Trainers have patterns: some have their horses ready to win first time out after a break, while others bring them on gradually; some aim at the big festivals, others do well at particular courses. A trainer whose horses have been winning recently is said to be in form, and racecards often show a trainer's record over the last 14 days. When a stable is out of form, perhaps because of a virus, its runners can disappoint for weeks.",
    },
    { kind: 'heading', text: 'What jockeys do' },
    {
      kind: 'paragraph',
      text: "A good jockey gets a horse into the right position, judges the pace and times the finishing effort. Over jumps, the jockey also has to help the horse meet its obstacles right. Top jockeys ride the best-fancied horses, so their strike rates look high partly because of the horses they are given. Bookings can be a clue: when a leading jockey travels to a small meeting for a single ride, or a trainer books the stable's first-choice rider for one horse rather than another, it can be a sign of confidence. It is a clue, though, not a certainty.",
    },
    { kind: 'heading', text: 'Claims: apprentices and conditionals' },
    {
      kind: 'paragraph',
      // Source: BHA Rules of Racing (F)140 (Flat: 7lb to 20 wins, 5lb to 50, 3lb to 95) and (F)141 (Jumps: 7lb to 20,
      // 5lb to 40, 3lb to 75; a conditional with fewer than 5 wins claims 3lb more for his or her employing trainer).
      // Claims apply only in handicaps (on the Flat not Listed handicaps; over jumps not the Grand National), selling
      // races and lower-class races (Flat weight-for-age Classes 3-7; Jumps weight-for-age Classes 3-5 and NH Flat
      // Classes 3-6), per (F)140.3 and (F)141.3 (newrules.britishhorseracing.com, Orders and Rules of Racing).
      text: "Young jockeys learning their trade receive a weight allowance, called a claim, when they ride against professionals. On the Flat, apprentices claim 7lb until they have won 20 races, 5lb until they have won 50 and 3lb until they have won 95. Over jumps, conditional jockeys claim 7lb until 20 wins, 5lb until 40 and 3lb until 75, and a conditional with fewer than five wins claims 3lb more, 10lb in all, when riding for their own stable. The claim comes off the weight the horse has been given, and it shows as a small number beside the rider's name. Claims do not apply in every race: they count in handicaps, selling races and lower-class races, but not in the top races, such as Group 1 races on the Flat, Grade 1 races over jumps and the Grand National.",
    },
    {
      kind: 'paragraph',
      text: 'A good claimer can be a real advantage, because the horse carries less weight without giving much away in riding skill. An inexperienced one on a difficult horse can cost more than the claim is worth.',
    },
    {
      kind: 'example',
      title: 'Worked example: a claim and a strike rate',
      lines: [
        'A horse is given 9st 4lb in a Flat handicap and is ridden by an apprentice who claims 5lb.',
        '9st 4lb is 130lb (9 x 14 + 4). Take off 5lb to get 125lb, which is 8st 13lb (8 x 14 + 13).',
        'The trainer has had 18 winners from 120 runners this season: 18 divided by 120 is 15%.',
        "Had you put £1 on each of those 120 runners, you would have staked £120. If the 18 winners returned £131.50 between them, your profit would be £11.50. This figure, the level-stakes profit, shows whether a trainer's runners have been good value, not just whether they have won.",
        'Over the last 14 days the trainer has had 5 winners from 20 runners, 25%, so the stable looks in good form, but 20 runs is a small sample and a couple of results either way would change the picture.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Trainers decide fitness and placing; jockeys decide position, pace and timing.',
        'Flat apprentices claim 7lb, 5lb or 3lb until they reach 20, 50 and 95 winners; Jump conditionals until 20, 40 and 75.',
        'A claim comes off the allotted weight: 9st 4lb with a 5lb claim is 8st 13lb.',
        'Strike rates and 14-day form are useful clues, but small samples mislead.',
      ],
    },
  ],
  questions: [
    {
      question: 'Who normally decides which race a horse runs in?',
      options: ['The trainer, with the owner', 'The jockey', 'The racecourse', 'The handicapper'],
      correctAnswer: 0,
      explanation:
        "Placing a horse is the trainer's job, agreed with the owner. The jockey rides it and the handicapper only sets its rating.",
    },
    {
      question: 'How much does a Flat apprentice claim after riding 30 winners?',
      options: ['7lb', '3lb', 'No claim', '5lb'],
      correctAnswer: 3,
      explanation:
        'A Flat apprentice claims 7lb until 20 wins, then 5lb until 50, so 30 winners means a 5lb claim.',
    },
    {
      question: 'A horse given 9st 4lb is ridden by a 5lb claimer. What weight does it carry?',
      options: ['9st 9lb', '9st 1lb', '8st 13lb', '8st 9lb'],
      correctAnswer: 2,
      explanation: '9st 4lb is 130lb; take off 5lb to get 125lb, which is 8st 13lb.',
    },
    {
      question: 'What is a young professional Jump jockey who claims weight called?',
      options: ['An apprentice jockey', 'A conditional jockey', 'An amateur', 'A work rider'],
      correctAnswer: 1,
      explanation:
        'Over jumps, young professional riders with a claim are conditional jockeys; apprentices are their Flat equivalent.',
    },
    {
      question: 'A trainer has had 18 winners from 120 runners. What is the strike rate?',
      options: ['12%', '15%', '18%', '20%'],
      correctAnswer: 1,
      explanation: '18 divided by 120 is 0.15, a strike rate of 15%.',
    },
    {
      question: "Why can a top jockey's high strike rate flatter them?",
      options: [
        'They ride only at the smallest tracks',
        'They claim weight in every race',
        'Their races have fewer runners by rule',
        'They tend to ride the best-fancied horses',
      ],
      correctAnswer: 3,
      explanation:
        'Leading jockeys get the pick of the rides, so part of their success comes from the quality of horses they are given.',
    },
  ],
};
