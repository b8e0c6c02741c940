import { CLIENT_ROUTES, type TClientRoutePath } from '../../src/domain/client-routes';

/**
 * What the journey checks on each screen of the route table: the heading it must show and, where the path holds a value
 * (or a query matters), the address to visit. Typed by the table, so a new route fails the typecheck until it has its
 * check here.
 */
const CHECKS = {
  // The journey walks these signed in: a member's home opens on today's racing (guests get the hero).
  '/': { heading: /Today's racing/ },
  '/sign-in': { heading: /sign in/i },
  '/sign-up': { heading: /create|sign up/i },
  '/forgot-password': { heading: /Forgot your password/ },
  '/reset-password': { visit: '/reset-password?token=not-a-real-token', heading: /password/i },
  '/verify-email': { visit: '/verify-email?token=not-a-real-token', heading: /e-mail/i },
  '/account': { heading: /Your account/ },
  '/bets': { heading: /My Bets/ },
  '/my-bets': { heading: /My Bets/ },
  '/tips': { heading: /Tips/ },
  '/results': { heading: /Racing Results/ },
  '/easy-tips': { heading: /Easy Tips/ },
  // The demo's first history race: every demo database has it.
  '/races/:id': { visit: '/races/1', heading: /^\d\d:\d\d / },
  '/tips/new': { heading: /Add New Tip/ },
  '/add-tip': { heading: /Add New Racing Tip/ },
  '/strategies': { heading: /Betting Strategies/ },
  '/learn': { heading: /Learn Racing/ },
  '/learn/:moduleId': { visit: '/learn/betting', heading: /Betting Strategies/ },
  '/learn/:moduleId/:lessonId': { visit: '/learn/basics/reading-odds', heading: /Reading Odds/ },
  '/learn/:moduleId/:lessonId/quiz': { visit: '/learn/basics/reading-odds/quiz', heading: /Reading Odds/ },
  '/subscription': { heading: /plan/i },
  '/payment-success': { heading: /Payment/ },
  '/responsible-gambling': { heading: /Responsible Gambling/ },
  '/domain-test': { heading: /Domain/ },
  '/settings/account': { heading: /Manage Your Betting Limits/ },
  '/admin': { heading: /Admin/ },
  '/admin/*': { visit: '/admin/tips', heading: /Admin/ },
  '/tools': { heading: /Professional Betting Tools/ },
  '/tools/odds-calculator': { heading: /Professional Betting Tools/ },
  '/tools/betting-guide': { heading: /Simple Betting Guide/ },
  '/betting-guide': { heading: /Simple Betting Guide/ },
  '/privacy': { heading: /Privacy notice/ },
  '/terms': { heading: /Terms of service/ },
  '/cookies': { heading: /Cookies and device storage/ },
  '*': { visit: '/no-such-page', heading: /404 Page Not Found/ },
} satisfies Record<TClientRoutePath, { visit?: string; heading: RegExp }>;

/** Every screen of the route table, in its order, with the address to visit and the heading it must show. */
export const ROUTES: Array<{ path: string; heading: RegExp }> = CLIENT_ROUTES.map(({ path }) => {
  const check: { visit?: string; heading: RegExp } = CHECKS[path];
  return { path: check.visit ?? path, heading: check.heading };
});
