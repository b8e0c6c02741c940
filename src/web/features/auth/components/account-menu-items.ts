import {
  Calculator,
  ClipboardList,
  Crown,
  LifeBuoy,
  type LucideIcon,
  ShieldCheck,
  SlidersHorizontal,
  Trophy,
  UserCog,
} from 'lucide-react';

export type TAccountMenuLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  isSignedInOnly?: boolean;
  isAdminOnly?: boolean;
  /** The label for a member on the top plan, who has nothing to upgrade to. */
  topTierLabel?: string;
};

/**
 * Spec 1 section 2 "Global layout": the account menu's links, grouped; "Betting limits" needs an account, Manage Tips
 * is for administrators, and a Lifetime member sees "Your plan" where everyone else sees "Upgrade".
 */
export const ACCOUNT_MENU_GROUPS: ReadonlyArray<ReadonlyArray<TAccountMenuLink>> = [
  [
    { to: '/bets', label: 'My Bets', icon: ClipboardList },
    { to: '/tips', label: 'Expert Tips', icon: Trophy },
    { to: '/tools/odds-calculator', label: 'Odds Calculator', icon: Calculator },
  ],
  [
    { to: '/subscription', label: 'Upgrade', icon: Crown, topTierLabel: 'Your plan' },
    { to: '/settings/account', label: 'Betting limits', icon: SlidersHorizontal, isSignedInOnly: true },
    { to: '/account', label: 'Account and payments', icon: UserCog, isSignedInOnly: true },
    { to: '/responsible-gambling', label: 'Responsible Gambling', icon: LifeBuoy },
  ],
  [{ to: '/admin', label: 'Manage Tips', icon: ShieldCheck, isAdminOnly: true }],
];

/** Username, else e-mail, cut to fit the header. */
export const shortDisplayName = (
  user: { username: string | null; email: string },
  maxLength = 18,
): string => {
  const name = user.username ?? user.email;
  return name.length <= maxLength ? name : `${name.slice(0, maxLength - 1)}…`;
};
