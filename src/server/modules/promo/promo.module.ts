import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { promoRoutes } from './promo.routes';

/** Promotional figures computed from data (they read the payments module's reports). */
export const promoModule = fp(
  async (app: FastifyInstance) => {
    await registerApiRoutes(app, promoRoutes);
  },
  { name: 'promo', dependencies: ['payments'] },
);
