import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'racecourse-characteristics',
  title: 'Racecourse Characteristics',
  summary:
    'Learn how British courses differ, left-handed or right-handed, tight or galloping, flat or undulating, and why some horses are course specialists.',
  content: [
    {
      kind: 'paragraph',
      text: "Britain has around 60 racecourses, and no two are quite alike. Some are wide, flat ovals; others twist, climb and fall. A horse that loves one track can hate another, which is why the C beside a horse's name, showing it has won at the course before, is worth noticing.",
    },
    { kind: 'heading', text: 'Left-handed and right-handed' },
    {
      kind: 'paragraph',
      text: 'On a left-handed course the horses run anticlockwise, with the inside rail on their left; on a right-handed course they run clockwise. Many horses handle both, but some run better one way round, often because they tend to hang to one side. A string of wins at right-handed tracks and defeats at left-handed ones is a pattern worth noting.',
    },
    {
      kind: 'list',
      items: [
        'Left-handed: Aintree, Cheltenham, Chester, Doncaster, Epsom, Haydock, Lingfield, Newbury, Southwell, Wolverhampton and York.',
        'Right-handed: Ascot, Goodwood, Kempton, Leicester and Sandown.',
        // BHA press release, 'Revised stalls numbering to take effect from Wednesday 30th March 2011': both Newmarket
        // courses (and Windsor) are classed as right-handed for stall numbering.
        "Newmarket's Rowley Mile and July Course are almost entirely straight, though both count as right-handed for the draw.",
        'Windsor on the Flat, and Fontwell over fences, are run in a figure of eight.',
      ],
    },
    { kind: 'heading', text: 'Tight or galloping, flat or undulating' },
    {
      kind: 'list',
      items: [
        'Tight, sharp tracks such as Chester, Wolverhampton and Catterick suit nimble, handy horses that race close to the pace.',
        'Galloping tracks with long straights and sweeping bends, such as York, Doncaster, Newbury and Haydock, suit big, long-striding horses and give hold-up horses time to get there.',
        'Undulating tracks such as Epsom, Goodwood, Brighton and Cheltenham test balance as well as speed. On the Derby course at Epsom the runners climb, then race downhill round Tattenham Corner into a straight that slopes towards the inside rail.',
        "Stiff uphill finishes, such as those at Cheltenham, Sandown and Newmarket's Rowley Mile, where the runners climb out of the Dip to the line, test stamina at the end of a race. A horse that only just lasts home on a flat track may not see out the same trip up a hill.",
      ],
    },
    { kind: 'heading', text: 'Jump courses and course specialists' },
    {
      kind: 'paragraph',
      text: "Over jumps, the fences matter as much as the layout. Cheltenham is left-handed and undulating, with a famous uphill run to the line. The Grand National course at Aintree is flat, but its big spruce-covered fences, such as Becher's Brook and The Chair, are unlike any others. At Sandown, the Railway Fences come close together down the back straight and test a horse's jumping. Some horses are course specialists that return year after year to run well at the same track, and C or CD beside their name shows it. When a horse has not run at a course before, its form at similar tracks is the next best guide.",
    },
    {
      kind: 'example',
      title: "Worked example: comparing a sprinter's record at two courses",
      lines: [
        'At Chester the horse has run 4 times: won, won, second and third. That is 2 wins from 4 (50%), and placed every time.',
        'At York it has run 5 times without winning: 0 from 5, with one fourth place its best effort.',
        'Chester is tight and turning; York is flat and galloping, with a long straight. This horse is quick from the stalls and likes to race close to the pace, which suits Chester far better.',
        'Today it runs at Catterick, another sharp left-handed track. Its Chester form is the better guide, though a course it has never raced at is always something of a question mark.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Left-handed courses are run anticlockwise and right-handed courses clockwise; some horses prefer one way round.',
        'Tight tracks suit handy, prominent horses; galloping tracks suit long-striding horses and those coming from behind.',
        'Stiff uphill finishes, such as at Cheltenham and Sandown, test stamina at the end of a race.',
        'Course form (C and CD) counts, and form at similar tracks is the next best thing.',
      ],
    },
  ],
  questions: [
    {
      question: 'Which way round is a left-handed course run?',
      options: ['Clockwise', 'In a straight line', 'Anticlockwise', 'In a figure of eight'],
      correctAnswer: 2,
      explanation: 'On a left-handed course the inside rail is on the left, so the horses run anticlockwise.',
    },
    {
      question: 'Which of these courses is right-handed?',
      options: ['Cheltenham', 'Sandown', 'York', 'Chester'],
      correctAnswer: 1,
      explanation: 'Sandown is right-handed; Cheltenham, York and Chester are all left-handed.',
    },
    {
      question: 'Which kind of horse is best suited by a tight track such as Chester?',
      options: [
        'A big, long-striding horse that needs time to reach full speed',
        'A nimble, handy horse that races near the pace',
        'A hold-up horse that needs a long straight',
        'A horse that needs a stiff uphill finish',
      ],
      correctAnswer: 1,
      explanation:
        'Tight, turning tracks reward horses that can hold a position near the front and handle the bends.',
    },
    {
      question: 'Which two courses are known for stiff uphill finishes?',
      options: [
        'Cheltenham and Sandown',
        'York and Doncaster',
        'Lingfield and Wolverhampton',
        'Haydock and Newbury',
      ],
      correctAnswer: 0,
      explanation:
        'Cheltenham and Sandown both finish up a hill; York, Doncaster, Haydock and Newbury are flat, galloping tracks.',
    },
    {
      question: "What is unusual about Epsom's Derby course?",
      options: [
        'It runs downhill round Tattenham Corner',
        'It is perfectly flat all the way round',
        'It is right-handed with a long uphill straight',
        'It is run in a figure of eight',
      ],
      correctAnswer: 0,
      explanation:
        'Epsom is a left-handed, undulating course whose downhill run round Tattenham Corner and cambered straight test balance.',
    },
    {
      question: "Becher's Brook and The Chair are fences on which course?",
      options: ["Cheltenham's cross-country course", 'Sandown', "Aintree's Grand National course", 'Kempton'],
      correctAnswer: 2,
      explanation: "They are two of the famous spruce-covered fences on Aintree's Grand National course.",
    },
  ],
};
