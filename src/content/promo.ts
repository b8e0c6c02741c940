/** The rotating promo banner (spec 1: 5 messages). Honest offers only: never promise or imply profit. */
export type TPromoMessage = {
  id: string;
  text: string;
  link?: { href: string; label: string };
};

export const PROMO_MESSAGES: readonly TPromoMessage[] = [
  {
    id: 'free-tip',
    text: 'A free tip every morning, published between 6am and 10am.',
    link: { href: '/tips', label: "See today's tips" },
  },
  {
    id: 'starter-week',
    text: 'Try Starter for your first week at £0.99, then £2.99 a week.',
    link: { href: '/subscription', label: 'View plans' },
  },
  {
    id: 'calculators',
    text: 'Work out returns before you bet with our each-way, dutching and hedging calculators.',
    link: { href: '/tools', label: 'Open the tools' },
  },
  {
    id: 'learn',
    text: 'New to racing? Short lessons and quizzes in Learn Racing explain form, odds and bet types.',
    link: { href: '/learn', label: 'Start learning' },
  },
  {
    id: 'limits',
    text: 'Stay in control: set your own betting limits and only stake what you can afford to lose.',
    link: { href: '/settings/account', label: 'Set your limits' },
  },
];
