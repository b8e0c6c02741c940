import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZLoginBody, ZMeResponse, ZSignupBody } from '~/domain/auth.contract';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/sessions';
import { createLoginThrottle } from './login-throttle';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle();

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
      const wait = throttle.retryAfterSeconds(request.ip, identifier);
      if (wait > 0) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Too many failed sign-in attempts. Please wait and try again.',
          { headers: { 'retry-after': String(wait) } },
        );
      }
      try {
        const user = await app.auth.verifyCredentials(identifier, request.body.password);
        throttle.recordSuccess(request.ip, identifier);
        const session = await app.auth.startSession(user.id, app.now());
        app.setSessionCookie(reply, session.token, session.expiresAt);
        return await app.auth.describe(user, app.now());
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORISED')
          throttle.recordFailure(request.ip, identifier);
        throw error;
      }
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
