import { request } from '@playwright/test';
import { serious } from './axe';
import { expect, raceSlot, test } from './clock';

test("a Monthly member applies the each-way strategy to today's races and adds a match to the betslip", async ({
  page,
  baseURL,
}, testInfo) => {
  // A race at least ten minutes ahead, so the selection is still open when the strategy runs.
  const slot = await raceSlot(page.request, 10 * 60_000);
  // Both projects share one server, so each publishes its own long-priced premium selection.
  const horse = testInfo.project.name === 'mobile' ? 'Strategy Star' : 'Strategy Comet';
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/admin/login', { data: { username: 'admin', password: 'admin' } });
  const created = await admin.post('/api/admin/tips', {
    data: {
      tipDate: slot.date,
      raceTime: slot.time,
      racecourse: 'Haydock',
      horseName: horse,
      betType: 'Win',
      odds: '8/1',
      stake: '1pt',
      analysis: 'End-to-end strategies tip.',
      confidence: 3,
      accessLevel: 'Premium',
      category: 'Value',
      runners: 12,
    },
  });
  expect(created.status()).toBe(201);

  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  await page.goto('/strategies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betting Strategies');
  const eachWay = page.getByRole('article', { name: 'Each-Way Value' });
  await eachWay.getByRole('button', { name: 'View Implementation' }).click();
  await expect(eachWay.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Each-Way Value' })).toBeFocused();
  expect(await serious(page)).toEqual([]);

  await page.getByRole('button', { name: "Apply to Today's Races" }).click();
  const results = page.getByRole('region', { name: "Each-Way Value on today's races" });
  const match = results.getByRole('listitem').filter({ hasText: horse });
  await expect(match).toContainText('8/1 in a 12-runner field');
  expect(await serious(page)).toEqual([]);
  await match.getByRole('button', { name: `Add ${horse} to betslip` }).click();

  const slip = page.getByRole('dialog', { name: /betslip/i });
  await expect(slip).toBeVisible();
  await expect(slip).toContainText(horse);
  await expect(slip).toContainText('Each Way');
});

test('the strategy library comes from the server for a Monthly member and stays locked for a Starter one', async ({
  page,
  browser,
}) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'monthly@example.com', password: 'demo-pass' },
  });
  await page.goto('/strategies');
  await page.getByRole('tab', { name: 'Advanced Analysis' }).click();
  const guideRead = page.waitForResponse((response) => response.url().endsWith('/api/strategies/class'));
  await page
    .getByRole('article', { name: 'Class Analysis' })
    .getByRole('button', { name: 'View Implementation' })
    .click();
  expect((await guideRead).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Class Analysis' })).toBeFocused();
  await expect(page.getByText(/A handicap's title shows its rating band/)).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Starter, not free@example.com: the subscription journey upgrades the demo Free account on the shared server.
  const free = await browser.newPage();
  await free.request.post('/api/auth/login', {
    data: { email: 'starter@example.com', password: 'demo-pass' },
  });
  await free.goto('/strategies');
  await free.getByRole('tab', { name: 'Advanced Analysis' }).click();
  const card = free.getByRole('article', { name: 'Class Analysis' });
  await expect(card).toContainText('This strategy library requires a Monthly subscription or higher.');
  await expect(card.getByRole('button', { name: 'View Implementation' })).toHaveCount(0);
  const refused = await free.request.get('/api/strategies/class');
  expect(refused.status()).toBe(403);
  await free.close();
});

test('a Lifetime member’s advisor strategy is worked out by the server', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'lifetime@example.com', password: 'demo-pass' },
  });
  await page.goto('/strategies');
  await page.getByRole('tab', { name: 'AI Recommendations' }).click();
  await expect(page.getByText(/settled bets? tracked|will be built from your/)).toBeVisible();
  const advice = page.waitForResponse((response) => response.url().endsWith('/api/advisor/personal'));
  await page.getByRole('button', { name: 'Generate AI Strategy' }).click();
  expect((await advice).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Strategy Generated' })).toBeFocused();
  expect(await serious(page)).toEqual([]);
});
