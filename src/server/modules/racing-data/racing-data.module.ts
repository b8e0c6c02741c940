import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { racecardRoutes, racingDataRoutes } from './racing-data.routes';
import { createRacingDataService, type TRacingDataService } from './racing-data.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Racecards and results in (issue 35): the admin's files, the racing data feed and the demo card call this. */
    racingData: TRacingDataService;
  }
}

/** Racing data: imports of racecards and results, settling through the tips module's result path; audited. */
export const racingDataModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'racingData',
      createRacingDataService({ db: app.database.db, tipAuthoring: app.tipAuthoring }),
    );
    await registerApiRoutes(app, racingDataRoutes, { prefix: '/admin/racing-data' });
    await registerApiRoutes(app, racecardRoutes, { prefix: '/admin' });
  },
  { name: 'racing-data', dependencies: ['sessions', 'rate-limit', 'tips'] },
);
