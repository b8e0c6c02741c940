import { readFile } from 'node:fs/promises';
import { serious } from './axe';
import { expect, test } from './clock';
import { signUpMember } from './sign-up';

const PASSWORD = 'a long enough secret';

test('a visitor signs up, confirms the e-mail from the outbox, downloads their data and closes their account @phone', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `closing-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpMember(page, baseURL, email, PASSWORD);
  // Something of their own to find in the export: a quiz score.
  expect((await page.request.put('/api/learn/progress/race-types', { data: { score: 5 } })).status()).toBe(
    200,
  );

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  expect(await serious(page)).toEqual([]);
  // Readable at 375 px: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^racepro-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string };
    learningProgress: { lessonId: string; bestScore: number }[];
  };
  expect(data.profile.email).toBe(email);
  expect(data.learningProgress).toEqual([expect.objectContaining({ lessonId: 'race-types', bestScore: 5 })]);

  await section.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await expect(dialog).toContainText('This cannot be undone');
  expect(await serious(page)).toEqual([]);
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByText('Your current password is not right')).toBeVisible();

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('Your account is closed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const signIn = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
});
