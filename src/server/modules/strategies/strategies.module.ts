import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { strategiesRoutes } from './strategies.routes';

/** The strategy library (Monthly and up): the Advanced Analysis guides, served only from here. */
export const strategiesModule = fp(
  async (app: FastifyInstance) => {
    await registerApiRoutes(app, strategiesRoutes);
  },
  { name: 'strategies', dependencies: ['sessions'] },
);
