import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZStatement, ZStatementEmailSetting, ZStatementQuery } from '~/domain/statement.contract';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The member's monthly statement and their choice to have it e-mailed (members only). */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };

  app.get(
    '/user/statement',
    { ...member, schema: { querystring: ZStatementQuery, response: { 200: ZStatement, ...errors } } },
    async (request) => app.statements.statement(requireUser(request), request.query.month, app.now()),
  );

  app.get(
    '/user/statement/email',
    { ...member, schema: { response: { 200: ZStatementEmailSetting, ...errors } } },
    async (request) => app.statements.emailSetting(requireUser(request).id),
  );

  app.put(
    '/user/statement/email',
    {
      ...member,
      schema: { body: ZStatementEmailSetting, response: { 200: ZStatementEmailSetting, ...errors } },
    },
    async (request) =>
      app.statements.setEmailSetting(requireUser(request).id, request.body.monthlyStatementEmail, app.now()),
  );
};
