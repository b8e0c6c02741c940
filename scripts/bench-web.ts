/**
 * `npm run bench:web`: Lighthouse (mobile settings: Moto G Power screen, simulated slow 4G and 4x CPU slowdown) on
 * the production build served with demo data, through Debian's Chromium. Prints performance and accessibility
 * scores with LCP, TBT and CLS per screen. Targets: performance at least 95, accessibility 100; exits 1 when a
 * screen misses one. Not part of `npm test` (timings depend on the machine).
 *   BENCH_WEB_SKIP_BUILD=1   reuse dist/ as it is
 *   BENCH_WEB_RUNS=3         runs per screen; the median performance run is reported (default 3)
 *   BENCH_WEB_ONLY=/tips     measure only the screens whose path is listed (comma separated)
 *   BENCH_WEB_DUMP=dir       also write each run's Lighthouse report (JSON) there, to see what costs the time
 *   CHROMIUM_PATH            default /usr/bin/chromium
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/domain/auth.contract';
import { ukDate, ukInstant } from '../src/domain/uk-time';
import { freePort } from './free-port';

const SCREENS: Array<{ path: string; signedInAs?: string }> = [
  { path: '/' },
  { path: '/tips' },
  // Issue 35: a day's results, and a race page (the demo card's first race: every demo database has it).
  { path: '/results' },
  { path: '/races/1' },
  { path: '/my-bets', signedInAs: DEMO_ACCOUNTS[2].email },
  { path: '/responsible-gambling' },
  { path: '/tools/odds-calculator' },
  { path: '/learn' },
  { path: '/subscription' },
  { path: '/sign-up' },
  { path: '/privacy' },
];
const ONLY = process.env.BENCH_WEB_ONLY?.split(',').map((value) => value.trim());
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const DUMP = process.env.BENCH_WEB_DUMP;
const TARGET = { performance: 95, accessibility: 100 };

const startServer = async (): Promise<{ base: string; child: ChildProcess; dataDir: string }> => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-bench-web-'));
  // The embedded database in a fresh folder, as `npm start` runs on a new machine.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // Midday today in the UK on the server's test clock: the screens are measured with the same card (races to come and
  // results in) whatever the hour the bench runs at.
  const midday = ukInstant(ukDate(new Date()), '12:00').toISOString();
  // The built server, as production runs it.
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RACEPRO_NOW: midday,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // Today's tips answer once the demo card is built, so the screens are measured with content.
      if ((await fetch(`${base}/api/tips/today`)).ok) return { base, child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 60 s');
};

const signIn = async (base: string, email: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

type TRun = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};

class LighthouseRunError extends Error {}

const audit = async (url: string, port: number, cookie: string | undefined): Promise<TRun> => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (DUMP) {
    fs.mkdirSync(DUMP, { recursive: true });
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(DUMP, name), JSON.stringify(result.lhr));
    const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) fs.writeFileSync(path.join(DUMP, name.replace(/\.json$/, '.trace')), JSON.stringify(trace));
  }
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new LighthouseRunError(`${url}: ${result.lhr.runtimeError.message}`);
  const accessibilityRefs = categories.accessibility?.auditRefs ?? [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing: accessibilityRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
};

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP): a fault of the run, not the page. Such
 * a run is made again, twice at most, and said so; a page that fails three times in a row fails the bench.
 */
const auditWithRetry = async (url: string, port: number, cookie: string | undefined): Promise<TRun> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, cookie);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.warn(`(run again: ${error.message})`);
    }
  }
};

const main = async () => {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') execSync('npm run --silent build', { stdio: 'inherit' });
  const { base, child, dataDir } = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let missed = false;
  try {
    console.info(`Lighthouse ${RUNS} run(s) per screen, mobile settings, median performance run shown\n`);
    console.info('| Screen | Performance | Accessibility | FCP | LCP | TBT | CLS |');
    console.info('|---|---|---|---|---|---|---|');
    for (const screen of SCREENS.filter(({ path: screenPath }) => !ONLY || ONLY.includes(screenPath))) {
      const cookie = screen.signedInAs ? await signIn(base, screen.signedInAs) : undefined;
      const runs: TRun[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await auditWithRetry(`${base}${screen.path}`, chrome.port, cookie));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      const ok = median.performance >= TARGET.performance && median.accessibility >= TARGET.accessibility;
      if (!ok) missed = true;
      console.info(
        `| ${screen.path}${screen.signedInAs ? ' (Monthly)' : ''} | ${median.performance} | ${median.accessibility} | ` +
          `${(median.fcpMs / 1000).toFixed(2)} s | ${(median.lcpMs / 1000).toFixed(2)} s | ${Math.round(median.tbtMs)} ms | ${median.cls.toFixed(3)} |` +
          (ok ? '' : ' below target') +
          (median.failing.length ? ` failing: ${median.failing.join(', ')}` : ''),
      );
    }
    console.info(`\nTargets: performance >= ${TARGET.performance}, accessibility = ${TARGET.accessibility}.`);
  } finally {
    await chrome.kill();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed) process.exitCode = 1;
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
