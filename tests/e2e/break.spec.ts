import { serious } from './axe';
import { expect, raceSlot, test } from './clock';
import { publishTip } from './publish-tip';
import { signUpMember } from './sign-up';

/**
 * Issue 32 at 375 px: a member takes a 24-hour break; the notice replaces live tips on /tips and home, the slip's
 * Place Bets is held with when the break ends, Add buttons are gone, and the chat declines to name a selection.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('a member on a 24-hour break sees the notice instead of live tips, a held slip and a declining chat @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const horse = 'Break Tester';
  const slot = await raceSlot(page.request, 45 * 60_000);
  await publishTip(baseURL, slot, {
    horseName: horse,
    racecourse: 'Kempton',
    odds: '4/1',
    analysis: 'A tip for the break journey.',
  });

  await signUpMember(page, baseURL, `break-${testInfo.project.name}-${Date.now()}@example.com`);

  // Before the break: the tip is there and goes on the slip.
  await page.goto('/tips');
  await page.getByRole('button', { name: `Add ${horse} to betslip` }).click();
  const slip = page.getByRole('dialog', { name: /betslip/i });
  await expect(slip).toContainText(horse);
  await page.keyboard.press('Escape');

  // Take a 24-hour break.
  await page.goto('/settings/account');
  const section = page.getByRole('region', { name: 'Take a break' });
  await section.getByRole('radio', { name: '24 hours' }).check();
  await section.getByRole('button', { name: 'Take a break for 24 hours' }).click();
  await page
    .getByRole('dialog', { name: 'Take a break for 24 hours?' })
    .getByRole('button', { name: 'Start my break' })
    .click();
  await expect(section).toContainText('Your break ends at');
  await expect(section.getByRole('button')).toHaveCount(0);

  // /tips: the notice, with the helpline and GAMSTOP; the horse is nowhere, and nothing can be added.
  await page.goto('/tips');
  const notice = page.getByRole('region', { name: 'You are taking a break' });
  await expect(notice).toContainText('You are taking a break until');
  await expect(notice.getByRole('link', { name: 'Call 0808 8020 133' })).toBeVisible();
  await expect(notice.getByRole('link', { name: /GAMSTOP/ })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(horse);
  expect(await serious(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Home: the same notice where today's tips would be.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'You are taking a break' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(horse);

  // The slip still holds the earlier selection, but Place Bets says when the break ends.
  await page
    .getByRole('button', { name: /betslip/i })
    .first()
    .click();
  const place = slip.getByRole('button', { name: /On a break until \d{2}:\d{2} [A-Z][a-z]{2}|Place Bets/ });
  await expect(place).toBeDisabled();
  await expect(slip).toContainText(/On a break until \d{2}:\d{2} [A-Z][a-z]{2}/);
  await page.keyboard.press('Escape');

  // The chat declines, with the helpline.
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'RacePro Assistant' });
  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill("what's the nap today?");
  await box.press('Enter');
  const reply = panel.getByRole('log').getByRole('listitem').nth(2);
  await expect(reply).toContainText('You are taking a break until');
  await expect(reply).toContainText('0808 8020 133');
  await expect(reply).not.toContainText(horse);
});
