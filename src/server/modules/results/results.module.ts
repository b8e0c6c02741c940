import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { resultsRoutes } from './results.routes';
import { createResultsService, type TResultsService } from './results.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A day's results by meeting (issue 35). */
    results: TResultsService;
  }
}

export const resultsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('results', createResultsService({ db: app.database.db }));
    await registerApiRoutes(app, resultsRoutes);
  },
  { name: 'results', dependencies: ['sessions', 'tips'] },
);
