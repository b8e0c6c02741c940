import type { TRenderedAheadFor } from './client-routes';

/**
 * How a page is assembled: what the web build writes beside index.html (scripts/route-preloads.ts,
 * scripts/prerender-pages.tsx) and the server reads to answer a page (src/server/plugins/web-app.ts), and the marks
 * the server puts in the page for the boot program (src/web/boot/boot.ts) and the app (src/web/app/start-app.tsx).
 */

/**
 * `route-preloads.json`: for each route path of the table, its screen's chunks (beyond the entry's) and CSS, and the
 * large ones among them for the boot program to evaluate a task apart (`stages`, in evaluation order).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export type TRoutePreloads = Record<string, { js: string[]; css: string[]; stages?: string[] }>;

/** `prerendered.json`: each screen's HTML (the contents of #root) as the app's first render makes it, by viewer and path. */
export const PRERENDERED_FILE = 'prerendered.json';
export type TPrerendered = Record<TRenderedAheadFor, Record<string, string>>;

/**
 * The name of the page's meta tags that list script chunks to preload once the page has painted (space separated):
 * the build writes the entry's, the server adds the screen's, and the boot program preloads them.
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

/**
 * The meta tag the build puts in index.html for the boot program (src/web/boot/boot.ts): `data-entry` the app's entry,
 * `data-stages` the large chunks it imports, to evaluate a task apart before it (space separated), `data-warm` the worker
 * that loads the browser's locale data.
 */
export const BOOT_META = 'racepro-boot';

/** The meta tag the server adds for a screen with large chunks: the boot program evaluates them a task apart too. */
export const SCREEN_STAGES_META = 'racepro-stages';
