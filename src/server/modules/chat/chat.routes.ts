import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '~/domain/auth.contract';
import { ZChatBody, ZChatResponse } from '~/domain/chat.contract';
import { breakOf } from '../../plugins/sessions';

/** Per client (member id, else address): enough for a real conversation, not for scripted use of a paid model. */
export const CHAT_REQUESTS_PER_WINDOW = 20;
export const CHAT_WINDOW_MS = 5 * 60_000;

/** The refusal names when the next message will be answered (issue 34): "in 45 seconds", "in 3 minutes". */
export const chatTooQuicklyText = (retryAfterSeconds: number): string => {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `You are sending messages too quickly. Please try again in ${wait}.`;
};

/** POST /api/chat (spec 2 section 7): open to guests; answers `{ message }` or `{ error }`, never a 5xx. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/chat',
    {
      schema: {
        body: ZChatBody,
        response: { 200: ZChatResponse, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const now = app.now();
      const user = request.user;
      await app.limitRate(
        user ? `chat:user:${user.id}` : `chat:ip:${request.ip}`,
        CHAT_REQUESTS_PER_WINDOW,
        CHAT_WINDOW_MS,
        chatTooQuicklyText,
        now,
      );
      return app.chat.answer(
        request.body.messages,
        {
          userId: user?.id ?? null,
          username: user?.username ?? null,
          tier: user?.tier ?? 'Free',
          activeBreak: breakOf(user, now),
        },
        now,
      );
    },
  );
};
