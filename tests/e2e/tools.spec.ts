import type { Page } from '@playwright/test';
import { serious } from './axe';
import { expect, test } from './clock';

const output = (page: Page, name: string) =>
  page.locator('output').and(page.getByLabel(name, { exact: true }));

test('a Starter member works each tool by keyboard, and every tab passes axe', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'starter@example.com', password: 'demo-pass' },
  });
  await page.goto('/tools/odds-calculator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional Betting Tools');

  // Bet Calculator by keyboard: the stake field, then the odds.
  await page.getByLabel('Stake', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('20');
  await page.getByLabel('Fractional odds').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('11/4');
  await expect(output(page, 'Potential Return')).toHaveText('£75.00');
  await page.getByRole('switch', { name: 'Each Way' }).focus();
  await page.keyboard.press('Space');
  await expect(output(page, 'Total Stake')).toHaveText('£40.00');
  expect(await serious(page)).toEqual([]);

  for (const tab of ['Dutching', 'Hedging', 'Bet Settler']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await serious(page), tab).toEqual([]);
  }
  await expect(page.getByLabel('Selection 1 odds')).toBeVisible();
});

test('a guest works the Bet Calculator free; dutching keeps its gate with a preview', async ({ page }) => {
  await page.goto('/tools/odds-calculator');
  await page.getByLabel('Stake', { exact: true }).fill('20');
  await page.getByLabel('Fractional odds').fill('11/4');
  await expect(output(page, 'Potential Return')).toHaveText('£75.00');
  await expect(page.getByRole('region', { name: 'Premium Betting Tools' })).toHaveCount(0);
  expect(await serious(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Dutching' }).click();
  const gate = page
    .getByRole('tabpanel', { name: 'Dutching' })
    .getByRole('region', { name: 'Premium Betting Tools' });
  await expect(gate).toContainText(
    'This betting calculator toolbox requires a Starter subscription or higher.',
  );
  await expect(gate.getByRole('link', { name: 'See Starter' })).toHaveAttribute(
    'href',
    '/subscription?plan=Starter',
  );
  expect(await serious(page)).toEqual([]);
});
