import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { accountRoutes } from './account.routes';
import { createAccountService, type TAccountService } from './account.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** A member's own data: the export and closing the account (decision 0022). */
    account: TAccountService;
  }
}

export const accountModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('account', createAccountService({ db: app.database.db }));
    await registerApiRoutes(app, accountRoutes);
  },
  { name: 'account', dependencies: ['sessions', 'auth', 'limits'] },
);
