import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { statementsRoutes } from './statements.routes';
import { createStatementsService, type TStatementsService } from './statements.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Monthly safer-gambling statements: the account screen's, the e-mail preference, the monthly e-mail job. */
    statements: TStatementsService;
  }
}

/** How often the statement job looks for statements owed (and first, half a minute after start). */
const STATEMENT_JOB_EVERY_MS = 60 * 60_000;
const STATEMENT_JOB_FIRST_MS = 30_000;

/**
 * Monthly statements. With `jobs`, the e-mail job runs on a timer once the app is ready, as the renewal reminders do:
 * hourly, so last month's statements go out within the hour after 09:00 UK time on the 1st (or as soon as the server
 * is back, if it was down then).
 */
export const statementsModule = fp(
  async (app: FastifyInstance, { jobs }: { jobs: boolean | { firstRunMs?: number; everyMs?: number } }) => {
    app.decorate(
      'statements',
      createStatementsService({
        db: app.database.db,
        limits: app.limits,
        mail: app.mail,
        config: app.config,
        log: app.log,
        now: app.now,
      }),
    );
    // Before the database closes: stop the timers and let a run in flight finish.
    let timers: { first: NodeJS.Timeout; every: NodeJS.Timeout } | null = null;
    app.addHook('preClose', async () => {
      if (timers) {
        clearTimeout(timers.first);
        clearInterval(timers.every);
        timers = null;
      }
      await app.statements.close();
    });
    if (jobs) {
      const { firstRunMs = STATEMENT_JOB_FIRST_MS, everyMs = STATEMENT_JOB_EVERY_MS } =
        jobs === true ? {} : jobs;
      const run = () => {
        app.statements.runMonthlyStatements().catch((error: unknown) => {
          app.log.warn({ err: error }, 'monthly statement job failed; will run again in an hour');
        });
      };
      app.addHook('onReady', async () => {
        timers = { first: setTimeout(run, firstRunMs).unref(), every: setInterval(run, everyMs).unref() };
      });
    }
    await registerApiRoutes(app, statementsRoutes);
  },
  { name: 'statements', dependencies: ['sessions', 'mail', 'limits'] },
);
