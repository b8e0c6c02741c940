import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { siteRoutes } from './modules/site/site.routes';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
  }
}

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/**
 * The whole application as a plugin tree, without listening (tests call `app.inject`).
 * The database is opened and migrated by the caller and closed when the app closes.
 */
export type TBuildOptions = {
  /** Where logs go (default stdout). Tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
};

export const buildApp = async (
  config: TConfig,
  database: TDatabase,
  options: TBuildOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Writes must be JSON (DESIGN.md section 6): drop Fastify's default text/plain parser so anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(sessionsPlugin, { config, db: database.db });

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(siteRoutes, { config });
      await api.register(authRoutes, { prefix: '/auth' });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { webRoot: config.webRoot });
  return app;
};
