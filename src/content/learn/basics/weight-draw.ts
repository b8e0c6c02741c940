import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'weight-draw',
  title: 'Weight and the Draw',
  summary:
    'Learn how weights in stones and pounds are set, what weight-for-age and allowances do, and how the draw for the starting stalls can help or hinder a horse on the Flat.',
  content: [
    {
      kind: 'paragraph',
      text: 'Weight and the draw are two of the levellers of Flat racing. Weight is used to bring horses of different ability closer together, and the draw decides where each horse starts. Neither wins a race on its own, but both can tip a close contest one way or the other.',
    },
    { kind: 'heading', text: 'Stones, pounds and allowances' },
    {
      kind: 'paragraph',
      text: 'Racing weights are given in stones and pounds. There are 14 pounds in a stone, so 9st 7lb is 133lb and 10st 0lb is 140lb. The weight includes the jockey, the saddle and any lead carried in a weight cloth. In handicaps, weights follow the Official Ratings: each point is one pound, so a horse rated 10 points higher carries 10lb more. In other races the weights are set by the race conditions, with extra weight, called a penalty, for previous winners.',
    },
    {
      kind: 'paragraph',
      text: 'Several allowances reduce the weight a horse carries. Weight-for-age gives younger horses weight from older ones, because a three-year-old is still maturing; the allowance is biggest early in the year and over longer trips, and shrinks as the season goes on. Fillies and mares receive an allowance from colts and geldings in many races: in the Derby, for example, fillies carry 3lb less. Young jockeys claim an allowance too, as the lesson on jockeys explains.',
    },
    {
      kind: 'paragraph',
      text: 'Extra weight slows a horse most over long distances and on soft ground, so weight matters most in staying races on testing going and least in sprints on fast ground. Higher weight is not automatically bad: in a handicap it is the price a horse pays for being better than its rivals.',
    },
    {
      kind: 'example',
      title: 'Worked example: working out a handicap weight',
      lines: [
        'The top weight in a Flat handicap is rated 95 and carries 10st 0lb.',
        'Your horse is rated 81, which is 14lb lower, so it is given 10st 0lb less 14lb.',
        'In pounds: 10st 0lb is 140lb, and 140 - 14 = 126lb. 126 divided by 14 is exactly 9, so the weight is 9st 0lb.',
        'Its apprentice claims 5lb, so it carries 126 - 5 = 121lb, which is 8st 9lb (8 x 14 = 112, plus 9).',
        'A rival rated 88 is 7lb below the top weight, so it carries 133lb, 9st 7lb. Your horse now receives 133 - 121 = 12lb from it: the 7lb gap in ratings plus the 5lb claim.',
      ],
    },
    { kind: 'heading', text: 'The draw' },
    {
      kind: 'paragraph',
      // Source: BHA press release, 'Revised stalls numbering to take effect from Wednesday 30th March 2011': stalls at
      // right-handed courses were renumbered so that low numbers are on the inside, as at left-handed courses.
      text: 'On the Flat, horses start from stalls, and the stall each horse gets is drawn at random once runners are declared. Since 2011, stall 1 has been the one nearest the inside rail on round courses, whichever way the track turns. Jump races have no stalls, so there is no draw over jumps.',
    },
    {
      kind: 'paragraph',
      text: 'A low draw helps most on tight, turning tracks over short distances, where a horse drawn wide has to cover extra ground or drop in behind the others. Chester, a very tight left-handed track, is the classic example: low draws do well there, especially in sprints. On wide straight courses, such as Newmarket or the five-furlong track at York, there is no inside rail to hug, and the draw matters when one side of the track rides faster than the other. Big fields often split into two groups, one on each side. Draw biases can change with the going, the position of the rail and watering, so use recent course statistics rather than old rules of thumb.',
    },
    {
      kind: 'keyPoints',
      items: [
        'There are 14lb in a stone, and in handicaps one rating point is one pound.',
        "Weight-for-age, fillies' allowances and jockeys' claims all reduce the weight a horse carries.",
        'Weight matters most over long trips and on soft ground.',
        'The draw applies only on the Flat; low stalls are on the inside, and tight tracks such as Chester favour them.',
      ],
    },
  ],
  questions: [
    {
      question: 'How many pounds are there in a stone?',
      options: ['12', '16', '14', '10'],
      correctAnswer: 2,
      explanation: 'A stone is 14lb, so 9st 7lb is 9 x 14 + 7 = 133lb.',
    },
    {
      question: 'A horse is given 9st 0lb and ridden by a 5lb claimer. What does it carry?',
      options: ['8st 9lb', '9st 5lb', '8st 12lb', '8st 11lb'],
      correctAnswer: 0,
      explanation: '9st 0lb is 126lb; take off 5lb to get 121lb, which is 8st 9lb.',
    },
    {
      question: 'What does weight-for-age do?',
      options: [
        'Gives younger horses an allowance from older ones',
        'Adds weight to horses that have won since the weights were set',
        'Sets weights from the Official Ratings',
        'Lets older horses carry less on soft ground',
      ],
      correctAnswer: 0,
      explanation:
        'Weight-for-age makes up for younger horses not yet being fully mature; extra weight for recent winners is a penalty.',
    },
    {
      question: 'Which races in Britain have a draw?',
      options: [
        'Hurdle races over two miles',
        'Flat races started from stalls',
        'Chases',
        'National Hunt Flat races (bumpers)',
      ],
      correctAnswer: 1,
      explanation: 'The draw is the allocation of starting stalls, which are used only on the Flat.',
    },
    {
      question: 'Why do low draws tend to do well at Chester?',
      options: [
        'The stalls there are on a downhill slope',
        'Low-drawn horses get a weight allowance',
        'Its tight left-handed turns favour the inside rail',
        'The outside of the track is watered more, so it rides slower',
      ],
      correctAnswer: 2,
      explanation:
        'On a tight, turning track, a horse drawn low can take the shortest route, while wide runners cover extra ground.',
    },
    {
      question:
        'In a handicap, your horse is rated 7 points lower than a rival. With no other allowances, how do their weights compare?',
      options: [
        'Yours carries 7lb more',
        'Yours carries 7lb less',
        'They carry the same',
        'Yours carries 14lb less',
      ],
      correctAnswer: 1,
      explanation: 'One rating point is one pound, so a horse rated 7 points lower carries 7lb less.',
    },
  ],
};
