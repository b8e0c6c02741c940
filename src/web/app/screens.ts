import type { TScreenModule } from '~/domain/client-routes';

/**
 * The one place each screen module of the route table (`src/domain/client-routes.ts`) is imported: lazily, so each is a
 * chunk of its own and the first load of `/` carries only the shell and the home screen. Typed by the table: a module
 * it names without a loader here, or a loader for a module it does not name, fails the typecheck (and
 * screens.test.ts checks each loader imports the module its key names).
 * NOTE: a bundler needs each import's path written out, which is why this map exists beside the table.
 */
export const SCREEN_LOADERS = {
  'features/home/home-page': () => import('~/web/features/home/home-page'),
  'features/auth/sign-in-page': () => import('~/web/features/auth/sign-in-page'),
  'features/auth/forgot-password-page': () => import('~/web/features/auth/forgot-password-page'),
  'features/auth/reset-password-page': () => import('~/web/features/auth/reset-password-page'),
  'features/auth/verify-email-page': () => import('~/web/features/auth/verify-email-page'),
  'features/account/account-page': () => import('~/web/features/account/account-page'),
  'features/bets/my-bets-page': () => import('~/web/features/bets/my-bets-page'),
  'features/tips/tips-page': () => import('~/web/features/tips/tips-page'),
  'features/tips/easy-tips-page': () => import('~/web/features/tips/easy-tips-page'),
  'features/races/race-page': () => import('~/web/features/races/race-page'),
  'features/results/results-page': () => import('~/web/features/results/results-page'),
  'features/admin/add-tip/add-tip-page': () => import('~/web/features/admin/add-tip/add-tip-page'),
  'features/admin/add-tip/standalone-add-tip-page': () =>
    import('~/web/features/admin/add-tip/standalone-add-tip-page'),
  'features/strategies/strategies-page': () => import('~/web/features/strategies/strategies-page'),
  'features/learn/learn-screens': () => import('~/web/features/learn/learn-screens'),
  'features/subscription/subscription-page': () => import('~/web/features/subscription/subscription-page'),
  'features/subscription/payment-success-page': () =>
    import('~/web/features/subscription/payment-success-page'),
  'features/responsible-gambling/responsible-gambling-page': () =>
    import('~/web/features/responsible-gambling/responsible-gambling-page'),
  'features/domain-test/domain-test-page': () => import('~/web/features/domain-test/domain-test-page'),
  'features/limits/account-settings-page': () => import('~/web/features/limits/account-settings-page'),
  'features/admin/admin-page': () => import('~/web/features/admin/admin-page'),
  'features/tools/tools-page': () => import('~/web/features/tools/tools-page'),
  'features/betting-guide/betting-guide-page': () =>
    import('~/web/features/betting-guide/betting-guide-page'),
  'features/legal/legal-pages': () => import('~/web/features/legal/legal-pages'),
  'features/not-found/not-found-page': () => import('~/web/features/not-found/not-found-page'),
} satisfies Record<TScreenModule, () => Promise<object>>;
