import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminTip, ZAdminTipPage, ZAdminTipsQuery, ZAuditEntry } from '~/domain/admin-tips.contract';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZIdParams } from '~/domain/contract';
import { ZCorrectTipBody, ZCreateTipBody, ZSetResultBody } from '~/domain/tip-authoring.contract';
import {
  ZRecoveryCodes,
  ZTwoFactorChangeBody,
  ZTwoFactorCode,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '~/domain/two-factor.contract';
import { AppError } from '../../errors';
import { requireAdmin } from '../../plugins/sessions';
import { createReauthentication } from '../auth/reauthentication';

const ZAdminLoginBody = z.object({
  username: z.string().max(254, 'Username is too long').trim().min(1, 'Username is required'),
  password: z.string().max(200, 'Password is too long').min(1, 'Password is required'),
  /** The one-time code, once two-factor sign-in is on (the first answer without it is 401 TWO_FACTOR_REQUIRED). */
  code: ZTwoFactorCode.optional(),
});
const HOUR_MS = 60 * 60 * 1000;
/** Set-ups and first codes an administrator may try in an hour (each set-up makes a new secret). */
const TWO_FACTOR_CHANGES_PER_HOUR = 10;
const TOO_MANY_CHANGES = 'Too many two-factor changes. Please try again in an hour.';
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** The admin panel's calls (spec 2 section 7). Every route but login and check needs an admin session. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const reauthentication = createReauthentication({ db: app.database.db, loginThrottle: app.loginThrottle });
  app.post(
    '/login',
    {
      schema: { body: ZAdminLoginBody, response: { 200: z.object({ isAdmin: z.literal(true) }), ...errors } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const accountKey = await app.auth.throttleKeyFor(username);
      try {
        return await app.loginThrottle.run(request.ip, accountKey, async () => {
          const user = await app.auth.verifyCredentials(username, password);
          // A non-admin gets the same answer as a wrong password: the panel reveals nothing about accounts.
          if (user.role !== 'admin') throw new AppError('UNAUTHORISED', 'Invalid username or password');
          await app.twoFactor.checkSignIn(user.id, request.body.code, app.now());
          if (request.sessionToken) await app.endSession(request.sessionToken);
          const session = await app.auth.startSession(user.id, app.now());
          app.setSessionCookie(reply, session.token, session.expiresAt);
          return { isAdmin: true as const };
        });
      } catch (error) {
        // The panel reveals nothing about accounts; a wrong one-time code keeps its own message.
        if (error instanceof AppError && error.code === 'UNAUTHORISED' && error.field !== 'code')
          throw new AppError('UNAUTHORISED', 'Invalid username or password');
        throw error;
      }
    },
  );

  app.get(
    '/check',
    { schema: { response: { 200: z.object({ isAdmin: z.boolean() }) } } },
    async (request) => ({
      isAdmin: request.user?.role === 'admin',
    }),
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    if (request.sessionToken) await app.endSession(request.sessionToken);
    app.clearSessionCookie(reply);
    return reply.status(204).send(null);
  });

  // Everything below needs an administrator: the guard answers 401/403 before the body is read or validated.
  await app.register(async (scope) => {
    const guarded = scope.withTypeProvider<ZodTypeProvider>();
    guarded.addHook('onRequest', app.guards.admin);
    guarded.get(
      '/two-factor',
      { schema: { response: { 200: ZTwoFactorStatus, ...errors } } },
      async (request) => app.twoFactor.status(requireAdmin(request).id),
    );
    // Changing how the account signs in needs a sign-in from the last 10 minutes (setting up too, so nobody scans a
    // QR code only to be refused at the end) and, to turn it on, renew the recovery codes or turn it off, the current
    // password: a stolen session alone can do none of it. The password and the app code are checked in one run of the
    // sign-in throttle, so a right password cannot clear the count of wrong codes.
    guarded.post(
      '/two-factor/setup',
      { schema: { response: { 200: ZTwoFactorSetup, ...errors } } },
      async (request) => {
        const admin = requireAdmin(request);
        await reauthentication.requireRecentSignIn(request.sessionToken, app.now());
        await app.limitRate(`two-factor:${admin.id}`, TWO_FACTOR_CHANGES_PER_HOUR, HOUR_MS, TOO_MANY_CHANGES);
        return app.twoFactor.beginSetup(admin.id, admin.username ?? admin.email);
      },
    );
    // Turning it on ends every other session of the account (one started before the second factor); this one stays.
    guarded.post(
      '/two-factor/enable',
      { schema: { body: ZTwoFactorChangeBody, response: { 200: ZRecoveryCodes, ...errors } } },
      async (request) => {
        const admin = requireAdmin(request);
        const now = app.now();
        await reauthentication.requireRecentSignIn(request.sessionToken, now);
        await app.limitRate(`two-factor:${admin.id}`, TWO_FACTOR_CHANGES_PER_HOUR, HOUR_MS, TOO_MANY_CHANGES);
        const codes = await reauthentication.withCurrentPassword(
          request.ip,
          admin.id,
          request.body.password,
          () => app.twoFactor.enable(admin.id, request.body.code, now),
        );
        await reauthentication.endOtherSessions(admin.id, request.sessionToken!);
        await app.forgetUserSessions(admin.id);
        return codes;
      },
    );
    guarded.post(
      '/two-factor/disable',
      { schema: { body: ZTwoFactorChangeBody, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const admin = requireAdmin(request);
        const now = app.now();
        await reauthentication.requireRecentSignIn(request.sessionToken, now);
        await reauthentication.withCurrentPassword(request.ip, admin.id, request.body.password, () =>
          app.twoFactor.disable(admin.id, request.body.code, now),
        );
        return reply.status(204).send(null);
      },
    );
    guarded.post(
      '/two-factor/recovery-codes',
      { schema: { body: ZTwoFactorChangeBody, response: { 200: ZRecoveryCodes, ...errors } } },
      async (request) => {
        const admin = requireAdmin(request);
        const now = app.now();
        await reauthentication.requireRecentSignIn(request.sessionToken, now);
        return reauthentication.withCurrentPassword(request.ip, admin.id, request.body.password, () =>
          app.twoFactor.renewRecoveryCodes(admin.id, request.body.code, now),
        );
      },
    );

    guarded.get(
      '/tips',
      { schema: { querystring: ZAdminTipsQuery, response: { 200: ZAdminTipPage, ...errors } } },
      async (request) => {
        requireAdmin(request);
        const { filter, page, pageSize } = request.query;
        return app.tipAuthoring.listAdmin(filter, page, pageSize, app.now());
      },
    );

    guarded.post(
      '/tips',
      { schema: { body: ZCreateTipBody, response: { 201: ZAdminTip, ...errors } } },
      async (request, reply) => {
        const admin = requireAdmin(request);
        return reply.status(201).send(await app.tipAuthoring.createTip(request.body, admin.id, app.now()));
      },
    );

    guarded.patch(
      '/tips/:id/result',
      { schema: { params: ZIdParams, body: ZSetResultBody, response: { 200: ZAdminTip, ...errors } } },
      async (request) => {
        const admin = requireAdmin(request);
        return app.tipAuthoring.setResult(request.params.id, request.body, admin.id, app.now());
      },
    );

    guarded.patch(
      '/tips/:id',
      { schema: { params: ZIdParams, body: ZCorrectTipBody, response: { 200: ZAdminTip, ...errors } } },
      async (request) => {
        const admin = requireAdmin(request);
        return app.tipAuthoring.correctTip(request.params.id, request.body, admin.id, app.now());
      },
    );

    guarded.get(
      '/tips/:id/audit',
      { schema: { params: ZIdParams, response: { 200: z.array(ZAuditEntry), ...errors } } },
      async (request) => {
        requireAdmin(request);
        const rows = await app.tipAuthoring.listAudit(request.params.id);
        return rows.map((r) => ({
          id: r.id,
          action: r.action,
          before: r.before,
          after: r.after,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        }));
      },
    );
  });
};
