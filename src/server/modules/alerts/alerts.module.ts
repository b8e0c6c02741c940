import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { alertsRoutes } from './alerts.routes';
import { createAlertsService, type TAlertsService } from './alerts.service';
import type { TPushChannel } from './push-channel';

declare module 'fastify' {
  interface FastifyInstance {
    /** Alerts (issue 37): the member's switches, the jobs that queue alerts, and their dispatch to push and e-mail. */
    alerts: TAlertsService;
  }
}

/** Every this often the alert jobs look for events and dispatch what is queued ("Tips are out" within 30 s). */
export const ALERT_JOB_EVERY_MS = 15_000;

export type TAlertsModuleOptions = {
  /** Where pushes are queued: the push module's `app.push` (tests may pass a recording fake). */
  push: TPushChannel;
  jobs: boolean | { firstRunMs?: number; everyMs?: number };
};

/** Alerts: the switches' routes, the unsubscribe link, and (with `jobs`) the job on a timer once the app is ready. */
export const alertsModule = fp(
  async (app: FastifyInstance, { push, jobs }: TAlertsModuleOptions) => {
    app.decorate(
      'alerts',
      createAlertsService({
        db: app.database.db,
        mail: app.mail,
        push,
        config: app.config,
        log: app.log,
        now: app.now,
      }),
    );
    let timers: { first: NodeJS.Timeout; every: NodeJS.Timeout } | null = null;
    // Before the database closes: stop the timers and let a run in flight finish.
    app.addHook('preClose', async () => {
      if (timers) {
        clearTimeout(timers.first);
        clearInterval(timers.every);
        timers = null;
      }
      await app.alerts.close();
    });
    if (jobs) {
      const { firstRunMs = ALERT_JOB_EVERY_MS, everyMs = ALERT_JOB_EVERY_MS } = jobs === true ? {} : jobs;
      const run = () => app.alerts.runScheduled();
      app.addHook('onReady', async () => {
        timers = { first: setTimeout(run, firstRunMs).unref(), every: setInterval(run, everyMs).unref() };
      });
    }
    await registerApiRoutes(app, alertsRoutes);
  },
  { name: 'alerts', dependencies: ['sessions', 'mail', 'push'] },
);
