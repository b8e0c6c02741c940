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

/**
 * Serves the built SPA: hashed files under /assets are cached for a year; everything else (index.html, favicon)
 * is revalidated. A GET for a client route gets index.html (200) so client routes work on reload; any other page
 * path gets the same shell with 404, which shows the not-found page. Unknown API routes are answered by the API
 * scope's own not-found handler (JSON).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webRoot }: { webRoot: string | null }) => {
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWeb = indexPath !== null && fs.existsSync(indexPath);

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
    if (hasWeb && wantsPage) {
      return reply
        .status(isClientRoute(path) ? 200 : 404)
        .header('cache-control', REVALIDATE)
        .type('text/html')
        .sendFile('index.html');
    }
    app.applyPageHeaders(reply);
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
