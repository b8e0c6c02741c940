import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZPushPublicKey, ZPushSubscribed, ZPushSubscription, ZPushUnsubscribe } from '~/domain/push.contract';
import { requireUser } from '../../plugins/sessions';

/** Subscribing and unsubscribing, per member, an hour. */
export const PUSH_CHANGES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 429: ZErrorResponse, 503: ZErrorResponse };

/** Web Push: the VAPID public key (anyone), and a member's browser subscribing or stopping. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/push/public-key',
    { schema: { response: { 200: ZPushPublicKey, 503: ZErrorResponse } } },
    async () => app.push.publicKey(),
  );

  // After the member guard and before the body is validated: push must be on, and the change is counted (a flood of
  // bad bodies counts too).
  const countChange: preValidationAsyncHookHandler = async (request) => {
    app.push.requireEnabled();
    await app.limitRate(
      `push-subscribe:${requireUser(request).id}`,
      PUSH_CHANGES_PER_HOUR,
      HOUR_MS,
      'Too many changes to notifications. Please try again later.',
    );
  };
  const member = { onRequest: app.guards.member, preValidation: countChange };

  app.post(
    '/push/subscribe',
    { ...member, schema: { body: ZPushSubscription, response: { 200: ZPushSubscribed, ...errors } } },
    async (request) => {
      await app.push.subscribe(requireUser(request).id, request.body);
      return { subscribed: true };
    },
  );

  app.delete(
    '/push/subscribe',
    { ...member, schema: { body: ZPushUnsubscribe, response: { 200: ZPushSubscribed, ...errors } } },
    async (request) => {
      await app.push.unsubscribe(requireUser(request).id, request.body.endpoint);
      return { subscribed: false };
    },
  );
};
