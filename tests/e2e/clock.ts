import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ukDate } from '../../src/domain/uk-time';

/**
 * The journeys' clock. The server runs on a test clock (RACEPRO_NOW in playwright.config.ts: midday UK time on a fixed
 * day), so the journeys never depend on the hour they run at, and never wait for a race's off: they move the clock past
 * it (`PUT /api/test/clock`). Every page's browser clock is set to the server's when the page opens and moved with it, so
 * the app and the server agree on what has run.
 */
/** The server's time now. */
export const serverNow = async (request: APIRequestContext): Promise<Date> => {
  const response = await request.get('/api/test/clock');
  expect(response.status(), 'the e2e server runs on a test clock').toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
};

/** Moves the server's clock (and the page's) on by `ms`, as if that much time had passed. */
export const passTime = async (page: Page, ms: number): Promise<Date> => {
  const response = await page.request.put('/api/test/clock', { data: { advanceMs: ms } });
  expect(response.status()).toBe(200);
  await page.clock.fastForward(ms);
  return new Date(((await response.json()) as { now: string }).now);
};

/** Moves the server's clock (and the page's) to a second after `instant`. */
export const passTimeUntil = async (page: Page, instant: Date): Promise<Date> =>
  passTime(page, Math.max(0, instant.getTime() + 1000 - (await serverNow(page.request)).getTime()));

/**
 * A race later today on the server's clock: the UK date and HH:MM of the first whole minute at least `aheadMs` away,
 * with its off as an instant. The clock starts at midday and the journeys move it on by minutes, so there always is one.
 */
export const raceSlot = async (request: APIRequestContext, aheadMs: number) => {
  const now = await serverNow(request);
  const off = new Date(Math.ceil((now.getTime() + aheadMs) / 60_000) * 60_000);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(off);
  const date = ukDate(off);
  if (date !== ukDate(now))
    throw new Error(`The test clock (${now.toISOString()}) is too late in the UK day`);
  return { date, time, off };
};

/** Playwright's test, with each page's clock set to the server's before it opens anything. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.install({ time: await serverNow(page.request) });
    await use(page);
  },
});

export { expect };
