import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientRouteFor, firstReadFor, isClientRoute, NOT_FOUND_PATH } from '~/domain/client-routes';
import {
  GUEST_VIEWER_META,
  PRELOAD_AFTER_PAINT,
  PRERENDERED_FILE,
  RENDERED_AHEAD_ATTRIBUTE,
  ROUTE_PRELOADS_FILE,
  SCREEN_STAGES_META,
  type TPrerendered,
  type TRoutePreloads,
} from '~/domain/web-build';
import { renderJson, sendRendered, type TRendered } from '../rendered';
import { sessionTokenOf } from './sessions';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const pathOf = (url: string): string => {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const normalPath = (pagePath: string) => (pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath);

/**
 * The lazy screen's files for a page path: its route's in the table (a value in the path, a trailing slash or a `/*`
 * route included), or the not-found screen's.
 */
export const preloadsFor = (preloads: TRoutePreloads, pagePath: string) => {
  const key = clientRouteFor(pagePath)?.path ?? NOT_FOUND_PATH;
  return Object.hasOwn(preloads, key) ? preloads[key] : undefined;
};

/**
 * index.html with the screen's files announced in its head: its styles as stylesheets, its chunks in the list the boot
 * file preloads once the page has painted (scripts/paint-first.ts), so they download beside the entry.
 */
export const withPreloads = (indexHtml: string, files: TRoutePreloads[string] | undefined) => {
  if (!files || (files.js.length === 0 && files.css.length === 0)) return indexHtml;
  const links = [
    ...files.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...(files.js.length
      ? [`<meta name="${PRELOAD_AFTER_PAINT}" content="${escapeAttribute(files.js.join(' '))}">`]
      : []),
    ...(files.stages?.length
      ? [`<meta name="${SCREEN_STAGES_META}" content="${escapeAttribute(files.stages.join(' '))}">`]
      : []),
  ].join('');
  return indexHtml.replace('</head>', `${links}</head>`);
};

/** index.html marked as sent to a guest (no session cookie), so the app's first render is a guest's. */
export const withGuestMark = (indexHtml: string, isGuest: boolean) =>
  isGuest ? indexHtml.replace('</head>', `<meta name="${GUEST_VIEWER_META}" content="1"></head>`) : indexHtml;

const ROOT_START = '<!--root-->';
const ROOT_END = '<!--/root-->';

/**
 * index.html with #root holding a screen rendered ahead by the build (scripts/prerender-pages.tsx) in place of the
 * shell's bars. The HTML is the app's own first render (a guest's, or a member's before it knows them), made at build time
 * from our components alone. The app hydrates it (src/web/app/start-app.tsx).
 */
export const withScreen = (indexHtml: string, screen?: { path: string; html: string }) => {
  const start = indexHtml.indexOf(ROOT_START);
  const end = indexHtml.indexOf(ROOT_END);
  if (screen === undefined || start < 0 || end < start) return indexHtml;
  // Inert until the app has taken it over: a tap on a button that has no code yet would be lost, so nothing takes one.
  // It names the path it was rendered for: the app hydrates it only at exactly that address (no trailing slash, no
  // query, either of which can change the first render), and otherwise replaces it.
  return `${indexHtml.slice(0, start)}<div ${RENDERED_AHEAD_ATTRIBUTE}="${screen.path}" inert style="display:contents">${screen.html}</div>${indexHtml.slice(end + ROOT_END.length)}`;
};

/**
 * The page for a path, built from index.html and the build's route-preloads.json and prerendered.json (written by the
 * Vite build). All are read again when index.html changes on disk, so a rebuild while the server runs is picked up.
 * Each caller gets the screen rendered ahead where there is one for them: a guest's, or for a caller with a session
 * cookie the app's first render before it knows who they are (nothing personal: their name and plan come later).
 * Elsewhere they get the shell's bars until the app has drawn the screen.
 */
const pageSource = (webRoot: string) => {
  const indexPath = path.join(webRoot, 'index.html');
  let loadedAt = -1;
  let indexHtml = '';
  let preloads: TRoutePreloads = {};
  let screens: Partial<TPrerendered> = {};
  // Each page with its compressed forms, made on first use: a guest's screen is some 40 KB of HTML before brotli.
  const pages = new Map<string, TRendered>();
  const readJson = <T>(file: string, fallback: T): T => {
    try {
      return JSON.parse(fs.readFileSync(path.join(webRoot, file), 'utf8')) as T;
    } catch {
      return fallback;
    }
  };
  return (pagePath: string, isGuest: boolean): TRendered => {
    const modifiedAt = fs.statSync(indexPath).mtimeMs;
    if (modifiedAt !== loadedAt) {
      indexHtml = fs.readFileSync(indexPath, 'utf8');
      preloads = readJson<TRoutePreloads>(ROUTE_PRELOADS_FILE, {});
      screens = readJson<Partial<TPrerendered>>(PRERENDERED_FILE, {});
      pages.clear();
      loadedAt = modifiedAt;
    }
    const files = preloadsFor(preloads, pagePath);
    const screenPath = normalPath(pagePath);
    const forViewer = (isGuest ? screens.guest : screens.member) ?? {};
    const screen = Object.hasOwn(forViewer, screenPath)
      ? { path: screenPath, html: forViewer[screenPath] ?? '' }
      : undefined;
    const key = `${isGuest} ${screen?.path ?? ''} ${files ? JSON.stringify(files) : ''}`;
    let page = pages.get(key);
    if (page === undefined) {
      const html = withGuestMark(withPreloads(indexHtml, files), isGuest);
      page = renderJson(withScreen(html, screen));
      pages.set(key, page);
    }
    return page;
  };
};

/**
 * Serves the built SPA: hashed files under /assets are cached for a year; everything else (index.html, favicon)
 * is revalidated. A GET for a client route gets index.html (200) so client routes work on reload; any other page
 * path gets the same shell with 404, which shows the not-found page. Unknown API routes are answered by the API
 * scope's own not-found handler (JSON).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webRoot }: { webRoot: string | null }) => {
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWeb = indexPath !== null && fs.existsSync(indexPath);
  const pageFor = hasWeb && webRoot ? pageSource(webRoot) : null;

  if (hasWeb && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Called for every file sent, index.html from the not-found handler included: the page's security headers.
      setHeaders: (reply, filePath) => {
        app.applyPageHeaders(reply);
        const relative = path.relative(webRoot, filePath);
        reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
    // wildcard: false registers only the files present at start; /assets/* covers a rebuild while running.
    app.get('/assets/*', (request, reply) =>
      reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/');
    if (pageFor && wantsPage) {
      const isPage = isClientRoute(path);
      const isGuest = sessionTokenOf(request.headers.cookie) === undefined;
      app.applyPageHeaders(reply);
      reply
        .status(isPage ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .header('vary', 'cookie');
      // The screen's first API read starts with the page, not after the app's code (credentials: the app's fetch sends
      // the session cookie, and a preload is used only by a request made the same way).
      const firstRead = isPage ? firstReadFor(path) : undefined;
      if (firstRead)
        reply.header('link', `<${firstRead}>; rel=preload; as=fetch; crossorigin=use-credentials`);
      sendRendered(
        request,
        reply,
        pageFor(isPage ? path : NOT_FOUND_PATH, isGuest),
        'text/html; charset=utf-8',
      );
      return reply;
    }
    app.applyPageHeaders(reply);
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
