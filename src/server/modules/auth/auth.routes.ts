import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  SIGNUP_MESSAGE,
  VERIFY_RESENT_MESSAGE,
  ZChangePasswordBody,
  ZErrorResponse,
  ZForgotPasswordBody,
  ZForgotPasswordResponse,
  ZLoginBody,
  ZMeResponse,
  ZPreferencesBody,
  ZResetPasswordBody,
  ZSignupBody,
  ZSignupResponse,
  ZVerifyEmailBody,
} from '~/domain/auth.contract';
import { requireUser } from '../../plugins/sessions';
import { accountThrottleKey } from './login-throttle';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** Sign-ups per address per hour: enough for a household, too few to mass-create accounts or probe e-mails. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 10;
/** Reset requests per hour from one address, and for one e-mail address (so nobody floods an inbox). */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 5;
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;
/** Confirmation-link attempts per address per hour (a token is 256 random bits: this only bounds the work). */
export const VERIFY_ATTEMPTS_PER_ADDRESS_PER_HOUR = 30;
export const VERIFY_RESENDS_PER_ACCOUNT_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };

  // Issue 31: the same 202, body and headers (no session cookie) whether the e-mail or username is new or taken; the
  // e-mail we send says which. A new account is signed in by its confirmation link, not by this answer.
  app.post(
    '/signup',
    { schema: { body: ZSignupBody, response: { 202: ZSignupResponse, ...errors } } },
    async (request, reply) => {
      const now = app.now();
      await app.limitRate(
        `signup:${request.ip}`,
        SIGNUPS_PER_ADDRESS_PER_HOUR,
        HOUR_MS,
        'Too many new accounts from your connection. Please try again later.',
        now,
      );
      await app.signup.signup(request.body, now);
      return reply.status(202).send({ message: SIGNUP_MESSAGE });
    },
  );

  // The e-mailed link's token (`/verify-email?token=`) confirms the address once, within 24 hours, and signs in.
  app.post(
    '/verify-email',
    { schema: { body: ZVerifyEmailBody, response: { 200: ZMeResponse, ...errors } } },
    async (request, reply) => {
      const now = app.now();
      await app.limitRate(
        `verify:${request.ip}`,
        VERIFY_ATTEMPTS_PER_ADDRESS_PER_HOUR,
        HOUR_MS,
        'Too many attempts. Please try again later.',
        now,
      );
      const user = await app.signup.verify(request.body.token, now);
      // Sessions this account already had (a sign-in before confirming) must see the change at once.
      await app.forgetUserSessions(user.id);
      if (request.sessionToken) await app.endSession(request.sessionToken);
      const session = await app.auth.startSession(user.id, now);
      app.setSessionCookie(reply, session.token, session.expiresAt);
      return app.auth.describe(user, now);
    },
  );

  // A new confirmation link for the signed-in account (the first expired, or never arrived).
  app.post(
    '/verify-email/resend',
    { ...member, schema: { response: { 202: ZSignupResponse, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.now();
      await app.limitRate(
        `verify-resend:${user.id}`,
        VERIFY_RESENDS_PER_ACCOUNT_PER_HOUR,
        HOUR_MS,
        'Too many new links asked for. Please try again later.',
        now,
      );
      await app.signup.resend(user, now);
      return reply.status(202).send({ message: VERIFY_RESENT_MESSAGE });
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
        // A break or self-exclusion kept from a closed account with this e-mail (decision 0022) still holds.
        await app.limits.refuseExcludedEmail(user.email, app.now());
        // An administrator with two-factor sign-in on needs the one-time code here as in the admin panel.
        if (user.role === 'admin') await app.twoFactor.checkSignIn(user.id, request.body.code, app.now());
        // A new sign-in replaces the session the browser held (no fixation, no orphaned token).
        if (request.sessionToken) await app.endSession(request.sessionToken);
        const session = await app.auth.startSession(user.id, app.now());
        app.setSessionCookie(reply, session.token, session.expiresAt);
        return app.auth.describe(user, app.now());
      });
    },
  );

  // "Forgot your password?": the same 202 whether or not the e-mail has an account (no account discovery).
  app.post(
    '/forgot-password',
    { schema: { body: ZForgotPasswordBody, response: { 202: ZForgotPasswordResponse, ...errors } } },
    async (request, reply) => {
      const now = app.now();
      const { email } = request.body;
      for (const [key, max] of [
        [`reset:ip:${request.ip}`, RESET_REQUESTS_PER_ADDRESS_PER_HOUR],
        [`reset:email:${email}`, RESET_REQUESTS_PER_EMAIL_PER_HOUR],
      ] as const) {
        await app.limitRate(key, max, HOUR_MS, 'Too many reset requests. Please try again later.', now);
      }
      app.passwordReset.request(email, now);
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  // The e-mailed link's token sets a new password once; every session of the account ends (whoever held one).
  app.post(
    '/reset-password',
    { schema: { body: ZResetPasswordBody, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const userId = await app.passwordReset.reset(request.body.token, request.body.password, app.now());
      await app.endUserSessions(userId);
      if (request.user?.id === userId) app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (request.sessionToken) await app.endSession(request.sessionToken);
    app.clearSessionCookie(reply);
    return reply.status(204).send(null);
  });

  // "Sign out everywhere": every session of this account ends, this one included, and no browser of the account gets
  // its notifications any more (a lost phone would still show "Your bet settled ..." on its lock screen).
  app.post(
    '/logout-everywhere',
    { ...member, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      await app.endUserSessions(userId);
      await app.push.unsubscribeAll(userId);
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
      await app.loginThrottle.run(request.ip, accountThrottleKey(user.id), () =>
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
