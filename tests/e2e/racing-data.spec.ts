import type { Page } from '@playwright/test';
import { serious } from './axe';
import { expect, test } from './clock';

/**
 * Issue 35 as a punter reads it: a tip card's race opens the race page with the whole declared field; a race already
 * run shows its full result in finishing order; the day's results list each race with a link to its full result.
 * The demo card (the embedded default) holds whole fields and results every race after its off.
 */
const openRaceFromTips = async (page: Page) => {
  await page.goto('/tips');
  const raceLinks = page.getByRole('article').getByRole('link', { name: /^\d\d:\d\d / });
  await expect(raceLinks.first()).toBeVisible();
  return raceLinks;
};

test("a guest opens a tip's race card, a run race's full result, and the day's results", async ({ page }) => {
  const raceLinks = await openRaceFromTips(page);
  const name = (await raceLinks.first().textContent())!.trim();
  await raceLinks.first().click();
  await expect(page).toHaveURL(/\/races\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.replace(/\s+/g, ' '));
  // (Another journey may have published a tip on a race typed in with it: that race lists its tipped runner only.)
  const listed = page.getByRole('list', { name: /^(Runners|Finishing order)$/ }).getByRole('listitem');
  await expect(listed.first()).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // The server's clock stands at midday, before the day's first race: yesterday's card is all resulted.
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Racing Results' })).toBeVisible();
  await page.getByRole('link', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/\/results\?date=\d{4}-\d\d-\d\d$/);
  const fullResult = page.getByRole('link', { name: /^Full result/ }).first();
  await expect(fullResult).toBeVisible();
  await fullResult.click();
  await expect(page).toHaveURL(/\/races\/\d+$/);
  const order = page.getByRole('list', { name: 'Finishing order' }).getByRole('listitem');
  await expect(order.first()).toContainText('1st');
  await expect(order.nth(1)).toContainText('2nd');
  // Yesterday's races are the demo card's: each holds its whole declared field, at least six runners.
  expect(await order.count()).toBeGreaterThanOrEqual(6);
  expect(await serious(page)).toEqual([]);
});
