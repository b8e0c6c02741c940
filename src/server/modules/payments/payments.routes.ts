import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZIdParams } from '~/domain/contract';
import {
  ZAdminSubscribers,
  ZCreatePaymentIntentBody,
  ZCreatePaymentIntentResponse,
  ZPaymentHistoryResponse,
  ZPaymentRecord,
  ZPaymentSuccessBody,
  ZPaymentSuccessResponse,
  ZPlansResponse,
  ZSandboxConfirmBody,
  ZSandboxConfirmResponse,
} from '~/domain/payments.contract';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/sessions';
import { WebhookSignatureError } from './payment-provider';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
  503: ZErrorResponse,
};

/** New payment intents per account per hour: plenty for a real checkout, too few to flood the provider. */
const HOUR_MS = 3_600_000;

export const INTENTS_PER_USER_PER_HOUR = 20;
/** Sandbox card attempts per account per hour (card testing is a real attack on real checkouts). */
export const CONFIRMS_PER_USER_PER_HOUR = 30;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guards.member };
  const admin = { onRequest: app.guards.admin };

  const limit = (key: string, max: number, message: string) => app.limitRate(key, max, HOUR_MS, message);

  app.get('/plans', { schema: { response: { 200: ZPlansResponse } } }, async (request) =>
    app.payments.plans(request.user, app.now()),
  );

  app.post(
    '/create-payment-intent',
    {
      // Buying waits for a confirmed e-mail address (issue 31): the receipt and the plan's e-mails must reach them.
      onRequest: app.guards.verified,
      schema: { body: ZCreatePaymentIntentBody, response: { 200: ZCreatePaymentIntentResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await limit(
        `intent:${user.id}`,
        INTENTS_PER_USER_PER_HOUR,
        'Too many payment attempts. Please try again later.',
      );
      return app.payments.createIntent(user, request.body, app.now());
    },
  );

  app.post(
    '/payments/sandbox/confirm',
    {
      ...member,
      schema: { body: ZSandboxConfirmBody, response: { 200: ZSandboxConfirmResponse, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await limit(
        `confirm:${user.id}`,
        CONFIRMS_PER_USER_PER_HOUR,
        'Too many card attempts. Please try again later.',
      );
      return app.payments.confirmSandbox(user, request.body.clientSecret, request.body.card, app.now());
    },
  );

  app.post(
    '/payment-success',
    {
      ...member,
      schema: { body: ZPaymentSuccessBody, response: { 200: ZPaymentSuccessResponse, ...errors } },
    },
    async (request) =>
      app.paymentFulfilment.verify(requireUser(request), request.body.paymentIntentId, app.now()),
  );

  app.get(
    '/payments',
    { ...member, schema: { response: { 200: ZPaymentHistoryResponse, ...errors } } },
    async (request) => ({ payments: await app.paymentReports.history(requireUser(request).id) }),
  );

  app.get(
    '/payments/:id',
    { ...member, schema: { params: ZIdParams, response: { 200: ZPaymentRecord, ...errors } } },
    async (request) => app.paymentReports.payment(requireUser(request).id, request.params.id),
  );

  app.get(
    '/admin/subscribers',
    { ...admin, schema: { response: { 200: ZAdminSubscribers, ...errors } } },
    async () => app.paymentReports.adminSummary(app.now()),
  );

  // The provider's webhook: the signature is checked over the raw body, so this scope keeps JSON bodies as bytes.
  await app.register(async (hook) => {
    hook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, body),
    );
    hook.post(
      '/payments/webhook',
      {
        schema: {
          response: {
            200: z.object({ received: z.literal(true) }),
            400: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        try {
          return await app.paymentFulfilment.handleWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
            app.now(),
          );
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', error.message);
          throw error;
        }
      },
    );
  });
};
