import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEarlyAdopterCount } from '~/domain/payments.contract';

/** Promotional figures, computed from data (the early-supporter Lifetime places left). */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promo/early-adopter-count',
    { schema: { response: { 200: ZEarlyAdopterCount } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.paymentReports.earlyAdopterCount();
    },
  );
};
