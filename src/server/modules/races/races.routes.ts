import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZEntryIdsQuery, ZEntryOutcome } from '~/domain/bets.contract';
import { ZIdParams } from '~/domain/contract';
import { describePlaceTerms } from '~/domain/place-terms';
import { ZRaceDetail, ZRaceToday } from '~/domain/races.contract';
import { AppError } from '../../errors';
import { breakOf } from '../../plugins/sessions';
import { placeTermsOf } from '../tips/tip-views';

/** Today's races and the outcomes of runners (public, as much as the caller's tier may see). */
export const racesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/races/today', { schema: { response: { 200: z.array(ZRaceToday) } } }, async (request) => {
    const now = app.now();
    await app.demoCard?.ensureFresh(now);
    const races = await app.races.racesToday(now, request.user?.tier ?? 'Free');
    // During a break, no runner of a race without its result (issue 32): a tipped horse is a selection.
    const onBreak = breakOf(request.user, now) !== null;
    return races.map(({ race, entries }) => ({
      id: race.id,
      date: race.date,
      time: race.time,
      racecourse: race.racecourse,
      runners: race.runners,
      isHandicap: race.isHandicap,
      placeTerms: describePlaceTerms(placeTermsOf(race)),
      entries: onBreak ? entries.filter((entry) => entry.result !== null) : entries,
    }));
  });

  // The race card before the off and the full result after it (issue 35): public, as much as the caller may see.
  app.get(
    '/races/:id',
    {
      schema: { params: ZIdParams, response: { 200: ZRaceDetail, 400: ZErrorResponse, 404: ZErrorResponse } },
    },
    async (request) => {
      const now = app.now();
      await app.demoCard?.ensureFresh(now);
      const detail = await app.races.raceDetail(
        request.params.id,
        { tier: request.user?.tier ?? 'Free', onBreak: breakOf(request.user, now) !== null },
        now,
      );
      if (!detail) throw new AppError('NOT_FOUND', 'There is no such race');
      return detail;
    },
  );

  app.get(
    '/entries/results',
    {
      schema: { querystring: ZEntryIdsQuery, response: { 200: z.array(ZEntryOutcome), 400: ZErrorResponse } },
    },
    async (request) => app.races.outcomes(request.query.ids, request.user?.tier ?? 'Free', app.now()),
  );
};
