import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request } from '@playwright/test';
import { expect, raceSlot, test } from './clock';

/**
 * Issue 37, "Installable": the manifest and icons a browser needs to install RacePro, its service worker, Chromium's own
 * installability check (what Lighthouse's retired installable-manifest audit asked it), and My Bets and the slip opening
 * with the network cut, a bet placed offline kept on the device and sent once the network is back.
 */
test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

type TManifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

test('the app is installable: its manifest, icons and service worker, as Chromium checks them @desktop', async ({
  page,
  baseURL,
}, testInfo) => {
  const served = await page.request.get('/manifest.webmanifest');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await served.json()) as TManifest;
  expect(manifest).toMatchObject({
    id: '/',
    short_name: 'RacePro',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d2e',
    background_color: '#f7f5ef',
  });
  expect(manifest.name).toContain('RacePro');
  const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
  expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [
    ...manifest.icons,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
  ]) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  await page.goto('/');
  await page.mouse.move(10, 10);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b3d2e');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  // Registered once the page is in use (or has been quiet a while), for the whole site.
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script ?? 'http://x/').pathname).toBe('/sw.js');

  // Chromium's own installability check, the one Lighthouse's installable-manifest audit read (Lighthouse 12 dropped
  // it), in a browser profile of its own: Chromium never offers to install from an incognito window, which is what
  // Playwright's contexts are.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'racepro-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
  });
  try {
    const installPage = browser.pages()[0] ?? (await browser.newPage());
    await installPage.goto(`${baseURL}/`);
    await installPage.mouse.move(10, 10);
    await installPage.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await browser.newCDPSession(installPage);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('with the network cut, the app, My Bets (as last loaded) and the slip open, and a bet placed offline is sent once back online @phone', async ({
  page,
  context,
  baseURL,
}) => {
  const horse = 'Offline Flyer';
  // A tracked tip's button reads "Tracked · view in My Bets" (issue 36): the bet placed offline is on a second tip.
  const secondHorse = 'Offline Stayer';
  const slot = await raceSlot(page.request, 30 * 60_000);
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  for (const horseName of [horse, secondHorse]) {
    const created = await admin.post('/api/admin/tips', {
      data: {
        tipDate: slot.date,
        raceTime: slot.time,
        racecourse: 'Kempton',
        horseName,
        betType: 'Win',
        odds: '7/2',
        stake: '1pt',
        analysis: 'End-to-end offline journey tip.',
        confidence: 3,
        accessLevel: 'Free',
        category: 'NAP',
      },
    });
    expect(created.status()).toBe(201);
  }
  await admin.dispose();

  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  const slip = page.getByRole('dialog', { name: /betslip/i });
  const addToSlip = async (name: string) => {
    await page.goto('/tips');
    await page.getByRole('button', { name: `Add ${name} to betslip` }).click();
    await expect(slip).toContainText(name);
  };
  // One bet in the account while online.
  await addToSlip(horse);
  await slip.getByRole('button', { name: /^place bets$/i }).click();
  await expect(page.getByText('Bets placed successfully!').first()).toBeVisible();

  await page.goto('/bets');
  // The worker registers at the first touch (or after a quiet spell) and takes charge of the page once it has
  // installed; My Bets is then read through it, and kept.
  await page.mouse.move(10, 10);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bets');
  const openBets = page.getByRole('tabpanel').getByRole('article').filter({ hasText: horse });
  await expect(openBets).toHaveCount(1);
  const onlineList = await page.getByRole('tabpanel').textContent();

  // The second tip on the slip, before the network goes.
  await addToSlip(secondHorse);
  await slip.getByRole('button', { name: 'Close betslip' }).click();

  await context.setOffline(true);
  await page.goto('/bets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bets');
  await expect(
    page.getByText(/^You're offline: showing your bets as last loaded at \d\d:\d\d( on .+)?\.$/),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText(onlineList ?? '');
  await expect(openBets).toHaveCount(1);

  // The slip, kept on the device, opens offline.
  await page.getByRole('button', { name: /^Open betslip/ }).click();
  await expect(slip).toContainText(secondHorse);
  await slip.getByRole('button', { name: 'Close betslip' }).click();

  // NOTE: a page Chromium loads while its network is emulated offline still reports navigator.onLine as true, and so
  // never fires 'online'; the queue is checked on a page loaded online that then loses the network, as a phone does.
  await context.setOffline(false);
  await page.goto('/bets');
  await expect(openBets).toHaveCount(1);
  await context.setOffline(true);
  await expect(
    page.getByText(
      "You're offline: bets you record now are kept on this device and sent to your account when you're back online.",
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Open betslip/ }).click();
  await slip.getByRole('button', { name: /^place bets$/i }).click();
  await expect(
    page
      .getByText("Saved on this device - we'll add it to your account when the connection is back.")
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Saved on this device, waiting to sync')).toBeVisible();

  // Back online ('online'): the queued bet goes to the account, and My Bets reads the account again.
  await context.setOffline(false);
  await expect(page.getByText('Bets added to your account').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
  await expect(page.getByText('Saved on this device, waiting to sync')).toHaveCount(0);
  await expect(openBets).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: secondHorse })).toHaveCount(
    1,
  );
});
