import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChangePasswordBody,
  ZErrorResponse,
  ZLoginBody,
  ZMeResponse,
  ZPreferencesBody,
  ZSignupBody,
} from '~/domain/auth.contract';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/sessions';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** Sign-ups per address per hour: enough for a household, too few to mass-create accounts or probe e-mails. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 10;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };

  app.post(
    '/signup',
    { schema: { body: ZSignupBody, response: { 201: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const now = app.now();
      const allowed = await app.rateBuckets.take(
        `signup:${request.ip}`,
        SIGNUPS_PER_ADDRESS_PER_HOUR,
        3_600_000,
        now,
      );
      if (allowed.count === null) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'Too many new accounts from your connection. Please try again later.',
          {
            headers: {
              'retry-after': String(
                Math.max(1, Math.ceil((allowed.windowEndsAt.getTime() - now.getTime()) / 1000)),
              ),
            },
          },
        );
      }
      const user = await app.auth.signup(request.body);
      if (request.sessionToken) await app.endSession(request.sessionToken);
      const session = await app.auth.startSession(user.id, now);
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return reply.status(201).send(await app.auth.describe(user, now));
    },
  );

  app.post(
    '/login',
    { schema: { body: ZLoginBody, response: { 200: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const identifier = (request.body.email ?? request.body.username)!;
      const accountKey = await app.auth.throttleKeyFor(identifier);
      return app.loginThrottle.run(request.ip, accountKey, async () => {
        const user = await app.auth.verifyCredentials(identifier, request.body.password);
        // A new sign-in replaces the session the browser held (no fixation, no orphaned token).
        if (request.sessionToken) await app.endSession(request.sessionToken);
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

  // "Sign out everywhere": every session of this account ends, this one included.
  app.post(
    '/logout-everywhere',
    { ...member, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await app.endUserSessions(requireUser(request).id);
      app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  // OWASP ASVS 6.2.2/6.2.3: change the password with the current one; every other session ends and this browser
  // gets a fresh session. The current password is checked under the sign-in throttle (it is a guess too).
  app.post(
    '/password',
    { ...member, schema: { body: ZChangePasswordBody, response: { 200: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      await app.loginThrottle.run(request.ip, `user:${user.id}`, () =>
        app.auth.changePassword(user.id, request.body.currentPassword, request.body.newPassword),
      );
      await app.endUserSessions(user.id);
      const session = await app.auth.startSession(user.id, app.now());
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return app.auth.describe(user, app.now());
    },
  );

  app.put(
    '/preferences',
    { ...member, schema: { body: ZPreferencesBody, response: { 200: ZMeResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await app.auth.setOddsFormat(user.id, request.body.oddsFormat);
      await app.forgetUserSessions(user.id);
      return app.auth.describe({ ...user, oddsFormat: request.body.oddsFormat }, app.now());
    },
  );

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
