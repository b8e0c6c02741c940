import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { STRATEGY_LIBRARY_FEATURE, STRATEGY_LIBRARY_TIER } from '~/domain/strategies';
import { ZStrategyGuide, ZStrategyParams } from '~/domain/strategies.contract';
import { strategyLibraryGuide } from './strategy-library.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** GET /api/strategies/:id: an Advanced Analysis guide in full, for Monthly and Lifetime members. */
export const strategiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/strategies/:id',
    {
      // The plan is checked before the path is: a guest gets 401 and a lower plan 403, whatever the id.
      onRequest: app.guards.tier(STRATEGY_LIBRARY_TIER, STRATEGY_LIBRARY_FEATURE),
      schema: { params: ZStrategyParams, response: { 200: ZStrategyGuide, ...errors } },
    },
    async (request) => strategyLibraryGuide(request.params.id),
  );
};
