import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { standardPlaceTerms } from '~/domain/place-terms';
import { placeReturnPence, winReturnPence } from '~/domain/returns';

// Worked example: £5 each-way (£10 in all) at 8/1 in a nine-runner non-handicap (3 places at 1/5).
const STAKE_EACH_PART = 500;
const TOTAL_STAKE = STAKE_EACH_PART * 2;
const ODDS = { num: 8, den: 1 };
const NINE_RUNNER_NON_HANDICAP = standardPlaceTerms(9, false);
const FIFTH = { num: NINE_RUNNER_NON_HANDICAP.fractionNum, den: NINE_RUNNER_NON_HANDICAP.fractionDen };
const QUARTER = { num: 1, den: 4 };
const winPart = winReturnPence(STAKE_EACH_PART, ODDS);
const placePart = placeReturnPence(STAKE_EACH_PART, ODDS, FIFTH);

export const lesson: TLesson = {
  id: 'equipment',
  title: 'Headgear and Equipment',
  summary:
    'Learn what blinkers, visors, cheekpieces, hoods and tongue ties do, how they show on a racecard, and how to treat first-time headgear and wind surgery.',
  content: [
    {
      kind: 'paragraph',
      // Source: Lingfield Park, "Your guide to racing: Blinkers" (lingfieldpark.co.uk/race-info/blinkers): blinkers are
      // shown by "a small 'b' next to the horse's weight"; some cards print the codes after the name instead.
      text: "Look closely at a racecard and you will see small letters beside some horses' weights or, on some cards, after their names. They tell you what equipment the horse will wear. Trainers use it to help a horse concentrate, settle or breathe, and a change of equipment is one of the clearer signals a trainer gives that they are trying something new.",
    },
    { kind: 'heading', text: 'The main types' },
    {
      kind: 'list',
      // Racing Post racecard abbreviations.
      items: [
        'Blinkers (b): cups beside the eyes that block rear and side vision, so the horse concentrates on what is in front of it.',
        'Visor (v): blinkers with a slit in each cup, letting the horse see a little to the side.',
        'Cheekpieces (p): strips of sheepskin fixed to the cheek straps of the bridle. They restrict rear vision more mildly than blinkers.',
        'Hood (h): covers the ears to muffle noise and help a keen or nervous horse settle.',
        'Tongue tie, or tongue strap (t): holds the tongue in place so it cannot slip over the bit or get in the way of the airway.',
        'Eye shield (e/s): a mesh or clear cover that protects the eyes from kickback, often seen on the all-weather.',
      ],
    },
    { kind: 'heading', text: 'First-time headgear' },
    {
      kind: 'paragraph',
      text: 'A figure 1 after the letter, such as b1 or p1, means the horse is wearing that equipment for the first time. Headgear has to be declared in advance, so everyone can see the change on the racecard. First-time blinkers can sharpen up a horse that has been idling in front or looking about, and some trainers have strong records with it. It can also backfire: a horse may race too freely, hang or find the change unsettling. Treat first-time headgear as a reason to look again at a horse, not as a reason to back it on its own. Watch for headgear being left off too, which can mean it was not working.',
    },
    { kind: 'heading', text: 'Wind surgery and other flags' },
    {
      kind: 'paragraph',
      // Source: BHA press release, 'First wind surgery declarations available to appear in racecards from Friday'
      // (britishhorseracing.com, January 2018): first run after a declared wind operation shown as WS from 19 January 2018.
      text: "Since January 2018, British racecards have flagged a horse's first run after wind surgery, an operation to help its breathing, with the letters WS. Trainers must declare it. Racecards also flag a horse's first run since being gelded. Both can explain a sudden improvement in form, but neither guarantees one.",
    },
    {
      kind: 'example',
      title: 'Worked example: first-time blinkers at 8/1',
      lines: [
        'A horse runs in first-time blinkers (b1) in a nine-runner non-handicap and is priced at 8/1.',
        "Its trainer's record with first-time headgear over five seasons is 12 winners from 80 runners, 15% (12 divided by 80), against 10% for all the stable's runners.",
        `You decide on £5 each-way, ${formatPence(TOTAL_STAKE)} in all. With nine runners in a non-handicap, the place terms are 3 places at 1/5 the odds, and a fifth of 8/1 is 8/5.`,
        `If it wins: ${formatPence(winPart)} from the win part plus ${formatPence(placePart)} from the place part, ${formatPence(winPart + placePart)} in all.`,
        `If it finishes second or third: ${formatPence(placePart)} back from the place part, a profit of ${formatPence(placePart - TOTAL_STAKE)} on the ${formatPence(TOTAL_STAKE)} staked.`,
        `If it finishes fourth or worse, the whole ${formatPence(TOTAL_STAKE)} is lost. A good trainer record with blinkers tilts the odds a little; it does not make the bet safe.`,
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'b is blinkers, v visor, p cheekpieces, h hood, t tongue tie and e/s eye shield.',
        "A 1 after the letter means first time; check the trainer's record with it.",
        'WS marks the first run after wind surgery, flagged on British racecards since January 2018.',
        'Equipment changes are clues worth checking, not reasons to bet on their own.',
      ],
    },
  ],
  questions: [
    {
      question: "What does a small 'p' beside a horse's weight (or name) on a racecard mean?",
      options: ['Pulled up last time', 'Cheekpieces', 'A penalty for a recent win', 'A prominent racer'],
      correctAnswer: 1,
      explanation:
        'On racecards p stands for cheekpieces. A P in the form figures, by contrast, means pulled up.',
    },
    {
      question: "What does 'b1' on a racecard tell you?",
      options: [
        'The horse wears blinkers for the first time',
        'The horse was brought down once',
        'The horse has a new trainer',
        'The horse was beaten favourite last time',
      ],
      correctAnswer: 0,
      explanation: 'b means blinkers and the 1 means it is the first time the horse has worn them in a race.',
    },
    {
      question: 'What is the main purpose of a hood?',
      options: [
        'To muffle noise and help the horse settle',
        'To protect the eyes from kickback',
        "To block the horse's rear and side vision",
        'To help the horse breathe',
      ],
      correctAnswer: 0,
      explanation:
        'A hood covers the ears to cut out noise, which helps keen or nervous horses relax. Blinkers are the ones that block vision.',
    },
    {
      question: 'What do the letters WS on a British racecard show?',
      options: [
        'The horse is on a winning streak',
        'It is the first run since wind surgery',
        'The horse was withdrawn at the start last time',
        'The horse won by a short head',
      ],
      correctAnswer: 1,
      explanation:
        "WS flags a horse's first run after a declared wind operation, shown on racecards since January 2018.",
    },
    {
      question: 'How does a visor differ from blinkers?',
      options: [
        'It covers the ears as well as the eyes to cut out noise',
        'It has a slit in each cup for some side vision',
        'It is a strip of sheepskin on the bridle',
        'It is only allowed in races over fences',
      ],
      correctAnswer: 1,
      explanation:
        'A visor is a form of blinkers with a slit cut in each cup, so it restricts vision a little less.',
    },
    {
      question:
        '£5 each-way at 8/1 in a nine-runner non-handicap. What does the place part return if the horse finishes third?',
      options: [
        formatPence(placeReturnPence(STAKE_EACH_PART, ODDS, QUARTER)),
        formatPence(winPart),
        formatPence(STAKE_EACH_PART * 2),
        formatPence(placePart),
      ],
      correctAnswer: 3,
      explanation: `Nine runners in a non-handicap means 3 places at 1/5 the odds, so the £5 place bet is settled at 8/5 and returns ${formatPence(placePart)}.`,
    },
  ],
};
