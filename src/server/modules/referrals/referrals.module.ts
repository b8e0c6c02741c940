import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService, type TReferralsService } from './referrals.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Invite codes and links. */
    referrals: TReferralsService;
  }
}

export const referralsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'referrals',
      createReferralsService({ db: app.database.db, siteUrl: app.config.publicSiteUrl }),
    );
    await registerApiRoutes(app, referralsRoutes);
  },
  { name: 'referrals', dependencies: ['sessions'] },
);
