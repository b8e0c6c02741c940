/**
 * The web app's one route table (spec 1 section 2, spec 2 section 2): every address the app answers, the screen's
 * module under `src/web` (without its extension, as Vite's build manifest names it) and the component it exports, and
 * who the build renders the screen ahead for. Everything else is derived from it:
 * - the browser's router (`src/web/app/router.tsx`, each screen loaded lazily through `src/web/app/screens.ts`);
 * - the server's answer: the app's page with 200 for these paths, 404 for any other (`isClientRoute`);
 * - the screens the build renders ahead for guests and members (`renderedAheadFor`, scripts/prerender-pages.tsx);
 * - each route's chunks to preload and its bundle budget (scripts/route-preloads.ts, scripts/bundle-budget.ts, which
 *   look the module up in the build's manifest);
 * - the end-to-end walk over every screen (tests/e2e/routes.ts, typed by `TClientRoutePath`).
 *
 * `:name` matches one path segment; a trailing `/*` matches the rest; `*` alone is the not-found screen (answered 404).
 */
export type TRenderedAheadFor = 'guest' | 'member';

export type TClientRoute = {
  path: string;
  /** The screen's module under src/web, without its extension (`features/tips/tips-page`). */
  module: string;
  /** The component the module exports for this path. */
  component: string;
  /**
   * Who the build renders this screen ahead for, as the app's first render makes it before it knows anything
   * (a guest is known as one; a member is not known until /api/auth/me answers). Only for paths without a value in
   * them: the build renders one page per path.
   */
  ahead?: readonly TRenderedAheadFor[];
  /**
   * The API read the screen makes first and waits on to draw (`:name` takes the path's value), for a screen not
   * rendered ahead: the server names it in a `Link: rel=preload` header with the page, so its answer is on the way
   * while the app's code is still loading (`firstReadFor`).
   */
  firstRead?: string;
};

const PUBLIC = ['guest', 'member'] as const;

export const CLIENT_ROUTES = [
  { path: '/', module: 'features/home/home-page', component: 'HomePage', ahead: PUBLIC },
  // A member is sent on from the sign-in screens, so they are rendered ahead for guests only.
  { path: '/sign-in', module: 'features/auth/sign-in-page', component: 'SignInPage', ahead: ['guest'] },
  { path: '/sign-up', module: 'features/auth/sign-in-page', component: 'SignUpPage', ahead: ['guest'] },
  {
    path: '/forgot-password',
    module: 'features/auth/forgot-password-page',
    component: 'ForgotPasswordPage',
    ahead: ['guest'],
  },
  { path: '/reset-password', module: 'features/auth/reset-password-page', component: 'ResetPasswordPage' },
  // Sign-up's e-mailed link (issue 31): confirms the address and signs in.
  { path: '/verify-email', module: 'features/auth/verify-email-page', component: 'VerifyEmailPage' },
  { path: '/account', module: 'features/account/account-page', component: 'AccountPage' },
  // My Bets' heading and intro paint with the page for a member instead of after the app, its session and the bets.
  { path: '/bets', module: 'features/bets/my-bets-page', component: 'MyBetsPage', ahead: ['member'] },
  { path: '/my-bets', module: 'features/bets/my-bets-page', component: 'MyBetsPage', ahead: ['member'] },
  { path: '/tips', module: 'features/tips/tips-page', component: 'TipsPage', ahead: PUBLIC },
  // A day's results by meeting (issue 35): public, the day in the query (`?date=`).
  { path: '/results', module: 'features/results/results-page', component: 'ResultsPage', ahead: PUBLIC },
  { path: '/easy-tips', module: 'features/tips/easy-tips-page', component: 'EasyTipsPage', ahead: PUBLIC },
  // A race's whole card before the off and its full result after it (issue 35).
  {
    path: '/races/:id',
    module: 'features/races/race-page',
    component: 'RacePage',
    firstRead: '/api/races/:id',
  },
  // The first Add New Tip form (spec 2): linked from the strategies area and the admin panel.
  { path: '/tips/new', module: 'features/admin/add-tip/add-tip-page', component: 'AddTipPage' },
  {
    path: '/add-tip',
    module: 'features/admin/add-tip/standalone-add-tip-page',
    component: 'StandaloneAddTipPage',
  },
  {
    path: '/strategies',
    module: 'features/strategies/strategies-page',
    component: 'StrategiesPage',
    ahead: PUBLIC,
  },
  // The learning centre's four screens share one module (one chunk): moving between them downloads nothing more.
  { path: '/learn', module: 'features/learn/learn-screens', component: 'LearnPage', ahead: PUBLIC },
  { path: '/learn/:moduleId', module: 'features/learn/learn-screens', component: 'ModulePage' },
  { path: '/learn/:moduleId/:lessonId', module: 'features/learn/learn-screens', component: 'LessonPage' },
  { path: '/learn/:moduleId/:lessonId/quiz', module: 'features/learn/learn-screens', component: 'QuizPage' },
  {
    path: '/subscription',
    module: 'features/subscription/subscription-page',
    component: 'SubscriptionPage',
    ahead: PUBLIC,
  },
  {
    path: '/payment-success',
    module: 'features/subscription/payment-success-page',
    component: 'PaymentSuccessPage',
  },
  {
    path: '/responsible-gambling',
    module: 'features/responsible-gambling/responsible-gambling-page',
    component: 'ResponsibleGamblingPage',
    ahead: PUBLIC,
  },
  { path: '/domain-test', module: 'features/domain-test/domain-test-page', component: 'DomainTestPage' },
  {
    path: '/settings/account',
    module: 'features/limits/account-settings-page',
    component: 'AccountSettingsPage',
  },
  { path: '/admin', module: 'features/admin/admin-page', component: 'AdminPage' },
  { path: '/admin/*', module: 'features/admin/admin-page', component: 'AdminPage' },
  { path: '/tools', module: 'features/tools/tools-page', component: 'ToolsPage', ahead: PUBLIC },
  {
    path: '/tools/odds-calculator',
    module: 'features/tools/tools-page',
    component: 'ToolsPage',
    ahead: PUBLIC,
  },
  {
    path: '/tools/betting-guide',
    module: 'features/betting-guide/betting-guide-page',
    component: 'BettingGuidePage',
    ahead: PUBLIC,
  },
  {
    path: '/betting-guide',
    module: 'features/betting-guide/betting-guide-page',
    component: 'BettingGuidePage',
    ahead: PUBLIC,
  },
  // The legal pages (issue 30, item 10) share one module (one chunk).
  { path: '/privacy', module: 'features/legal/legal-pages', component: 'PrivacyPage', ahead: PUBLIC },
  { path: '/terms', module: 'features/legal/legal-pages', component: 'TermsPage', ahead: PUBLIC },
  { path: '/cookies', module: 'features/legal/legal-pages', component: 'CookiesPage', ahead: PUBLIC },
  { path: '*', module: 'features/not-found/not-found-page', component: 'NotFoundPage' },
] as const satisfies readonly TClientRoute[];

/** A row of the table, with its path and module as the literal types the table gives them. */
export type TClientRouteRow = (typeof CLIENT_ROUTES)[number];
export type TClientRoutePath = TClientRouteRow['path'];
/** Every screen module the table names (the web app's loaders are typed by it). */
export type TScreenModule = (typeof CLIENT_ROUTES)[number]['module'];

/** The not-found screen's row: the app shows it for any other address, which the server answers with 404. */
export const NOT_FOUND_PATH = '*';

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

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

/** The route of the table that shows `path` (no query, no hash; a trailing slash ignored), if any but not-found's. */
export const clientRouteFor = (path: string): TClientRouteRow | undefined => {
  const trimmed = withoutTrailingSlash(path);
  return CLIENT_ROUTES.find((route) => route.path !== NOT_FOUND_PATH && matches(route.path, trimmed));
};

/** A path value safe to name in a header and the same in the app's `encodeURIComponent(useParams())`. */
const PLAIN_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The first API read of the screen at `path` (no query, no hash), with the path's values put in, or undefined: no
 * screen, no first read, or a value that is not plain letters, digits, `-` and `_` (nothing odd goes into a header,
 * and the app would encode it otherwise).
 */
export const firstReadFor = (path: string): string | undefined => {
  const route = clientRouteFor(path) as TClientRoute | undefined;
  if (!route?.firstRead) return undefined;
  const values = new Map<string, string>();
  const got = withoutTrailingSlash(path).split('/');
  for (const [index, part] of route.path.split('/').entries()) {
    if (!part.startsWith(':')) continue;
    const value = got[index] ?? '';
    if (!PLAIN_VALUE.test(value)) return undefined;
    values.set(part, value);
  }
  return route.firstRead
    .split('/')
    .map((part) => (part.startsWith(':') ? values.get(part) : part))
    .join('/');
};

/** Is `path` (no query, no hash) one the web app shows a screen for? A trailing slash is ignored. */
export const isClientRoute = (path: string): boolean => clientRouteFor(path) !== undefined;

/** The paths the build renders ahead for `viewer`, in the table's order. */
export const renderedAheadFor = (viewer: TRenderedAheadFor): string[] =>
  (CLIENT_ROUTES as readonly TClientRoute[])
    .filter((route) => route.ahead?.includes(viewer))
    .map((route) => route.path);
