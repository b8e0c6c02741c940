#!/usr/bin/env node
/**
 * `npm test`: every gate, in the order CI runs them, ending with one summary line.
 *   lint -> typecheck -> unit/API/web tests on PGlite -> API tests on a throwaway PostgreSQL -> build -> bundle
 *   budget -> e2e
 * Each test stage writes a JSON report to .test-output/ so the totals below are counted, not guessed; each stage's time
 * is printed as it ends and written to .test-output/stages.json.
 * When CI=true nothing may be skipped: a missing Chromium or PostgreSQL fails the run. A skipped journey fails the
 * end-to-end stage anywhere: the journeys run on a test clock, so none has a reason to skip itself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const out = path.resolve('.test-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const bin = (name) => path.resolve('node_modules/.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const stages = [
  { name: 'lint', cmd: [bin('biome'), 'check', '.'] },
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, API (PGlite) and web tests',
    cmd: [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest.json`,
    ],
    report: { kind: 'vitest', file: `${out}/vitest.json` },
  },
  {
    name: 'API tests (PostgreSQL)',
    cmd: [
      bin('tsx'),
      'scripts/with-postgres.ts',
      bin('vitest'),
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/vitest-pg.json`,
    ],
    report: { kind: 'vitest', file: `${out}/vitest-pg.json` },
  },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'] },
  // Sizes are deterministic, so the web bundle's budgets are a gate (initial JS per route, CSS).
  { name: 'bundle budget', cmd: [bin('tsx'), 'scripts/bundle-budget.ts'] },
  {
    name: 'end-to-end (Chromium)',
    cmd: [bin('playwright'), 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` },
    report: { kind: 'playwright', file: `${out}/playwright.json` },
    isSkipFailure: true,
    skipUnless: () =>
      fs.existsSync(chromium) || `Chromium not found at ${chromium} (apt-get install chromium)`,
  },
];

const count = (report) => {
  if (!report || !fs.existsSync(report.file)) return null;
  const data = JSON.parse(fs.readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return {
      passed: data.numPassedTests,
      failed: data.numFailedTests,
      skipped: data.numPendingTests + data.numTodoTests,
    };
  }
  const s = data.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
const suiteStartedAt = Date.now();
for (const stage of stages) {
  const skip = stage.skipUnless?.();
  if (typeof skip === 'string') {
    if (isCi) {
      results.push({ name: stage.name, ok: false, note: `missing: ${skip}` });
      continue;
    }
    console.warn(`\n!! SKIPPED ${stage.name}: ${skip}\n`);
    results.push({ name: stage.name, ok: true, note: 'skipped' });
    continue;
  }
  console.info(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const run = spawnSync(stage.cmd[0], stage.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = count(stage.report);
  if (counted) for (const key of Object.keys(totals)) totals[key] += counted[key];
  const skippedJourneys = stage.isSkipFailure && counted ? counted.skipped : 0;
  const ok = run.status === 0 && (!counted || counted.failed === 0) && skippedJourneys === 0;
  console.info(`\n--- ${stage.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
  if (stage.report && !counted && ok) {
    results.push({ name: stage.name, ok: true, note: `${seconds}s, no report (skipped by its runner)` });
    continue;
  }
  if (!ok && !counted) totals.failed += 1;
  results.push({
    name: stage.name,
    ok,
    seconds: Number(seconds),
    note: `${seconds}s${counted ? `, ${counted.passed} passed, ${counted.failed} failed` : ''}${
      skippedJourneys ? `, ${skippedJourneys} skipped (a journey may not skip itself)` : ''
    }`,
  });
}
const totalSeconds = ((Date.now() - suiteStartedAt) / 1000).toFixed(1);
fs.writeFileSync(
  path.join(out, 'stages.json'),
  JSON.stringify({ totalSeconds: Number(totalSeconds), stages: results }, null, 2),
);

console.info('\n=== results ===');
for (const r of results) console.info(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.note})`);
const allOk = results.every((r) => r.ok);
console.info(`\nTotal time: ${totalSeconds}s`);
console.info(
  `\nSummary: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(allOk ? 0 : 1);
