import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { echo } from '~/domain/contract';
import { TIER_DISPLAY_NAMES } from '~/domain/tiers';
import { createTestClock, systemClock, type TTestClock } from './clock';
import type { TConfig } from './config';
import type { TDatabase } from './db/client';
import { checkReadiness } from './db/readiness';
import { adminRoutes } from './modules/admin/admin.routes';
import { createTwoFactorService, type TTwoFactorService } from './modules/admin/two-factor.service';
import { authRoutes } from './modules/auth/auth.routes';
import type { TLoginThrottleOptions } from './modules/auth/login-throttle';
import {
  createPasswordResetService,
  type TPasswordResetService,
} from './modules/auth/password-reset.service';
import { createBetReportsService, type TBetReportsService } from './modules/bets/bet-reports.service';
import { settleEntryBets } from './modules/bets/bet-settlement';
import { betsRoutes } from './modules/bets/bets.routes';
import { createPlacementService, type TPlacementService } from './modules/bets/placement.service';
import { createBuiltinAssistant } from './modules/chat/builtin/builtin-assistant';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService, type TChatService } from './modules/chat/chat.service';
import { createOpenAiProvider } from './modules/chat/openai-provider';
import { learnRoutes } from './modules/learn/learn.routes';
import { createLearnService, type TLearnService } from './modules/learn/learn.service';
import { limitsRoutes } from './modules/limits/limits.routes';
import { createLimitsService, type TLimitsService } from './modules/limits/limits.service';
import { mailRoutes } from './modules/mail/mail.routes';
import { createMailService, type TMailService } from './modules/mail/mail.service';
import { receiptEmail } from './modules/mail/mail-templates';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, type TPaymentsService } from './modules/payments/payments.service';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { promoRoutes } from './modules/promo/promo.routes';
import { racesRoutes } from './modules/races/races.routes';
import { createRacesService, type TRacesService } from './modules/races/races.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService, type TReferralsService } from './modules/referrals/referrals.service';
import { siteRoutes } from './modules/site/site.routes';
import { testClockRoutes } from './modules/site/test-clock.routes';
import { createDemoCard, type TDemoCard } from './modules/tips/demo-card';
import { createPublicTipsService, type TPublicTipsService } from './modules/tips/public-tips.service';
import { createTipAuthoringService, type TTipAuthoringService } from './modules/tips/tip-authoring.service';
import { tipsRoutes } from './modules/tips/tips.routes';
import { createTrackRecordService, type TTrackRecordService } from './modules/tips/track-record.service';
import { changeFeedPlugin } from './plugins/change-feed';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { sessionsPlugin } from './plugins/sessions';
import { webAppPlugin } from './plugins/web-app';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD } from './rendered';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    /** The current time (tests pass a fixed clock). */
    now: () => Date;
    /** Today's tips as each tier sees them (the hot read). */
    tips: TPublicTipsService;
    /** The administrator's writes: tips, results (settling bets), corrections, withdrawals. */
    tipAuthoring: TTipAuthoringService;
    trackRecord: TTrackRecordService;
    races: TRacesService;
    bets: TPlacementService;
    betReports: TBetReportsService;
    limits: TLimitsService;
    /** E-mail: the outbox, SMTP delivery, the renewal reminder job. `mail.enqueue(message, tx)` joins a transaction. */
    mail: TMailService;
    /** "Forgot your password?": reset links and using them. */
    passwordReset: TPasswordResetService;
    /** Invite codes and links. */
    referrals: TReferralsService;
    learn: TLearnService;
    chat: TChatService;
    /** Plans, payment intents, verification and idempotent fulfilment (Stripe or the sandbox). */
    payments: TPaymentsService;
    /** Administrators' two-factor sign-in: enrolment, recovery codes and the second step of a sign-in. */
    twoFactor: TTwoFactorService;
    /** Present in demo mode: keeps the demo card rolling over. */
    demoCard: TDemoCard | null;
  }
}

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
];

/**
 * Query values that are secrets, never written to a log line: a reset link's token, and the client secret Stripe
 * puts on the 3-D Secure return address (`/payment-success?payment_intent_client_secret=...`).
 */
export const redactUrlSecrets = (url: string): string =>
  url.replace(
    /([?&](?:token|payment_intent_client_secret|setup_intent_client_secret)=)[^&#]*/gi,
    '$1[redacted]',
  );

/** Fastify's request log fields, with the URL's secrets redacted. */
const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrlSecrets(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

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
   * Run the background jobs (renewal reminders, mail retries) on a timer once ready (default: unless NODE_ENV=test).
   * Tests may pass the timings.
   */
  jobs?: boolean | { firstRunMs?: number; everyMs?: number };
};

export const buildApp = async (
  config: TConfig,
  database: TDatabase,
  options: TBuildOptions = {},
): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
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
  await app.register(sessionsPlugin, { config, db: database.db, loginThrottle: options.loginThrottle });
  const services = { db: database.db, changes: app.changes };
  app.decorate('tips', createPublicTipsService(services));
  app.decorate('trackRecord', createTrackRecordService(services));
  app.decorate('races', createRacesService(services));
  app.decorate('bets', createPlacementService(services));
  app.decorate('betReports', createBetReportsService(services));
  app.decorate('limits', createLimitsService(services));
  app.decorate('mail', createMailService({ db: database.db, config, log: app.log, now: app.now }));
  // Before the database closes: stop the job timers and let a delivery in flight finish recording its outcome.
  app.addHook('preClose', () => app.mail.close());
  const jobs = options.jobs ?? config.env !== 'test';
  if (jobs) app.addHook('onReady', async () => app.mail.startJobs(jobs === true ? {} : jobs));
  app.decorate(
    'passwordReset',
    createPasswordResetService({ db: database.db, mail: app.mail, siteUrl: config.publicSiteUrl }),
  );
  app.decorate('referrals', createReferralsService({ db: database.db, siteUrl: config.publicSiteUrl }));
  app.decorate('learn', createLearnService({ db: database.db }));
  app.decorate('twoFactor', createTwoFactorService({ db: database.db }));
  // The chat assistant reads what the caller could read through the API, nothing more.
  app.decorate(
    'chat',
    createChatService({
      provider: config.chat ? createOpenAiProvider(config.chat) : createBuiltinAssistant(),
      log: app.log,
      ...(config.chat?.timeoutMs ? { timeoutMs: config.chat.timeoutMs } : {}),
      sources: {
        todaysTips: async (tier, now) => {
          await app.demoCard?.ensureFresh(now);
          return JSON.parse((await app.tips.listToday('all', tier, now)).json);
        },
        trackRecord: (now) => app.trackRecord.stats(now),
        myBets: (user) => app.betReports.summary(user),
        plans: (userId, now) => app.payments.plans(userId === null ? null : { id: userId }, now),
        supportEmail: config.supportEmail,
      },
    }),
  );
  app.decorate(
    'payments',
    createPaymentsService({
      db: database.db,
      provider: config.stripe ? createStripeProvider(config.stripe) : createSandboxProvider(database.db),
      log: app.log,
      // The receipt is queued in the grant's own transaction: a granted payment always has its receipt.
      onFulfilling: async (tx, f) => {
        await app.mail.enqueue(
          receiptEmail({
            to: f.email,
            username: f.username,
            planName: TIER_DISPLAY_NAMES[f.plan],
            amountPence: f.amountPence,
            reference: f.reference,
            paidAt: f.paidAt,
            periodStart: f.periodStart,
            periodEnd: f.periodEnd,
            isSandbox: f.provider === 'sandbox',
          }),
          tx,
        );
      },
      // A plan change shows at once on every instance: cached sessions of the buyer are dropped.
      afterFulfilled: async (fulfilment) => {
        await app.forgetUserSessions(fulfilment.userId);
        void app.mail.deliverPending();
      },
    }),
  );
  // A recorded or corrected result settles the entry's bets in the same transaction.
  app.decorate(
    'tipAuthoring',
    createTipAuthoringService({
      ...services,
      resultHooks: [settleEntryBets],
      afterResult: () => app.bets.settledEverywhere(),
    }),
  );
  app.decorate(
    'demoCard',
    (options.demoCard ?? config.demo)
      ? createDemoCard({ db: database.db, tips: app.tipAuthoring, log: app.log })
      : null,
  );

  await app.register(
    async (api) => {
      // NOTE: hooks in this scope run for the routes it holds, whatever the URL's spelling (`/%61pi/...` matches too).
      api.addHook('onRequest', app.securityHeaders.api);
      api.addHook('onRequest', app.readSession);
      api.setNotFoundHandler((request, reply) => {
        return reply.status(404).send({
          error: `Not found: ${request.method} ${echo(request.url.split('?')[0] ?? '')}`,
          code: 'NOT_FOUND',
        });
      });
      await api.register(siteRoutes, { config });
      // NOTE: only on a test clock (RACEPRO_NOW), which config.ts refuses in production.
      if (testClock && !config.isProduction) await api.register(testClockRoutes, { clock: testClock });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(tipsRoutes);
      await api.register(racesRoutes);
      await api.register(betsRoutes);
      await api.register(limitsRoutes);
      await api.register(mailRoutes);
      await api.register(referralsRoutes);
      await api.register(learnRoutes);
      await api.register(chatRoutes);
      await api.register(paymentsRoutes);
      await api.register(promoRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  // Load balancer probes (docs/deploy.md): the process is up; and it can serve (database reachable, schema current).
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const readiness = await checkReadiness(database.db);
    return readiness.ready
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'not ready', reason: readiness.reason });
  });

  await app.register(webAppPlugin, { webRoot: config.webRoot });
  return app;
};
