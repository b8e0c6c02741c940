import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZEntryIdsQuery, ZEntryOutcome } from '~/domain/bets.contract';
import { describePlaceTerms } from '~/domain/place-terms';
import { ZRaceToday } from '~/domain/races.contract';
import { placeTermsOf } from '../tips/tip-views';

/** Today's races and the outcomes of runners (public, as much as the caller's tier may see). */
export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/races/today', { schema: { response: { 200: z.array(ZRaceToday) } } }, async (request) => {
    await app.demoCard?.ensureFresh(app.now());
    const races = await app.races.racesToday(app.now(), request.user?.tier ?? 'Free');
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

  app.get(
    '/entries/results',
    {
      schema: { querystring: ZEntryIdsQuery, response: { 200: z.array(ZEntryOutcome), 400: ZErrorResponse } },
    },
    async (request) => app.races.outcomes(request.query.ids, request.user?.tier ?? 'Free', app.now()),
  );
};
