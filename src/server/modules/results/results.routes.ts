import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZRaceDayQuery } from '~/domain/race-day.contract';
import { ZResultsDay } from '~/domain/results.contract';
import { checkRaceDay } from '../tips/race-day';

/** A day's results by meeting (public: only runners with a result are in it). */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/results',
    { schema: { querystring: ZRaceDayQuery, response: { 200: ZResultsDay, 400: ZErrorResponse } } },
    async (request) => {
      const now = app.now();
      checkRaceDay(request.query.date, now);
      await app.demoCard?.ensureFresh(now);
      return app.results.day(request.query.date, now);
    },
  );
};
