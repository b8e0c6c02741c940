import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { freePort } from '../../scripts/free-port';
import { createPostgresDatabase } from './test/test-app';

/**
 * Production runs what was built: `npm run build` bundles the server into dist/server/main.js, and `npm run
 * start:prod` (the image's command) runs it with plain node. This builds the bundle afresh, starts it as production
 * does (NODE_ENV=production, the variables production requires, a PostgreSQL database, no TypeScript loader) and
 * waits for /readyz. It runs in the PostgreSQL stage of `npm test` (production never runs on the embedded store).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BUNDLE = 'dist/server/main.js';
const READY_WITHIN_MS = 30_000;

let child: ChildProcess | null = null;
let database: { url: string; drop: () => Promise<void> } | null = null;
const output: string[] = [];

/** The process's own view of how it was started (Linux /proc): its argv and its environment. */
const processFacts = (pid: number) => ({
  argv: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean),
  env: fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean),
});

const exited = (process: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (process.exitCode !== null) resolve(process.exitCode);
    else process.once('exit', (code) => resolve(code));
  });

describe.runIf(onPostgres)('the production bundle', () => {
  beforeAll(async () => {
    await buildServer();
    database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await database?.drop();
  });

  it('starts with plain node and NODE_ENV=production on PostgreSQL, answers /readyz, and stops on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const startedAt = performance.now();
    // Only what production sets: no NODE_OPTIONS or loader inherited from the test runner.
    child = spawn(process.execPath, [BUNDLE], {
      cwd: path.resolve('.'),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: database!.url,
        ADMIN_USERNAME: 'operator',
        ADMIN_PASSWORD: 'a-long-production-password',
        PUBLIC_SITE_URL: 'https://racepro.example',
        TRADER_NAME: 'Paddock Data Ltd',
        TRADER_ADDRESS: '2 Rowley Mile, Newmarket, CB8 0TF',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));

    let ready: Response | null = null;
    while (!ready && performance.now() - startedAt < READY_WITHIN_MS && child.exitCode === null) {
      ready = await fetch(`${base}/readyz`).then(
        (response) => (response.status === 200 ? response : null),
        () => null,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const startupMs = Math.round(performance.now() - startedAt);
    expect(ready, `not ready within ${READY_WITHIN_MS} ms; output:\n${output.join('')}`).not.toBeNull();
    expect(await ready!.json()).toEqual({ status: 'ready' });

    // Started as `node dist/server/main.js`, with no TypeScript loader (tsx) in its arguments or environment.
    const facts = processFacts(child.pid!);
    expect(facts.argv).toEqual([process.execPath, BUNDLE]);
    expect(facts.env.filter((line) => /tsx|NODE_OPTIONS|--import|--loader/.test(line))).toEqual([]);
    // Production answers as production: HSTS, and no demo accounts.
    const site = await fetch(`${base}/api/site`);
    expect(site.headers.get('strict-transport-security')).toContain('max-age=');
    const siteInfo = (await site.json()) as { demo: boolean; trader: unknown };
    expect(siteInfo.demo).toBe(false);
    expect(siteInfo.trader).toEqual({
      name: 'Paddock Data Ltd',
      address: '2 Rowley Mile, Newmarket, CB8 0TF',
      email: 'support@racepro.example',
    });
    // The web build, when there is one, is found from the bundle's own place (src/server/app-root.ts).
    if (fs.existsSync('dist/web/index.html')) {
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    }

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    console.info(
      `production bundle: node ${BUNDLE} answered /readyz 200 after ${startupMs} ms on PostgreSQL`,
    );
  });
});
