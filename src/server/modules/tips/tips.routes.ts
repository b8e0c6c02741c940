import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminTip } from '~/domain/admin-tips.contract';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZIdParams } from '~/domain/contract';
import { ZRaceDayQuery } from '~/domain/race-day.contract';
import { ZTipList } from '~/domain/tip.contract';
import { ZCreateTipBody } from '~/domain/tip-authoring.contract';
import { ZTipStats } from '~/domain/track-record.contract';
import { breakOf, requireAdmin, requireUser } from '../../plugins/sessions';
import { sendRendered } from '../../rendered';
import type { TTipListKind } from './public-tips.service';
import { checkRaceDay } from './race-day';

/** On a tips answer to a member on a break: when the break ends (ISO). */
export const BREAK_UNTIL_HEADER = 'racepro-break-until';

const adminErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

export const tipsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The hottest read (every open Tips page polls it): a live cached rendering is sent synchronously, already
  // compressed, with the API's no-store (it differs per tier, so nothing may keep it); only a miss (first read,
  // after a write, a new day) goes to the database.
  const list = (kind: TTipListKind) => (request: FastifyRequest, reply: FastifyReply) => {
    const now = app.now();
    if (breakOf(request.user, now)) return onBreak(kind, request, reply, now);
    const tier = request.user?.tier ?? 'Free';
    const cached =
      !app.demoCard || app.demoCard.isFresh(now) ? app.tips.peekToday(kind, tier, now) : undefined;
    if (cached) return sendRendered(request, reply, cached);
    return (async () => {
      await app.demoCard?.ensureFresh(now);
      sendRendered(request, reply, await app.tips.listToday(kind, tier, now));
      return reply;
    })();
  };
  // A member on a time-out or self-exclusion (issue 32): resulted tips as usual, every other tip held back as its
  // race with the notice (when the break ends, the helpline, GAMSTOP), and the break's end in a header.
  const onBreak = async (kind: TTipListKind, request: FastifyRequest, reply: FastifyReply, now: Date) => {
    const user = requireUser(request);
    await app.demoCard?.ensureFresh(now);
    const held = await app.tips.listFor(kind, user, now);
    const brk = breakOf(user, now);
    if (brk) reply.header(BREAK_UNTIL_HEADER, brk.until.toISOString());
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(held));
  };
  // Any query (the spec's cache-busting ?t=...) is accepted and ignored, so these routes have no query schema.
  const hotRead = { compress: false, decompress: false } as const;
  app.get('/tips/today', hotRead, list('all'));
  app.get('/tips/premium', hotRead, list('premium'));
  app.get('/tips/free', hotRead, list('free'));

  // Any UK day's tips (issue 35: tomorrow's as soon as they are published, and past days), as the caller may see them.
  app.get(
    '/tips',
    { schema: { querystring: ZRaceDayQuery, response: { 200: ZTipList, 400: ZErrorResponse } } },
    async (request, reply) => {
      const now = app.now();
      checkRaceDay(request.query.date, now);
      await app.demoCard?.ensureFresh(now);
      const brk = breakOf(request.user, now);
      if (brk) reply.header(BREAK_UNTIL_HEADER, brk.until.toISOString());
      return app.tips.listForDate(request.query.date, request.user ?? { tier: 'Free' }, now);
    },
  );

  app.get('/tips/stats', { schema: { response: { 200: ZTipStats } } }, async () => {
    await app.demoCard?.ensureFresh(app.now());
    return app.trackRecord.stats(app.now());
  });

  // POST /api/tips (both tip forms) needs an admin session, like its /api/admin/tips fallback.
  app.post(
    '/tips',
    {
      onRequest: app.guards.admin,
      schema: { body: ZCreateTipBody, response: { 201: ZAdminTip, ...adminErrors } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.status(201).send(await app.tipAuthoring.createTip(request.body, admin.id, app.now()));
    },
  );

  app.delete(
    '/tips/:id',
    {
      onRequest: app.guards.admin,
      schema: { params: ZIdParams, response: { 204: z.null(), ...adminErrors } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      await app.tipAuthoring.deleteTip(request.params.id, admin.id, app.now());
      return reply.status(204).send(null);
    },
  );
};
