import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTestClock, ZTestClockMove } from '~/domain/site.contract';
import type { TTestClock } from '../../clock';

/**
 * The test clock's routes, registered only when the server runs on one (RACEPRO_NOW, which config.ts refuses in
 * production): end-to-end journeys read the server's time to set the browser's to it, and move it past a race's off
 * instead of waiting for it.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TTestClock }> = async (app, { clock }) => {
  const read = () => ({ now: clock.now().toISOString() });
  app.get('/test/clock', { schema: { response: { 200: ZTestClock } } }, async () => read());
  app.put(
    '/test/clock',
    { schema: { body: ZTestClockMove, response: { 200: ZTestClock } } },
    async (request) => {
      const { now, advanceMs } = request.body;
      clock.setTo(now === undefined ? new Date(clock.now().getTime() + (advanceMs ?? 0)) : new Date(now));
      app.log.warn({ now: clock.now().toISOString() }, 'test clock moved');
      return read();
    },
  );
};
