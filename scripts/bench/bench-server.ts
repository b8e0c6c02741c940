/**
 * A server process for the benchmark:
 * - BENCH_MODE=app: the real app on an existing database, its clock fixed at BENCH_NOW; beside it (BARE_WRITE_PORT)
 *   a bare Fastify route on the same database handle that stores a bet with one INSERT in a transaction, the
 *   baseline for placement;
 * - BENCH_MODE=bare: a bare Fastify route answering the same JSON as GET /api/tips/today (BENCH_BODY_FILE).
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type TDatabase } from '../../src/server/db/client';
import { bets } from '../../src/server/db/schema';

const port = Number(process.env.PORT ?? 0);

const bareRead = () => {
  const body = fs.readFileSync(process.env.BENCH_BODY_FILE!, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/api/tips/today', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  return app;
};

/** The least a stored bet can cost: parse the JSON body, then one INSERT in its own transaction. */
const bareWrite = (database: TDatabase) => {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error: Error, _request, reply) => {
    console.error('bare write failed:', error.message);
    return reply.status(500).send({ error: error.message });
  });
  app.post<{ Body: { userId: number; entryId: number } }>('/bare/bets', async (request, reply) => {
    const { userId, entryId } = request.body;
    await database.db.transaction(async (tx) => {
      await tx.insert(bets).values({
        userId,
        entryId,
        type: 'Win',
        oddsText: '5/2',
        oddsNum: 5,
        oddsDen: 2,
        stakePence: 100,
        totalStakePence: 100,
        potentialReturnPence: 350,
      });
    });
    return reply.status(201).send({ ok: true });
  });
  return app;
};

const realApp = async () => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { webRoot: null });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const now = process.env.BENCH_NOW ? new Date(process.env.BENCH_NOW) : null;
  const app = await buildApp(config, database, {
    demoCard: false,
    ...(now ? { clock: () => now } : {}),
  });
  return { app, database };
};

const main = async () => {
  if (process.env.BENCH_MODE === 'bare') {
    const app = bareRead();
    await app.listen({ port, host: '127.0.0.1' });
    process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  } else {
    const { app, database } = await realApp();
    const writes = bareWrite(database);
    await app.listen({ port, host: '127.0.0.1' });
    await writes.listen({ port: Number(process.env.BARE_WRITE_PORT ?? 0), host: '127.0.0.1' });
    process.on('SIGTERM', () => void writes.close().then(() => app.close().then(() => process.exit(0))));
  }
  process.send?.('ready');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
