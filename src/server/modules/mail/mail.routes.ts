import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZOutboxList, ZOutboxQuery } from '~/domain/mail.contract';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The admin panel's view of the e-mail outbox (what was queued, sent, or failed, and why). */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      onRequest: app.guards.admin,
      schema: { querystring: ZOutboxQuery, response: { 200: ZOutboxList, ...errors } },
    },
    async (request) => app.mail.list(request.query.limit),
  );
};
