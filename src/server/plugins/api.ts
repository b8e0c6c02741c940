import type { FastifyInstance, FastifyPluginOptions, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { echo } from '~/domain/contract';

/**
 * What every route under /api runs first, in one hook (the hottest read pays for one call): the API's security
 * headers, then reading the caller's session.
 */
const addApiHooks = (scope: FastifyInstance, app: FastifyInstance) => {
  // NOTE: hooks in a scope run for the routes it holds, whatever the URL's spelling (`/%61pi/...` matches too).
  scope.addHook('onRequest', function apiRequest(request, reply, done) {
    app.applyApiHeaders(reply);
    app.readSession(request, reply, done);
  } satisfies onRequestHookHandler);
};

/**
 * Registers a module's routes under /api (and `prefix` below it), in a scope of their own behind the API's hooks.
 * Each module's plugin calls this for its routes (src/server/modules/<feature>/<feature>.module.ts).
 */
export const registerApiRoutes = async <TOptions extends FastifyPluginOptions>(
  app: FastifyInstance,
  routes: FastifyPluginAsyncZod<TOptions>,
  options: TOptions & { prefix?: string } = {} as TOptions,
): Promise<void> => {
  await app.register(
    async (scope) => {
      addApiHooks(scope, app);
      await scope.register(routes, options);
    },
    { prefix: '/api' },
  );
};

/** The API's own answer for an unknown /api address: JSON, 404, after the same hooks as every API route. */
export const apiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(
      async (scope) => {
        addApiHooks(scope, app);
        scope.setNotFoundHandler((request, reply) =>
          reply.status(404).send({
            error: `Not found: ${request.method} ${echo(request.url.split('?')[0] ?? '')}`,
            code: 'NOT_FOUND',
          }),
        );
      },
      { prefix: '/api' },
    );
  },
  { name: 'api', dependencies: ['security', 'sessions'] },
);
