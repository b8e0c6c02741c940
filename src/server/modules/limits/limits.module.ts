import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { limitsRoutes } from './limits.routes';
import { createLimitsService, type TLimitsService } from './limits.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Safer-gambling settings (stake limits, time-outs, self-exclusion) and the bankroll behind the balance. */
    limits: TLimitsService;
  }
}

export const limitsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('limits', createLimitsService({ db: app.database.db }));
    await registerApiRoutes(app, limitsRoutes);
  },
  { name: 'limits', dependencies: ['sessions'] },
);
