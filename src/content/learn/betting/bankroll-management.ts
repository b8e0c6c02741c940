import type { TLesson } from '~/domain/learn';

export const lesson: TLesson = {
  id: 'bankroll-management',
  title: 'Bankroll Management',
  summary:
    'Learn how to set a betting bankroll, size your stakes with RacePro’s guidance and use limits and breaks to keep betting affordable.',
  content: [
    {
      kind: 'paragraph',
      text: 'Your bankroll is the money you set aside only for betting. Managing it well does not pick winners, but it decides whether a bad week is a shrug or a problem. With sensible stake sizes, even a long losing run, which every punter has, leaves you with money to bet with and a clear head to do it.',
    },
    { kind: 'heading', text: 'Setting your bankroll' },
    {
      kind: 'list',
      items: [
        'Use only money you could lose without it affecting your bills, savings or family. Never borrow to bet.',
        'Keep it separate from everyday money, for example in an account or wallet used only for betting.',
        'Decide how long it is meant to last, such as a month or the Flat season, and do not top it up to chase losses.',
        // Gambling Commission ban on gambling with credit cards, in force from 14 April 2020.
        'Credit cards cannot be used to gamble with operators licensed in Great Britain, which is a sensible guard in any case.',
      ],
    },
    { kind: 'heading', text: 'Sizing your stakes' },
    {
      kind: 'paragraph',
      text: 'RacePro’s guidance sizes every stake as a share of your bankroll:',
    },
    {
      kind: 'list',
      // RacePro bankroll guidance (spec 1 section 9; BANKROLL_GUIDANCE in the web app).
      items: [
        'Most per bet: 10% of your bankroll.',
        'Most per day: 10% of your bankroll, all bets together.',
        'Typical stake: 2% to 3% of your bankroll for most bets.',
        'Risky bets, such as long shots and multiples: 1% to 5% of your bankroll.',
        'Stop-loss: once you have lost 50% of your daily limit, stop for the day.',
      ],
    },
    {
      kind: 'example',
      title: 'Worked example: a £500 bankroll',
      lines: [
        'Most per bet: 10% of £500 = £50.',
        'Most per day: 10% of £500 = £50 across all your bets.',
        'Typical stake: 2% to 3% of £500 = £10 to £15.',
        'Risky bets: 1% to 5% of £500 = £5 to £25.',
        'Stop-loss: 50% of the £50 daily maximum = £25. Lose £25 in a day and you stop until tomorrow.',
        'If you have set your own daily limit of £40 in RacePro, the stop-loss is 50% of £40 = £20.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Work your stakes out again at a fixed point, such as the start of each month. If the bankroll has fallen to £400, 2% to 3% becomes £8 to £12; if it has grown, the stakes grow with it. Many punters also take some profit out when the bankroll grows, so that winnings are enjoyed rather than simply bet again.',
    },
    { kind: 'heading', text: 'Limits, breaks and support' },
    {
      kind: 'list',
      items: [
        'Deposit limits: set them with every bookmaker you use, at a level that matches your bankroll.',
        'Stake limits: in RacePro you can set a limit per bet and per day, and RacePro will not record a bet that breaks one. A lower limit applies at once; a higher one waits 24 hours.',
        'Time-outs: take a break of 24 hours, 7 days or 30 days whenever you want one, and in RacePro you can self-exclude for 6 months or more.',
        'GAMSTOP: a free scheme that lets you self-exclude from every online gambling site and app licensed in Great Britain at once.',
        'The National Gambling Helpline, 0808 8020 133, is free and open 24 hours a day if you want to talk to someone about your betting.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'Using these tools is a sign of betting sensibly, not of having failed. Set them up when you are calm, before you start, and let them do the deciding on the days when your head is not as clear.',
    },
    {
      kind: 'keyPoints',
      items: [
        'Bet only with money set aside for betting that you can afford to lose, and never top it up to chase.',
        'Stake at most 10% of your bankroll on any bet and 10% in any day; most bets should be 2% to 3%.',
        'Keep long shots and multiples to 1% to 5% of your bankroll.',
        'Stop for the day once you have lost half your daily limit.',
        'Deposit and stake limits, time-outs, GAMSTOP and the helpline on 0808 8020 133 are there to help.',
      ],
    },
  ],
  questions: [
    {
      question:
        'Your bankroll is £800. Under RacePro’s guidance, what is the most you should stake on one bet?',
      options: ['£8', '£24', '£80', '£160'],
      correctAnswer: 2,
      explanation: 'The most per bet is 10% of your bankroll, and 10% of £800 is £80.',
    },
    {
      question: 'Your bankroll is £500. What is a typical stake for most bets under RacePro’s guidance?',
      options: ['£25 to £50', '£10 to £15', '£1 to £5', '£50 to £75'],
      correctAnswer: 1,
      explanation: 'Most bets should be 2% to 3% of your bankroll, which on £500 is £10 to £15.',
    },
    {
      question: 'You have set a daily limit of £40. After how much in losses should you stop for the day?',
      options: ['£40', '£10', '£20', '£30'],
      correctAnswer: 2,
      explanation: 'The stop-loss is 50% of your daily limit, so with a £40 limit you stop after losing £20.',
    },
    {
      question:
        'After a poor month your bankroll has fallen from £500 to £400. What is the sensible response?',
      options: [
        'Top it back up to £500 so you can win the losses back',
        'Keep staking as if you still had £500',
        'Work out your stakes again from £400',
        'Double your stakes to recover faster',
      ],
      correctAnswer: 2,
      explanation:
        'Stakes are a share of the bankroll you actually have; topping up or raising stakes to win losses back is chasing.',
    },
    {
      question: 'Which time-out lengths can you choose in RacePro?',
      options: [
        '1 hour, 1 day or 1 week',
        '24 hours, 7 days or 30 days',
        '6 months, 1 year or 5 years',
        'Only 24 hours',
      ],
      correctAnswer: 1,
      explanation:
        'RacePro offers time-outs of 24 hours, 7 days or 30 days; for a longer break you can self-exclude for 6 months or more.',
    },
    {
      question:
        'Your bankroll is £500. What stake range does RacePro’s guidance suggest for a long shot or a multiple?',
      options: ['£10 to £15', '£25 to £50', '£50 only', '£5 to £25'],
      correctAnswer: 3,
      explanation: 'Risky bets should be 1% to 5% of your bankroll, which on £500 is £5 to £25.',
    },
  ],
};
