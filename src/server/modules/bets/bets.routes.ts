import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import {
  ZBalance,
  ZBankrollBody,
  ZBet,
  ZBetSummary,
  ZBetsQuery,
  ZEntryOutcome,
  ZImportBetsBody,
  ZImportBetsResult,
  ZLimits,
  ZPlaceBetBody,
  ZPutLimitsBody,
} from '~/domain/bets.contract';
import { ukDate } from '~/domain/uk-time';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const ZIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'must be up to 100 comma-separated entry ids')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});

export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets',
    { schema: { body: ZPlaceBetBody, response: { 200: ZBet, 201: ZBet, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { bet, created } = await app.bets.place(user, request.body, app.now());
      return reply.status(created ? 201 : 200).send(bet);
    },
  );

  app.get('/bets', { schema: { querystring: ZBetsQuery } }, async (request, reply) => {
    const user = requireUser(request);
    const { status, page, pageSize } = request.query;
    const statuses = status === undefined ? null : Array.isArray(status) ? status : [status];
    const { json, total } = await app.bets.listJson(user.id, statuses, page, pageSize);
    return reply.header('x-total-count', String(total)).type('application/json; charset=utf-8').send(json);
  });

  app.get('/bets/summary', { schema: { response: { 200: ZBetSummary, ...errors } } }, async (request) =>
    app.bets.summary(requireUser(request)),
  );

  app.get('/bets/export.csv', async (request, reply) => {
    const user = requireUser(request);
    const csv = await app.bets.exportCsv(user.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="racepro-bets-${ukDate(app.now())}.csv"`)
      .send(csv);
  });

  app.post(
    '/bets/import',
    { schema: { body: ZImportBetsBody, response: { 200: ZImportBetsResult, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return app.bets.importBets(user, request.body.bets, app.now());
    },
  );

  app.get(
    '/entries/results',
    { schema: { querystring: ZIdsQuery, response: { 200: z.array(ZEntryOutcome), 400: ZErrorResponse } } },
    async (request) => app.bets.outcomes(request.query.ids),
  );

  app.get('/user/balance', { schema: { response: { 200: ZBalance, ...errors } } }, async (request) =>
    app.bets.balance(requireUser(request).id),
  );

  app.put(
    '/user/bankroll',
    { schema: { body: ZBankrollBody, response: { 200: ZBalance, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await app.bets.setBankroll(user.id, request.body.bankroll);
      return app.bets.balance(user.id);
    },
  );

  app.get('/user/limits', { schema: { response: { 200: ZLimits, ...errors } } }, async (request) =>
    app.bets.limits(requireUser(request).id, app.now()),
  );

  app.put(
    '/user/limits',
    { schema: { body: ZPutLimitsBody, response: { 200: ZLimits, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await app.bets.updateLimits(user.id, request.body, app.now());
      return app.bets.limits(user.id, app.now());
    },
  );
};
