import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year; everything else (index.html, favicon)
 * is revalidated. Unknown non-API GETs that accept HTML get index.html so client routes work on reload.
 * Unknown /api routes answer 404 JSON.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webRoot }: { webRoot: string | null }) => {
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : null;
  const hasWeb = indexPath !== null && fs.existsSync(indexPath);

  if (hasWeb && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
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
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !request.url.startsWith('/assets/');
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: isApi ? `Not found: ${request.method} ${request.url.split('?')[0]}` : 'Not found' });
  });
});
