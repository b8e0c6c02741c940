import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/api';
import { adminRoutes } from './admin.routes';
import { createTwoFactorService, type TTwoFactorService } from './two-factor.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Administrators' two-factor sign-in: enrolment, recovery codes and the second step of a sign-in. */
    twoFactor: TTwoFactorService;
  }
}

/** The admin panel's routes under /api/admin (sign-in, tips, results, corrections, audit, two-factor sign-in). */
export const adminModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('twoFactor', createTwoFactorService({ db: app.database.db }));
    await registerApiRoutes(app, adminRoutes, { prefix: '/admin' });
  },
  { name: 'admin', dependencies: ['sessions', 'rate-limit'] },
);
