import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZBet } from '~/domain/bets.contract';
import { ZPlaceMultipleBody } from '~/domain/multiple-bet.contract';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse };

/** POST /api/bets/multiple (issue 36): a double to a Goliath tracked in the account, as POST /api/bets is a single. */
export const multipleBetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/multiple',
    {
      // Tracking a bet in the account waits for a confirmed e-mail address (issue 31), as for a single.
      onRequest: app.guards.verified,
      schema: { body: ZPlaceMultipleBody, response: { 200: ZBet, 201: ZBet, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bet, created } = await app.multipleBets.place(user, request.body, app.now());
      return reply.status(created ? 201 : 200).send(bet);
    },
  );
};
