import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TIER_DISPLAY_NAMES } from '~/domain/tiers';
import { registerApiRoutes } from '../../plugins/api';
import { receiptEmail } from '../mail/mail-templates';
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
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
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
    app.decorate('paymentReports', createPaymentReportsService({ db }));
    await registerApiRoutes(app, paymentsRoutes);
  },
  { name: 'payments', dependencies: ['sessions', 'rate-limit', 'mail'] },
);
