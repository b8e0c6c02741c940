import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { createBuiltinAssistant } from './builtin/builtin-assistant';
import { chatRoutes } from './chat.routes';
import { createChatService, type TChatService } from './chat.service';
import { createOpenAiProvider } from './openai-provider';

declare module 'fastify' {
  interface FastifyInstance {
    chat: TChatService;
  }
}

/** The chat assistant: it reads what the caller could read through the API (the other modules' services), no more. */
export const chatModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    app.decorate(
      'chat',
      createChatService({
        provider: config.chat
          ? createOpenAiProvider({ ...config.chat, log: app.log })
          : createBuiltinAssistant(),
        // When the model fails or times out, the built-in assistant answers instead of an error.
        ...(config.chat ? { fallback: createBuiltinAssistant() } : {}),
        log: app.log,
        ...(config.chat?.timeoutMs ? { timeoutMs: config.chat.timeoutMs } : {}),
        sources: {
          todaysTips: async (tier, now) => {
            await app.demoCard?.ensureFresh(now);
            return JSON.parse((await app.tips.listToday('all', tier, now)).json);
          },
          trackRecord: (now) => app.trackRecord.stats(now),
          myBets: (user) => app.betReports.summary(user),
          recentBets: async (userId, max) =>
            JSON.parse((await app.betReports.listJson(userId, null, 1, max, app.now())).json),
          plans: (userId, now) => app.payments.plans(userId === null ? null : { id: userId }, now),
          supportEmail: config.supportEmail,
        },
      }),
    );
    await registerApiRoutes(app, chatRoutes);
  },
  { name: 'chat', dependencies: ['rate-limit', 'tips', 'bets', 'payments'] },
);
