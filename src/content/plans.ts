import { PLAN_CARD_TITLES, type TTier } from '~/domain/tiers';

/**
 * The plan page's copy (spec 1 sections 2, 6 and 9). Prices shown on the cards come from GET /api/plans (what this
 * visitor pays); the lines here only describe. Honest: no promised profit, no reward for invites.
 */
export type TPlanCard = {
  tier: TTier;
  /**
   * The card's title: spec 1 section 9's display name (Free, Starter, Monthly Value, Lifetime Access). Its first word
   * is the plan's name, the one word used for the plan everywhere else (locks, badges, filters, chat, receipts,
   * e-mails, admin): Free, Starter, Monthly, Lifetime.
   */
  title: string;
  /** What the price is for: "per week", "one time". */
  cadence: string;
  summary: string;
  /**
   * What the plan gives, each delivered and enforced (docs/decisions/0021-plan-benefits-names-and-consent.md lists where):
   * nothing is listed that does not exist.
   */
  features: readonly string[];
  /** The button's words. */
  action: string;
};

export const PLAN_CARDS: readonly TPlanCard[] = [
  {
    tier: 'Free',
    title: PLAN_CARD_TITLES.Free,
    cadence: 'always free',
    summary: 'Free tips, the full results record and the free tools, no card needed.',
    features: [
      'Every tip published as Free',
      'Every tip once its race is resulted',
      'Bet Calculator, betting guide and learning centre',
      'Bets tracked on this device',
    ],
    action: 'Stay on Free',
  },
  {
    tier: 'Starter',
    title: PLAN_CARD_TITLES.Starter,
    cadence: 'per week',
    summary: 'Starter tips as well as Free ones, a week at a time.',
    features: [
      'Everything in Free',
      'Starter tips (not Monthly or Lifetime tips)',
      'Track up to 25 bets in your account',
      'Dutching, Hedging and Bet Settler tools',
    ],
    action: 'Choose Starter',
  },
  {
    tier: 'Monthly',
    title: PLAN_CARD_TITLES.Monthly,
    cadence: 'per month',
    summary: 'Monthly tips, the strategy library and unlimited tracking.',
    features: [
      'Everything in Starter',
      'Monthly tips with full analysis (not Lifetime tips)',
      'Unlimited bet tracking in your account',
      'Strategy library: the Advanced Analysis guides',
    ],
    action: 'Choose Monthly',
  },
  {
    tier: 'Lifetime',
    title: PLAN_CARD_TITLES.Lifetime,
    cadence: 'one time',
    summary: 'Pay once: every tip, and an AI advisor built on your own bets.',
    features: [
      'Everything in Monthly',
      'Lifetime tips: every tip we publish',
      'AI advisor: a personal strategy from your own settled bets',
      'Supporter badge on your account',
      'Every feature we add to the plans later',
    ],
    action: 'Choose Lifetime',
  },
];

/** The plan's name is the first word of its card's title (spec 1 section 9's display names): said on the plan page. */
export const PLAN_NAMES_LINE =
  'Each plan is called by the first word of its title (Free, Starter, Monthly, Lifetime) on tips, badges, receipts and e-mails.';

/**
 * The payment dialog's consent box (Consumer Contracts Regulations 2013: reg 36(1)(a) and 37(1)(a) end the 14-day right
 * to cancel digital content only once its supply has begun with the consumer's express consent and acknowledgement;
 * https://www.legislation.gov.uk/uksi/2013/3134/regulation/37). Pay stays disabled until it is ticked.
 */
export const IMMEDIATE_ACCESS_CONSENT =
  'Start my plan as soon as I pay. I understand that I then lose my 14-day right to cancel.';
export const IMMEDIATE_ACCESS_CONSENT_HINT =
  'Access starts the moment your payment is confirmed. Your receipt e-mail confirms this choice.';

export const PAYMENT_INFORMATION: readonly string[] = [
  'Prices are in pounds sterling (GBP) and include VAT where it applies.',
  'Billing is manual: nothing renews by itself and we never charge your card again without you.',
  'We e-mail a receipt for every payment and a reminder 3 days before a Starter or Monthly plan ends.',
  'A higher plan starts at once, and any whole days left on your current plan are added at the end (Lifetime has no end: it covers them).',
  PLAN_NAMES_LINE,
];

export const PLAN_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Will my plan renew automatically?',
    answer:
      'No. Billing is manual with no auto-renewal. We send a reminder e-mail 3 days before a Starter or Monthly plan ends, and you choose whether to buy another period.',
  },
  {
    question: 'What happens if I do not renew?',
    answer:
      'Your account moves to the Free plan at the end date. Your bets, settings and learning progress stay in your account.',
  },
  {
    question: 'Why is the first week £0.99?',
    answer:
      'The first week of Starter costs £0.99 for an account that has never had it, so you can try Starter tips cheaply. After that a week costs £2.99.',
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
      'Lifetime is sold only to the first 10,000 supporters, for a single payment of £39.99, and one place is one buyer. The count on this page is worked out from real purchases; once the places have gone, Lifetime is no longer sold.',
  },
];
