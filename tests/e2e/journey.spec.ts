import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { drawSkipped, untilStill } from './axe';
import { expect, test } from './clock';
import { ROUTES } from './routes';

const seriousViolations = async (page: Page) => {
  // Two experimental rules are switched on as well: the accessible name must contain the visible label (WCAG 2.5.3)
  // and bold paragraphs must not pose as headings.
  await drawSkipped(page);
  await untilStill(page);
  const results = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true }, 'p-as-heading': { enabled: true } },
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('a demo user signs in and every route renders without serious accessibility violations', async ({
  page,
}) => {
  // 30 routes, each scanned by axe (the betting guide alone is a long page): about 55 s on a loaded 2-core machine,
  // too close to the 60 s default.
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  let current = '/sign-in';
  page.on('pageerror', (error) => consoleErrors.push(`${current}: ${error.message}`));

  await page.goto('/sign-in');
  await page.getByLabel(/e-mail or username/i).fill('monthly@example.com');
  await page.getByLabel(/^password$/i).fill('demo-pass');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /account menu/i })).toContainText(/monthly/i);

  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      current = route.path;
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      // Scan the screen as it settles, not while its data is arriving: a plan button turned from disabled (faded)
      // to enabled during a scan once and was reported as low contrast.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `axe on ${route.path}`).toEqual([]);
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('client-side navigation scrolls to the top and the shell is complete', async ({ page }) => {
  await page.goto('/responsible-gambling');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Responsible Gambling/);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: /back to top/i })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Tips/ }).click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await expect(page.getByRole('link', { name: /upgrade/i }).first()).toBeVisible();
  await expect(page.getByRole('timer', { name: /UK time/i })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('0808 8020 133');
  await expect(page.getByRole('button', { name: /open betslip/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /open chat/i })).toBeVisible();
  await expect(page.getByRole('region', { name: /promotions/i })).toBeVisible();
});

test('the bankroll anchor lands on the bankroll guidance', async ({ page }) => {
  await page.goto('/responsible-gambling#bankroll');
  const section = page.locator('#bankroll');
  await expect(section).toContainText('10%');
  await expect(section).toBeInViewport();
});

test('a wrong password is refused with the server message and nothing is signed in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/e-mail or username/i).fill('free@example.com');
  await page.getByLabel(/^password$/i).fill('wrong-password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /invalid email\/username or password/i }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^sign in$/i }).first()).toBeVisible();
});

test('a guest switches the odds display to decimal and every tip follows, kept after a reload', async ({
  page,
}) => {
  // Late in the day every free tip has run and sits in the collapsed results: open them, whatever the hour.
  const showTips = async () => {
    await expect(page.getByText(/^\d+ tips? today/)).toBeVisible();
    const showResults = page.getByRole('button', { name: 'Show results' });
    if (await showResults.isVisible()) await showResults.click();
  };
  // A tip's odds: on its card while it is still to run, in its results line ("tipped at 6/1") once it has run.
  const tips = page.getByRole('region', { name: "Today's tips" });
  const fractional = tips.getByText(/^\d+\/\d+$|^Evens$|tipped at (\d+\/\d+|Evens)$/).first();
  const decimal = tips.getByText(/^\d+\.\d{2}$|tipped at \d+\.\d{2}$/).first();
  await page.goto('/tips');
  await showTips();
  await expect(fractional).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: /Decimal/ }).click();
  await page.keyboard.press('Escape');
  await expect(decimal).toBeVisible();
  await page.reload();
  await showTips();
  await expect(decimal).toBeVisible();
});

test("a guest's first paint is the screen itself, inert until the app hydrates it in place", async ({
  browser,
  baseURL,
  page,
}) => {
  // Without any script the server's page already shows the home screen (rendered ahead by the build).
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto('/');
  await expect(before.locator('#home-hero-title')).toHaveText('Smarter racing bets, start to finish.');
  // Inert, so no one can press a button that has no code behind it yet; marked with the path it was rendered for.
  await expect(before.locator('#root > [inert][data-rendered-ahead="/"] #home-hero-title')).toHaveCount(1);
  await noScript.close();

  // The app adopts that markup (hydration): the heading the server sent is never taken out of the page.
  await page.addInitScript(() => {
    const seen = window as unknown as { heroRemoved: boolean };
    seen.heroRemoved = false;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof Element &&
            (node.id === 'home-hero-title' || node.querySelector('#home-hero-title'))
          )
            seen.heroRemoved = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smarter racing bets, start to finish.');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.locator('#root > [data-rendered-ahead="/"] #home-hero-title')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { heroRemoved: boolean }).heroRemoved)).toBe(false);
  await page.getByRole('link', { name: "See today's tips" }).first().click();
  await expect(page).toHaveURL(/\/tips$/);
});

test("a guest's page finishes loading: the session check answers 401 and is let go, so the network goes idle", async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the journeys' fake clock replaces `performance`, whose resource timing this reads.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.goto('/learn');
  expect((await me).status()).toBe(401);
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  // A request whose body is never read or cancelled stays pending and never reaches the resource timing.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/auth/me')),
      ),
    )
    .toBe(true);
  await context.close();
});

test("a member's screens rendered ahead are adopted as they are on a slow phone, not drawn again", async ({
  page,
}) => {
  // A slow CPU and a fast network: who the member is arrives while the screen is still being hydrated. A screen whose
  // markup no longer matched was thrown away and drawn again (React error 418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (const path of ['/', '/tips', '/my-bets', '/subscription', '/learn', '/']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Your plan: Monthly' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
