/**
 * Renders the screens the route table marks (`ahead` in src/domain/client-routes.ts) as a guest first sees them (known
 * as a guest, no other data yet: the same first render the browser makes) and as a member first sees them (not yet
 * known, no data) to HTML, with the app's own components and router. The build writes them to
 * dist/web/prerendered.json; the server puts a screen's HTML in #root, so a phone paints the real screen before the
 * app's code has arrived, and the app hydrates it (src/web/app/start-app.tsx). The app's first render must therefore match this one exactly: what only the browser
 * knows (the time, this device's storage, the query) waits for the render after it (src/web/app/start-app.test.tsx
 * hydrates every screen listed here and fails on any difference). Run by scripts/prerender.ts after `vite build`:
 *   tsx scripts/prerender-pages.tsx <outDir>
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderedAheadFor, type TRenderedAheadFor } from '~/domain/client-routes';
import { PRERENDERED_FILE, type TPrerendered } from '~/domain/web-build';
import { ShellPlaceholder } from '~/web/app/layout/shell-placeholder';
import { AppProviders } from '~/web/app/providers';
import { routes } from '~/web/app/router';
import { seedGuest } from '~/web/lib/api/get-me';
import { createQueryClient } from '~/web/lib/query-client';

/**
 * One screen's HTML as the app's first render makes it (the contents of #root): a guest's (known as one, as the server
 * marks the page) or a member's (the viewer not known until `/api/auth/me` answers).
 */
export const renderPage = async (pagePath: string, viewer: TRenderedAheadFor): Promise<string> => {
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

const ROOT_START = '<!--root-->';
const ROOT_END = '<!--/root-->';

/**
 * index.html with the shell's bars in #root (between its markers): painted before any script runs on every page that has
 * no screen rendered ahead, from the same component the app shows while a screen's code loads.
 */
export const withShellBars = (indexHtml: string): string => {
  const start = indexHtml.indexOf(ROOT_START);
  const end = indexHtml.indexOf(ROOT_END);
  if (start < 0 || end < start)
    throw new Error('index.html has no <!--root--> ... <!--/root--> markers in #root');
  return `${indexHtml.slice(0, start + ROOT_START.length)}${renderToStaticMarkup(<ShellPlaceholder />)}${indexHtml.slice(end)}`;
};

const main = async () => {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: tsx scripts/prerender-pages.tsx <outDir>');
  const indexPath = path.join(outDir, 'index.html');
  if (fs.existsSync(indexPath))
    fs.writeFileSync(indexPath, withShellBars(fs.readFileSync(indexPath, 'utf8')));
  const pages: TPrerendered = { guest: {}, member: {} };
  for (const viewer of ['guest', 'member'] as const)
    for (const pagePath of renderedAheadFor(viewer))
      pages[viewer][pagePath] = await renderPage(pagePath, viewer);
  fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
