import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZLoginBody, ZMeResponse, ZSignupBody } from '~/domain/auth.contract';
import { requireUser } from '../../plugins/sessions';
import { throttledSignIn } from './login-throttle';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    { schema: { body: ZSignupBody, response: { 201: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const user = await app.auth.signup(request.body);
      const session = await app.auth.startSession(user.id, app.now());
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return reply.status(201).send(await app.auth.describe(user, app.now()));
    },
  );

  app.post(
    '/login',
    { schema: { body: ZLoginBody, response: { 200: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const identifier = (request.body.email ?? request.body.username)!;
      return throttledSignIn(app.loginThrottle, request.ip, identifier, async () => {
        const user = await app.auth.verifyCredentials(identifier, request.body.password);
        const session = await app.auth.startSession(user.id, app.now());
        app.setSessionCookie(reply, session.token, session.expiresAt);
        return app.auth.describe(user, app.now());
      });
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (request.sessionToken) await app.endSession(request.sessionToken);
    app.clearSessionCookie(reply);
    return reply.status(204).send(null);
  });

  app.get('/me', { schema: { response: { 200: ZMeResponse, 401: ZErrorResponse } } }, async (request) =>
    app.auth.describe(requireUser(request), app.now()),
  );

  // Re-reads the subscription (after a payment): the same answer as /me, never cached.
  app.get(
    '/refresh',
    { schema: { response: { 200: ZMeResponse, 401: ZErrorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.auth.describe(requireUser(request), app.now());
    },
  );
};
