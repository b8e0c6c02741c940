import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdvisorRecord, ZPersonalAdvice, ZPersonalAdviceBody } from '~/domain/advisor.contract';
import { ZErrorResponse } from '~/domain/auth.contract';
import { PERSONAL_ADVISOR_FEATURE, PERSONAL_ADVISOR_TIER } from '~/domain/strategies';
import { requireUser } from '../../plugins/sessions';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The AI advisor's strategy from the member's own bets: Lifetime only. */
export const advisorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The plan is checked before the body is read: a guest gets 401 and a lower plan 403, whatever it sends.
  const lifetime = { onRequest: app.guards.tier(PERSONAL_ADVISOR_TIER, PERSONAL_ADVISOR_FEATURE) };

  app.get(
    '/advisor/record',
    { ...lifetime, schema: { response: { 200: ZAdvisorRecord, ...errors } } },
    async (request) => app.advisor.record(requireUser(request).id),
  );

  app.post(
    '/advisor/personal',
    { ...lifetime, schema: { body: ZPersonalAdviceBody, response: { 200: ZPersonalAdvice, ...errors } } },
    async (request) =>
      app.advisor.personal(requireUser(request), request.body.style, request.body.request, app.now()),
  );
};
