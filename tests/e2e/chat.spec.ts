import type { Locator } from '@playwright/test';
import { serious } from './axe';
import { expect, test } from './clock';

test.use({ viewport: { width: 375, height: 812 } });

/** Whether the conversation is scrolled to its newest message (its top is inside the log's visible area). */
const newestInView = (log: Locator) =>
  log.evaluate((element) => {
    const newest = element.querySelector('li:last-child');
    if (!newest) return false;
    const logBox = element.getBoundingClientRect();
    const box = newest.getBoundingClientRect();
    return box.top >= logBox.top - 1 && box.top < logBox.bottom && element.scrollTop > 0;
  });

test('on a phone a guest asks the built-in assistant three questions, follows a link, and keeps the conversation', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  const chatButton = page.getByRole('button', { name: 'Open chat assistant' });
  await chatButton.click();
  const panel = page.getByRole('dialog', { name: 'RacePro Assistant' });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  const log = panel.getByRole('log');
  const messages = log.getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText("Hi! I'm the RacePro Assistant.");

  // Each question goes by Enter; the reply is the newest message, and the box is ready again.
  const ask = async (question: string, count: number) => {
    await box.fill(question);
    await box.press('Enter');
    await expect(messages).toHaveCount(count);
    await expect(messages.nth(count - 2)).toContainText(question);
    await expect(box).toBeEnabled();
    await expect(box).toHaveValue('');
    return messages.nth(count - 1);
  };
  await expect(await ask('What does £10 at 5/2 return?', 3)).toContainText('£35.00');
  await expect(await ask('What is a Yankee?', 5)).toContainText('11');
  const tipsReply = await ask('Any tips today?', 7);
  const tipsLink = tipsReply.locator('a[href="/tips"]').first();
  await expect(tipsLink).toBeVisible();

  // The open panel ends above the tab bar, so none of the tab bar's controls is behind it.
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  const panelBox = (await panel.boundingBox())!;
  const tabBarBox = (await tabBar.boundingBox())!;
  expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(tabBarBox.y);
  expect(panelBox.x).toBeGreaterThanOrEqual(0);
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(375);
  expect(await serious(page)).toEqual([]);

  // A link in a reply goes to that screen and, on a phone, closes the panel; the tab bar still works.
  await tipsLink.click();
  await expect(page).toHaveURL(/\/tips$/);
  await expect(panel).toBeHidden();
  await tabBar.getByRole('link', { name: 'Learn Racing' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Racing');

  // The conversation survives the change of screen and a reload (it is kept on the device).
  // Reopened, it shows where the conversation got to: the newest message, not the greeting.
  await chatButton.click();
  await expect(messages).toHaveCount(7);
  await expect(messages.nth(2)).toContainText('£35.00');
  await expect.poll(() => newestInView(log)).toBe(true);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('racepro.chat') ?? '{}').messages?.length),
    )
    .toBe(6);
  await chatButton.click();
  await expect(panel).toBeVisible();
  await expect(messages).toHaveCount(7);
  await expect(messages.nth(4)).toContainText('11');
  await expect.poll(() => newestInView(log)).toBe(true);

  // Escape closes it and focus goes back to the chat button; Clear conversation leaves the greeting alone.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chatButton).toBeFocused();
  await chatButton.click();
  await panel.getByRole('button', { name: 'Clear conversation' }).click();
  await expect(messages).toHaveCount(1);
  await expect(box).toBeFocused();
  expect(await serious(page)).toEqual([]);
});
