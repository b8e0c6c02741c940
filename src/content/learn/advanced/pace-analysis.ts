import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { placeReturnPence, winReturnPence } from '~/domain/returns';

const EIGHT_ONE = { num: 8, den: 1 };
const ONE_QUARTER = { num: 1, den: 4 };

// £5 each way at 8/1 in a 12-runner handicap: 3 places at 1/4 the odds (standard UK terms, src/domain/place-terms.ts).
const ewWin = winReturnPence(500, EIGHT_ONE);
const ewPlace = placeReturnPence(500, EIGHT_ONE, ONE_QUARTER);

export const lesson: TLesson = {
  id: 'pace-analysis',
  title: 'Pace Analysis and Pace Maps',
  summary:
    'Learn to build a pace map, predict how fast a race will be run, and spot when a pace collapse will hand the race to the hold-up horses.',
  content: [
    {
      kind: 'paragraph',
      text: 'The speed at which the early part of a race is run shapes the finish more than most punters realise. A steady gallop suits horses close to the lead, who can save energy and kick on. A furious gallop burns out the front-runners and brings the horses from the back into the race. If you can predict the pace before the off, you can predict which running styles are likely to be helped and which hindered.',
    },
    { kind: 'heading', text: 'Running styles' },
    {
      kind: 'paragraph',
      text: 'Start by putting each runner into a group, using the in-running comments from its recent races. "Made all" and "led" mark a front-runner. "Tracked leaders" and "chased leader" mark a prominent racer. "Held up" and "in rear" mark a hold-up horse. Give most weight to recent runs at a similar trip, because many horses race further back over longer distances. A horse that led once from a good draw is not necessarily a confirmed front-runner, so look for a pattern across several runs.',
    },
    { kind: 'heading', text: 'Building a pace map' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Label every runner as a leader, prominent, midfield or held up.',
        'Count the likely leaders. None or one points to a steady pace; three or more points to a strong one.',
        'Check the draw. A front-runner drawn wide on a turning track may have to use a lot of energy to get to the lead, or may not get there at all.',
        'Check the course. Tight tracks such as Chester and Epsom help horses who race handily, while galloping tracks such as York and Newbury give hold-up horses more time to come through.',
        'Decide the likely tempo and which runners it suits, then compare that with the betting.',
      ],
    },
    { kind: 'heading', text: 'Lone leaders and pace collapses' },
    {
      kind: 'paragraph',
      text: 'The most valuable pace scenario is the lone leader: a confirmed front-runner with no rival for the lead. The jockey can set steady fractions, save energy and kick for home with something left. Horses like this often outrun their odds, especially on tight tracks and in small fields where nobody wants to chase.',
    },
    {
      kind: 'paragraph',
      text: 'The opposite is a pace collapse. When several front-runners take each other on, they go faster early than they can sustain. By the final furlong they are tiring, and the horses who were held up, having run more evenly, come past them. The winner often looks as if it quickened, when in truth it simply slowed down less. When you read form, remember both sides: a hold-up horse that finished fast in a slowly run race may be better than the bare result, and a front-runner that was beaten after a duel for the lead may deserve another chance.',
    },
    {
      kind: 'example',
      title: 'Worked example: a pace map for a 12-runner sprint handicap at York',
      lines: [
        'Leaders: three confirmed front-runners, all drawn in the middle and all likely to want the lead.',
        'Prominent: two runners. Midfield: three. Held up: four.',
        'Three front-runners drawn together points to a strong early pace and a real chance of a pace collapse, and York is a galloping track where hold-up horses can come through.',
        'Late Harvest is held up, finished strongly last time in a race the leaders dominated, and is 8/1.',
        'A 12-runner handicap pays 3 places at 1/4 the odds, so £5 each way costs £10 and the place part is settled at 2/1.',
        `If Late Harvest wins: the win part returns ${formatPence(ewWin)} and the place part ${formatPence(ewPlace)}, a total of ${formatPence(ewWin + ewPlace)}.`,
        `If it finishes second or third: the place part returns ${formatPence(ewPlace)} for the £10 outlay.`,
        'If the leaders ignore each other and the race is steadily run, the map was wrong and the bet will probably lose. A pace map improves your estimate; it does not guarantee the outcome.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Classify each runner from recent in-running comments, looking for a pattern rather than a single run.',
        'One confirmed front-runner suggests a steady pace; several suggest a strong pace and a possible collapse.',
        'A lone leader is often underestimated by the market, especially on tight tracks.',
        'In a pace collapse the leaders tire and the hold-up horses, who ran more evenly, come through late.',
        'Use pace to re-read past form: horses who raced against the run of the race deserve extra credit.',
      ],
    },
  ],
  questions: [
    {
      question: 'What usually happens in a pace collapse?',
      options: [
        'Leaders go off too fast, tire and are passed late',
        'The race is run slowly early and the leaders sprint clear',
        'The stalls open late and the whole field starts slowly',
        'The favourite is withdrawn and the market collapses',
      ],
      correctAnswer: 0,
      explanation:
        'When front-runners duel for the lead they burn energy they cannot sustain, so horses who were held up and ran more evenly finish strongest.',
    },
    {
      question: 'Which situation most favours a confirmed front-runner?',
      options: [
        'It is one of four confirmed front-runners in a big field on a galloping track',
        'It is drawn widest of all on a sharp, turning track',
        'It is the only front-runner in a small field on a tight track',
        'It has been held up in all its recent races',
      ],
      correctAnswer: 2,
      explanation:
        'A lone leader can set steady fractions and save energy, and a small field on a tight track gives its rivals little chance to close.',
    },
    {
      question:
        'A hold-up horse finished fifth, running on fast late, in a race where the leader was allowed a very steady pace. How should you view that run?',
      options: [
        'As proof it has lost its ability',
        'As probably better than the bare result, given the pace',
        'As a sign it needs a shorter trip',
        'As irrelevant, because pace never affects the result',
      ],
      correctAnswer: 1,
      explanation:
        'A steady pace helps those close to the lead, so a hold-up horse finishing well was running against the shape of the race.',
    },
    {
      question: 'Under standard UK each-way terms, what does a 12-runner handicap pay?',
      options: [
        '2 places at 1/4 the odds',
        '3 places at 1/5 the odds',
        '3 places at 1/4 the odds',
        '4 places at 1/4 the odds',
      ],
      correctAnswer: 2,
      explanation: 'Handicaps with 12 to 15 runners pay 3 places at 1/4 the odds under standard UK terms.',
    },
    {
      question: "What is the best source for deciding a horse's running style?",
      options: [
        'Its in-running comments from recent races',
        'The colour of its silks',
        "Its position in today's betting",
        "Its sire's best distance and going",
      ],
      correctAnswer: 0,
      explanation:
        'In-running comments such as "made all" or "held up" show where the horse actually raced, and a pattern across several runs is more reliable than one.',
    },
    {
      question: 'Why does the draw matter when building a pace map on a turning track?',
      options: [
        'Wide-drawn horses carry extra weight',
        'The draw decides the order of the betting',
        'Low-drawn horses must be held up to avoid being boxed in on the rail',
        'A wide-drawn front-runner may burn energy to lead',
      ],
      correctAnswer: 3,
      explanation:
        'On a turning track a wide draw can force a front-runner to race wide or work hard early to lead, which changes how the pace unfolds.',
    },
  ],
};
