import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'track-bias',
  title: 'Draw and Track Bias',
  summary:
    'Learn where draw and track biases come from, how to spot them on the day, and how to check whether a bias is real or just chance.',
  content: [
    {
      kind: 'paragraph',
      text: 'A bias is anything about a track that helps horses in one position more than others: a low stall, the stands rail, racing prominently or racing wide. Some biases are built into the shape of the course and last for years. Others come and go with the weather, watering and the position of the rails. Knowing the difference helps you upgrade horses who ran well against a bias and downgrade those who were flattered by one.',
    },
    { kind: 'heading', text: 'Biases built into the course' },
    {
      kind: 'list',
      items: [
        'Chester: a tight, left-handed circuit of little more than a mile with a run-in of about 239 yards. Horses are almost always turning, so a low draw and early speed are a big help, especially in sprints and big fields.',
        'Beverley: the five-furlong course has long been known for one of the strongest draw biases in Britain, with the inside stalls, now numbered low, doing best in big-field sprint handicaps.',
        "Ascot's straight course: races up to a mile are run on a straight, and big fields often split into two or three groups. Which side is faster can change from one meeting to the next, so there is no fixed answer.",
        'All-weather tracks: Kempton, Lingfield and Chelmsford City race on Polytrack; Wolverhampton, Newcastle and Southwell on Tapeta (Southwell switched from Fibresand in late 2021), so treat older Southwell form with care. On the tighter circuits such as Lingfield, Wolverhampton and Chelmsford City, an inside draw and a prominent position save ground on the bends.',
      ],
      // Chester: course guides give the circuit as just over a mile to about 1m1f, run-in about 239 yards. All-weather
      // surfaces as listed by the courses (Polytrack: Kempton, Lingfield, Chelmsford City; Tapeta: Wolverhampton,
      // Newcastle, and Southwell since its Fibresand was replaced in December 2021).
    },
    {
      kind: 'paragraph',
      text: 'A word of warning about old draw statistics. From 30 March 2011 the BHA renumbered the stalls at right-handed courses, including Ascot, Beverley, Goodwood, Kempton, Newmarket and Sandown, so that stall 1 is on the inside. Older books that say high numbers are favoured at Beverley are describing the same inside stalls under the old numbering.',
      // BHA press release, 28 March 2011: revised stalls numbering at right-handed tracks from 30 March 2011.
    },
    { kind: 'heading', text: 'Biases that come and go' },
    {
      kind: 'paragraph',
      text: 'Turf tracks change from day to day. Heavy rain may drain better on one side, watering can leave one strip slower, and moving the running rail can expose fresh, faster ground. On the all-weather, harrowing and cold weather can change how the surface rides. That is why you watch the first races on a card. Note where the winners and placed horses raced: near the stands rail, down the middle, on the far side, or from the front. One race proves little, because a good horse can win from anywhere, but when the first three in three straight races all came up the same rail, take notice.',
    },
    {
      kind: 'paragraph',
      text: 'The same thinking works in reverse when you read form. A horse that finished fourth after racing alone on the slow side may have run the best race of anyone, and a winner who had the golden strip to itself may be flattered.',
    },
    { kind: 'heading', text: 'Checking a bias with numbers' },
    {
      kind: 'paragraph',
      text: 'To test a bias, compare how often a group of stalls wins with how often it would win if the draw made no difference. The ratio of actual to expected winners is often called an impact value: 1.0 means no effect, above 1.0 means an advantage.',
    },
    {
      kind: 'example',
      title: 'Worked example: testing a low-draw bias at an imaginary sprint track',
      lines: [
        'You collect 50 five-furlong handicaps, each with 12 runners.',
        'Stalls 1 to 4 are 4 of the 12 stalls, a third of each field.',
        'If the draw made no difference you would expect a third of the 50 winners from stalls 1 to 4: 50 × 4 ÷ 12 = about 16.7 winners.',
        'In fact stalls 1 to 4 produced 26 winners, which is 52% of the races.',
        'Impact value: 26 ÷ 16.7 = about 1.56, so low-drawn runners won about 56% more often than chance alone would suggest.',
        'Fifty races is a modest sample, so check that the pattern holds on different going and in more than one season before you rely on it.',
      ],
    },
    {
      kind: 'paragraph',
      text: "Finally, remember that well-known biases are already in the prices. At Chester the low-drawn horses are usually shorter in the market, so knowing the bias is only half the job: you still need the odds to be bigger than the horse's real chance.",
    },
    {
      kind: 'keyPoints',
      items: [
        'Course shape creates lasting biases, such as the low draw at Chester and the inside stalls over five furlongs at Beverley.',
        'Ground, watering, weather and rail movements create biases that change from day to day, so watch the early races.',
        'Stalls at right-handed courses were renumbered in 2011, so treat older draw statistics with care.',
        'Compare actual winners with expected winners, and insist on a decent sample before trusting a bias.',
        'Upgrade horses that ran well against a bias and downgrade those flattered by one.',
      ],
    },
  ],
  questions: [
    {
      question: 'Why does a low draw help so much at Chester?',
      options: [
        'The home straight is the longest in Britain, so low draws get a clear run',
        'Its tight, turning circuit lets the inside save ground',
        'The stalls are always placed on the stands side',
        'Low-drawn horses are given a weight allowance',
      ],
      correctAnswer: 1,
      explanation:
        'Chester is a tight circuit of little more than a mile with a very short run-in, so horses drawn on the inside save ground and find it easier to get a good position.',
    },
    {
      question:
        'Why do some older books say high numbers are favoured over five furlongs at Beverley, when modern analysis says low?',
      options: [
        'Stalls at right-handed tracks were renumbered in 2011',
        'The course was rebuilt in the opposite direction',
        'The bias reverses every few seasons',
        'Older books only looked at jump races',
      ],
      correctAnswer: 0,
      explanation:
        'From 30 March 2011 the BHA numbered stalls at right-handed tracks from the inside, so the same favoured inside stalls went from high numbers to low ones.',
    },
    {
      question:
        "In a big-field handicap on Ascot's straight course, what is the most sensible way to judge the draw?",
      options: [
        'Always back the horses drawn highest',
        "See which side is faster in that day's earlier races",
        'Always back the horses drawn lowest',
        'Ignore the draw, because it never matters on a straight course',
      ],
      correctAnswer: 1,
      explanation:
        'On the straight course the favoured side can change from meeting to meeting, so evidence from the day is the best guide.',
    },
    {
      question:
        'A group of stalls provides a third of the runners in 60 races and wins 30 of them. What is its impact value?',
      options: ['1.5', '0.5', '2.0', '3.0'],
      correctAnswer: 0,
      explanation:
        'Expected winners are 60 ÷ 3 = 20, and 30 actual winners ÷ 20 expected gives an impact value of 1.5.',
    },
    {
      question: 'Which of these is an example of a temporary bias rather than one built into the course?',
      options: [
        'Fresh ground by the inside after a rail move',
        'The sharp, constant bends of the Chester circuit',
        'The short run-in after the final bend at Chester',
        'The straight mile at Ascot',
      ],
      correctAnswer: 0,
      explanation:
        'A rail movement changes the ground for that meeting only, whereas the shape of a course stays the same from year to year.',
    },
    {
      question: 'Why does knowing a famous draw bias not guarantee profit?',
      options: [
        'Bookmakers refuse bets on low-drawn horses',
        'Draw biases only apply to jump races, not the Flat',
        'The stewards adjust the weights to cancel out the draw',
        'Known biases are usually priced in',
      ],
      correctAnswer: 3,
      explanation:
        'If everyone knows low draws are favoured, those horses are shorter in the market, so you still need odds bigger than the true chance.',
    },
  ],
};
