import type { TLesson } from '~/domain/learn';
import { formatPence } from '~/domain/money';
import { winReturnPence } from '~/domain/returns';

// The chasing bet: £20 at 3/1 on the last race.
const chaseWinReturn = winReturnPence(2000, { num: 3, den: 1 });

export const lesson: TLesson = {
  id: 'betting-psychology',
  title: 'Betting Psychology',
  summary:
    'Learn how common thinking traps affect betting decisions, how to recognise chasing losses and which tools and support help you stay in control.',
  content: [
    {
      kind: 'paragraph',
      text: 'Good betting decisions are made with a clear head, but racing is exciting and money is emotional. Everyone, however experienced, is prone to the same mental shortcuts. Knowing them does not make you immune, but it helps you notice when feelings rather than form are choosing your bets, and to step back before that costs you.',
    },
    { kind: 'heading', text: 'Common thinking traps' },
    {
      kind: 'list',
      items: [
        'The gambler’s fallacy: believing a winner is due after a run of losers. Each race is separate; six losers in a row do not make the seventh bet more likely to win.',
        'Overconfidence after a win: a good day feels like proof of skill, and stakes creep up. One day tells you very little.',
        'Confirmation bias: noticing the form that supports the horse you already like and skipping what argues against it.',
        'Near misses: a horse beaten a short head feels like almost winning, which keeps you betting, but a loser is a loser.',
        'Recency bias: giving too much weight to the last race you saw and too little to a horse’s whole record.',
      ],
    },
    { kind: 'heading', text: 'Chasing losses' },
    {
      kind: 'paragraph',
      text: 'Chasing means raising your stakes, or betting on races you had not planned to, in order to win back money you have already lost. It is the most common way a planned, affordable day turns into an expensive one. The urge usually arrives late in the day, when there is one race left at Wolverhampton and a loss you would rather not go to bed with.',
    },
    {
      kind: 'example',
      title: 'Worked example: sticking to a plan versus chasing',
      lines: [
        'Your plan: a £20 budget for the afternoon, £5 a bet on four races.',
        'The first three bets lose, so you are £15 down.',
        'Sticking to the plan: £5 on the last race. The worst case is a £20 loss, the amount you set aside.',
        'Chasing: £20 on a 3/1 shot in the last race to win it all back. The worst case is a £35 loss, 75% more than you planned to spend.',
        'The 3/1 price suggests it loses about three times in four.',
        `When a chase does come off, £20 at 3/1 returns ${formatPence(chaseWinReturn)}, and that occasional success is exactly what makes chasing feel like a plan the next time.`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'Other warning signs are betting more than you meant to, hiding how much you bet, borrowing to bet, feeling low or irritable about it, or betting to escape from worries. Noticing any of these is nothing to be ashamed of. It simply means it is time to use the tools below or talk to someone.',
    },
    { kind: 'heading', text: 'Tools and support that help' },
    {
      kind: 'list',
      items: [
        // Gambling Commission Remote Technical Standards: from 31 October 2025 operators must prompt customers to set a
        // financial limit before their first deposit and apply a cut at once; from 30 June 2026 they must offer gross
        // deposit limits (gamblingcommission.gov.uk, "Changes to customer-led tools - financial limits", October 2025).
        'Deposit limits: online bookmakers licensed in Great Britain must let you cap how much you pay in over a period such as a day, week or month, ask you to consider a limit before your first deposit, and apply a lower limit at once.',
        'Stake limits in RacePro: set a limit per bet and per day. A lower limit applies at once; a higher one only takes effect after 24 hours, so it cannot be raised in the heat of the moment.',
        'Time-outs: take a break of 24 hours, 7 days or 30 days in RacePro, and ask your bookmakers for the same.',
        'Self-exclusion: GAMSTOP is a free scheme that blocks you from online gambling sites and apps licensed in Great Britain for 6 months, 1 year or 5 years. Many UK banks can also block gambling payments in their app.',
        'Someone to talk to: the National Gambling Helpline on 0808 8020 133, run by GamCare, is free, confidential and open 24 hours a day, and GamCare’s website offers live chat. In England the NHS also runs specialist gambling clinics that accept self-referrals.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'The best time to set limits is before you start, when you are thinking clearly, not in the middle of a losing run.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Each race is independent; a run of losers does not make a winner due.',
        'Chasing losses turns an affordable loss into a bigger one; stick to the budget you set beforehand.',
        'Set deposit and stake limits before you bet, and use time-outs when you need a break.',
        'GAMSTOP and the free National Gambling Helpline on 0808 8020 133 are there whenever you need them.',
      ],
    },
  ],
  questions: [
    {
      question: 'What does chasing losses mean?',
      options: [
        'Keeping a careful record of every losing bet',
        'Betting more to win back what you have lost',
        'Backing a horse that was beaten last time out',
        'Laying a horse on an exchange after backing it',
      ],
      correctAnswer: 1,
      explanation:
        'Chasing is betting more, or more often, to recover losses, and it is one of the clearest warning signs that betting is getting out of control.',
    },
    {
      question: 'Your last six bets have all lost. What is true of your seventh bet?',
      options: [
        'It is more likely to win because a winner is due',
        'It is less likely to win because you are out of form',
        'It should be doubled to recover the losses',
        'Its chance is unchanged by the earlier losers',
      ],
      correctAnswer: 3,
      explanation:
        'Each race is independent, so past losers do not change the next horse’s chance; believing otherwise is the gambler’s fallacy.',
    },
    {
      question: 'What does GAMSTOP do?',
      options: [
        'Refunds losses to people who have lost more than they can afford',
        'Sets the odds for online bookmakers',
        'Lets you self-exclude from GB-licensed online gambling',
        'Limits the number of races you can bet on each day',
      ],
      correctAnswer: 2,
      explanation:
        'GAMSTOP is a free self-exclusion scheme covering online gambling companies licensed in Great Britain, for 6 months, 1 year or 5 years.',
    },
    {
      question: 'What is the number for the National Gambling Helpline, and when is it open?',
      options: [
        '0808 8020 133, 24 hours a day',
        '0808 8020 133, office hours on weekdays',
        '116 123, 24 hours a day',
        '0808 8020 133, evenings and weekends only',
      ],
      correctAnswer: 0,
      explanation: 'The National Gambling Helpline is 0808 8020 133; it is free and open 24 hours a day.',
    },
    {
      question: 'In RacePro, you ask to raise your daily stake limit. When does the higher limit apply?',
      options: [
        'After 24 hours',
        'Immediately',
        'At the start of next month',
        'Only after a phone call to support',
      ],
      correctAnswer: 0,
      explanation:
        'A lower limit applies at once, but a raise waits 24 hours, so the decision is not made in the heat of the moment.',
    },
    {
      question:
        'You planned £20 for the day at £5 a bet and lost your first three bets. If you then put £20 on the last race and it loses, how much have you lost?',
      options: ['£20', '£25', '£40', '£35'],
      correctAnswer: 3,
      explanation:
        'You had lost £15 on the first three bets; adding a losing £20 bet makes £35, well over your £20 budget.',
    },
  ],
};
