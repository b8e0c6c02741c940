import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { learnRoutes } from './learn.routes';
import { createLearnService, type TLearnService } from './learn.service';

declare module 'fastify' {
  interface FastifyInstance {
    learn: TLearnService;
  }
}

export const learnModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('learn', createLearnService({ db: app.database.db }));
    await registerApiRoutes(app, learnRoutes);
  },
  { name: 'learn', dependencies: ['sessions'] },
);
