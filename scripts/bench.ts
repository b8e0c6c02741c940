/**
 * `npm run bench`: request rates and p99 latencies, measured side by side in one run on this machine.
 * - GET /api/tips/today as a guest and as a Monthly user, with 1,000 and 100,000 tips in the database, against a
 *   bare Fastify route answering the same JSON. Target: at least 70% of bare, p99 under 25 ms.
 * - POST /api/bets by 50 different Lifetime users (one per connection, every rule run in the user's locked
 *   transaction) against a bare route on the same database handle that stores a bet with one INSERT in a
 *   transaction. Target: at least 25% of that bare write on PostgreSQL.
 * - GET /api/bets?status=Open for a user with 10,000 bets. Target: p99 under 25 ms.
 * 50 connections each. The app and its bare baseline run at the same time and are loaded in alternating short
 * rounds (A B B A ...), so a burst of noise on this shared machine hits both sides alike; each figure is the median
 * over the rounds, and p99 is the worst round's. The app's clock is set to noon UK time today, so today's races
 * (13:00 to 17:05) can always be bet on whatever time the bench runs.
 * BENCH_ONLY=bets or BENCH_ONLY=tips runs one half.
 * Runs on PGlite; under `tsx scripts/with-postgres.ts` (TEST_DATABASE_URL set) it runs on PostgreSQL instead.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/domain/auth.contract';
import { ukDate, ukInstant } from '../src/domain/uk-time';
import { openDatabase } from '../src/server/db/client';
import { SESSION_COOKIE } from '../src/server/plugins/sessions';
import { migrateDatabase } from '../src/server/setup/data-migrations';
import { ensureAdmin, seedDemoAccounts } from '../src/server/setup/seed';
import { addBettors, fillBets, fillTips } from './bench/datasets';
import { freePort } from './free-port';

const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** Alternating rounds per app-vs-bare comparison, and seconds per round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const CONNECTIONS = 50;
const pgBase = process.env.TEST_DATABASE_URL;
/** BENCH_ONLY=bets skips the tips reads (for repeated placement runs); BENCH_ONLY=tips skips the bets. */
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'bets' && ONLY !== 'tips')
  throw new Error(`BENCH_ONLY is "bets" or "tips", not "${ONLY}"`);

const startServer = async (
  env: Record<string, string>,
): Promise<{ url: string; bareWriteUrl: string; child: ChildProcess }> => {
  const [port, bareWritePort] = [await freePort(), await freePort()];
  const child = fork(path.resolve('scripts/bench/bench-server.ts'), [], {
    env: { ...process.env, ...env, PORT: String(port), BARE_WRITE_PORT: String(bareWritePort) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, bareWriteUrl: `http://127.0.0.1:${bareWritePort}`, child };
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type TResult = { name: string; rps: number; p99: number; errors: number };
type TRow = TResult & { size: number; ratio: number };
/** What one side of a comparison loads: a URL and autocannon's request options (method, headers, body, setupClient). */
type TTarget = Omit<autocannon.Options, 'connections' | 'duration'>;

/** One run of `seconds` at 50 connections: average req/s, p99 and failed requests. */
const measure = async (target: TTarget, seconds: number) => {
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The app against its bare baseline in alternating rounds (bare, app, app, bare, ...). Each round's ratio compares
 * neighbouring runs; the result is the median ratio, the median req/s of each side and the worst p99 of each side.
 */
const compare = async (
  names: { bare: string; app: string },
  bareTarget: TTarget,
  appTarget: TTarget,
): Promise<[TResult, TResult, number]> => {
  await measure(bareTarget, 3);
  await measure(appTarget, 3);
  const bare: Array<Awaited<ReturnType<typeof measure>>> = [];
  const app: Array<Awaited<ReturnType<typeof measure>>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      bare.push(await measure(bareTarget, ROUND_S));
      app.push(await measure(appTarget, ROUND_S));
    } else {
      app.push(await measure(appTarget, ROUND_S));
      bare.push(await measure(bareTarget, ROUND_S));
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

const load = async (name: string, target: TTarget): Promise<TResult> => {
  // A short warm-up fills caches and JIT before the measured run.
  await measure(target, 2);
  const result = await measure(target, DURATION_S);
  return { name, ...result, rps: Math.round(result.rps) };
};

const BETS_FOR_USER = 10_000;
const BETTORS = CONNECTIONS;
/** The bench server's clock: noon UK time today, before every race on today's bench card. */
const BENCH_NOW = ukInstant(ukDate(new Date()), '12:00');

type TPrepared = { env: Record<string, string>; bettorTokens: string[] };

/**
 * Tips, the demo accounts, 50 Lifetime bettors with sessions, and 10,000 bets for lifetime@example.com on today's
 * last race (which the bench clock keeps open for new bets).
 */
const fillDatabase = async (database: Awaited<ReturnType<typeof openDatabase>>, size: number) => {
  await migrateDatabase(database);
  await ensureAdmin(database.db, { username: 'admin', password: 'admin' });
  await seedDemoAccounts(database.db);
  await fillTips(database, size, BENCH_NOW);
  const user = (await database.db.execute(
    sql`select id from users where email = 'lifetime@example.com'`,
  )) as unknown as { rows: Array<{ id: number }> };
  const entry = (await database.db.execute(
    sql`select e.id from race_entries e join races r on r.id = e.race_id where r.race_date = ${ukDate(BENCH_NOW)} order by r.race_time desc limit 1`,
  )) as unknown as { rows: Array<{ id: number }> };
  await fillBets(database, user.rows[0]!.id, entry.rows[0]!.id, BETS_FOR_USER);
  return addBettors(database, BETTORS);
};

const prepareDatabase = async (size: number): Promise<TPrepared> => {
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
    const bettorTokens = await fillDatabase(database, size);
    await database.close();
    return { env: { DATABASE_URL: url.toString() }, bettorTokens };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `racepro-bench-${size}-`));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const bettorTokens = await fillDatabase(database, size);
  await database.close();
  return { env: { DATA_DIR: dataDir }, bettorTokens };
};

const signIn = async (url: string, email: string) => {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in ${email} answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
};

/** Gives each new connection the next of `cookies` (so 50 connections are 50 different users). */
const oneUserPerConnection = (cookies: string[], headers: Record<string, string>) => {
  let next = 0;
  return (client: { setHeaders: (h: Record<string, string>) => void }) => {
    client.setHeaders({ ...headers, cookie: cookies[next++ % cookies.length]! });
  };
};

/** GET /api/bets?status=Open for a user with 10,000 bets; POST /api/bets by 50 users against the bare write. */
const benchBets = async (
  server: { url: string; bareWriteUrl: string },
  bettorTokens: string[],
  rows: TRow[],
  size: number,
) => {
  const cookie = await signIn(server.url, 'lifetime@example.com');
  const tips = (await (
    await fetch(`${server.url}/api/tips/today`, { headers: { cookie } })
  ).json()) as Array<{
    raceEntryId: number;
    time: string;
    odds: string;
  }>;
  const latest = tips.sort((a, b) => b.time.localeCompare(a.time))[0]!;
  const openRead = await load(`GET /api/bets?status=Open (${BETS_FOR_USER.toLocaleString('en-GB')} bets)`, {
    url: `${server.url}/api/bets?status=Open`,
    headers: { cookie },
  });
  rows.push({ ...openRead, size, ratio: Number.NaN });

  const json = { 'content-type': 'application/json' };
  const cookies = bettorTokens.map((token) => `${SESSION_COOKIE}=${token}`);
  // Every bettor's session must work before measuring (a refused placement would look fast); their ids feed the
  // bare write, so both sides write for 50 different users.
  const userIds: number[] = [];
  for (const c of cookies) {
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: c } });
    if (!me.ok) throw new Error(`a bench bettor's session answered ${me.status}`);
    userIds.push(((await me.json()) as { user: { id: number } }).user.id);
  }
  let nextUser = 0;
  const bareBody = (client: { setBody: (body: string) => void }) =>
    client.setBody(
      JSON.stringify({ userId: userIds[nextUser++ % userIds.length], entryId: latest.raceEntryId }),
    );
  const [baseline, measured, ratio] = await compare(
    { bare: 'bare INSERT in a transaction, same database', app: `POST /api/bets (${BETTORS} users)` },
    {
      url: `${server.bareWriteUrl}/bare/bets`,
      method: 'POST',
      headers: json,
      body: '{}',
      setupClient: bareBody,
    },
    {
      url: `${server.url}/api/bets`,
      method: 'POST',
      headers: json,
      // Each placement creates a bet (no clientRef) and runs the full rule set in the user's locked transaction.
      body: JSON.stringify({
        raceEntryId: latest.raceEntryId,
        type: 'Win',
        odds: latest.odds,
        stake: 1,
        potentialReturn: 3.5,
      }),
      setupClient: oneUserPerConnection(cookies, json),
    },
  );
  rows.push({ ...baseline, size, ratio: 1 }, { ...measured, size, ratio });
};

const main = async () => {
  console.info(
    `RacePro benchmark on ${pgBase ? 'PostgreSQL' : 'PGlite'}: ${CONNECTIONS} connections, ${os.cpus().length} cores; ` +
      `tips reads: ${ROUNDS} alternating ${ROUND_S}s rounds against bare Fastify (median req/s and ratio, worst p99); ` +
      `bets: ${DURATION_S}s runs`,
  );
  const rows: TRow[] = [];
  // The bets run at the largest size only, so a bets-only run prepares no other.
  for (const size of ONLY === 'bets' ? [Math.max(...SIZES)] : SIZES) {
    const started = Date.now();
    const { env, bettorTokens } = await prepareDatabase(size);
    console.info(
      `\n${size.toLocaleString('en-GB')} tips prepared in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
    const app = await startServer({ ...env, BENCH_MODE: 'app', BENCH_NOW: BENCH_NOW.toISOString() });
    const cookie = await signIn(app.url, 'monthly@example.com');
    // Each scenario is compared with a bare Fastify route answering that scenario's exact JSON.
    const scenarios = [
      { name: 'GET /api/tips/today (guest)', headers: {} as Record<string, string> },
      { name: 'GET /api/tips/today (Monthly)', headers: { cookie } },
    ];
    for (const scenario of ONLY === 'bets' ? [] : scenarios) {
      const body = await (await fetch(`${app.url}/api/tips/today`, { headers: scenario.headers })).text();
      const bodyFile = path.join(os.tmpdir(), `racepro-bench-body-${size}.json`);
      fs.writeFileSync(bodyFile, body);
      const bare = await startServer({ BENCH_MODE: 'bare', BENCH_BODY_FILE: bodyFile });
      const [baseline, measured, ratio] = await compare(
        {
          bare: `bare Fastify, same JSON as ${scenario.name.includes('guest') ? 'guest' : 'Monthly'} (${body.length} B)`,
          app: scenario.name,
        },
        { url: `${bare.url}/api/tips/today` },
        { url: `${app.url}/api/tips/today`, headers: scenario.headers },
      );
      await stop(bare.child);
      rows.push({ ...baseline, size, ratio: 1 }, { ...measured, size, ratio });
    }
    if (size === Math.max(...SIZES) && ONLY !== 'tips') await benchBets(app, bettorTokens, rows, size);
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
  const placement = rows.find((r) => r.name.startsWith('POST /api/bets'));
  if (placement)
    checks.push(
      `${placement.ratio >= 0.25 ? 'PASS' : 'FAIL'} ${placement.name}: ${(placement.ratio * 100).toFixed(1)}% of the bare INSERT (target >= 25% on PostgreSQL${pgBase ? '' : '; this run is PGlite'}), p99 ${placement.p99} ms, ${placement.errors} errors`,
    );
  for (const r of rows.filter((row) => row.name.startsWith('GET /api/tips'))) {
    checks.push(
      `${r.ratio >= 0.7 ? 'PASS' : 'FAIL'} ${r.name} at ${r.size}: ${(r.ratio * 100).toFixed(1)}% of bare (target >= 70%)`,
    );
    checks.push(`${r.p99 < 25 ? 'PASS' : 'FAIL'} ${r.name} at ${r.size}: p99 ${r.p99} ms (target < 25 ms)`);
  }
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  if (small !== large && ONLY !== 'bets') {
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
