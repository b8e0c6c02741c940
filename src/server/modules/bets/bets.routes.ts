import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { MAX_IMPORT_BYTES } from '~/domain/bet-csv';
import {
  type TBetWindowQuery,
  ZBetBreakdown,
  ZBetWindowQuery,
  ZImportCsvRefusal,
  ZImportCsvResult,
} from '~/domain/bet-figures.contract';
import {
  ZBet,
  ZBetResultBody,
  ZBetSummary,
  ZBetsQuery,
  ZEditBetBody,
  ZEntryIdsQuery,
  ZImportBetsBody,
  ZImportBetsResult,
  ZManualBetBody,
  ZPlaceBetBody,
  ZVoidBetBody,
} from '~/domain/bets.contract';
import { ZIdParams } from '~/domain/contract';
import { ZTodaysBets } from '~/domain/todays-bets.contract';
import { ukDate } from '~/domain/uk-time';
import { requireUser } from '../../plugins/sessions';

const windowOf = (query: TBetWindowQuery) => ({ from: query.from ?? null, to: query.to ?? null });

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse };
const betErrors = { ...errors, 404: ZErrorResponse };
export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };
  // Tracking a bet in the account waits for a confirmed e-mail address (issue 31); the device keeps bets meanwhile.
  const verified = { onRequest: app.guards.verified };

  app.post(
    '/bets',
    { ...verified, schema: { body: ZPlaceBetBody, response: { 200: ZBet, 201: ZBet, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { bet, created } = await app.bets.place(user, request.body, app.now());
      return reply.status(created ? 201 : 200).send(bet);
    },
  );

  // Issue 36: a bet typed in by hand on a race not on our card, settled by the member.
  app.post(
    '/bets/manual',
    { ...verified, schema: { body: ZManualBetBody, response: { 200: ZBet, 201: ZBet, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { bet, created } = await app.manualBets.place(user, request.body, app.now());
      return reply.status(created ? 201 : 200).send(bet);
    },
  );

  app.post(
    '/bets/:id/result',
    {
      ...verified,
      schema: { params: ZIdParams, body: ZBetResultBody, response: { 200: ZBet, ...betErrors } },
    },
    async (request) =>
      app.manualBets.recordResult(requireUser(request), request.params.id, request.body, app.now()),
  );

  app.patch(
    '/bets/:id',
    { ...verified, schema: { params: ZIdParams, body: ZEditBetBody, response: { 200: ZBet, ...betErrors } } },
    async (request) => app.betEdits.edit(requireUser(request), request.params.id, request.body, app.now()),
  );

  app.post(
    '/bets/:id/void',
    { ...verified, schema: { params: ZIdParams, body: ZVoidBetBody, response: { 200: ZBet, ...betErrors } } },
    async (request) => app.betEdits.void(requireUser(request), request.params.id, request.body, app.now()),
  );

  app.get('/bets', { ...member, schema: { querystring: ZBetsQuery } }, async (request, reply) => {
    const user = requireUser(request);
    const { status, page, pageSize } = request.query;
    const statuses = status === undefined ? null : Array.isArray(status) ? status : [status];
    const { json, total } = await app.betReports.listJson(user.id, statuses, page, pageSize, app.now());
    return reply.header('x-total-count', String(total)).type('application/json; charset=utf-8').send(json);
  });

  app.get(
    '/bets/summary',
    { ...member, schema: { querystring: ZBetWindowQuery, response: { 200: ZBetSummary, ...errors } } },
    async (request) => app.betReports.summary(requireUser(request), windowOf(request.query)),
  );

  app.get(
    '/bets/breakdown',
    { ...member, schema: { querystring: ZBetWindowQuery, response: { 200: ZBetBreakdown, ...errors } } },
    async (request) => app.betReports.breakdown(requireUser(request).id, windowOf(request.query)),
  );

  app.get(
    '/bets/today',
    { ...member, schema: { response: { 200: ZTodaysBets, ...errors } } },
    async (request) => app.betReports.today(requireUser(request).id, app.now()),
  );

  app.get(
    '/bets/tracked',
    {
      ...member,
      schema: {
        querystring: ZEntryIdsQuery,
        response: { 200: z.object({ raceEntryIds: z.array(z.number().int()) }), ...errors },
      },
    },
    async (request) => ({
      raceEntryIds: await app.betReports.tracked(requireUser(request).id, request.query.ids),
    }),
  );

  app.get('/bets/export.csv', member, async (request, reply) => {
    const user = requireUser(request);
    const csv = await app.betReports.exportCsv(user.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="racepro-bets-${ukDate(app.now())}.csv"`)
      .send(csv);
  });

  // An exported CSV taken back (text/csv, at most 1 MB: 413 above); checked whole, nothing stored on any problem (400).
  await app.register(async (csv) => {
    csv.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
      (_request, body, done) => done(null, body),
    );
    csv.post(
      '/bets/import.csv',
      {
        ...verified,
        bodyLimit: MAX_IMPORT_BYTES,
        schema: {
          response: {
            200: ZImportCsvResult,
            // The file's per-row refusal, or the parser's own 400 (a body sent as something else than text/csv).
            400: z.union([ZImportCsvRefusal, ZErrorResponse]),
            401: ZErrorResponse,
            403: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const result = await app.betReports.importCsv(user, String(request.body ?? ''), app.now());
        if (result.errors.length > 0)
          return reply.status(400).send({
            error: 'Nothing was imported: correct the rows below and import the file again.',
            errors: result.errors,
          });
        return { imported: result.imported };
      },
    );
  });

  app.post(
    '/bets/import',
    { ...verified, schema: { body: ZImportBetsBody, response: { 200: ZImportBetsResult, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      return app.bets.importBets(user, request.body.bets, app.now());
    },
  );
};
