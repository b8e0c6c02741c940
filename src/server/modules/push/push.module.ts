import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { pushRoutes } from './push.routes';
import { createPushService, type TPushService } from './push.service';
import { resolveVapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Web Push. `push.enqueue(tx, { userId, title, body, url, tag, dedupeKey })` queues a message to each of the
     * member's browsers inside the caller's transaction; the sender delivers it afterwards (push.service.ts).
     */
    push: TPushService;
  }
}

/**
 * Web Push (issue 37): the keys (the environment's, or the demo's stored pair), the subscription routes, and the
 * sender on a timer once the app is ready when `jobs` says so.
 */
export const pushModule = fp(
  async (app: FastifyInstance, { jobs }: { jobs: boolean | { everyMs?: number } }) => {
    const vapid = await resolveVapidKeys(app.database.db, app.config);
    if (!vapid)
      app.log.info('push notifications are off: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT not set');
    app.decorate(
      'push',
      createPushService({ db: app.database.db, vapid, config: app.config, log: app.log, now: app.now }),
    );
    // Before the database closes: stop the sender and let a send in flight record its outcome.
    app.addHook('preClose', () => app.push.close());
    if (jobs) app.addHook('onReady', async () => app.push.startJobs(jobs === true ? {} : jobs));
    await registerApiRoutes(app, pushRoutes);
  },
  { name: 'push', dependencies: ['sessions', 'rate-limit'] },
);
