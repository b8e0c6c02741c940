import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { advisorRoutes } from './advisor.routes';
import { createAdvisorService, type TAdvisorService } from './advisor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI advisor's strategy built from a Lifetime member's own bets. */
    advisor: TAdvisorService;
  }
}

/** The AI advisor (Lifetime): it reads the member's bets, today's tips and the bankroll through the other modules. */
export const advisorModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'advisor',
      createAdvisorService({
        settledBets: (userId, max) => app.betReports.settled(userId, max),
        todaysTips: async (caller, now) => {
          await app.demoCard?.ensureFresh(now);
          // NOTE: the list GET /api/tips/today sends this caller, so the advice sees what the member sees.
          return app.tips.listFor('all', caller, now);
        },
        bankrollPence: async (userId) => (await app.limits.balance(userId)).bankrollPence,
      }),
    );
    await registerApiRoutes(app, advisorRoutes);
  },
  { name: 'advisor', dependencies: ['sessions', 'tips', 'bets', 'limits'] },
);
