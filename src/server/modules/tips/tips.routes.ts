import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { describePlaceTerms } from '~/domain/place-terms';
import { ZAdminTip, ZCreateTipBody, ZRaceToday, ZTipStats } from '~/domain/tips.contract';
import { requireAdmin } from '../../plugins/sessions';
import { placeTermsOf } from './tip-views';
import type { TTipListKind } from './tips.service';

const ZIdParams = z.object({ id: z.coerce.number().int().positive('must be a tip id') });
// The spec's clients add a cache-busting query (e.g. ?t=1700000000000); any query is accepted and ignored.
const ZAnyQuery = z.record(z.string(), z.unknown());
const adminErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (kind: TTipListKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.demoCard?.ensureFresh(app.now());
    const json = await app.tips.listTodayJson(kind, request.user?.tier ?? 'Free', app.now());
    return reply
      .header('cache-control', 'private, no-store')
      .type('application/json; charset=utf-8')
      .send(json);
  };
  app.get('/tips/today', { schema: { querystring: ZAnyQuery } }, list('all'));
  app.get('/tips/premium', { schema: { querystring: ZAnyQuery } }, list('premium'));
  app.get('/tips/free', { schema: { querystring: ZAnyQuery } }, list('free'));

  app.get('/tips/stats', { schema: { response: { 200: ZTipStats } } }, async () => {
    await app.demoCard?.ensureFresh(app.now());
    return app.tips.stats(app.now());
  });

  app.get('/races/today', { schema: { response: { 200: z.array(ZRaceToday) } } }, async (request) => {
    await app.demoCard?.ensureFresh(app.now());
    const races = await app.tips.racesToday(app.now(), request.user?.tier ?? 'Free');
    return races.map(({ race, entries }) => ({
      id: race.id,
      date: race.date,
      time: race.time,
      racecourse: race.racecourse,
      runners: race.runners,
      isHandicap: race.isHandicap,
      placeTerms: describePlaceTerms(placeTermsOf(race)),
      entries,
    }));
  });

  // POST /api/tips (both tip forms) needs an admin session, like its /api/admin/tips fallback.
  app.post(
    '/tips',
    { schema: { body: ZCreateTipBody, response: { 201: ZAdminTip, ...adminErrors } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await app.tips.createTip(request.body, admin.id, app.now()));
    },
  );

  app.delete(
    '/tips/:id',
    { schema: { params: ZIdParams, response: { 204: z.null(), ...adminErrors } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await app.tips.deleteTip(request.params.id, admin.id, app.now());
      return reply.status(204).send(null);
    },
  );
};
