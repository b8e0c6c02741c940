import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'specialization',
  title: 'Specialising Your Betting',
  summary:
    'Learn why focusing on one corner of racing, such as a race type, a group of courses or a part of the season, can sharpen your judgement, and how to choose and test a niche.',
  content: [
    {
      kind: 'paragraph',
      text: 'British racing runs on almost every day of the year, often at several meetings a day, across the Flat, jumps and all-weather. Nobody can study all of it properly. The bookmakers price every race, but their compilers and the wider market cannot know every corner in depth. A punter who knows one small area really well can sometimes spot what the market has missed there.',
    },
    { kind: 'heading', text: 'Ways to specialise' },
    {
      kind: 'list',
      items: [
        'By race type: two-year-old maidens, sprint handicaps, novice hurdles or staying chases each reward different knowledge, from pedigree and debut form to jumping and stamina.',
        'By course: Chester is tight and left-handed, about a mile round, and a low draw is a well-known advantage in its sprints; Epsom’s gradients and camber and Goodwood’s sharp undulations also suit some horses far more than others.',
        'By surface: the all-weather tracks use different surfaces, Polytrack at Kempton, Lingfield and Chelmsford and Tapeta at Wolverhampton, Newcastle and Southwell, and some horses handle one much better than another.',
        'By season: the Flat turf season runs from spring to autumn, the main jumps season through the winter, and big festivals such as Cheltenham in March, Royal Ascot in June and York’s Ebor meeting in August have their own patterns.',
        'By people: following how particular trainers place their horses, for example with first-time-out runners or horses returning from a break.',
      ],
    },
    { kind: 'heading', text: 'Building your niche step by step' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Choose one area small enough to follow every race in it, and that you enjoy watching.',
        'Study the results of the last few seasons: which kinds of horse win, at what prices, and from which draws or running styles.',
        'Watch the races, not just the results, and keep notes on horses that were unlucky or ran better than the bare form shows.',
        'Record notional bets for a while before risking real money, writing down your price and the odds available.',
        'Once you do bet, record every bet by niche so you can see which areas work for you.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: comparing two niches from your records',
      lines: [
        'All-weather sprint handicaps: 120 bets of £5, so £600 staked. Returns £690. Profit £90.',
        'Return on investment: £90 divided by £600 = 15%.',
        'Novice hurdles: 80 bets of £5, so £400 staked. Returns £340. Loss £60.',
        'Return on investment: minus £60 divided by £400 = minus 15%.',
        'The sprint handicaps look the stronger niche, but 120 bets is still a small sample, so keep recording before you draw firm conclusions.',
      ],
    },
    { kind: 'heading', text: 'Staying honest about your edge' },
    {
      kind: 'paragraph',
      text: 'Specialising is not about betting on every race in your area. Its real value is knowing when to leave a race alone because you have no opinion or the price is too short. Be wary of small samples, too: a few big-priced winners can make a niche look brilliant when it is only luck. A few hundred bets tell you far more than a few dozen. Markets also learn, so an angle that worked two seasons ago may be priced in now.',
    },
    {
      kind: 'paragraph',
      text: 'Finally, a niche is a reason to bet less, not more. If your area has only a handful of races a week, that is a strength: it gives you time to study each one properly and keeps your staking well within your limits.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Nobody can study all British racing well; a narrow area lets you know more than most of the market.',
        'You can specialise by race type, course, surface, season or the people involved.',
        'Test a niche with notional bets and records before risking real money.',
        'Judge a niche on a large sample; a few dozen bets can be misleading.',
      ],
    },
  ],
  questions: [
    {
      question: 'Why can specialising help a punter?',
      options: [
        'Bookmakers offer better odds to specialists',
        'You can know a niche better than most of the market',
        'Specialist races always have bigger fields',
        'It removes the bookmaker’s overround',
      ],
      correctAnswer: 1,
      explanation:
        'The market prices every race, but few people study each corner in depth, so real expertise in a narrow area gives you the best chance of spotting mispriced horses.',
    },
    {
      question:
        'Which course is known as a tight left-handed track where a low draw is an advantage in sprints?',
      options: ['Newmarket', 'Chester', 'York', 'Haydock'],
      correctAnswer: 1,
      explanation:
        'Chester is a tight left-handed circuit of about a mile, and a low draw has long been a known advantage in its sprints.',
    },
    {
      question: 'Which surface is used on the all-weather tracks at Kempton and Lingfield?',
      options: ['Polytrack', 'Tapeta', 'Fibresand', 'Turf'],
      correctAnswer: 0,
      explanation:
        'Kempton and Lingfield race on Polytrack, while Wolverhampton, Newcastle and Southwell use Tapeta.',
    },
    {
      question:
        'In a niche you staked £600 in total and made a profit of £90. What is your return on investment?',
      options: ['9%', '90%', '6.7%', '15%'],
      correctAnswer: 3,
      explanation: 'Return on investment is profit divided by total staked: £90 divided by £600 is 15%.',
    },
    {
      question:
        'A new niche shows a big profit after 30 bets thanks to two 20/1 winners. What is the sensible conclusion?',
      options: [
        'The niche is proven and stakes should be raised',
        'The niche should be dropped because long-priced winners never repeat',
        'The sample is too small to tell skill from luck',
        'Only 20/1 shots should be backed from now on',
      ],
      correctAnswer: 2,
      explanation:
        'Two big winners in 30 bets could easily be luck; only a much larger sample shows whether there is a real edge.',
    },
    {
      question: 'What is a sensible step before risking real money in a new niche?',
      options: [
        'Bet on every race in it for a week to learn quickly',
        'Follow the first tipster you find for that area',
        'Back only the favourites until you win',
        'Record notional bets for a while first',
      ],
      correctAnswer: 3,
      explanation:
        'Notional bets let you test your judgement in the niche and build a record without risking any money.',
    },
  ],
};
