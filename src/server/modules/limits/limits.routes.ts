import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZBalance, ZBankrollBody, ZLimits, ZPutLimitsBody } from '~/domain/bets.contract';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Safer-gambling settings and the bankroll (members only). */
export const limitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };

  app.get(
    '/user/balance',
    { ...member, schema: { response: { 200: ZBalance, ...errors } } },
    async (request) => app.limits.balance(requireUser(request).id),
  );

  app.put(
    '/user/bankroll',
    { ...member, schema: { body: ZBankrollBody, response: { 200: ZBalance, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await app.limits.setBankroll(user.id, request.body.bankroll);
      return app.limits.balance(user.id);
    },
  );

  app.get('/user/limits', { ...member, schema: { response: { 200: ZLimits, ...errors } } }, async (request) =>
    app.limits.limits(requireUser(request).id, app.now()),
  );

  app.put(
    '/user/limits',
    { ...member, schema: { body: ZPutLimitsBody, response: { 200: ZLimits, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await app.limits.updateLimits(user.id, request.body, app.now());
      // Sessions carry the breaks (every route hides live selections by them): a new break takes effect on every
      // instance at once.
      if (request.body.timeOut || request.body.selfExcludeMonths) await app.forgetUserSessions(user.id);
      return app.limits.limits(user.id, app.now());
    },
  );
};
