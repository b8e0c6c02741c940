import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isClientRoute } from '~/domain/client-routes';

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

type TRoutePreloads = Record<string, { js: string[]; css: string[] }>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The lazy screen's files for a page path: exact, without a trailing slash, or under a `/*` route. */
export const preloadsFor = (preloads: TRoutePreloads, pagePath: string) => {
  const normal = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  if (Object.hasOwn(preloads, normal)) return preloads[normal];
  const wildcard = Object.keys(preloads).find(
    (route) => route.endsWith('/*') && normal.startsWith(route.slice(0, -1)),
  );
  return wildcard ? preloads[wildcard] : undefined;
};

/** index.html with the screen's chunks announced in its head, so the browser fetches them beside the entry. */
export const withPreloads = (indexHtml: string, files: { js: string[]; css: string[] } | undefined) => {
  if (!files || (files.js.length === 0 && files.css.length === 0)) return indexHtml;
  const links = [
    ...files.css.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...files.js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return indexHtml.replace('</head>', `${links}</head>`);
};

/**
 * The page for a path, built from index.html and the build's route-preloads.json (written by the Vite build). Both are
 * read again when index.html changes on disk, so a rebuild while the server runs is picked up.
 */
const pageSource = (webRoot: string) => {
  const indexPath = path.join(webRoot, 'index.html');
  let loadedAt = -1;
  let indexHtml = '';
  let preloads: TRoutePreloads = {};
  const pages = new Map<string, string>();
  return (pagePath: string): string => {
    const modifiedAt = fs.statSync(indexPath).mtimeMs;
    if (modifiedAt !== loadedAt) {
      indexHtml = fs.readFileSync(indexPath, 'utf8');
      try {
        preloads = JSON.parse(fs.readFileSync(path.join(webRoot, 'route-preloads.json'), 'utf8'));
      } catch {
        preloads = {};
      }
      pages.clear();
      loadedAt = modifiedAt;
    }
    const files = preloadsFor(preloads, pagePath);
    const key = files ? JSON.stringify(files) : '';
    let page = pages.get(key);
    if (page === undefined) {
      page = withPreloads(indexHtml, files);
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
      app.applyPageHeaders(reply);
      return reply
        .status(isPage ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(pageFor(isPage ? path : '/404'));
    }
    app.applyPageHeaders(reply);
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
