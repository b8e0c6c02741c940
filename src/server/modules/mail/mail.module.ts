import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { mailRoutes } from './mail.routes';
import { createMailService, type TMailService } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail: the outbox, SMTP delivery, the renewal reminder job. `mail.enqueue(message, tx)` joins a transaction. */
    mail: TMailService;
  }
}

/**
 * E-mail through the outbox, the background jobs (renewal reminders, retries) once the app is ready when `jobs` says
 * so, and the admin outbox route.
 */
export const mailModule = fp(
  async (app: FastifyInstance, { jobs }: { jobs: boolean | { firstRunMs?: number; everyMs?: number } }) => {
    app.decorate(
      'mail',
      createMailService({ db: app.database.db, config: app.config, log: app.log, now: app.now }),
    );
    // Before the database closes: stop the job timers and let a delivery in flight finish recording its outcome.
    app.addHook('preClose', () => app.mail.close());
    if (jobs) app.addHook('onReady', async () => app.mail.startJobs(jobs === true ? {} : jobs));
    await registerApiRoutes(app, mailRoutes);
  },
  { name: 'mail', dependencies: ['sessions'] },
);
