import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { racesRoutes } from './races.routes';
import { createRacesService, type TRacesService } from './races.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Today's races and runners' outcomes, as far as the caller's tier may see. */
    races: TRacesService;
  }
}

export const racesModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('races', createRacesService({ db: app.database.db }));
    await registerApiRoutes(app, racesRoutes);
  },
  { name: 'races', dependencies: ['sessions'] },
);
