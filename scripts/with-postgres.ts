/**
 * Runs a command against a throwaway PostgreSQL cluster: initdb into a temp dir, start `postgres` on 127.0.0.1
 * at a free port, run the command with TEST_DATABASE_URL set, then stop the server and delete the cluster.
 * Debian's initdb/postgres refuse to run as root, so as root they run as the `postgres` user.
 *
 *   tsx scripts/with-postgres.ts vitest run --project api
 *
 * Without PostgreSQL installed it fails when CI=true and skips (with a warning) otherwise.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

const isCi = process.env.CI === 'true' || process.env.CI === '1';

const findBinDir = (): string | null => {
  const candidates = [process.env.PG_BIN];
  const debianRoot = '/usr/lib/postgresql';
  if (fs.existsSync(debianRoot)) {
    const versions = fs
      .readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debianRoot, v, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  return (
    candidates.find(
      (dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')),
    ) ?? null
  );
};

const main = async (): Promise<number> => {
  const command = process.argv.slice(2);
  if (command.length === 0) {
    console.error('usage: tsx scripts/with-postgres.ts <command> [args...]');
    return 2;
  }
  const binDir = findBinDir();
  if (!binDir) {
    const message = 'PostgreSQL (initdb, postgres) is not installed: install Debian package "postgresql".';
    if (isCi) {
      console.error(`with-postgres: ${message}`);
      return 1;
    }
    console.warn(`\nwith-postgres: SKIPPED the PostgreSQL run. ${message}\n`);
    return 0;
  }

  const asRoot = process.getuid?.() === 0;
  const asUser = (bin: string, args: string[]) =>
    (asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]) as [string, string[]];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-pg-'));
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let server: ReturnType<typeof spawn> | null = null;

  const cleanup = () => {
    if (server && server.exitCode === null) server.kill('SIGINT');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    const [initBin, initArgs] = asUser(path.join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    const init = spawnSync(initBin, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.stdout}`);

    const [pgBin, pgArgs] = asUser(path.join(binDir, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=128MB',
    ]);
    // NOTE: the server's log goes to a file, never to a pipe: the tests below run through spawnSync, which blocks this
    // process's event loop, so nothing would read a pipe; once PostgreSQL had filled it (a checkpoint's log line for
    // every test database dropped), its checkpointer blocked writing, and every DROP DATABASE waited on it for ever.
    const logPath = path.join(dir, 'postgres.log');
    const logFd = fs.openSync(logPath, 'a');
    server = spawn(pgBin, pgArgs, { stdio: ['ignore', logFd, logFd] });
    fs.closeSync(logFd);
    const lastLog = () => fs.readFileSync(logPath, 'utf8').slice(-4000);

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        break;
      } catch {
        await client.end().catch(() => {});
        if (server.exitCode !== null || Date.now() > deadline)
          throw new Error(`postgres did not start:\n${lastLog()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    console.info(`with-postgres: PostgreSQL ready on 127.0.0.1:${port} (${binDir})`);

    const [bin, ...args] = command;
    const run = spawnSync(bin!, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
      shell: false,
    });
    return run.status ?? 1;
  } finally {
    cleanup();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('with-postgres:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
