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
