import type { TTier } from '~/domain/tiers';

/**
 * The plan page's copy (spec 1 sections 2, 6 and 9). Prices shown on the cards come from GET /api/plans (what this
 * visitor pays); the lines here only describe. Honest: no promised profit, no reward for invites.
 */
export type TPlanCard = {
  tier: TTier;
  /** The card's title (spec 1: Free Access, Weekly, Monthly, Lifetime; display names from section 9). */
  title: string;
  /** What the price is for: "per week", "one time". */
  cadence: string;
  summary: string;
  features: readonly string[];
  /** The button's words. */
  action: string;
};

export const PLAN_CARDS: readonly TPlanCard[] = [
  {
    tier: 'Free',
    title: 'Free Access',
    cadence: 'always free',
    summary: 'Featured tips and the basics, no card needed.',
    features: [
      '1-2 featured tips a day',
      'Basic race information',
      'Learning resources',
      'Racing news',
      'Bets tracked on this device',
    ],
    action: 'Stay on Free',
  },
  {
    tier: 'Starter',
    title: 'Weekly',
    cadence: 'per week',
    summary: 'Every daily tip, for a week at a time.',
    features: [
      'Everything in Free',
      'All daily tips',
      'Full race information',
      'Track up to 25 bets in your account',
      'Betting calculators',
    ],
    action: 'Choose Weekly',
  },
  {
    tier: 'Monthly',
    title: 'Monthly Value',
    cadence: 'per month',
    summary: 'Premium tips and the full toolkit.',
    features: [
      'Everything in Starter',
      'Premium tips with full analysis',
      'Unlimited bet tracking',
      'Strategy library',
      'Form analysis and statistics',
      'Priority support',
    ],
    action: 'Choose Monthly',
  },
  {
    tier: 'Lifetime',
    title: 'Lifetime Access',
    cadence: 'one time',
    summary: 'Pay once, keep everything, including what we build next.',
    features: [
      'Everything in Monthly',
      'Advanced AI strategies',
      'AI recommendations',
      'All future features',
      'Supporter badge',
      'Priority support',
      'Exclusive community access',
    ],
    action: 'Choose Lifetime',
  },
];

export const PAYMENT_INFORMATION: readonly string[] = [
  'Prices are in pounds sterling (GBP) and include VAT where it applies.',
  'Billing is manual: nothing renews by itself and we never charge your card again without you.',
  'We e-mail a receipt for every payment and a reminder 3 days before a Weekly or Monthly plan ends.',
  'A higher plan starts at once, and any whole days left on your current plan are added at the end.',
];

export const PLAN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Will my plan renew automatically?',
    answer:
      'No. Billing is manual with no auto-renewal. We send a reminder e-mail 3 days before a Weekly or Monthly plan ends, and you choose whether to buy another period.',
  },
  {
    question: 'What happens if I do not renew?',
    answer:
      'Your account moves to the Free plan at the end date. Your bets, settings and learning progress stay in your account.',
  },
  {
    question: 'Why is the first week £0.99?',
    answer:
      'The first week of Weekly costs £0.99 for an account that has never had it, so you can try every daily tip cheaply. After that a week costs £2.99.',
  },
  {
    question: 'What if I upgrade part-way through a plan?',
    answer:
      'The new plan starts straight away, and the whole days left on your current plan are added to the end of the new one, so nothing you paid for is lost.',
  },
  {
    question: 'Do tips guarantee a profit?',
    answer:
      'No. Tips are opinions on races and every bet can lose. Our record shows every result, winners and losers. Only stake what you can afford to lose.',
  },
  {
    question: 'What is the early-supporter Lifetime offer?',
    answer:
      'Lifetime Access is a single payment of £39.99 for the first 10,000 supporters. The count on this page is worked out from real purchases.',
  },
];
