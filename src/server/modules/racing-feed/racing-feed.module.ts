import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZFeedPass, ZFeedStatus } from '~/domain/racing-feed.contract';
import { AppError } from '../../errors';
import { registerApiRoutes } from '../../plugins/api';
import { requireAdmin } from '../../plugins/sessions';
import { createRacingApiClient } from './racing-api-client';
import { createRacingFeed, type TRacingFeed } from './racing-feed.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Racing API feed, when RACING_API_USERNAME and RACING_API_PASSWORD are set (else null). */
    racingFeed: TRacingFeed | null;
  }
}

/** How often the feed looks for new cards and results (cards are read every 30 minutes of these). */
const FEED_EVERY_MS = 5 * 60_000;
const FEED_FIRST_MS = 20_000;
const HOUR_MS = 60 * 60_000;
const NOT_SET_UP =
  'The Racing API is not set up: set RACING_API_USERNAME and RACING_API_PASSWORD (and RACING_API_URL for another address).';

const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.guards.admin);
  const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse, 429: ZErrorResponse };

  app.get('/feed', { schema: { response: { 200: ZFeedStatus, ...errors } } }, async () => ({
    configured: app.racingFeed !== null,
    lastPass: app.racingFeed?.lastPass() ?? null,
  }));

  // "Fetch now": a pass with today's and tomorrow's cards and today's results, whatever the time.
  app.post('/feed/run', { schema: { response: { 200: ZFeedPass, ...errors } } }, async (request) => {
    const admin = requireAdmin(request);
    if (!app.racingFeed) throw new AppError('CONFLICT', NOT_SET_UP);
    await app.limitRate(
      `racing-feed-run:${admin.id}`,
      30,
      HOUR_MS,
      'Too many fetches. Please try again in an hour.',
    );
    return app.racingFeed.run(app.now(), { force: true });
  });
};

/**
 * The Racing API feed (issue 35 item 5). Set up, it runs on a timer once the app is ready (with `jobs`), as the other
 * background jobs do, and the admin can run a pass from the Racing data tab. Unset, racing data comes from imports.
 */
export const racingFeedModule = fp(
  async (app: FastifyInstance, { jobs }: { jobs: boolean | { firstRunMs?: number; everyMs?: number } }) => {
    const settings = app.config.racingApi;
    app.decorate(
      'racingFeed',
      settings
        ? createRacingFeed({
            client: createRacingApiClient(settings),
            sink: () => app.racingData,
            log: app.log,
            pool: app.database.pool,
          })
        : null,
    );
    let timers: { first: NodeJS.Timeout; every: NodeJS.Timeout } | null = null;
    app.addHook('preClose', async () => {
      if (timers) {
        clearTimeout(timers.first);
        clearInterval(timers.every);
        timers = null;
      }
      await app.racingFeed?.close();
    });
    if (jobs && app.racingFeed) {
      const feed = app.racingFeed;
      const { firstRunMs = FEED_FIRST_MS, everyMs = FEED_EVERY_MS } = jobs === true ? {} : jobs;
      // A failed pass is logged inside run() and tried again on the next.
      const run = () => void feed.run(app.now());
      app.addHook('onReady', async () => {
        timers = { first: setTimeout(run, firstRunMs).unref(), every: setInterval(run, everyMs).unref() };
      });
    }
    await registerApiRoutes(app, feedRoutes, { prefix: '/admin/racing-data' });
  },
  { name: 'racing-feed', dependencies: ['sessions', 'rate-limit', 'racing-data'] },
);
