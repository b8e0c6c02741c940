/**
 * A server process for the benchmark: the real app on an existing database (BENCH_MODE=app), or a bare Fastify
 * route answering the same JSON (BENCH_MODE=bare, BENCH_BODY_FILE) as the baseline.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

const port = Number(process.env.PORT ?? 0);

const bareApp = () => {
  const body = fs.readFileSync(process.env.BENCH_BODY_FILE!, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/api/tips/today', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  return app;
};

const realApp = async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { webRoot: null });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return buildApp(config, database, { demoCard: false });
};

const main = async () => {
  const app = process.env.BENCH_MODE === 'bare' ? bareApp() : await realApp();
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.send?.('ready');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
