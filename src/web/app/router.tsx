import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { ShellPlaceholder } from './layout/shell-placeholder';

// NOTE: every route is lazy so the first load of `/` carries only the shell and the home screen.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown if the router renders before the first screen's code has loaded (the app's start waits for it, so a visitor
    // does not see it).
    hydrateFallbackElement: <ShellPlaceholder />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('~/web/features/home/home-page')).HomePage }),
      },
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('~/web/features/auth/sign-in-page')).SignInPage }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({ Component: (await import('~/web/features/auth/sign-in-page')).SignUpPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('~/web/features/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('~/web/features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('~/web/features/account/account-page')).AccountPage }),
      },
      {
        path: 'bets',
        lazy: async () => ({ Component: (await import('~/web/features/bets/my-bets-page')).MyBetsPage }),
      },
      {
        path: 'my-bets',
        lazy: async () => ({ Component: (await import('~/web/features/bets/my-bets-page')).MyBetsPage }),
      },
      {
        path: 'tips',
        lazy: async () => ({ Component: (await import('~/web/features/tips/tips-page')).TipsPage }),
      },
      {
        path: 'easy-tips',
        lazy: async () => ({ Component: (await import('~/web/features/tips/easy-tips-page')).EasyTipsPage }),
      },
      // The first Add New Tip form (spec 2): linked from the strategies area and the admin panel.
      {
        path: 'tips/new',
        lazy: async () => ({
          Component: (await import('~/web/features/admin/add-tip/add-tip-page')).AddTipPage,
        }),
      },
      {
        path: 'add-tip',
        lazy: async () => ({
          Component: (await import('~/web/features/admin/add-tip/standalone-add-tip-page'))
            .StandaloneAddTipPage,
        }),
      },
      {
        path: 'strategies',
        lazy: async () => ({
          Component: (await import('~/web/features/strategies/strategies-page')).StrategiesPage,
        }),
      },
      {
        path: 'learn',
        lazy: async () => ({ Component: (await import('~/web/features/learn/learn-screens')).LearnPage }),
      },
      {
        path: 'learn/:moduleId',
        lazy: async () => ({ Component: (await import('~/web/features/learn/learn-screens')).ModulePage }),
      },
      {
        path: 'learn/:moduleId/:lessonId',
        lazy: async () => ({ Component: (await import('~/web/features/learn/learn-screens')).LessonPage }),
      },
      {
        path: 'learn/:moduleId/:lessonId/quiz',
        lazy: async () => ({ Component: (await import('~/web/features/learn/learn-screens')).QuizPage }),
      },
      {
        path: 'subscription',
        lazy: async () => ({
          Component: (await import('~/web/features/subscription/subscription-page')).SubscriptionPage,
        }),
      },
      {
        path: 'payment-success',
        lazy: async () => ({
          Component: (await import('~/web/features/subscription/payment-success-page')).PaymentSuccessPage,
        }),
      },
      {
        path: 'responsible-gambling',
        lazy: async () => ({
          Component: (await import('~/web/features/responsible-gambling/responsible-gambling-page'))
            .ResponsibleGamblingPage,
        }),
      },
      {
        path: 'domain-test',
        lazy: async () => ({
          Component: (await import('~/web/features/domain-test/domain-test-page')).DomainTestPage,
        }),
      },
      {
        path: 'settings/account',
        lazy: async () => ({
          Component: (await import('~/web/features/limits/account-settings-page')).AccountSettingsPage,
        }),
      },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await import('~/web/features/admin/admin-page')).AdminPage }),
      },
      {
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('~/web/features/admin/admin-page')).AdminPage }),
      },
      {
        path: 'tools',
        lazy: async () => ({ Component: (await import('~/web/features/tools/tools-page')).ToolsPage }),
      },
      {
        path: 'tools/odds-calculator',
        lazy: async () => ({ Component: (await import('~/web/features/tools/tools-page')).ToolsPage }),
      },
      {
        path: 'tools/betting-guide',
        lazy: async () => ({
          Component: (await import('~/web/features/betting-guide/betting-guide-page')).BettingGuidePage,
        }),
      },
      {
        path: 'betting-guide',
        lazy: async () => ({
          Component: (await import('~/web/features/betting-guide/betting-guide-page')).BettingGuidePage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('~/web/features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

/** The app's router; made on first use so the routes can also be rendered outside a browser. */
let router: ReturnType<typeof createBrowserRouter> | undefined;
export const appRouter = () => {
  router ??= createBrowserRouter(routes);
  return router;
};

export const AppRouter = () => <RouterProvider router={appRouter()} />;
