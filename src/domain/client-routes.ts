/**
 * Every path the web app answers (spec 1 section 2, spec 2 section 2). The server sends the app shell with 200 for
 * these and with 404 for anything else, so crawlers and monitors see a missing page as missing (the shell then
 * shows the 404 page). The web router declares the same paths; a test keeps the two in step.
 * `:name` matches one path segment; a trailing `*` matches the rest.
 */
export const CLIENT_ROUTES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/bets',
  '/my-bets',
  '/tips',
  '/easy-tips',
  '/tips/new',
  '/add-tip',
  '/strategies',
  '/learn',
  '/learn/:moduleId',
  '/learn/:moduleId/:lessonId',
  '/learn/:moduleId/:lessonId/quiz',
  '/subscription',
  '/payment-success',
  '/responsible-gambling',
  '/domain-test',
  '/settings/account',
  '/admin',
  '/admin/*',
  '/tools',
  '/tools/odds-calculator',
  '/tools/betting-guide',
  '/betting-guide',
] as const;

const matches = (pattern: string, path: string): boolean => {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
};

/** Is `path` (no query, no hash) one the web app shows a screen for? A trailing slash is ignored. */
export const isClientRoute = (path: string): boolean => {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return CLIENT_ROUTES.some((pattern) => matches(pattern, trimmed));
};

/**
 * The name of the page's meta tags that list script chunks to preload once the page has painted (space separated):
 * the build writes the entry's, the server adds the screen's, and the boot file (scripts/paint-first.ts) preloads them.
 */
export const PRELOAD_AFTER_PAINT = 'racepro-preload';

/**
 * The name of the meta tag the server adds to a page it sends to a caller without a session cookie: the app then knows
 * the visitor is a guest from its first render (the same answer /api/auth/me would give) instead of asking first.
 */
export const GUEST_VIEWER_META = 'racepro-guest';

/**
 * The attribute on the element the server wraps a screen rendered ahead in (inside #root): the app hydrates that
 * element's contents, and the element stays inert until it has.
 */
export const RENDERED_AHEAD_ATTRIBUTE = 'data-rendered-ahead';
