import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = '.test-output/e2e-data';
/**
 * The server's clock for the journeys (src/server/clock.ts): midday in the UK on a Saturday in June, running on from
 * there; journeys move it past a race's off instead of waiting (tests/e2e/clock.ts). The wall clock's hour never matters.
 */
const clockStart = '2026-06-13T12:00:00+01:00';

/**
 * Chromium's environment: the runner's, without libfaketime. The suite is tried at other hours under `faketime`
 * (the runner and the server take the faked wall clock), but Chromium with libfaketime preloaded stalls its pages'
 * work even at a +0 s offset. The page's clock is the test clock in any case (tests/e2e/clock.ts).
 */
const browserEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined &&
      !entry[0].startsWith('FAKETIME') &&
      !(entry[0] === 'LD_PRELOAD' && entry[1].includes('faketime')),
  ),
);

// NOTE: Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-output/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The app's service worker stays out of the journeys (it answers requests Playwright would otherwise see), except
    // where one asks for it: tests/e2e/installable-app.spec.ts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      env: browserEnv,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // A journey tagged @phone runs at 375 px only, one tagged @desktop at 1280 px only; the rest at both. Nothing is
  // skipped: the test runner fails a run with a skipped journey (scripts/run-tests.mjs).
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: false },
    },
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // The built server (npm run build), as production runs it: `npm test` builds before the journeys.
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RACEPRO_NOW: clockStart,
    },
  },
});
