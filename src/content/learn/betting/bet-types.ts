import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { describePlaceTerms, standardPlaceTerms } from '~/domain/place-terms';
import { placeReturnPence, winReturnPence } from '~/domain/returns';

const FIVE_TWO = { num: 5, den: 2 };
const EIGHT_ONE = { num: 8, den: 1 };

// £5 each way at 8/1 in a 10-runner handicap, on the standard terms (3 places at 1/5 the odds).
const TEN_RUNNER_HANDICAP = standardPlaceTerms(10, true);
const placeFraction = { num: TEN_RUNNER_HANDICAP.fractionNum, den: TEN_RUNNER_HANDICAP.fractionDen };
const ewWin = winReturnPence(500, EIGHT_ONE);
const ewPlace = placeReturnPence(500, EIGHT_ONE, placeFraction);

// £5 double at 2/1 and 3/1: the first leg's return is the stake on the second.
const doubleLegOne = winReturnPence(500, { num: 2, den: 1 });
const doubleReturn = winReturnPence(doubleLegOne, { num: 3, den: 1 });

export const lesson: TLesson = {
  id: 'bet-types',
  title: 'Bet Types Explained',
  summary:
    'Learn how win, place, each-way, forecast, tricast, multiple and full-cover bets work, and what each one really costs.',
  content: [
    {
      kind: 'paragraph',
      text: 'Walk into a betting shop or open a betting app and you will see dozens of bet types. Most of them are built from a handful of simple pieces. Once you understand singles, each way, forecasts and multiples, you can work out exactly what any bet costs and what it pays, which is the first step to betting sensibly.',
    },
    { kind: 'heading', text: 'Singles: win, place and each way' },
    {
      kind: 'paragraph',
      text: `A win bet pays only if your horse finishes first. Your return is your stake back plus your stake multiplied by the odds, so £10 at 5/2 returns ${formatPence(winReturnPence(1000, FIVE_TWO))}. A place bet pays if the horse finishes in the places, at shorter odds; bookmakers and the exchanges both offer place markets.`,
    },
    {
      kind: 'paragraph',
      text: 'An each-way bet is two bets of the same stake: one to win and one to place. £5 each way costs £10 in total. If the horse wins, both parts pay; if it only places, the place part pays at a fraction of the win odds. How many places count, and at what fraction, depends on the number of runners and whether the race is a handicap. The standard UK terms are:',
    },
    {
      kind: 'list',
      // Source: the standard UK each-way terms bookmakers publish (e.g. Paddy Power help centre, "Horse Racing Place
      // Terms", answer 381; Bet365 and William Hill use the same ladder), as src/domain/place-terms.ts implements them.
      // Bookmakers may offer extra places as a promotion; the terms go by the runners that come under orders.
      items: [
        '1 to 4 runners: win only; an each-way bet is settled as two win bets.',
        '5 to 7 runners: 2 places at 1/4 the odds.',
        '8 or more runners in a non-handicap: 3 places at 1/5 the odds.',
        'Handicaps with 8 to 11 runners: 3 places at 1/5 the odds.',
        'Handicaps with 12 to 15 runners: 3 places at 1/4 the odds.',
        'Handicaps with 16 or more runners: 4 places at 1/4 the odds.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: £5 each way at 8/1 in a 10-runner handicap at Haydock',
      lines: [
        'Total stake: £5 to win plus £5 to place, so £10.',
        `A handicap with 10 runners pays ${describePlaceTerms(TEN_RUNNER_HANDICAP)}, so the place part is settled at ${EIGHT_ONE.num * placeFraction.num}/${EIGHT_ONE.den * placeFraction.den}.`,
        `If the horse wins: the win part returns ${formatPence(ewWin)} and the place part returns ${formatPence(ewPlace)}, a total of ${formatPence(ewWin + ewPlace)}.`,
        `If it finishes second or third: only the place part pays, returning ${formatPence(ewPlace)} for your £10 outlay.`,
        'If it finishes fourth or worse: both parts lose and you are £10 down.',
      ],
    },
    { kind: 'heading', text: 'Forecasts and tricasts' },
    {
      kind: 'paragraph',
      text: 'A straight forecast asks you to name the first and second in the right order. A reverse forecast covers both orders, so it is two bets and £1 reverse forecast costs £2. A combination forecast on three horses covers every order of any two of them: six bets. A tricast asks for the first three in the right order, and a combination tricast on three horses is six bets, or 24 bets on four horses. The payouts are dividends declared after the race (the computer straight forecast and the tricast dividend), worked out from the starting prices, so you do not know the exact odds when you bet.',
    },
    { kind: 'heading', text: 'Doubles, trebles, accumulators and full-cover bets' },
    {
      kind: 'paragraph',
      text: 'A double links two selections: if the first wins, its whole return becomes the stake on the second. A treble links three, and an accumulator links four or more. Every selection must win, so the odds multiply up quickly, but so does the chance that one lets you down. The bookmaker builds a margin into every price, and in a multiple that margin is multiplied as well.',
    },
    {
      kind: 'example',
      title: 'Worked example: a £5 double at 2/1 and 3/1',
      lines: [
        `Leg one, £5 at 2/1, wins and returns ${formatPence(doubleLegOne)}.`,
        `That ${formatPence(doubleLegOne)} rolls on to leg two at 3/1, which wins and returns ${formatPence(doubleReturn)}.`,
        'If either horse loses, the whole £5 is lost.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Full-cover bets combine every double, treble and bigger multiple from a set of selections, so one loser does not sink the lot. Each bet inside costs the unit stake, which is why a £1 Yankee costs £11 and a £1 each-way Lucky 15 costs £30.',
    },
    {
      kind: 'list',
      items: [
        'Trixie: 3 selections, 4 bets (3 doubles and a treble).',
        'Patent: 3 selections, 7 bets (a Trixie plus 3 singles).',
        'Yankee: 4 selections, 11 bets (6 doubles, 4 trebles and a fourfold).',
        'Lucky 15: 4 selections, 15 bets (a Yankee plus 4 singles).',
        'Canadian, also called a Super Yankee: 5 selections, 26 bets.',
        'Heinz: 6 selections, 57 bets.',
        'Super Heinz: 7 selections, 120 bets.',
        'Goliath: 8 selections, 247 bets.',
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'An each-way bet is two equal bets, so £5 each way costs £10.',
        'Place terms depend on the number of runners and whether the race is a handicap.',
        'Forecast and tricast dividends are declared after the race, not fixed when you bet.',
        'In a multiple every leg must win, and the bookmaker margin multiplies with the odds.',
        'Multiply the unit stake by the number of bets to see what a full-cover bet really costs.',
      ],
    },
  ],
  questions: [
    {
      question: 'You ask for £5 each way on a horse. How much do you stake in total?',
      options: ['£10', '£5', '£2.50', '£15'],
      correctAnswer: 0,
      explanation:
        'An each-way bet is two bets of the same stake, one to win and one to place, so £5 each way costs £10.',
    },
    {
      question: 'What are the standard each-way terms for a handicap with 14 runners?',
      options: [
        '2 places at 1/4 the odds',
        '3 places at 1/5 the odds',
        '3 places at 1/4 the odds',
        '4 places at 1/4 the odds',
      ],
      correctAnswer: 2,
      explanation:
        'Handicaps with 12 to 15 runners pay 3 places at 1/4 the odds; 16 or more runners would pay 4 places.',
    },
    {
      question: 'How many bets make up a Yankee?',
      options: ['4', '15', '11', '26'],
      correctAnswer: 2,
      explanation: 'A Yankee covers 4 selections with 6 doubles, 4 trebles and a fourfold, which is 11 bets.',
    },
    {
      question: 'What is the difference between a Yankee and a Lucky 15?',
      options: [
        'A Lucky 15 adds four singles',
        'A Lucky 15 uses five selections instead of four',
        'A Lucky 15 leaves out the fourfold',
        'A Lucky 15 is always struck each way',
      ],
      correctAnswer: 0,
      explanation:
        'A Lucky 15 is the 11 bets of a Yankee plus 4 singles, making 15 bets on the same four selections.',
    },
    {
      question: 'What does a £1 reverse forecast cover, and what does it cost?',
      options: [
        'The first two in the right order, for £1',
        'The first two in either order, for £2',
        'The first three in any order, for £6 in all',
        'Your horse to finish first or second, for £1',
      ],
      correctAnswer: 1,
      explanation:
        'A reverse forecast is two straight forecasts, one for each order of your two horses, so £1 reverse forecast costs £2.',
    },
    {
      question: `In a £5 double at 2/1 and 3/1, both horses win. What is the return?`,
      options: [
        formatPence(winReturnPence(500, { num: 5, den: 1 })),
        formatPence(doubleLegOne),
        formatPence(winReturnPence(500, { num: 2, den: 1 }) + winReturnPence(500, { num: 3, den: 1 })),
        formatPence(doubleReturn),
      ],
      correctAnswer: 3,
      explanation: `The first leg returns ${formatPence(doubleLegOne)}, and all of that goes on the second leg at 3/1, which returns ${formatPence(doubleReturn)}.`,
    },
  ],
};
