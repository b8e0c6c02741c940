import { serious } from './axe';
import { expect, test } from './clock';

test('a guest turns on a reality check every 30 minutes: it comes after 30 minutes, and Carry on closes it @phone', async ({
  page,
}) => {
  await page.goto('/settings/account');
  const section = page.getByRole('region', { name: 'Reality check' });
  await expect(section.getByRole('radio', { name: 'Off' })).toBeChecked();
  // The radios are drawn as chips: the label takes the tap.
  await section.getByText('Every 30 minutes').click();
  await expect(section.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
  await expect(section.getByRole('status')).toHaveText(
    'Saved on this device: your next reality check comes 30 minutes from now.',
  );

  // The timer is one of the shell's deferred extras: the tap has loaded it, and it has started this visit.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('racepro.visit')), {
      message: 'the visit has started',
    })
    .not.toBeNull();

  // The page's clock moves on; nothing is waited for in real time.
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('28:00');
  await expect(check).toBeHidden();
  await page.clock.fastForward('02:30');
  await expect(check).toBeVisible();
  await expect(check).toContainText(
    /You have been on RacePro for 30 minutes\. Today you have staked £0\.00 and your tracked profit\/loss is £0\.00\./,
  );
  await expect(check).toBeFocused();
  expect(await serious(page)).toEqual([]);
  // Readable at 375 px: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await check.getByRole('button', { name: 'Carry on' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Your Betting Limits');
});
