import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZReferralSummary } from '~/domain/referrals.contract';
import { requireUser } from '../../plugins/sessions';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

/** The member's invite link (the invite card on the subscription screen reads it). */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referrals/me',
    { onRequest: app.guards.member, schema: { response: { 200: ZReferralSummary, ...errors } } },
    async (request) => app.referrals.summary(requireUser(request).id),
  );
};
