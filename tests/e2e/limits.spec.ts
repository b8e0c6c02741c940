import { serious } from './axe';
import { expect, raceSlot, test } from './clock';
import { publishTip } from './publish-tip';
import { signUpMember } from './sign-up';

test('a member sets a £10 per-bet limit, and the betslip holds a £15 stake back until it is £10 @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const horse = 'Limit Keeper';
  const slot = await raceSlot(page.request, 30 * 60_000);
  await publishTip(baseURL, slot, { horseName: horse, analysis: 'A tip for the limits journey.' });

  await signUpMember(page, baseURL, `limits-${testInfo.project.name}-${Date.now()}@example.com`);

  await page.goto('/settings/account');
  const limits = page.getByRole('region', { name: 'Stake limits' });
  await expect(limits.getByText('Left this week')).toBeVisible();
  await limits.getByLabel('Per-bet limit (£)').fill('10');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByText('Now: £10.00. Leave blank for no limit.')).toBeVisible();
  expect(await serious(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/tips');
  await page.getByRole('button', { name: `Add ${horse} to betslip` }).click();
  const slip = page.getByRole('dialog', { name: /betslip/i });
  await expect(slip).toContainText(horse);
  const stake = slip.getByLabel(`Stake for ${horse}`);
  await stake.fill('15');
  await expect(slip.getByText('£15 is above your £10 per-bet limit', { exact: true })).toBeVisible();
  const place = slip.getByRole('button', { name: 'Place Bets' });
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(`The stake on ${horse} is above your £10 per-bet limit`);
  // At 375 px the slip covers the page: the page behind is inert and out of sight.
  expect(await serious(page, { within: '[role="dialog"]' })).toEqual([]);

  await stake.fill('10');
  await expect(slip.getByText(/per-bet limit/)).toHaveCount(0);
  await expect(place).toBeEnabled();
  await place.click();
  // A new member is on the Free plan: the bet is kept on this device.
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  await expect(slip).toBeHidden();
});
