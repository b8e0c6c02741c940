import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminTipPage, ZAuditEntry } from '~/domain/admin-tips.contract';
import { type TBet, ZBetList } from '~/domain/bets.contract';
import { ZTipList } from '~/domain/tip.contract';
import { ukDate } from '~/domain/uk-time';
import { openDatabase } from './db/client';
import { createPostgresDatabase } from './test/test-app';

/**
 * Crash durability: the real server (src/server/test/crash-child.ts, started as main.ts starts it) takes a stream of
 * writes through the HTTP API (tips published, bets placed, results recorded, which settle the bets) and is killed
 * with SIGKILL at a random moment, CYCLES times. After every restart each acknowledged write must be there, and
 * nothing may be half-written: a resulted entry with an open bet, a settled bet on an entry with no result, a
 * result without its audit row. After the last kill the database is opened directly and checked in SQL as well.
 * It runs on PGlite in a data directory (the `npm start` store), and on PostgreSQL in the PostgreSQL stage.
 *
 * NOTE: PGlite is opened with relaxedDurability off (db/client.ts), so a query resolves only after its writes have
 * reached the file system; a SIGKILL loses only what the kernel had not yet been handed, which is never an
 * acknowledged write. Power loss is another matter (PGlite does not fsync; see README "Data").
 */
const CYCLES = Number(process.env.CRASH_CYCLES ?? 30);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const store = onPostgres ? 'PostgreSQL' : 'PGlite';
// 08:00 UK on a winter day (GMT); every cycle's clock starts ten minutes after the last one's.
const DAY_START = Date.parse('2026-11-20T08:00:00Z');
const CYCLE_MINUTES = 10;
const COURSES = ['Ascot', 'Cheltenham', 'Kempton', 'Newbury', 'Sandown', 'Haydock', 'Doncaster', 'York'];

/** A small seeded generator (mulberry32), so a failing run can be repeated with CRASH_SEED. */
const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const random = seededRandom(seed);

const letters = (n: number) => {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(65 + (rest % 26)) + text;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return text;
};
let nextHorse = 0;
const hhmm = (instant: number) => new Date(instant).toISOString().slice(11, 16); // GMT in November

/**
 * The server is bundled once (esbuild, packages left in node_modules) so each restart costs a Node start, not a
 * TypeScript transform of the whole app. It finds the migrations as the production bundle does: src/server/app-root.ts
 * looks for `drizzle/` upwards from the bundle's own folder. It is written inside the checkout (.test-output/, ignored
 * by git), not under node_modules: a node_modules shared by several checkouts would hand one checkout another's build.
 */
const CHILD = path.resolve('.test-output/crash-child/crash-child.mjs');
const bundleChild = () =>
  build({
    entryPoints: ['src/server/test/crash-child.ts'],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });

type TServer = { child: ChildProcess; base: string; output: string[] };

const startServer = (env: Record<string, string>, now: number): Promise<TServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], {
      env: { ...process.env, ...env, NODE_ENV: 'test', RACEPRO_NOW: new Date(now).toISOString() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const fail = (why: string) => reject(new Error(`${why}\n${output.join('').slice(-4000)}`));
    const timer = setTimeout(() => fail('the server did not start within 60 s'), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const ready = /ready (\d+)/.exec(text);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${ready[1]}`, output });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`the server exited before it was ready (code ${code}, signal ${signal})`);
    });
  });

const kill = (server: TServer) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

type TAck = {
  tips: Map<number, { cycle: number; result: 'Won' | 'Lost' }>;
  bets: Map<number, string>;
  results: Set<number>;
};

const call = async (base: string, method: string, url: string, cookie: string, body?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: response.status < 300 ? await response.json() : null };
};

const signIn = async (base: string, payload: Record<string, string>) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
};

/** Every acknowledged write is there, and nothing is half-written, as the restarted server reports it. */
const audited = new Set<number>();
const checkThroughApi = async (base: string, admin: string, member: string, ack: TAck) => {
  const tips = new Map<number, { result: string | null }>();
  for (let page = 1; ; page += 1) {
    const { json } = await call(base, 'GET', `/api/admin/tips?pageSize=100&page=${page}`, admin);
    const list = ZAdminTipPage.parse(json);
    for (const tip of list.tips) tips.set(tip.id, tip);
    if (page * list.pageSize >= list.total) break;
  }
  for (const [id, expected] of ack.tips) {
    expect(tips.has(id), `acknowledged tip ${id} is missing`).toBe(true);
    if (ack.results.has(id)) expect(tips.get(id)!.result).toBe(expected.result);
  }
  for (const [id, tip] of tips) {
    // Each result's audit row is read once here; the SQL check after the last kill covers every one again.
    if (tip.result === null || audited.has(id)) continue;
    const audit = ZAuditEntry.array().parse(
      (await call(base, 'GET', `/api/admin/tips/${id}/audit`, admin)).json,
    );
    expect(
      audit.some((entry) => entry.action === 'result'),
      `tip ${id} has a result without its audit row`,
    ).toBe(true);
    audited.add(id);
  }

  const bets: TBet[] = [];
  for (let page = 1; ; page += 1) {
    const { json } = await call(base, 'GET', `/api/bets?pageSize=200&page=${page}`, member);
    const list = ZBetList.parse(json);
    bets.push(...list);
    if (list.length < 200) break;
  }
  const byId = new Map(bets.map((bet) => [bet.id, bet]));
  for (const [id, clientRef] of ack.bets) {
    expect(byId.get(id)?.clientRef, `acknowledged bet ${id} is missing`).toBe(clientRef);
  }
  for (const bet of bets) {
    if (bet.entry?.result === null) {
      expect(bet.status, `bet ${bet.id} is settled on an entry with no result`).toBe('Open');
    } else {
      expect(bet.status, `bet ${bet.id} is open on a resulted entry`).not.toBe('Open');
      expect(bet.settledAt).not.toBeNull();
      expect(bet.actualReturn).not.toBeNull();
    }
  }
  return { tips: tips.size, bets: bets.length };
};

/** Runs writes until the server dies, recording the ones it acknowledged. */
const writeUntilKilled = async (base: string, admin: string, member: string, cycle: number, ack: TAck) => {
  const now = DAY_START + cycle * CYCLE_MINUTES * 60_000;
  const raceTime = hhmm(now + 5 * 60_000);
  const thisCycle: { id: number; entryId: number | null }[] = [];
  const resultsDue = [...ack.tips].filter(([id, tip]) => tip.cycle < cycle && !ack.results.has(id));
  let stop = false;
  let failure: unknown = null;

  const createTip = async () => {
    const n = nextHorse++; // taken before the request, so concurrent writers never name the same horse
    const { status, json } = await call(base, 'POST', '/api/admin/tips', admin, {
      tipDate: ukDate(new Date(now)),
      racecourse: COURSES[n % COURSES.length],
      raceTime,
      horseName: `Crash ${letters(n)}`,
      betType: 'Win',
      odds: '5/2',
      stake: '1pt',
      analysis: 'Written by the crash-durability test.',
      confidence: 3,
      tipster: 'RacePro Team',
      accessLevel: 'Free',
      category: 'NAP',
    });
    if (status !== 201) return;
    const id = (json as { id: number }).id;
    ack.tips.set(id, { cycle, result: random() < 0.5 ? 'Won' : 'Lost' });
    thisCycle.push({ id, entryId: null });
  };
  const placeBet = async () => {
    const open = thisCycle.filter((tip) => tip.entryId !== null);
    if (open.length === 0) {
      const today = ZTipList.parse((await call(base, 'GET', '/api/tips/today', member)).json);
      for (const tip of thisCycle) {
        const listed = today.find((t) => t.id === tip.id) as { raceEntryId?: number } | undefined;
        tip.entryId = listed?.raceEntryId ?? null;
      }
      return;
    }
    const tip = open[Math.floor(random() * open.length)]!;
    const clientRef = randomUUID();
    const { status, json } = await call(base, 'POST', '/api/bets', member, {
      raceEntryId: tip.entryId,
      type: 'Win',
      odds: '5/2',
      stake: 1,
      potentialReturn: 3.5,
      clientRef,
    });
    if (status === 201) ack.bets.set((json as { id: number }).id, clientRef);
  };
  const recordResult = async (id: number) => {
    const { status } = await call(base, 'PATCH', `/api/admin/tips/${id}/result`, admin, {
      result: ack.tips.get(id)!.result,
    });
    if (status === 200) ack.results.add(id);
  };

  const worker = async () => {
    while (!stop) {
      const due = resultsDue.shift();
      if (due) await recordResult(due[0]);
      else if (thisCycle.length < 4) await createTip();
      else await placeBet();
    }
  };
  const workers = [worker(), worker(), worker()].map((running) =>
    running.catch((error: unknown) => {
      // After the kill a request in flight fails (the connection dies); before it, any failure is the test's own.
      if (!stop) failure = error;
      stop = true;
    }),
  );
  return {
    /** Stops issuing writes (just before the kill). */
    halt: () => {
      stop = true;
    },
    settled: async () => {
      await Promise.all(workers);
      if (failure) throw failure;
    },
  };
};

const checkInSql = async (databaseUrl: string | undefined, dataDir: string) => {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    return {
      openOnResulted: await count(
        sql`select count(*) as n from bets b join race_entries e on e.id = b.entry_id where e.result is not null and b.status = 'Open'`,
      ),
      settledWithoutResult: await count(
        sql`select count(*) as n from bets b join race_entries e on e.id = b.entry_id where e.result is null and b.status <> 'Open'`,
      ),
      settledIncomplete: await count(
        sql`select count(*) as n from bets where status <> 'Open' and (settled_at is null or actual_return_pence is null or settlement is null)`,
      ),
      resultWithoutAudit: await count(
        sql`select count(*) as n from race_entries e where e.result is not null and not exists (select 1 from tips t join tip_audit a on a.tip_id = t.id where t.entry_id = e.id and a.action = 'result')`,
      ),
      auditWithoutResult: await count(
        sql`select count(*) as n from tip_audit a join tips t on t.id = a.tip_id join race_entries e on e.id = t.entry_id where a.action = 'result' and e.result is null`,
      ),
      tipWithoutEntry: await count(
        sql`select count(*) as n from tips t where not exists (select 1 from race_entries e where e.id = t.entry_id)`,
      ),
    };
  } finally {
    await database.close();
  }
};

describe(`crash durability on ${store}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-crash-'));
  let dropDatabase = async () => {};
  beforeAll(bundleChild);
  afterAll(async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${CYCLES} SIGKILLs, with nothing half-written`, async () => {
    let databaseUrl: string | undefined;
    if (onPostgres) {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
    const ack: TAck = { tips: new Map(), bets: new Map(), results: new Set() };
    let admin = '';
    let member = '';
    let checks = 0;
    let last = { tips: 0, bets: 0 };

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const server = await startServer(env, DAY_START + cycle * CYCLE_MINUTES * 60_000);
      try {
        if (cycle === 0) {
          admin = await signIn(server.base, { username: 'admin', password: 'admin' });
          member = await signIn(server.base, { email: 'lifetime@example.com', password: 'demo-pass' });
        }
        // Sessions are in the database too: the cookies from the first cycle still work after every crash.
        last = await checkThroughApi(server.base, admin, member, ack);
        checks += ack.tips.size + ack.bets.size + ack.results.size;

        const writes = await writeUntilKilled(server.base, admin, member, cycle, ack);
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.floor(random() * 900)));
        writes.halt();
        await kill(server);
        await writes.settled();
      } finally {
        await kill(server);
      }
    }

    const final = await startServer(env, DAY_START + CYCLES * CYCLE_MINUTES * 60_000);
    try {
      last = await checkThroughApi(final.base, admin, member, ack);
      checks += ack.tips.size + ack.bets.size + ack.results.size;
    } finally {
      await kill(final);
    }
    // Opened directly after the last SIGKILL (for PGlite, this process recovers the data directory itself).
    const problems = await checkInSql(databaseUrl, dataDir);
    expect(problems).toEqual({
      openOnResulted: 0,
      settledWithoutResult: 0,
      settledIncomplete: 0,
      resultWithoutAudit: 0,
      auditWithoutResult: 0,
      tipWithoutEntry: 0,
    });
    expect(ack.tips.size).toBeGreaterThanOrEqual(CYCLES);
    expect(ack.bets.size).toBeGreaterThan(CYCLES);
    expect(ack.results.size).toBeGreaterThan(CYCLES / 2);
    const writes = ack.tips.size + ack.bets.size + ack.results.size;
    console.info(
      `crash durability (${store}, seed ${seed}): ${CYCLES} SIGKILL cycles; ${writes} acknowledged writes ` +
        `(${ack.tips.size} tips, ${ack.bets.size} bets, ${ack.results.size} results) all present, checked ${checks} ` +
        `times in all; ${last.tips} tips and ${last.bets} bets stored; 0 half-written`,
    );
  }, 900_000);
});
