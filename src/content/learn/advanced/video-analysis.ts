import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

const SEVEN_ONE = { num: 7, den: 1 };

export const lesson: TLesson = {
  id: 'video-analysis',
  title: 'Video Analysis',
  summary:
    'Learn to watch race replays like a form analyst: spotting trouble in running, sizing how much it cost, and building a list of horses to follow.',
  content: [
    {
      kind: 'paragraph',
      text: 'The result and the in-running comment squeeze a whole race into a line of text. The replay shows you the rest: the horse that missed the break, the one that was stuck behind a wall of horses, the one that was never asked a serious question. Replays of British races are easy to find on At The Races, Racing TV and the racecourse and bookmaker websites. Watching them properly is one of the few edges still open to anyone willing to put in the time.',
    },
    { kind: 'heading', text: 'What to watch, in order' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'The start: did the horse break with the field, or was it slowly away and forced to race further back than it wanted?',
        'Early position: did it get the position its draw and running style suggested, or was it caught wide without cover?',
        'Travelling: was it going easily on the bridle, or being pushed along a long way out?',
        'Trouble: was it short of room, checked, snatched up, hampered, carried wide or denied a clear run?',
        'The finish: was it closing at the line or fading, and was the jockey riding out or easing off?',
        'The head-on view: use it to see horses hanging, drifting across the track, or being squeezed out.',
      ],
    },
    { kind: 'heading', text: 'Sizing trouble in running' },
    {
      kind: 'paragraph',
      text: 'Once you spot trouble, estimate how much ground it cost, then compare that with the beaten margin. A horse checked and switched a furlong out may lose a length or two; one that was slowly away may lose more. Be honest, because trouble estimates are rough, and a horse cannot simply be credited with every length it lost, since a horse forced to stop and start again also loses momentum and rhythm.',
    },
    {
      kind: 'paragraph',
      text: "Be careful with horses that seem unlucky every time. A horse that keeps missing the break, hangs under pressure or needs a gap that never comes is not unlucky; those are habits, and they will probably cost it again. The BHA publishes stewards' reports, which record official explanations such as a horse losing a shoe or being reported unsuited by the ground. Read them alongside the replay.",
      // BHA stewards' reports and enquiry results are published on the BHA website for every fixture.
    },
    {
      kind: 'example',
      title: 'Worked example: upgrading a troubled run',
      lines: [
        'Bramble Quay, an imaginary sprinter, finished sixth in a 6-furlong handicap at Newmarket, beaten 3¼ lengths.',
        'The replay: he was slowly away and lost about 1½ lengths, then was denied a clear run 2 furlongs out and checked, losing about another 1½ lengths.',
        'Total lost: about 1½ + 1½ = 3 lengths.',
        'Without the trouble he might have finished about 3¼ − 3 = ¼ of a length behind the winner, in other words with a live chance.',
        'At about 2.5 lb a length over 6 furlongs, the trouble was worth roughly 3 × 2.5 = 7.5 lb, so the bare result underrated him by around half a stone.',
        `He next runs off the same mark at Doncaster at 7/1. £10 to win would return ${formatPence(winReturnPence(1000, SEVEN_ONE))} if he wins.`,
        'The estimate is rough, so treat it as one strong reason to bet, not a certainty. Check the draw, pace and going for the new race too.',
      ],
    },
    { kind: 'heading', text: 'Eye-catchers and horses to follow' },
    {
      kind: 'paragraph',
      text: 'An eye-catcher is a horse that shapes better than its finishing position, such as one running on strongly from an impossible position, racing alone on the slower side, or showing promise on its first run for a new stable. Keep a list of them, and for each horse write down why you noted it and what it needs next time: a stronger pace, softer ground, a longer trip or a kinder draw. Without the reason, a horses-to-follow list turns into a list of names you back blindly. Review the list every few weeks and remove horses that have let you down or whose prices never offer value.',
    },
    {
      kind: 'paragraph',
      text: 'Remember that the rules require every horse to be given a full opportunity to achieve its best possible placing, so a horse that looks tenderly handled may simply have had nothing more to give. Your job is to note what you see and why, not to guess at motives.',
      // BHA Rules of Racing: riders must take all reasonable and permissible measures to obtain the best possible
      // placing, and every horse must be run on its merits.
    },
    {
      kind: 'keyPoints',
      items: [
        'Watch every replay in the same order: start, position, travelling, trouble, finish, head-on.',
        'Estimate the lengths trouble cost, compare them with the beaten margin, and keep your estimates modest.',
        'Repeated trouble can be a habit rather than bad luck.',
        'Keep horses-to-follow notes with a reason and the conditions each horse needs.',
        "Read the BHA stewards' reports alongside the replay.",
      ],
    },
  ],
  questions: [
    {
      question: 'What does "denied a clear run" mean in a race comment?',
      options: [
        'It was blocked when its jockey wanted to improve',
        'The horse was disqualified by the stewards after an inquiry',
        'The horse refused to race at the start',
        'The horse ran out at a hurdle',
      ],
      correctAnswer: 0,
      explanation:
        'It means the horse had nowhere to go when its jockey wanted to improve, usually because it was stuck behind or between other runners.',
    },
    {
      question:
        'A horse was beaten 3¼ lengths after losing about 3 lengths through trouble. What is the most sensible conclusion?',
      options: [
        'It would certainly have won with a clear run',
        'The trouble made no difference, as it was beaten more than 3 lengths',
        'It might have finished close up: evidence, not proof',
        'It should be ignored next time',
      ],
      correctAnswer: 2,
      explanation:
        'Without the trouble it might have been only about ¼ of a length behind, but estimates of lost ground are approximate.',
    },
    {
      question: 'What is an eye-catcher?',
      options: [
        'A horse that shapes better than the result suggests',
        'The horse with the brightest silks in the race',
        'A horse that wins by a wide margin',
        'A horse whose price shortens before the off',
      ],
      correctAnswer: 0,
      explanation:
        'An eye-catcher is a horse whose run contained clear promise, such as strong late progress from a poor position, that the result does not show.',
    },
    {
      question: 'Where can you find official explanations such as a horse losing a shoe during a race?',
      options: [
        'In the Official Ratings list',
        "In the BHA stewards' reports",
        "In the bookmakers' betting forecasts",
        'In the sales catalogue',
      ],
      correctAnswer: 1,
      explanation:
        "The BHA publishes stewards' reports for each fixture, recording enquiries and official explanations for performances.",
    },
    {
      question:
        'Why should you be wary of a horse that seems to meet trouble in running in most of its races?',
      options: [
        'The stewards will ban it from racing',
        'Horses that meet trouble always lose their next race',
        'Bookmakers refuse bets on such horses',
        'The trouble may come from its own habits',
      ],
      correctAnswer: 3,
      explanation:
        'Repeated trouble often reflects how the horse races, so it is a weakness to price in, not bad luck to forgive.',
    },
    {
      question: 'Which camera angle is best for seeing whether a horse hung across the track?',
      options: [
        'The aerial shot of the whole course',
        'The paddock camera',
        'The head-on view',
        'The view from the start',
      ],
      correctAnswer: 2,
      explanation:
        'The head-on view shows sideways movement clearly, so hanging, drifting and squeezing are much easier to judge from it.',
    },
  ],
};
