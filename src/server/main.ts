import { bootServer } from './boot';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async (): Promise<void> => {
  const startedAt = performance.now();
  const config = loadConfig();
  const { app, database, releaseLock } = await bootServer(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      demo: config.demo,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `RacePro is running on http://localhost:${config.port}`,
  );
  // Demo mode: build today's card (and, on a new database, its history) now; reads that arrive meanwhile wait for it.
  void app.demoCard?.ensureFresh(app.now());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      releaseLock();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // app.close stops accepting, waits for in-flight requests, then closes the database (onClose hook).
    app.close().then(
      () => {
        releaseLock();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        releaseLock();
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('RacePro failed to start:', error);
  }
  process.exit(1);
});
