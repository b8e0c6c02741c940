import { amount, formatPercent } from '~/domain/calculators/amount';
import { dutch } from '~/domain/calculators/dutching';
import { hedge } from '~/domain/calculators/hedging';
import { decimalOf, formatFraction } from '~/domain/calculators/odds-formats';
import { div, fraction, mul, ONE, sub } from '~/domain/fraction';
import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { describePlaceTerms, standardPlaceTerms } from '~/domain/place-terms';
import { winReturnPence } from '~/domain/returns';
import { settleBet, type TDeadHeat } from '~/domain/settlement';

// Expected value: £10 at 4/1, true chance 25%.
const evWinnings = winReturnPence(1000, { num: 4, den: 1 }) - 1000;
// Kelly share of the bankroll for the same bet: (p x decimal - 1) / (decimal - 1).
const KELLY_DECIMAL = decimalOf(fraction(4, 1));
const kellyShare = div(sub(mul(fraction(1, 4), KELLY_DECIMAL), ONE), sub(KELLY_DECIMAL, ONE));
// Dutching: £14 split over a 2/1 and a 3/1 shot.
const dutched = dutch({ totalStake: 14, odds: [fraction(2, 1), fraction(3, 1)] });
if (!dutched) throw new Error('The dutching example needs two selections');
const dutchA = dutched.selections[0]!;
const dutchB = dutched.selections[1]!;
// Hedging: £10 ante-post at 20/1, laid at 3.05 (41/20) on Betfair with 5% commission.
// Betfair Exchange Market Base Rate for UK customers: 5% of net market winnings (support.betfair.com, "What is
// Commission and how is it calculated?"), before any discount or a different rewards package.
const antePostReturn = winReturnPence(1000, { num: 20, den: 1 });
const hedged = hedge({
  backStake: 10,
  backOdds: fraction(20, 1),
  layOdds: fraction(41, 20),
  commissionPercent: 5,
});
const layCommission = amount(mul(hedged.layStake.exact, hedged.commission));
const layNet = amount(sub(hedged.layStake.exact, layCommission.exact));
// Dead heat for first between two: half the stake at full odds.
const deadHeatReturn = winReturnPence(1000 / 2, { num: 6, den: 1 });
// Dead heats for a place: the tied horses share the paid places left from the position they tie for, so the share
// paid is min(1, places left / horses tied), settled by the same engine as tracked bets (src/domain/settlement.ts
// deadHeatShare) and as the Simple Betting Guide states it. Source: DAZN Bet help centre, "Each Way Dead Heats"
// (dead-heat rules apply to the place part only where the tie leaves more horses placed than places paid), and
// BETDAQ's dead-heat rules. Worked on a £10 place part at 10/1 in a 10-runner non-handicap (3 places at 1/5).
const DH_PLACE_TERMS = standardPlaceTerms(10, false);
const placeTieReturn = (deadHeat: TDeadHeat) =>
  formatPence(
    settleBet({
      type: 'Place',
      stakePence: 1000,
      odds: { num: 10, den: 1 },
      terms: DH_PLACE_TERMS,
      outcome: { result: 'Placed', deadHeat },
    }).returnPence,
  );

export const lesson: TLesson = {
  id: 'advanced-betting-concepts',
  title: 'Advanced Betting Concepts',
  summary:
    'Learn how expected value, dutching, laying and hedging on an exchange, and dead-heat rules work, with the arithmetic set out step by step.',
  content: [
    {
      kind: 'paragraph',
      text: 'Once you are comfortable with odds, value and staking, a few more ideas help you understand what experienced punters do and why. None of them is a short cut to profit; each is a tool that only works when the prices and your judgement are right. What they share is careful arithmetic, so every example here is worked through in full.',
    },
    { kind: 'heading', text: 'Expected value' },
    {
      kind: 'paragraph',
      text: 'Expected value (EV) is what a bet would win or lose on average if you could repeat it many times. It is your chance of winning multiplied by the winnings, minus your chance of losing multiplied by the stake. It is the same idea as the value ratio: a ratio of 1.25 means each £1 staked is expected to return £1.25, a profit of 25p.',
    },
    {
      kind: 'example',
      title: 'Worked example: £10 at 4/1 on a horse with a 25% chance',
      lines: [
        `Winnings if it wins: ${formatPence(evWinnings)}. Loss if it loses: £10.00.`,
        'Expected winnings: 0.25 x £40.00 = £10.00.',
        'Expected loss: 0.75 x £10.00 = £7.50.',
        'Expected value: £10.00 - £7.50 = +£2.50 a bet, if the 25% estimate is right.',
        'Any single bet still either wins £40.00 or loses £10.00; the £2.50 only shows up over many bets.',
      ],
    },
    {
      kind: 'paragraph',
      text: `The Kelly criterion turns an edge into a stake: bet (your probability x decimal odds - 1) divided by (decimal odds - 1) of your bankroll. Here that is (0.25 x 5.0 - 1) / 4 = ${formatPercent(kellyShare, 2)}. It assumes your probability is right, and an overestimate means overbetting, so those who use it usually stake a half or a quarter of the figure.`,
    },
    { kind: 'heading', text: 'Dutching' },
    {
      kind: 'paragraph',
      text: 'Dutching means backing two or more horses in the same race with stakes chosen so that you get the same return whichever of them wins. You split the total stake in proportion to each horse’s implied probability. A 2/1 shot implies 1 in 3 and a 3/1 shot 1 in 4, so the stakes go in the ratio of one third to one quarter, which is 4 to 3.',
    },
    {
      kind: 'example',
      title: 'Worked example: dutching a 2/1 and a 3/1 shot with £14',
      lines: [
        `Split ${dutched.totalStake.text} in the ratio 4 to 3: ${dutchA.stake.text} on the 2/1 shot and ${dutchB.stake.text} on the 3/1 shot.`,
        `If the 2/1 shot wins, ${dutchA.stake.text} at 2/1 returns ${dutchA.return.text}.`,
        `If the 3/1 shot wins, ${dutchB.stake.text} at 3/1 returns ${dutchB.return.text}.`,
        `Either way, ${dutchA.return.text} back for ${dutched.totalStake.text} staked is a profit of ${dutched.guaranteedProfit.text}, the same as a single bet at ${formatFraction(div(dutched.guaranteedProfit.exact, dutched.totalStake.exact))}.`,
        'If neither wins, you lose the full £14.',
      ],
    },
    { kind: 'heading', text: 'Laying and hedging on an exchange' },
    {
      kind: 'paragraph',
      text: 'On an exchange such as Betfair you can lay a horse: you act as the bookmaker and win the backer’s stake if it loses. If it wins, you pay out your liability, which is the lay stake multiplied by the decimal odds minus 1. Hedging uses a lay to lock in part of a bet that has gone well, giving up some of the possible payout so that the result of the race matters less to you.',
    },
    {
      kind: 'example',
      title: 'Worked example: hedging an ante-post bet on the Cheltenham Gold Cup',
      lines: [
        `Months before the race you back a horse with £10 at 20/1. If it wins, that returns ${formatPence(antePostReturn)}, a profit of ${formatPence(antePostReturn - 1000)}.`,
        `On race day it is favourite, trading at 3.05 on Betfair. You lay it for ${hedged.layStake.text}.`,
        `Your liability: ${hedged.layStake.text} x (3.05 - 1) = ${hedged.layStake.text} x 2.05 = ${hedged.liability.text}.`,
        `If it wins: ${formatPence(antePostReturn - 1000)} profit from the bookmaker minus the ${hedged.liability.text} liability = +${hedged.ifBackWins.text}.`,
        `If it loses: the £10 ante-post stake is lost, and the lay wins ${hedged.layStake.text} less 5% commission (${layCommission.text}), so ${layNet.text} - £10.00 = +${hedged.ifBackLoses.text}.`,
        'The catch: ante-post bets are normally lost if the horse does not run, while the lay would be void, so a non-runner leaves you £10 down. Prices more often drift than collapse like this one.',
      ],
    },
    { kind: 'heading', text: 'Dead heats' },
    {
      kind: 'paragraph',
      text: `When two horses dead-heat for first, your win stake is divided by two and the half stake is paid at full odds; the other half is lost. So £10 to win at 6/1 on a horse that dead-heats returns ${formatPence(deadHeatReturn)}, not £70.00; in a three-way dead heat for first it is divided by three. For a place, the tied horses share the paid places left from the position they tie for, so the stake is cut only when more horses tie than places are left.`,
    },
    {
      kind: 'example',
      title: `Worked example: £10 to place at 10/1 (${describePlaceTerms(DH_PLACE_TERMS)})`,
      lines: [
        `Two horses tie for 2nd: they fill 2nd and 3rd, so each is paid in full, ${placeTieReturn({ horses: 2, position: 2 })}.`,
        `Three horses tie for 2nd: they share the two places left, so two thirds of the stake is paid, ${placeTieReturn({ horses: 3, position: 2 })}.`,
        `Two horses tie for 3rd: they share the one place left, so half the stake is paid, ${placeTieReturn({ horses: 2, position: 3 })}.`,
      ],
    },
    {
      kind: 'keyPoints',
      items: [
        'Expected value is chance x winnings minus chance of losing x stake; it only appears over many bets.',
        'Dutching splits a stake across horses in proportion to their implied probabilities for an equal return.',
        'A lay’s liability is the lay stake x (decimal odds - 1), and exchange commission comes off net winnings.',
        'A dead heat for first divides your stake by the number of horses tied; a tie for a place cuts it only when more horses tie than places are left.',
      ],
    },
  ],
  questions: [
    {
      question:
        'You stake £10 at 4/1 on a horse with a true 25% chance of winning. What is the expected value of the bet?',
      options: ['-£2.50', '+£10.00', '+£40.00', '+£2.50'],
      correctAnswer: 3,
      explanation: 'Expected value is 0.25 x £40 minus 0.75 x £10, which is £10.00 minus £7.50, so +£2.50.',
    },
    {
      question: 'What is the aim of dutching?',
      options: [
        'To back a horse to win and lay it to place',
        'To get the same return whichever of your selections wins',
        'To combine selections from different races in a multiple',
        'To avoid Rule 4 deductions',
      ],
      correctAnswer: 1,
      explanation:
        'Dutching spreads the stake across several horses in one race, sized by their implied probabilities, so any of them winning gives the same return.',
    },
    {
      question: 'You dutch £8 on a 2/1 shot and £6 on a 3/1 shot. The 3/1 shot wins. What is your profit?',
      options: [
        dutched.guaranteedProfit.text,
        amount(sub(dutchB.return.exact, dutchB.stake.exact)).text,
        dutchB.return.text,
        '£4.00',
      ],
      correctAnswer: 0,
      explanation: `${dutchB.stake.text} at 3/1 returns ${dutchB.return.text}; take away the ${dutched.totalStake.text} staked on both horses and the profit is ${dutched.guaranteedProfit.text}.`,
    },
    // Dead heats for a place (Tattersalls' Rules on Betting on dead heats; the Rules of Racing, Rule 120, share the
    // prizes of the places the tied horses fill; DAZN Bet's "Each-Way Dead Heats" help page): the tied horses share
    // the places left from the tied position, so the place stake is paid at min(1, places left / horses tied). Three
    // tied for 2nd of three places share 2nd and 3rd: two-thirds. Two tied for 2nd fill 2nd and 3rd: paid in full.
    {
      question:
        'You have £10 each way at 5/2 in a race paying three places at 1/5 the odds. Your horse dead-heats for second with two others. What does the bet return?',
      options: ['£15.00', '£5.00', '£7.50', '£10.00'],
      correctAnswer: 3,
      explanation:
        'The win part loses. The £10 place part at 1/2 (a fifth of 5/2) would return £15.00, but three horses tied for second share the two places left, second and third, so two-thirds of it is paid: £10.00. Had only two tied for second, both places would be theirs and the bet would return the full £15.00.',
    },
    {
      question: 'You lay a horse for £70 at decimal odds of 3.05. What is your liability if it wins?',
      options: [
        hedged.liability.text,
        amount(mul(hedged.layStake.exact, fraction(61, 20))).text,
        hedged.layStake.text,
        layNet.text,
      ],
      correctAnswer: 0,
      explanation: `Liability is the lay stake multiplied by the odds minus 1: ${hedged.layStake.text} x 2.05 = ${hedged.liability.text}.`,
    },
    {
      question:
        'You backed a horse ante-post and laid it on the exchange on race day. It is then withdrawn. What usually happens?',
      options: [
        'Both bets are void and all stakes are returned',
        'Both bets are settled as winners',
        'The ante-post bet is lost and the lay bet is void',
        'The ante-post bet is void and the lay bet wins',
      ],
      correctAnswer: 2,
      explanation:
        'Ante-post bets are normally lost when the horse does not run, unless the bookmaker offered non-runner no bet, while an exchange bet on a non-runner is void.',
    },
  ],
};
