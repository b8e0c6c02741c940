import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TTestClock } from '../../clock';
import { registerApiRoutes } from '../../plugins/api';
import { siteRoutes } from './site.routes';
import { testClockRoutes } from './test-clock.routes';

/** Public site settings and health under /api; the test clock's routes when the server runs on one. */
export const siteModule = fp(
  async (app: FastifyInstance, { testClock }: { testClock?: TTestClock }) => {
    await registerApiRoutes(app, siteRoutes, { config: app.config });
    // NOTE: only on a test clock (RACEPRO_NOW), which config.ts refuses in production.
    if (testClock && !app.config.isProduction)
      await registerApiRoutes(app, testClockRoutes, { clock: testClock });
  },
  { name: 'site', dependencies: ['sessions'] },
);
