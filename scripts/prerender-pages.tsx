/**
 * Renders the public screens as a guest first sees them (known as a guest, no other data yet: the same first render
 * the browser makes) to HTML, with the app's own components and router, and a few screens as a member first sees them
 * (not yet known, no data). The build writes them to dist/web/prerendered.json; the server puts a screen's HTML in
 * #root, so a phone paints the real screen before the app's code has arrived, and the app hydrates it
 * (src/web/app/start-app.tsx). The app's first render must therefore match this one exactly: what only the browser
 * knows (the time, this device's storage, the query) waits for the render after it (src/web/app/start-app.test.tsx
 * hydrates every screen listed here and fails on any difference). Run by scripts/prerender.ts after `vite build`:
 *   tsx scripts/prerender-pages.tsx <outDir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '~/web/app/providers';
import { routes } from '~/web/app/router';
import { seedGuest } from '~/web/lib/api/get-me';
import { createQueryClient } from '~/web/lib/query-client';

/** The screens a guest can open without signing in, and without a value in the path or query. */
export const PRERENDERED_PATHS = [
  '/',
  '/tips',
  '/easy-tips',
  '/strategies',
  '/learn',
  '/subscription',
  '/responsible-gambling',
  '/tools',
  '/tools/odds-calculator',
  '/tools/betting-guide',
  '/betting-guide',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
] as const;

/**
 * The screens rendered ahead for a caller with a session: the app's first render for them, before `/api/auth/me` has
 * answered (who they are is not known yet, so nothing personal is in it). The public screens a member also opens, and
 * My Bets, whose heading and intro paint at once instead of after the app, its session and the bets have arrived.
 * Not the sign-in screens (a member is sent on from them) nor screens that are only a gate until the viewer is known.
 */
export const MEMBER_PRERENDERED_PATHS = [
  ...PRERENDERED_PATHS.filter((pagePath) => !['/sign-in', '/sign-up', '/forgot-password'].includes(pagePath)),
  '/my-bets',
  '/bets',
] as const;

export const PRERENDERED_FILE = 'prerendered.json';

/** prerendered.json: each screen's HTML for a guest and for a caller with a session, by path. */
export type TPrerendered = { guest: Record<string, string>; member: Record<string, string> };

export type TViewerAhead = 'guest' | 'member';

/**
 * One screen's HTML as the app's first render makes it (the contents of #root): a guest's (known as one, as the server
 * marks the page) or a member's (the viewer not known until `/api/auth/me` answers).
 */
export const renderPage = async (pagePath: string, viewer: TViewerAhead): Promise<string> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pagePath, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pagePath} redirects; it cannot be rendered ahead`);
  if (context.errors) throw new Error(`${pagePath} failed to load: ${JSON.stringify(context.errors)}`);
  const client = createQueryClient();
  // A guest is known as one: the server sends a page without a session cookie marked as a guest's.
  if (viewer === 'guest') seedGuest(client);
  return renderToString(
    <AppProviders client={client}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
};

const main = async () => {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx scripts/prerender-pages.tsx <outDir>');
  const pages: TPrerendered = { guest: {}, member: {} };
  for (const pagePath of PRERENDERED_PATHS) pages.guest[pagePath] = await renderPage(pagePath, 'guest');
  for (const pagePath of MEMBER_PRERENDERED_PATHS)
    pages.member[pagePath] = await renderPage(pagePath, 'member');
  fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
