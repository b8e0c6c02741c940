/**
 * `npm run bench`: request rates and p99 latencies, measured side by side in one run on this machine.
 *   GET /api/tips/today as a guest and as a Monthly user, with 1,000 and 100,000 tips in the database, against a
 *   bare Fastify route answering the same JSON. 50 connections each. The app and the bare server run at the same
 *   time and are loaded in alternating short rounds (A B B A ...), so a burst of noise on this shared machine hits
 *   both sides alike; each figure is the median over the rounds, and p99 is the worst round's.
 * Runs on PGlite; under `tsx scripts/with-postgres.ts` (TEST_DATABASE_URL set) it runs on PostgreSQL instead.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/domain/auth.contract';
import { ukDate } from '../src/domain/uk-time';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { ensureAdmin, seedDemoAccounts } from '../src/server/db/seed';
import { fillBets, fillTips } from './bench/datasets';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Alternating rounds per app-vs-bare comparison, and seconds per round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const CONNECTIONS = 50;
const pgBase = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const startServer = async (env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> => {
  const port = await freePort();
  const child = fork(path.resolve('scripts/bench/bench-server.ts'), [], {
    env: { ...process.env, ...env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type TResult = { name: string; rps: number; p99: number; errors: number };

/** One run of `seconds` at 50 connections: average req/s, p99 and failed requests. */
const measure = async (url: string, headers: Record<string, string>, seconds: number) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The app against the bare route in alternating rounds (bare, app, app, bare, ...). Each round's ratio compares
 * neighbouring runs; the result is the median ratio, the median req/s of each side and the worst p99 of each side.
 */
const compare = async (
  names: { bare: string; app: string },
  bareUrl: string,
  appUrl: string,
  headers: Record<string, string>,
): Promise<[TResult, TResult, number]> => {
  const one = (url: string, h: Record<string, string>) => measure(url, h, ROUND_S);
  await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 3 });
  await autocannon({ url: appUrl, connections: CONNECTIONS, duration: 3, headers });
  const bare: Array<Awaited<ReturnType<typeof one>>> = [];
  const app: Array<Awaited<ReturnType<typeof one>>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      bare.push(await one(bareUrl, {}));
      app.push(await one(appUrl, headers));
    } else {
      app.push(await one(appUrl, headers));
      bare.push(await one(bareUrl, {}));
    }
  }
  const summary = (name: string, runs: typeof bare): TResult => ({
    name,
    rps: Math.round(median(runs.map((r) => r.rps))),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  });
  const ratio = median(app.map((r, i) => r.rps / bare[i]!.rps));
  return [summary(names.bare, bare), summary(names.app, app), ratio];
};

const load = async (name: string, url: string, headers: Record<string, string> = {}): Promise<TResult> => {
  // A short warm-up fills caches and JIT before the measured run.
  await measure(url, headers, 2);
  const result = await measure(url, headers, DURATION_S);
  return { name, ...result, rps: Math.round(result.rps) };
};

const BETS_FOR_USER = 10_000;

/** lifetime@example.com gets 10,000 bets on one of today's later races (so new bets can still be placed on it). */
const fillBettor = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
  const user = (await database.db.execute(
    sql`select id from users where email = 'lifetime@example.com'`,
  )) as unknown as { rows: Array<{ id: number }> };
  const entry = (await database.db.execute(
    sql`select e.id from race_entries e join races r on r.id = e.race_id where r.race_date = ${ukDate(new Date())} order by r.race_time desc limit 1`,
  )) as unknown as { rows: Array<{ id: number }> };
  await fillBets(database, user.rows[0]!.id, entry.rows[0]!.id, BETS_FOR_USER);
};

const prepareDatabase = async (size: number): Promise<Record<string, string>> => {
  if (pgBase) {
    const name = `racepro_bench_${size}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await runMigrations(database);
    await ensureAdmin(database.db, { username: 'admin', password: 'admin' });
    await seedDemoAccounts(database.db);
    await fillTips(database, size);
    await fillBettor(database);
    await database.close();
    return { DATABASE_URL: url.toString() };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `racepro-bench-${size}-`));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  await runMigrations(database);
  await ensureAdmin(database.db, { username: 'admin', password: 'admin' });
  await seedDemoAccounts(database.db);
  await fillTips(database, size);
  await fillBettor(database);
  await database.close();
  return { DATA_DIR: dataDir };
};

/** POST /api/bets and GET /api/bets?status=Open for a user with 10,000 bets. */
const benchBets = async (
  url: string,
  rows: Array<TResult & { size: number; ratio: number }>,
  size: number,
) => {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lifetime@example.com', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const tips = (await (await fetch(`${url}/api/tips/today`, { headers: { cookie } })).json()) as Array<{
    raceEntryId: number;
    time: string;
    odds: string;
  }>;
  const latest = tips.sort((a, b) => b.time.localeCompare(a.time))[0]!;
  const openRead = await load(
    `GET /api/bets?status=Open (${BETS_FOR_USER.toLocaleString('en-GB')} bets)`,
    `${url}/api/bets?status=Open`,
    { cookie },
  );
  rows.push({ ...openRead, size, ratio: Number.NaN });
  // One in-flight placement per connection; each creates a bet (no clientRef), each runs the full rule set.
  const result = await autocannon({
    url: `${url}/api/bets`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      raceEntryId: latest.raceEntryId,
      type: 'Win',
      odds: latest.odds,
      stake: 1,
      potentialReturn: 3.5,
    }),
  });
  rows.push({
    name: 'POST /api/bets',
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    size,
    ratio: Number.NaN,
  });
};

const main = async () => {
  console.info(
    `RacePro benchmark on ${pgBase ? 'PostgreSQL' : 'PGlite'}: ${CONNECTIONS} connections, ${os.cpus().length} cores; ` +
      `tips reads: ${ROUNDS} alternating ${ROUND_S}s rounds against bare Fastify (median req/s and ratio, worst p99); ` +
      `bets: ${DURATION_S}s runs`,
  );
  const rows: Array<TResult & { size: number; ratio: number }> = [];
  for (const size of SIZES) {
    const started = Date.now();
    const env = await prepareDatabase(size);
    console.info(
      `\n${size.toLocaleString('en-GB')} tips prepared in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    const app = await startServer({ ...env, BENCH_MODE: 'app', DEMO: '1' });
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'monthly@example.com', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    // Each scenario is compared with a bare Fastify route answering that scenario's exact JSON.
    const scenarios = [
      { name: 'GET /api/tips/today (guest)', headers: {} as Record<string, string> },
      { name: 'GET /api/tips/today (Monthly)', headers: { cookie } },
    ];
    for (const scenario of scenarios) {
      const body = await (await fetch(`${app.url}/api/tips/today`, { headers: scenario.headers })).text();
      const bodyFile = path.join(os.tmpdir(), `racepro-bench-body-${size}.json`);
      fs.writeFileSync(bodyFile, body);
      const bare = await startServer({ BENCH_MODE: 'bare', BENCH_BODY_FILE: bodyFile });
      const [baseline, measured, ratio] = await compare(
        {
          bare: `bare Fastify, same JSON as ${scenario.name.includes('guest') ? 'guest' : 'Monthly'} (${body.length} B)`,
          app: scenario.name,
        },
        `${bare.url}/api/tips/today`,
        `${app.url}/api/tips/today`,
        scenario.headers,
      );
      await stop(bare.child);
      rows.push({ ...baseline, size, ratio: 1 }, { ...measured, size, ratio });
    }
    if (size === Math.max(...SIZES)) await benchBets(app.url, rows, size);
    await stop(app.child);
    if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }

  console.info('\n| tips | scenario | req/s | p99 ms | of bare (median) | errors |');
  console.info('|---:|---|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = Number.isNaN(r.ratio) ? 'n/a' : `${(r.ratio * 100).toFixed(0)}%`;
    console.info(
      `| ${r.size.toLocaleString('en-GB')} | ${r.name} | ${r.rps.toLocaleString('en-GB')} | ${r.p99} | ${ratio} | ${r.errors} |`,
    );
  }

  const checks: string[] = [];
  const openRead = rows.find((r) => r.name.startsWith('GET /api/bets'));
  if (openRead)
    checks.push(
      `${openRead.p99 < 25 ? 'PASS' : 'FAIL'} ${openRead.name}: p99 ${openRead.p99} ms (target < 25 ms)`,
    );
  for (const r of rows.filter((row) => row.name.startsWith('GET /api/tips'))) {
    checks.push(
      `${r.ratio >= 0.7 ? 'PASS' : 'FAIL'} ${r.name} at ${r.size}: ${(r.ratio * 100).toFixed(1)}% of bare (target >= 70%)`,
    );
    checks.push(`${r.p99 < 25 ? 'PASS' : 'FAIL'} ${r.name} at ${r.size}: p99 ${r.p99} ms (target < 25 ms)`);
  }
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  if (small !== large) {
    for (const name of ['GET /api/tips/today (guest)', 'GET /api/tips/today (Monthly)']) {
      const a = rows.find((r) => r.size === small && r.name === name)!;
      const b = rows.find((r) => r.size === large && r.name === name)!;
      const slowdown = a.rps / b.rps;
      checks.push(
        `${slowdown <= 1.5 ? 'PASS' : 'FAIL'} ${name}: ${large.toLocaleString('en-GB')} tips at ${slowdown.toFixed(2)}x the time of ${small.toLocaleString('en-GB')} (target <= 1.5x)`,
      );
    }
  }
  console.info(`\n${checks.join('\n')}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
