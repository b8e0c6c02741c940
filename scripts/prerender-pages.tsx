/**
 * Renders the public screens as a guest first sees them (known as a guest, no other data yet: the same first render
 * the browser makes) to HTML, with the app's own components and router. The build writes them to dist/web/prerendered.json; the server puts
 * a screen's HTML in #root for a guest, so a phone paints the real screen before the app's code has arrived, and the
 * app's first render replaces it with the same screen. Run by scripts/prerender.ts after `vite build`:
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

export const PRERENDERED_FILE = 'prerendered.json';

/** One screen's HTML as a guest's first render makes it (the contents of #root). */
export const renderGuestPage = async (pagePath: string): Promise<string> => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pagePath, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pagePath} redirects; it cannot be rendered ahead`);
  if (context.errors) throw new Error(`${pagePath} failed to load: ${JSON.stringify(context.errors)}`);
  // Who is looking is known: the server sends these screens only to a caller without a session, marked as a guest.
  const client = createQueryClient();
  seedGuest(client);
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
  const pages: Record<string, string> = {};
  for (const pagePath of PRERENDERED_PATHS) pages[pagePath] = await renderGuestPage(pagePath);
  fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
