import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestClock, systemClock, type TTestClock } from './clock';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { loggerOptions } from './logging';
import { accountModule } from './modules/account/account.module';
import { adminModule } from './modules/admin/admin.module';
import { advisorModule } from './modules/advisor/advisor.module';
import { alertsModule } from './modules/alerts/alerts.module';
import { queueBetSettledAlert } from './modules/alerts/alerts.service';
import type { TPushChannel } from './modules/alerts/push-channel';
import { authModule } from './modules/auth/auth.module';
import { createAuthService } from './modules/auth/auth.service';
import type { TLoginThrottleOptions } from './modules/auth/login-throttle';
import { settleEntryBets } from './modules/bets/bet-settlement';
import { betsModule } from './modules/bets/bets.module';
import { chatModule } from './modules/chat/chat.module';
import { learnModule } from './modules/learn/learn.module';
import { limitsModule } from './modules/limits/limits.module';
import { mailModule } from './modules/mail/mail.module';
import { paymentsModule } from './modules/payments/payments.module';
import { promoModule } from './modules/promo/promo.module';
import { pushModule } from './modules/push/push.module';
import { racesModule } from './modules/races/races.module';
import { racingDataModule } from './modules/racing-data/racing-data.module';
import { racingFeedModule } from './modules/racing-feed/racing-feed.module';
import { referralsModule } from './modules/referrals/referrals.module';
import { resultsModule } from './modules/results/results.module';
import { siteModule } from './modules/site/site.module';
import { statementsModule } from './modules/statements/statements.module';
import { strategiesModule } from './modules/strategies/strategies.module';
import { tipsModule } from './modules/tips/tips.module';
import { apiPlugin } from './plugins/api';
import { changeFeedPlugin } from './plugins/change-feed';
import { answerFrameworkError, errorsPlugin } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webAppPlugin } from './plugins/web-app';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD } from './rendered';
import { DATA_MIGRATION_NAMES } from './setup/data-migrations';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    /** The current time (tests pass a fixed clock). */
    now: () => Date;
  }
}

/**
 * The whole application as a plugin tree, without listening (tests call `app.inject`).
 * The database is opened and migrated by the caller and closed when the app closes.
 */
export type TBuildOptions = {
  /** Where logs go (default stdout). Tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** The current time (default: the test clock when config.testClockStart is set, else the wall clock). */
  clock?: () => Date;
  /** The test clock `clock` reads, when the caller made one (bootServer): its routes are registered. */
  testClock?: TTestClock;
  /** Roll the demo card over (default: when config.demo). Tests that make their own tips turn it off. */
  demoCard?: boolean;
  /** Sign-in throttle settings (tests shorten the address delays). */
  loginThrottle?: Partial<TLoginThrottleOptions>;
  /** Called for every route as it is registered (tests list the routes to check each one). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Run the background jobs (renewal reminders, mail retries, refunds still owed, monthly statements) on a timer once
   * ready (default: unless NODE_ENV=test).
   * Tests may pass the timings.
   */
  jobs?: boolean | { firstRunMs?: number; everyMs?: number };
  /** Where alerts queue pushes (tests pass a recording fake; default: the push module once wired, else none). */
  pushChannel?: TPushChannel;
};

export const buildApp = async (
  config: TConfig,
  database: TDatabase,
  options: TBuildOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // A hop count becomes "trust the nearest n hops"; addresses are trusted as given. Never `true` (left-most).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 256 * 1024,
    // NOTE: a request (headers and body) must arrive within requestTimeoutMs, so a client dripping its body
    // cannot hold a connection open; keep-alive connections idle out as Node's defaults say.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node checks for timed-out requests on this interval (30 s by default): check often enough to enforce it.
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Writes must be JSON (DESIGN.md section 6): drop Fastify's default text/plain parser so anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);
  const testClock =
    options.testClock ??
    (options.clock === undefined && config.testClockStart
      ? createTestClock(config.testClockStart)
      : undefined);
  app.decorate('now', options.clock ?? testClock?.now ?? systemClock.now);
  app.addHook('onClose', async () => database.close());

  // Cross-cutting plugins (src/server/plugins), then the feature modules (each decorates its services and registers
  // its routes under /api), then the probes and the web app.
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  // Requests without a body have nothing to decompress: spare every GET the decompression hook.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD'))
      route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...COMPRESS_ENCODINGS],
  });
  await app.register(changeFeedPlugin, { database });
  await app.register(rateLimitPlugin, { db: database.db });
  // The sessions plugin keeps its sessions in the auth module's service, handed to it here.
  const auth = createAuthService(database.db);
  await app.register(sessionsPlugin, { config, store: auth });
  await app.register(apiPlugin);

  await app.register(siteModule, { testClock });
  await app.register(mailModule, { jobs: options.jobs ?? config.env !== 'test' });
  await app.register(pushModule, { jobs: options.jobs ?? config.env !== 'test' });
  await app.register(authModule, { auth, loginThrottle: options.loginThrottle });
  await app.register(adminModule);
  await app.register(referralsModule);
  await app.register(learnModule);
  await app.register(limitsModule);
  await app.register(accountModule);
  await app.register(betsModule);
  await app.register(statementsModule, { jobs: options.jobs ?? config.env !== 'test' });
  await app.register(tipsModule, {
    // A recorded or corrected result settles the entry's bets in the same transaction, queuing "Your bet settled".
    resultHooks: [
      (tx, entryId, now) => settleEntryBets(tx, entryId, now, { onSettled: queueBetSettledAlert }),
    ],
    afterResult: async () => {
      await app.bets.settledEverywhere();
      // The alerts go out in the background: the result's request never waits for them.
      app.alerts.dispatchSoon();
    },
    demoCard: options.demoCard ?? config.demo,
  });
  await app.register(alertsModule, {
    push: options.pushChannel ?? app.push,
    jobs: options.jobs ?? config.env !== 'test',
  });
  await app.register(racesModule);
  await app.register(resultsModule);
  await app.register(racingDataModule);
  await app.register(racingFeedModule, { jobs: options.jobs ?? config.env !== 'test' });
  await app.register(paymentsModule, { jobs: options.jobs ?? config.env !== 'test' });
  await app.register(promoModule);
  await app.register(strategiesModule);
  await app.register(advisorModule);
  await app.register(chatModule);

  await app.register(healthPlugin, { db: database.db, dataMigrations: DATA_MIGRATION_NAMES });
  await app.register(webAppPlugin, { webRoot: config.webRoot });
  return app;
};
