import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/client';
import { checkReadiness } from '../db/readiness';

/**
 * Load balancer probes (docs/deploy.md): `/healthz`, the process is up; `/readyz`, it can serve (the database answers
 * and every SQL migration and every data migration this code knows has run).
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, { db, dataMigrations }: { db: TDb; dataMigrations: readonly string[] }) => {
    app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
    app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
      const readiness = await checkReadiness(db, dataMigrations);
      return readiness.ready
        ? { status: 'ready' }
        : reply.status(503).send({ status: 'not ready', reason: readiness.reason });
    });
  },
  { name: 'health' },
);
