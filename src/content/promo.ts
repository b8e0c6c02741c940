import { EARLY_ADOPTER_LIMIT } from '~/domain/early-adopters';
import { RELEASE_WINDOW } from '~/domain/site';
import type { TTier } from '~/domain/tiers';

/**
 * The rotating promo banner (spec 1: 5 messages). Honest offers only: never promise or imply profit. `short` is what
 * a phone shows on its one line (the whole line is the link); wider screens show `text` and the link's label.
 */
export type TPromoMessage = {
  id: string;
  text: string;
  short: string;
  link: { href: string; label: string };
};

const MESSAGES = {
  freeTip: {
    id: 'free-tip',
    text: `A free tip every morning, published ${RELEASE_WINDOW}.`,
    short: 'A free tip every morning',
    link: { href: '/tips', label: "See today's tips" },
  },
  starterWeek: {
    id: 'starter-week',
    text: 'Try Starter for your first week at £0.99, then £2.99 a week.',
    short: 'Starter: first week £0.99',
    link: { href: '/subscription', label: 'View plans' },
  },
  monthly: {
    id: 'monthly-upgrade',
    text: 'Monthly adds every premium tip and tracks every bet you place.',
    short: 'Every premium tip with Monthly',
    link: { href: '/subscription', label: 'Compare plans' },
  },
  todaysTips: {
    id: 'todays-tips',
    text: `Today's tips are published ${RELEASE_WINDOW}, with every result kept in the record.`,
    short: "Today's tips and results",
    link: { href: '/tips', label: "See today's tips" },
  },
  myBets: {
    id: 'my-bets',
    text: 'Every bet you place from a tip is tracked to settlement in My Bets.',
    short: 'Your bets, settled for you',
    link: { href: '/bets', label: 'Open My Bets' },
  },
  calculators: {
    id: 'calculators',
    text: 'Work out returns before you bet with our each-way, dutching and hedging calculators.',
    short: 'Returns calculators',
    link: { href: '/tools', label: 'Open the tools' },
  },
  learn: {
    id: 'learn',
    text: 'New to racing? Short lessons and quizzes in Learn Racing explain form, odds and bet types.',
    short: 'Learn racing in short lessons',
    link: { href: '/learn', label: 'Start learning' },
  },
  limits: {
    id: 'limits',
    text: 'Stay in control: set your own betting limits and only stake what you can afford to lose.',
    short: 'Set your own betting limits',
    link: { href: '/settings/account', label: 'Set your limits' },
  },
} satisfies Record<string, TPromoMessage>;

const places = new Intl.NumberFormat('en-GB');

/** The early-supporter Lifetime offer, with the places left as GET /api/promo/early-adopter-count counts them. */
export const lifetimeOfferMessage = (remaining: number): TPromoMessage => ({
  id: 'lifetime-offer',
  text: `Early supporters: Lifetime for a single £39.99. ${places.format(remaining)} of ${places.format(EARLY_ADOPTER_LIMIT)} places left.`,
  short: `Lifetime £39.99: ${places.format(remaining)} left`,
  link: { href: '/subscription', label: 'See the offer' },
});

/**
 * The five messages for a viewer: nobody is offered a plan they already have or exceed (guests and Free see the
 * Starter offer, Starter sees Monthly, Monthly and Lifetime see no plan at all). While early-supporter places remain
 * (and once their count is known), everyone below Lifetime sees that offer in place of the calculators.
 */
export const promoMessagesFor = (
  tier: TTier,
  earlyAdopterRemaining: number | null = null,
): readonly TPromoMessage[] => {
  const lead =
    tier === 'Free'
      ? [MESSAGES.freeTip, MESSAGES.starterWeek]
      : tier === 'Starter'
        ? [MESSAGES.todaysTips, MESSAGES.monthly]
        : [MESSAGES.todaysTips, MESSAGES.myBets];
  const third =
    (tier === 'Free' || tier === 'Starter') && earlyAdopterRemaining !== null && earlyAdopterRemaining > 0
      ? lifetimeOfferMessage(earlyAdopterRemaining)
      : MESSAGES.calculators;
  return [...lead, third, MESSAGES.learn, MESSAGES.limits];
};

/** What a guest sees (and the server-free first render). */
export const PROMO_MESSAGES = promoMessagesFor('Free');
