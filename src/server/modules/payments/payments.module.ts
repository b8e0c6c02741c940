import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { receiptEmail, refundEmail } from '../mail/mail-templates';
import { createFulfilmentService, type TFulfilmentService } from './fulfilment.service';
import { createPaymentReportsService, type TPaymentReportsService } from './payment-reports.service';
import { paymentsRoutes } from './payments.routes';
import { createSandboxProvider } from './sandbox-provider';
import { createSellingService, type TSellingService } from './selling.service';
import { createStripeProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Selling plans: prices, payment intents for the exact price, the sandbox's card form (Stripe or the sandbox). */
    payments: TSellingService;
    /** Verifying a payment with the provider and granting its plan once (success page or webhook). */
    paymentFulfilment: TFulfilmentService;
    /** Payment history and receipts, the early-supporter count, the admin's figures. */
    paymentReports: TPaymentReportsService;
  }
}

/** Card payments: Stripe when its keys are set, else the built-in sandbox (no money moves). */
/** How often the payments job makes the refunds still owed (and first, a minute after start). */
const OWED_REFUNDS_EVERY_MS = 60 * 60_000;
const OWED_REFUNDS_FIRST_MS = 60_000;

export const paymentsModule = fp(
  async (app: FastifyInstance, { jobs }: { jobs: boolean | { firstRunMs?: number; everyMs?: number } }) => {
    const { db } = app.database;
    const provider = app.config.stripe ? createStripeProvider(app.config.stripe) : createSandboxProvider(db);
    app.decorate('payments', createSellingService({ db, provider }));
    app.decorate(
      'paymentFulfilment',
      createFulfilmentService({
        db,
        provider,
        log: app.log,
        // The receipt is queued in the grant's own transaction: a granted payment always has its receipt.
        onFulfilling: async (tx, f) => {
          await app.mail.enqueue(
            receiptEmail({
              to: f.email,
              username: f.username,
              planName: f.plan,
              amountPence: f.amountPence,
              reference: f.reference,
              paidAt: f.paidAt,
              periodStart: f.periodStart,
              periodEnd: f.periodEnd,
              isSandbox: f.provider === 'sandbox',
              consentedAt: f.consentedAt,
              trader: {
                name: app.config.traderName,
                address: app.config.traderAddress,
                email: app.config.supportEmail,
              },
            }),
            tx,
          );
        },
        // The refund e-mail is queued in the transaction that records the refund as made.
        onRefunded: async (tx, r) => {
          await app.mail.enqueue(
            refundEmail({
              to: r.email,
              username: r.username,
              planName: r.plan,
              amountPence: r.amountPence,
              reference: r.reference,
              reason: r.reason,
              refundedAt: r.refundedAt,
              isSandbox: r.provider === 'sandbox',
            }),
            tx,
          );
        },
        afterRefunded: () => void app.mail.deliverPending(),
        // A plan change shows at once on every instance: cached sessions of the buyer are dropped.
        afterFulfilled: async (fulfilment) => {
          await app.forgetUserSessions(fulfilment.userId);
          void app.mail.deliverPending();
        },
      }),
    );
    app.decorate('paymentReports', createPaymentReportsService({ db }));
    if (jobs) {
      const { firstRunMs = OWED_REFUNDS_FIRST_MS, everyMs = OWED_REFUNDS_EVERY_MS } =
        jobs === true ? {} : jobs;
      let running: Promise<unknown> = Promise.resolve();
      const run = () => {
        running = app.paymentFulfilment.completeOwedRefunds(app.now()).catch((error: unknown) => {
          app.log.warn({ err: error }, 'owed refunds job failed; will run again');
        });
      };
      let timers: { first: NodeJS.Timeout; every: NodeJS.Timeout } | null = null;
      app.addHook('onReady', async () => {
        timers = { first: setTimeout(run, firstRunMs).unref(), every: setInterval(run, everyMs).unref() };
      });
      app.addHook('preClose', async () => {
        if (timers) {
          clearTimeout(timers.first);
          clearInterval(timers.every);
        }
        await running;
      });
    }
    await registerApiRoutes(app, paymentsRoutes);
  },
  { name: 'payments', dependencies: ['sessions', 'rate-limit', 'mail'] },
);
