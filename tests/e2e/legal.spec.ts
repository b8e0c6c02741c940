import { serious } from './axe';
import { expect, test } from './clock';

const PAGES = [
  { path: '/privacy', link: 'Privacy', heading: 'Privacy notice', title: 'Privacy notice | RacePro' },
  { path: '/terms', link: 'Terms', heading: 'Terms of service', title: 'Terms of service | RacePro' },
  { path: '/cookies', link: 'Cookies', heading: 'Cookies and device storage', title: 'Cookies | RacePro' },
] as const;

for (const legal of PAGES) {
  test(`${legal.path} on a phone: its heading, date, the trader from the configuration, nothing wider than the screen, axe clean @phone`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
    await expect(page).toHaveTitle(legal.title);
    await expect(page.getByText('Last updated: 27 November 2026')).toBeVisible();
    // The e2e server runs without TRADER_NAME and TRADER_ADDRESS: the demo values.
    const who = page.getByRole('region', { name: 'Who we are' });
    await expect(who).toContainText('RacePro Demo Ltd');
    await expect(who).toContainText('1 Example Street, London, EC1A 1AA');
    await expect(who.getByRole('link', { name: 'support@racepro.example' })).toHaveAttribute(
      'href',
      'mailto:support@racepro.example',
    );
    // Readable at 375 px: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
  });
}

test('the footer links reach the terms, the privacy notice and the cookies page', async ({ page }) => {
  await page.goto('/');
  for (const legal of PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: legal.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
  }
});

test('the sign-up form links the terms and the privacy notice', async ({ page }) => {
  await page.goto('/sign-up');
  const form = page.getByRole('main');
  await form.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await page.goBack();
  await form.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
});
